import type { DataSource } from "typeorm";
import { ADMINS, requireRole, type AuthUser } from "../../core/auth";
import { announced } from "../../core/content-changed";
import { onEvents, type PubSub } from "../../core/pubsub";
import { parseInput } from "../../core/validation";
import type { PageService } from "../pages/page.service";
import type { FreshProof } from "../sessions/fresh-proof.service";
import { PageKind } from "../pages/site-page.entity";
import { DEFAULT_BACKUP_TIME } from "@theatre/common/backup-time";
import { SiteSettings } from "./site-settings.entity";
import { SiteSettingsInput } from "./site-settings.inputs";
import { NAMED_NETWORKS, NETWORKS, SocialNetwork, type SocialLink, type SocietyFacts } from "./site-settings.types";

/** What a new site shows until an admin saves the settings: the environment's values. */
export interface SiteDefaults {
  name: string;
  contactEmail?: string;
  address?: string;
}

/** The first email address the Contact page's text links to (the last resort for a contact email). */
export type ContactPageEmail = () => Promise<string | null>;

export function contactPageEmail(pages: PageService): ContactPageEmail {
  // No ":" before the "@": each try then stops at the next "mailto:", linear on any page text.
  return async () => /mailto:([^"?&\s:]+@[^"?&\s]+)/.exec((await pages.get(PageKind.contact)).text)?.[1] ?? null;
}

/** A read kept in memory until forgotten; a failed one is not kept, so the next caller tries again. */
class KeptRead<T> {
  private kept: Promise<T> | undefined;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.kept) {
      const reading = this.read();
      this.kept = reading;
      reading.catch(() => {
        if (this.kept === reading) this.kept = undefined;
      });
    }
    return this.kept;
  }

  forget(): void {
    this.kept = undefined;
  }
}

/** The settings row's key: there is only ever one. */
const ROW = 1;

/** The links set, as visitors see them: the named networks in order, then the other one. */
function socialLinks(settings: SiteSettings): SocialLink[] {
  const named = NAMED_NETWORKS.filter((network) => settings[network]).map((network) => ({ network: network as SocialNetwork, label: NETWORKS[network].label, url: settings[network] }));
  const other = settings.otherUrl ? [{ network: SocialNetwork.other, label: settings.otherLabel, url: settings.otherUrl }] : [];
  return [...named, ...other];
}

/**
 * Site settings: the society's name, contact email, address, charity number and social links.
 * Admins edit them; every page, email and the structured data read them through `current()`, which
 * keeps them in memory until a content change (on any instance, through the event bus) drops them.
 */
export class SiteSettingsService {
  private readonly facts = new KeptRead(() => this.read());
  private readonly requirement = new KeptRead(async () => {
    const saved = await this.db.getRepository(SiteSettings).findOne({ where: { id: ROW }, select: { id: true, requireTwoStep: true } });
    return saved?.requireTwoStep ?? false;
  });

  constructor(
    private readonly db: DataSource,
    private readonly events: PubSub,
    private readonly defaults: SiteDefaults,
    private readonly contactPageEmail: ContactPageEmail,
    /** Saving needs fresh proof: the settings can switch off "Require two-step sign-in". */
    private readonly freshProof: FreshProof,
  ) {
    // Every saved change announces CONTENT_CHANGED (the Contact page's email included); a missed
    // event (a gap) drops them too.
    onEvents(events, "CONTENT_CHANGED", () => this.forget(), () => this.forget());
  }

  private forget(): void {
    this.facts.forget();
    this.requirement.forget();
  }

  /**
   * Whether editors and admins must have a second sign-in step (off until an admin turns it on).
   * Asked on every signed-in editor's request, so kept in memory like the rest of the settings.
   */
  requiresTwoStep(): Promise<boolean> {
    return this.requirement.get();
  }

  /** The settings as visitors see them: saved ones, else the environment's defaults. */
  current(): Promise<SocietyFacts> {
    return this.facts.get();
  }

  private async read(): Promise<SocietyFacts> {
    const saved = await this.db.getRepository(SiteSettings).findOneBy({ id: ROW });
    if (saved) {
      return {
        name: saved.name,
        contactEmail: saved.contactEmail,
        address: saved.address || null,
        charityNumber: saved.charityNumber || null,
        socialLinks: socialLinks(saved),
      };
    }
    return {
      name: this.defaults.name,
      contactEmail: this.defaults.contactEmail ?? (await this.contactPageEmail()),
      address: this.defaults.address ?? null,
      charityNumber: null,
      socialLinks: [],
    };
  }

  /**
   * Where messages to the society go: the contact email an admin saved in Site settings, else the
   * environment's (SOCIETY_EMAIL). Never the Contact page's own link, which editors (not only
   * admins) can change: the inbox holds people's personal messages.
   */
  async messagesEmail(): Promise<string | null> {
    const saved = await this.db.getRepository(SiteSettings).findOne({ where: { id: ROW }, select: { id: true, contactEmail: true } });
    return saved?.contactEmail || this.defaults.contactEmail || null;
  }

  /** The time of night the site backs itself up ("HH:MM", London): the nightly job asks every minute, so a change takes effect within one. */
  async backupTime(): Promise<string> {
    const saved = await this.db.getRepository(SiteSettings).findOne({ where: { id: ROW }, select: { id: true, backupTime: true } });
    return saved?.backupTime ?? DEFAULT_BACKUP_TIME;
  }

  /** The settings as the Site settings screen edits them: saved ones, else the defaults to start from (admins). */
  async editable(actor: AuthUser | null): Promise<SiteSettings> {
    requireRole(actor, ADMINS);
    const saved = await this.db.getRepository(SiteSettings).findOneBy({ id: ROW });
    if (saved) return saved;
    const facts = await this.current();
    return Object.assign(new SiteSettings(), {
      id: ROW, name: facts.name, contactEmail: facts.contactEmail ?? "", address: facts.address ?? "", charityNumber: "", backupTime: DEFAULT_BACKUP_TIME,
      facebook: "", instagram: "", x: "", youtube: "", tiktok: "", otherLabel: "", otherUrl: "", requireTwoStep: false, updatedAt: null, updatedBy: null,
    });
  }

  /** Saves the whole settings (admins, with fresh proof); bad input changes nothing. Pages, emails and caches follow at once. */
  async update(actor: AuthUser | null, raw: unknown): Promise<SiteSettings> {
    const admin = requireRole(actor, ADMINS);
    const input = await parseInput(SiteSettingsInput, raw);
    await this.freshProof.require(admin);
    return announced(this.events, (async () => {
      const repository = this.db.getRepository(SiteSettings);
      // A caller that leaves the backup time out (the REST facade's PUT /api/settings) keeps the one saved.
      const backupTime = input.backupTime ?? (await this.backupTime());
      await repository.save(repository.create({ ...input, backupTime, id: ROW, updatedAt: new Date(), updatedBy: admin.name }));
      // This instance's pages and emails read the new settings at once; others on the event.
      this.forget();
      return repository.findOneByOrFail({ id: ROW });
    })());
  }
}
