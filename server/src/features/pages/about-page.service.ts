import type { DataSource } from "typeorm";
import { EDITORS, requireRole, type AuthUser } from "../../core/auth";
import { conflict } from "../../core/errors";
import type { PubSub } from "../../core/pubsub";
import { parseInput } from "../../core/validation";
import { AboutPage } from "./about-page.entity";
import { AboutPageInput } from "./about-page.inputs";

export class AboutPageService {
  constructor(
    private readonly db: DataSource,
    private readonly events: PubSub,
  ) {}

  get(): Promise<AboutPage> {
    return this.db.getRepository(AboutPage).createQueryBuilder("page").getOneOrFail();
  }

  /** Saves the whole page for an editor; refuses a save made from an older version. */
  async update(raw: unknown, actor: AuthUser | null): Promise<AboutPage> {
    const user = requireRole(actor, EDITORS);
    const input = await parseInput(AboutPageInput, raw);
    const saved = await this.db.transaction(async (manager) => {
      const page = await manager.getRepository(AboutPage).createQueryBuilder("page").setLock("pessimistic_write").getOneOrFail();
      if (page.version !== input.version) {
        throw conflict(`The About page was changed by ${page.updatedBy ?? "someone else"} since you opened it (your version ${input.version}, now ${page.version}); reload it and make your changes again`);
      }
      page.text = input.text;
      page.committeeMembers = input.committeeMembers;
      page.updatedBy = user.name;
      return manager.save(page);
    });
    this.events.publish("ABOUT_PAGE_UPDATED", saved);
    return saved;
  }
}
