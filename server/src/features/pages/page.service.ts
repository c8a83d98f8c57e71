import { pageAccessibilityIssues } from "@theatre/common/accessibility-check";
import { In, type DataSource } from "typeorm";
import type { AuthUser } from "../../core/auth";
import { DraftWorkflow, type DraftTools } from "../../core/drafts";
import { EditedKind } from "../../core/edited-kind";
import type { HistoryService } from "../history/history.service";
import type { CoreTopics, PubSub } from "../../core/pubsub";
import { sanitizeRichText } from "../../core/rich-text";
import type { PageTopics } from "./page.events";
import { AboutPageInput, TextPageInput } from "./page.inputs";
import { PageKind, SitePage } from "./site-page.entity";

const TITLES: Record<PageKind, string> = { about: "About", contact: "Contact", combinations: "Combinations" };

/**
 * The three page texts: visitors read the published text; editors may keep a draft and publish it.
 * Pages are always on the site, so they cannot be unpublished.
 */
export class PageService {
  private readonly about: DraftWorkflow<SitePage, AboutPageInput>;
  private readonly text: DraftWorkflow<SitePage, TextPageInput>;

  private readonly db: DataSource;

  constructor(
    tools: DraftTools & { events: PubSub<CoreTopics & PageTopics> },
    private readonly history: HistoryService,
  ) {
    const { events } = tools;
    this.db = tools.db;
    const rules = {
      entity: SitePage,
      kind: EditedKind.page,
      key: (page: SitePage) => page.kind,
      title: (page: SitePage) => `${TITLES[page.kind]} page`,
      name: (page: SitePage) => `The ${TITLES[page.kind]} page`,
      afterChange: (page: SitePage) => events.publish("PAGE_UPDATED", page),
      accessibility: (page: SitePage) => pageAccessibilityIssues(page),
    };
    this.text = new DraftWorkflow(tools, { ...rules, input: TextPageInput, fields: (input) => ({ text: sanitizeRichText(input.text) }) });
    this.about = new DraftWorkflow(tools, {
      ...rules,
      input: AboutPageInput,
      fields: (input) => ({ text: sanitizeRichText(input.text), committeeMembers: sanitizeRichText(input.committeeMembers) }),
    });
  }

  private workflow(kind: PageKind): DraftWorkflow<SitePage, AboutPageInput | TextPageInput> {
    return (kind === PageKind.about ? this.about : this.text) as DraftWorkflow<SitePage, AboutPageInput | TextPageInput>;
  }

  /** The page of that kind as visitors see it; every kind has its row from the migrations. */
  get(kind: PageKind): Promise<SitePage> {
    return this.db.getRepository(SitePage).findOneByOrFail({ kind });
  }

  /** The page as its editor sees it: its draft, if any, over what is published. */
  editable(kind: PageKind, actor: AuthUser | null): Promise<SitePage> {
    return this.workflow(kind).editable(actor, { kind }, `The ${TITLES[kind]} page`);
  }

  /** The page with its draft, for a preview link whose token was checked (no account needed). */
  previewOf(kind: PageKind): Promise<SitePage> {
    return this.workflow(kind).draftOf({ kind }, `The ${TITLES[kind]} page`);
  }

  /** Saves a whole page and publishes it; refuses a save made from an older version. */
  update(kind: PageKind, raw: unknown, actor: AuthUser | null): Promise<SitePage> {
    return this.workflow(kind).publish(actor, { kind }, `The ${TITLES[kind]} page`, raw);
  }

  /** Keeps the editor's changes as the page's draft; visitors see no change. */
  saveDraft(kind: PageKind, raw: unknown, actor: AuthUser | null): Promise<SitePage> {
    return this.workflow(kind).saveDraft(actor, { kind }, `The ${TITLES[kind]} page`, raw);
  }

  /** Publishes the page's draft with every rule of a save. */
  publish(kind: PageKind, version: number, actor: AuthUser | null): Promise<SitePage> {
    return this.workflow(kind).publishDraft(actor, { kind }, `The ${TITLES[kind]} page`, version);
  }

  /** Puts one of the page's revisions back as its draft; nothing goes live until published. */
  async restoreRevision(kind: PageKind, revisionId: string, version: number, actor: AuthUser | null): Promise<SitePage> {
    return this.workflow(kind).restoreRevision(actor, { kind }, `The ${TITLES[kind]} page`, kind, await this.history.read(actor, revisionId), version);
  }

  /** Sets or cancels (null) when the page's draft is published. */
  schedule(kind: PageKind, publishAt: Date | null, actor: AuthUser | null): Promise<SitePage> {
    return this.workflow(kind).schedule(actor, { kind }, `The ${TITLES[kind]} page`, { publishAt, unpublishAt: null });
  }

  /** Publishes the pages whose time has come (the scheduled-changes job), each by its own rules. */
  async runDue(): Promise<number> {
    return (await this.about.runDue({ kind: PageKind.about })) + (await this.text.runDue({ kind: In([PageKind.contact, PageKind.combinations]) }));
  }
}
