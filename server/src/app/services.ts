import type Redis from "ioredis";
import type { DataSource } from "typeorm";
import { AccountService, registrationLimit } from "../features/accounts/account.service";
import { LoginThrottle } from "../features/accounts/login-throttle";
import { PasswordResetService } from "../features/accounts/password-reset.service";
import { AuthenticatorService } from "../features/accounts/two-step/authenticator.service";
import { PasskeyService } from "../features/accounts/two-step/passkeys.service";
import { SecondStepService } from "../features/accounts/two-step/second-step.service";
import { SecondStepNotices } from "../features/accounts/two-step/second-step-notices";
import { ConfirmItsYouService } from "../features/accounts/two-step/confirm-its-you.service";
import { FreshProof } from "../features/sessions/fresh-proof.service";
import { TokenService } from "../features/sessions/login-tokens";
import { SessionService } from "../features/sessions/session.service";
import { ApiTokenService } from "../features/api-tokens/api-token.service";
import { BlogEditingService } from "../features/blogs/blog-editing.service";
import { BlogService } from "../features/blogs/blog.service";
import { MediaService } from "../features/media/media.service";
import { ImageVisibility } from "../features/media/image-visibility";
import { ImageSignatures } from "../core/images/image-signatures";
import { MessageService, type MessageSettings } from "../features/messages/message.service";
import { NewsletterService } from "../features/newsletter/newsletter.service";
import { PlayEditingService } from "../features/plays/play-editing.service";
import { ShopService } from "../features/shop/shop.service";
import { HeroImageService } from "../features/heroes/hero-image.service";
import { PageService } from "../features/pages/page.service";
import { PlayService } from "../features/plays/play.service";
import { PresenceService, type PresenceSettings } from "../features/presence/presence.service";
import { PreviewService, revokeLinksOf } from "../features/preview/preview.service";
import { contactPageEmail, SiteSettingsService } from "../features/site/site-settings.service";
import { VenueService } from "../features/venues/venue.service";
import { PersonService } from "../features/people/person.service";
import { ProgrammeService } from "../features/programme/programme.service";
import { SearchService } from "../features/search/search.service";
import { VideoService } from "../features/videos/video.service";
import type { VideoSources } from "../features/videos/video-oembed";
import { VIDEO_SOURCE_DEFAULTS } from "../config";
import { DatabaseStatus } from "../core/db/database-status";
import { Jobs, type JobSettings } from "../core/jobs";
import { createLogger, type Logger } from "../core/logger";
import { HistoryService } from "../features/history/history.service";
import { TrashService } from "../features/trash/trash.service";
import type { AppPubSub } from "./events";
import type { Storage } from "../core/storage";
import { RateLimit } from "../core/rate-limit";
import { HoldService } from "../features/box-office/holds.service";
import { OrderService } from "../features/box-office/orders.service";
import { BoxOfficeDeskService } from "../features/box-office/box-office-desk.service";
import { DoorService } from "../features/box-office/door/door.service";
import type { Payments } from "../features/box-office/payments";
import { StripeWebhookService, type StripeEventSource } from "../features/box-office/stripe-webhooks.service";
import { TicketCodes } from "../features/box-office/ticket-codes";
import { WaitlistService } from "../features/box-office/waitlist/waitlist.service";
import { BackupRunsService, type BackupSettings } from "../features/backups/backup-runs.service";
import { SiteRestoreService } from "../features/backups/site-restore.service";
import { Maintenance } from "../core/http/maintenance";
import { appDatabase } from "./data-source";

/** Every domain service, built once per process over one DataSource and one event bus. */
export interface Services {
  db: DataSource;
  /** Whether the database is reachable, as last seen. */
  databaseStatus: DatabaseStatus;
  events: AppPubSub;
  storage: Storage;
  /** Signed addresses of images visitors may not see, for editors and preview links. */
  imageSignatures: ImageSignatures;
  /** Which stored images visitors may see (those published items use). */
  imageVisibility: ImageVisibility;
  accounts: AccountService;
  /** Passkeys (WebAuthn): added on the account page, signing in without a password. */
  passkeys: PasskeyService;
  /** Authenticator apps (TOTP) and recovery codes. */
  authenticator: AuthenticatorService;
  /** Second-step tickets, the society's requirement for editors and admins, and admins' resets. */
  secondSteps: SecondStepService;
  /** Fresh proof: a session confirming who holds it (password, authenticator code or passkey). */
  confirmItsYou: ConfirmItsYouService;
  /** Sign-ins, one per device: login tokens are issued and accepted here. */
  sessions: SessionService;
  /** Named tokens for scripts (admins make and revoke them). */
  apiTokens: ApiTokenService;
  /** Links that set a forgotten password, by email. */
  passwordResets: PasswordResetService;
  media: MediaService;
  pages: PageService;
  plays: PlayService;
  playEditing: PlayEditingService;
  venues: VenueService;
  people: PersonService;
  programmes: ProgrammeService;
  /** Site search: plays, blogs and people. */
  search: SearchService;
  /** Each client address's budget of pages rendered on the server (features/site/server-render.ts). */
  pageRenders: RateLimit;
  /** Video links' thumbnails and titles, fetched by a job and kept here. */
  videos: VideoService;
  blogs: BlogService;
  blogEditing: BlogEditingService;
  heroImages: HeroImageService;
  messages: MessageService;
  /** Combinations by email: sign-ups, links, issues. */
  newsletter: NewsletterService;
  shop: ShopService;
  /** The box office: holds of tickets (they cannot oversell) and live availability. */
  holds: HoldService;
  /** The box office: orders, e-tickets, cancellations, check-in and online payment's outcomes. */
  orders: OrderService;
  /** Stripe's signed webhook messages (`POST /api/stripe/webhook`); absent when Stripe is not set up. */
  stripeWebhooks?: StripeWebhookService;
  /** The box office desk (editors): sales per performance, orders, cancellations, complimentary tickets, CSV. */
  boxOfficeDesk: BoxOfficeDeskService;
  /** The door app (door staff): today's and tomorrow's performances, tickets kept offline, scans, the live count. */
  door: DoorService;
  /** Sold-out performances' waitlists: joins confirmed by a link, offers of tickets that come back. */
  waitlist: WaitlistService;
  /** Who else has an editor open (the `editingPresence` subscription). */
  presence: PresenceService;
  /** Links that show a draft to someone without an account. */
  previews: PreviewService;
  site: { siteName: string; societyEmail?: string; publicUrl: string };
  /** The society's details as admins keep them (Site settings), over the environment's defaults. */
  siteSettings: SiteSettingsService;
  /** Revisions and the Activity journal. */
  history: HistoryService;
  /** Deleted items and their purge. */
  trash: TrashService;
  /** PostgreSQL-backed jobs; started by index.ts (and by tests that need them) with `appJobs`. */
  jobs: Jobs;
  /** The backups the site makes (nightly, Back up now) and their record. */
  backups: BackupRunsService;
  /** Restores an archive uploaded on the Backups screen into the running site. */
  siteRestore: SiteRestoreService;
  /** The brief closed state (503 everywhere) a restore puts the site in. */
  maintenance: Maintenance;
  clock: () => Date;
}

export interface ServiceSettings {
  jwtSecret: string;
  tokenTtlSeconds: number;
  /** Failed logins allowed per account and per address in 15 minutes (tests raise them). */
  loginLimits?: { perAccount: number; perAddress: number };
  /** Password reset requests allowed per email and per address an hour (5 and 20 unless set). */
  passwordResetLimits?: { perEmail?: number; perAddress?: number };
  /** New accounts allowed per address per hour (20 unless set). */
  registrationsPerAddress?: number;
  /** The account ADMIN_EMAIL names: never purged, whatever deletion it asked for. */
  adminEmail?: string;
  /** Redis for counters shared by every instance (rate limits). */
  redis?: Redis;
  messages?: MessageSettings;
  /** Presence heartbeat and ageing (tests shorten them). */
  presence?: PresenceSettings;
  siteName?: string;
  /** The society's postal address until an admin saves the Site settings (SOCIETY_ADDRESS). */
  societyAddress?: string;
  publicUrl?: string;
  /** Now, as schedules and purges see it (tests move it). */
  clock?: () => Date;
  /** Where the job queue logs its troubles (silent unless given). */
  logger?: Logger;
  jobs?: JobSettings;
  /** Newsletter sign-ups allowed per email and per client address each hour (tests raise them). */
  newsletterLimits?: { perEmail: number; perAddress: number };
  /** Searches one client address may make a minute (120 unless set). */
  searchesPerMinute?: number;
  /** Seat plans (venues' and performances') one client address may read a minute (120 unless set). */
  seatPlansPerMinute?: number;
  /** Pages the server renders for one client address a minute (600 unless set). */
  rendersPerMinute?: number;
  /** Where video thumbnails and titles are fetched from (the real sites unless given). */
  videoSources?: VideoSources;
  /** Holds one client address may ask for a minute and have at once, and orders one email may be sent an hour, and tickets one address may book of a performance (20, 2, 10 and 20 unless set; tests and the benchmark lift them). */
  holdLimits?: { perMinute?: number; livePerAddress?: number; ordersPerEmail?: number; ticketsPerAddress?: number };
  /** syncDoorScans calls one account may make a minute (120 unless set). */
  doorSyncsPerMinute?: number;
  /** Waitlist joins allowed per email and per client address each hour (3 and 10 unless set; tests raise them). */
  waitlistLimits?: { perEmail?: number; perAddress?: number };
  /** Online payment (Stripe), when set up. */
  payments?: Payments;
  /** What proves Stripe's webhook messages (the same StripePayments); absent: no webhook. */
  stripeEvents?: StripeEventSource;
  /** Backups (BACKUP_* settings); unless given, a folder beside the uploads, 7 daily and 4 weekly, uploads up to 1 GB. */
  backups?: Partial<BackupSettings>;
}

export function createServices(db: DataSource, events: AppPubSub, storage: Storage, settings: ServiceSettings): Services {
  const clock = settings.clock ?? (() => new Date());
  const imageSignatures = new ImageSignatures(settings.jwtSecret, clock);
  const media = new MediaService(db, storage, events, imageSignatures);
  const history = new HistoryService(db, clock);
  const jobs = new Jobs(db, settings.logger ?? createLogger("silent"), settings.jobs);
  // Unpublishing or deleting revokes the item's preview links in the same transaction.
  const tools = { db, events, journal: history, jobs, clock, leftSite: revokeLinksOf };
  const pages = new PageService(tools, history);
  // Venues know nothing of plays: the plays say which of them still hold a venue.
  const venues = new VenueService(db, events, PlayService.usingVenue, { seatPlansPerMinute: settings.seatPlansPerMinute, redis: settings.redis });
  // Videos know nothing of plays either: the plays say which links they hold.
  const videos = new VideoService(db, storage, events, jobs, settings.videoSources ?? VIDEO_SOURCE_DEFAULTS, PlayService.videoLinksInUse, clock, settings.logger);
  // Whether a performance may be paid online is the orders' to say (read when a play is saved, once they exist);
  // a play published with performances cancelled closes their waitlists.
  const playEditing = new PlayEditingService(tools, media, history, venues, videos, {
    get paysOnline() { return orders.paysOnline; },
    performancesCancelled: (ids) => waitlist.performancesCancelled(ids),
  });
  const blogEditing = new BlogEditingService(tools, media, history);
  const publicUrl = settings.publicUrl ?? "http://localhost:4000";
  const siteName = settings.siteName ?? "Fen Street Players";
  // The site's own emails come from the society's address (replies go there).
  const replyTo = settings.messages?.societyEmail ?? "no-reply@localhost";
  const throttle = new LoginThrottle({ ...settings.loginLimits, redis: settings.redis });
  // What a stolen session must not do without confirming it's them first (fresh-proof.service.ts).
  const freshProof = new FreshProof(db);
  // Messages to the society go where the Site settings say, so the society changes its inbox in one place.
  const siteSettings = new SiteSettingsService(db, events, { name: siteName, contactEmail: settings.messages?.societyEmail, address: settings.societyAddress }, contactPageEmail(pages), freshProof);
  const newsletter = new NewsletterService(db, events, { siteName, publicUrl, replyTo, ...settings.newsletterLimits, redis: settings.redis, clock });
  // Tickets that come back are offered to the waitlist (which holds them through the holds).
  const holds = new HoldService(db, events, jobs, { holdsPerMinute: settings.holdLimits?.perMinute, liveHoldsPerAddress: settings.holdLimits?.livePerAddress, redis: settings.redis, clock, ticketsReturned: (ids): Promise<void> => waitlist.ticketsReturned(ids), seatPlanReads: (address) => venues.countSeatPlanReads(address) });
  const codes = new TicketCodes(settings.jwtSecret);
  const orders = new OrderService(db, events, holds, { siteName, publicUrl, replyTo, codes, clock, payments: settings.payments, newsletter, logger: settings.logger, redis: settings.redis, ordersPerEmail: settings.holdLimits?.ordersPerEmail, ticketsPerAddress: settings.holdLimits?.ticketsPerAddress });
  const waitlist = new WaitlistService(db, events, holds, orders, jobs, { publicUrl, codes, ...settings.waitlistLimits, redis: settings.redis, clock, logger: settings.logger });
  const sessions = new SessionService(db, new TokenService(settings.jwtSecret, settings.tokenTtlSeconds), events, { siteName, publicUrl, replyTo });
  const apiTokens = new ApiTokenService(db, freshProof);
  const storageRoot = settings.backups?.storageRoot ?? (storage as { root?: string }).root ?? "uploads";
  const backups = new BackupRunsService(db, {
    dir: `${storageRoot}-backups`, storageRoot, keepDaily: 7, keepWeekly: 4, uploadMaxBytes: 1024 * 1024 * 1024, ...settings.backups,
  }, () => siteSettings.backupTime(), freshProof, clock, settings.logger);
  const maintenance = new Maintenance(events);
  // Every change to an account's second steps is emailed to its owner.
  const secondStepNotices = new SecondStepNotices(events, { siteName, replyTo }, clock);
  const passkeys = new PasskeyService(db, throttle, freshProof, secondStepNotices, { publicUrl, siteName, redis: settings.redis });
  // App secrets and recovery codes are keyed from the signing secret, like ticket codes: a backup alone holds neither.
  const authenticator = new AuthenticatorService(db, freshProof, secondStepNotices, { siteName, clock, throttle, signingSecret: settings.jwtSecret });
  // Whether editors and admins must have a second step is the Site settings' to say.
  const secondSteps = new SecondStepService(db, secondStepNotices, freshProof, throttle, authenticator, history, { siteName, required: () => siteSettings.requiresTwoStep() });
  const confirmItsYou = new ConfirmItsYouService(db, throttle, freshProof, authenticator, passkeys, secondSteps);
  const accounts = new AccountService(
    db, sessions, throttle, freshProof, registrationLimit(settings.registrationsPerAddress, settings.redis), settings.adminEmail, { secondSteps, passkeys }, apiTokens,
  );
  return {
    media,
    db,
    databaseStatus: new DatabaseStatus(),
    events,
    storage,
    imageSignatures,
    imageVisibility: new ImageVisibility(db, events),
    accounts,
    passkeys,
    authenticator,
    secondSteps,
    confirmItsYou,
    sessions,
    apiTokens,
    passwordResets: new PasswordResetService(db, events, throttle, {
      siteName,
      publicUrl,
      replyTo,
      limits: settings.passwordResetLimits,
      redis: settings.redis,
      logger: settings.logger ?? createLogger("silent"),
    }),
    pages,
    plays: new PlayService(db),
    playEditing,
    venues,
    people: new PersonService(db, events, media),
    programmes: new ProgrammeService(db, publicUrl),
    search: new SearchService(db, { perMinute: settings.searchesPerMinute, redis: settings.redis }),
    // A render costs tens of milliseconds of the event loop: past this, pages go out for the browser to render.
    pageRenders: new RateLimit("Too many pages rendered for your address", settings.rendersPerMinute ?? 600, 60, settings.redis),
    videos,
    blogs: new BlogService(db),
    blogEditing,
    heroImages: new HeroImageService(db, storage, events),
    messages: new MessageService(db, events, { ...settings.messages, redis: settings.redis, inbox: () => siteSettings.messagesEmail() }),
    newsletter,
    shop: new ShopService(db, events, { siteName, publicUrl, replyTo }),
    holds,
    orders,
    stripeWebhooks: settings.stripeEvents && new StripeWebhookService(db, settings.stripeEvents, orders),
    boxOfficeDesk: new BoxOfficeDeskService(db, events, holds, orders, history, clock),
    door: new DoorService(db, events, orders.admissions, { syncsPerMinute: settings.doorSyncsPerMinute, redis: settings.redis, clock }),
    waitlist,
    presence: new PresenceService(db, events, settings.presence, async (user) =>
      user.apiTokenId ? apiTokens.inForce(user.apiTokenId) : !user.sessionId || sessions.inForce(user.sessionId)),
    previews: new PreviewService(db, { plays: playEditing, blogs: blogEditing, pages }, publicUrl),
    site: { siteName, societyEmail: settings.messages?.societyEmail, publicUrl },
    siteSettings,
    history,
    trash: new TrashService(db, { plays: playEditing, blogs: blogEditing }, history, media, clock),
    jobs,
    backups,
    siteRestore: new SiteRestoreService(db, appDatabase, events, maintenance, backups, freshProof, settings.logger),
    maintenance,
    clock,
  };
}
