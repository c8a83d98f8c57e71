import type { DataSource, EntityManager } from "typeorm";
import { In } from "typeorm";
import { EDITORS, requireRole, type AuthUser } from "../../core/auth";
import { announced } from "../../core/content-changed";
import { assertCurrentVersion, assertSlugFree, freeSlug, isSlugRace, missingIds, slugRace } from "../../core/editing";
import { AppError, badInput, notFound, type FieldError } from "../../core/errors";
import { toPage, type Page } from "../../core/pagination";
import type { PubSub } from "../../core/pubsub";
import { wantedSlug } from "../../core/slug";
import { readableText } from "@theatre/common/text-rules";
import { isUuid, parseInput } from "../../core/validation";
import type { MediaService } from "../media/media.service";
import { Play } from "../plays/play.entity";
import { Person } from "./person.entity";
import { PERSON_PHOTO, PersonInput } from "./person.inputs";
import { CreditKind, type Credit } from "./person.types";

/** Suggestions and the editors' list: a page of people at most this long. */
export const PEOPLE_PER_PAGE = 20;

const NO_ID = "00000000-0000-0000-0000-000000000000";

/**
 * A LIKE pattern's text in SQL: `text` folded as names are (site_fold), then its wildcards and
 * escape character taken literally. Folded first: unaccent makes '％', '＿' and '＼' the ASCII ones.
 */
const likeFolded = (text: string) => `replace(replace(replace(site_fold(${text}), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/**
 * A photo uploaded for someone else (PERSON_PHOTO checks the rest) as a field error. A person being
 * added has none yet: their photo is uploaded under their id once they exist.
 */
function notTheirPhoto(input: PersonInput, id: string | null): FieldError[] {
  const owner = PERSON_PHOTO.exec(input.photo)?.[1];
  if (!owner || owner === id) return [];
  const message = id ? `photo must be a photo uploaded for this person (/images/people/${id}/photo{n}.jpg), or empty` : "photo must be empty for a new person: add them, then upload their photo";
  return [{ path: "photo", message }];
}

/** The ids among these that name no person; with `lock`, held so none can be deleted while a publish links them. */
export const missingPeople = (manager: EntityManager, ids: string[], options: { lock?: boolean } = {}) => missingIds(manager, "person", ids, options);

/** The page slugs of these people, by id, hidden ones left out. */
export async function visibleSlugs(manager: EntityManager, ids: string[]): Promise<Record<string, string>> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  const rows: { id: string; slug: string }[] = wanted.length ? await manager.query(`SELECT id, slug FROM person WHERE id = ANY($1) AND NOT hidden`, [wanted]) : [];
  return Object.fromEntries(rows.map((row) => [row.id, row.slug]));
}

/** People: their public pages and credits, editors' suggestions and writes. */
export class PersonService {
  constructor(
    private readonly db: DataSource,
    private readonly events: PubSub,
    /** Their photos: a replaced one is removed after the save, all of them with the person. */
    private readonly media: MediaService,
  ) {}

  /** A person visitors may see, by slug; null when there is none or they asked to be hidden. */
  async bySlug(slug: string): Promise<Person | null> {
    const wanted = wantedSlug(slug);
    if (!wanted) return null;
    return this.db.getRepository(Person).findOneBy({ slug: wanted, hidden: false });
  }

  /**
   * Their credits in published productions, newest production first (undated ones last). Each play
   * is its id, slug and title only, unless `wholePlays` (every field, read in one more statement).
   */
  async credits(personId: string, { wholePlays = true } = {}): Promise<Credit[]> {
    const rows: { play_id: string; slug: string; title: string; kind: CreditKind; role: string; year: number | null }[] = await this.db.query(
      `SELECT c.play_id, p.slug, p.title, c.kind, c.role, EXTRACT(YEAR FROM p.start_date AT TIME ZONE 'Europe/London')::int AS year
         FROM credit c JOIN play p ON p.id = c.play_id
        WHERE c.person_id = $1 AND p.published_at IS NOT NULL AND p.deleted_at IS NULL
        ORDER BY p.start_date DESC NULLS LAST, p.title, c.kind, c.position`,
      [personId],
    );
    const whole = wholePlays && rows.length > 0 ? await this.db.getRepository(Play).findBy({ id: In([...new Set(rows.map((row) => row.play_id))]) }) : [];
    const byId = new Map(whole.map((play) => [play.id, play]));
    return rows.flatMap((row) => {
      const play = wholePlays ? byId.get(row.play_id) : Object.assign(new Play(), { id: row.play_id, slug: row.slug, title: row.title });
      return play ? [{ kind: row.kind, role: row.role, play, year: row.year }] : [];
    });
  }

  /**
   * Editors' list and the play editor's suggestions: everyone (hidden people too, marked), best
   * match first for a search (accents and case aside, a part of the name or a near miss), else by name.
   */
  async list(actor: AuthUser | null, search: string, page: number): Promise<Page<Person>> {
    requireRole(actor, EDITORS);
    // As typed in a name field: a NUL byte (which PostgreSQL refuses) or other control character is a space.
    const wanted = readableText(search).trim();
    if (wanted.length > 200) throw badInput("search", "search must be at most 200 characters");
    const query = this.db.getRepository(Person).createQueryBuilder("p");
    if (wanted) {
      query
        .where(`site_fold(p.name) LIKE '%' || ${likeFolded(":search")} || '%' OR site_fold(:search) <% site_fold(p.name)`, { search: wanted })
        .orderBy(`site_fold(p.name) LIKE ${likeFolded(":search")} || '%'`, "DESC")
        .addOrderBy("word_similarity(site_fold(:search), site_fold(p.name))", "DESC");
    }
    query.addOrderBy("p.name", "ASC").addOrderBy("p.slug", "ASC").skip((page - 1) * PEOPLE_PER_PAGE).take(PEOPLE_PER_PAGE);
    const [items, total] = await query.getManyAndCount();
    return toPage(items, total, page, PEOPLE_PER_PAGE);
  }

  /** One person by id (editors: hidden ones too). */
  async byId(actor: AuthUser | null, id: string): Promise<Person> {
    requireRole(actor, EDITORS);
    const person = isUuid(id) ? await this.db.getRepository(Person).findOneBy({ id: id.toLowerCase() }) : null;
    if (!person) throw notFound("Person");
    return person;
  }

  /** Adds a person; their slug comes from their name unless given. */
  async create(actor: AuthUser | null, raw: unknown): Promise<Person> {
    const editor = requireRole(actor, EDITORS);
    const input = await parseInput(PersonInput, raw, { check: async (person) => notTheirPhoto(person, null) });
    const save = () => this.db.transaction(async (manager) => {
      if (input.slug) await assertSlugFree(manager, Person, input.slug, NO_ID, { reserved: false });
      const slug = input.slug || (await freeSlug(manager, "person", input.name));
      const { version: _version, ...fields } = input;
      const people = manager.getRepository(Person);
      return people.save(people.create({ ...fields, slug, updatedBy: editor.name }));
    });
    // A slug made from the name can be taken by someone of that name added at the same moment: made again
    // (the editor chose none, so a CONFLICT naming the slug would make no sense to them). The loser of a
    // race waits for the winner's commit, so each round one more gets through.
    const saved = (attempt: number): Promise<Person> =>
      save().catch((error: unknown) => (!input.slug && attempt < 5 && isSlugRace(error) ? saved(attempt + 1) : slugRace(error)));
    return announced(this.events, saved(1));
  }

  /** Saves a person's details (from the version they were loaded with); every play linking them shows the change. */
  async update(actor: AuthUser | null, id: string, raw: unknown): Promise<Person> {
    const editor = requireRole(actor, EDITORS);
    const input = await parseInput(PersonInput, raw, { check: async (person) => notTheirPhoto(person, id.toLowerCase()) });
    if (input.version == null) throw badInput("version", "version is required: send the version the person was loaded with");
    const { saved, replaced } = await announced(this.events, this.db.transaction(async (manager) => {
      // Hiding or showing someone re-indexes the plays that credit them (person_search_sync), which
      // locks those plays. A publish locks its play, then its people (missingPeople): the plays are
      // locked first here too, in one order, so that the two (or two such saves) cannot deadlock.
      if (isUuid(id)) {
        await manager.query(
          `SELECT p.id FROM play p WHERE p.id IN (SELECT play_id FROM credit WHERE person_id = $1)
              AND EXISTS (SELECT 1 FROM person WHERE id = $1 AND hidden IS DISTINCT FROM $2) ORDER BY p.id FOR NO KEY UPDATE`,
          [id.toLowerCase(), input.hidden],
        );
      }
      const person = await this.locked(manager, id);
      assertCurrentVersion(person, input.version!, person.name);
      const replaced = person.photo;
      const slug = input.slug || person.slug;
      if (slug !== person.slug) await assertSlugFree(manager, Person, slug, person.id, { reserved: false });
      const { version: _version, ...fields } = input;
      return { saved: await manager.getRepository(Person).save(Object.assign(person, fields, { slug, updatedBy: editor.name })), replaced };
    }).catch(slugRace));
    // Only the photo it showed until now: another editor's upload, not saved yet, stays.
    if (replaced !== saved.photo) await this.media.removeReplaced("people", saved.id, replaced);
    return saved;
  }

  /** Deletes a person no play links (published, in a draft or among deleted items); refused naming the plays otherwise. */
  async remove(actor: AuthUser | null, id: string): Promise<Person> {
    requireRole(actor, EDITORS);
    return announced(this.events, this.db.transaction(async (manager) => {
      const person = await this.locked(manager, id);
      const rows: { title: string }[] = await manager.query(
        `SELECT coalesce(nullif(title, ''), slug) AS title FROM play
          WHERE id IN (SELECT play_id FROM credit WHERE person_id = $1)
             OR jsonb_path_exists(coalesce(draft, '{}'), '$.castlist.members[*] ? (@.personId == $id)', jsonb_build_object('id', $1::text))
             OR jsonb_path_exists(coalesce(draft, '{}'), '$.productionteam.members[*] ? (@.personId == $id)', jsonb_build_object('id', $1::text))
          ORDER BY title`,
        [person.id],
      );
      if (rows.length > 0) {
        const titles = rows.map((row) => `"${row.title}"`).join(", ");
        throw new AppError("CONFLICT", `${person.name} is still linked from ${titles}: unlink them there first (or hide the person instead)`, [
          { path: "id", message: `the person is still linked from ${titles}` },
        ]);
      }
      await manager.getRepository(Person).delete({ id: person.id });
      return person;
    })).then(async (person) => {
      await this.media.removeAll("people", person.id);
      return person;
    });
  }

  private async locked(manager: EntityManager, id: string): Promise<Person> {
    const person = isUuid(id) ? await manager.getRepository(Person).findOne({ where: { id: id.toLowerCase() }, lock: { mode: "pessimistic_write" } }) : null;
    if (!person) throw notFound("Person");
    return person;
  }
}
