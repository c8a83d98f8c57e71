import type { EntityManager } from "typeorm";
import { freeSlug } from "../../core/editing";
import { Person } from "./person.entity";

/** A few of the demo's regulars say something about themselves. */
const BIOS: Record<string, string> = {
  "Priya Raman": "Priya joined the society as a student and has played everything from Shakespeare's clowns to Chekhov's heroines.",
  "Margaret Holloway": "Margaret has directed for the society for over twenty years, and still runs the Tuesday-night play readings.",
  "Tom Whitfield": "Tom directs, produces and, when nobody else will, paints the set.",
};

interface Members {
  members: { name?: string; realname?: string; personId?: string | null }[];
}

/**
 * One person for each name in the demo plays' casts and teams, linked from every credit with that
 * name, so the demo's people pages list several productions. Plays an editor has saved since are
 * left as they are.
 */
export async function seedPeople(manager: EntityManager): Promise<void> {
  const plays: { id: string; castlist: Members; productionteam: Members }[] = await manager.query(
    `SELECT id, castlist, productionteam FROM play WHERE updated_by = 'Demo content' AND deleted_at IS NULL ORDER BY start_date DESC NULLS LAST`,
  );
  const people = new Map<string, string>();
  const personFor = async (name: string): Promise<string> => {
    const known = people.get(name);
    if (known) return known;
    const repository = manager.getRepository(Person);
    const existing = await repository.findOneBy({ name });
    const person = existing ?? (await repository.save(repository.create({ name, slug: await freeSlug(manager, "person", name), bio: BIOS[name] ?? "", updatedBy: "Demo content" })));
    people.set(name, person.id);
    return person.id;
  };
  for (const play of plays) {
    for (const member of [...(play.castlist?.members ?? []), ...(play.productionteam?.members ?? [])]) {
      const name = (member.realname ?? member.name ?? "").trim();
      if (name && !member.personId) member.personId = await personFor(name);
    }
    // The triggers on play record the credits and re-index its search text.
    await manager.query(`UPDATE play SET castlist = $2, productionteam = $3 WHERE id = $1`, [play.id, play.castlist, play.productionteam]);
  }
}
