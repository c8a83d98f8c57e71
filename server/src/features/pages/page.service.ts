import type { DataSource } from "typeorm";
import { EDITORS, requireRole, type AuthUser } from "../../core/auth";
import { assertCurrentVersion } from "../../core/editing";
import { sanitizeRichText } from "../../core/rich-text";
import type { CoreTopics, PubSub } from "../../core/pubsub";
import type { PageTopics } from "./page.events";
import { parseInput } from "../../core/validation";
import { AboutPageInput, TextPageInput } from "./page.inputs";
import { PageKind, SitePage } from "./site-page.entity";

const TITLES: Record<PageKind, string> = { about: "About", contact: "Contact", combinations: "Combinations" };

export class PageService {
  constructor(
    private readonly db: DataSource,
    private readonly events: PubSub<CoreTopics & PageTopics>,
  ) {}

  /** The page of that kind; every kind has its row from the migrations. */
  get(kind: PageKind): Promise<SitePage> {
    return this.db.getRepository(SitePage).findOneByOrFail({ kind });
  }

  /** Saves a whole page for an editor; refuses a save made from an older version. */
  async update(kind: PageKind, raw: unknown, actor: AuthUser | null): Promise<SitePage> {
    const user = requireRole(actor, EDITORS);
    const input: TextPageInput & { committeeMembers?: string } = await parseInput(kind === PageKind.About ? AboutPageInput : TextPageInput, raw);
    const saved = await this.db.transaction(async (manager) => {
      const page = await manager.getRepository(SitePage).findOneOrFail({ where: { kind }, lock: { mode: "pessimistic_write" } });
      assertCurrentVersion(page, input.version, `The ${TITLES[kind]} page`);
      page.text = sanitizeRichText(input.text);
      if (input.committeeMembers !== undefined) page.committeeMembers = sanitizeRichText(input.committeeMembers);
      page.updatedBy = user.name;
      return manager.save(page);
    });
    this.events.publish("PAGE_UPDATED", saved);
    this.events.publish("CONTENT_CHANGED");
    return saved;
  }
}
