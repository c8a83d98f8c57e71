import type Redis from "ioredis";
import type { DataSource } from "typeorm";
import { AccountService, registrationLimit } from "../features/accounts/account.service";
import { LoginThrottle } from "../features/accounts/login-throttle";
import { TokenService } from "../features/accounts/tokens";
import { BlogEditingService } from "../features/blogs/blog-editing.service";
import { BlogService } from "../features/blogs/blog.service";
import { MediaService } from "../features/media/media.service";
import { MessageService, type MessageSettings } from "../features/messages/message.service";
import { PlayEditingService } from "../features/plays/play-editing.service";
import { ShopService } from "../features/shop/shop.service";
import { HeroImageService } from "../features/heroes/hero-image.service";
import { PageService } from "../features/pages/page.service";
import { PlayService } from "../features/plays/play.service";
import { PresenceService, type PresenceSettings } from "../features/presence/presence.service";
import { PreviewService } from "../features/preview/preview.service";
import { VenueService } from "../features/venues/venue.service";
import { DatabaseStatus } from "../core/db/database-status";
import { Jobs, type JobSettings } from "../core/jobs";
import { createLogger, type Logger } from "../core/logger";
import { HistoryService } from "../features/history/history.service";
import { TrashService } from "../features/trash/trash.service";
import type { AppPubSub } from "./events";
import type { Storage } from "../core/storage";

/** Every domain service, built once per process over one DataSource and one event bus. */
export interface Services {
  db: DataSource;
  /** Whether the database is reachable, as last seen. */
  databaseStatus: DatabaseStatus;
  events: AppPubSub;
  storage: Storage;
  accounts: AccountService;
  media: MediaService;
  pages: PageService;
  plays: PlayService;
  playEditing: PlayEditingService;
  venues: VenueService;
  blogs: BlogService;
  blogEditing: BlogEditingService;
  heroImages: HeroImageService;
  messages: MessageService;
  shop: ShopService;
  /** Who else has an editor open (the `editingPresence` subscription). */
  presence: PresenceService;
  /** Links that show a draft to someone without an account. */
  previews: PreviewService;
  site: { siteName: string; societyEmail?: string; publicUrl: string };
  /** Revisions and the Activity journal. */
  history: HistoryService;
  /** Deleted items and their purge. */
  trash: TrashService;
  /** PostgreSQL-backed jobs; started by index.ts (and by tests that need them) with `appJobs`. */
  jobs: Jobs;
  clock: () => Date;
}

export interface ServiceSettings {
  jwtSecret: string;
  tokenTtlSeconds: number;
  /** Failed logins allowed per account and per address in 15 minutes (tests raise them). */
  loginLimits?: { perAccount: number; perAddress: number };
  /** New accounts allowed per address per hour (20 unless set). */
  registrationsPerAddress?: number;
  /** Redis for counters shared by every instance (rate limits). */
  redis?: Redis;
  messages?: MessageSettings;
  /** Presence heartbeat and ageing (tests shorten them). */
  presence?: PresenceSettings;
  siteName?: string;
  publicUrl?: string;
  /** Now, as schedules and purges see it (tests move it). */
  clock?: () => Date;
  /** Where the job queue logs its troubles (silent unless given). */
  logger?: Logger;
  jobs?: JobSettings;
}

export function createServices(db: DataSource, events: AppPubSub, storage: Storage, settings: ServiceSettings): Services {
  const clock = settings.clock ?? (() => new Date());
  const media = new MediaService(db, storage, events);
  const history = new HistoryService(db, clock);
  const jobs = new Jobs(db, settings.logger ?? createLogger("silent"), settings.jobs);
  const tools = { db, events, journal: history, jobs, clock };
  const pages = new PageService(tools, history);
  // Venues know nothing of plays: the plays say which of them still hold a venue.
  const venues = new VenueService(db, events, PlayService.usingVenue);
  const playEditing = new PlayEditingService(tools, media, history, venues);
  const blogEditing = new BlogEditingService(tools, media, history);
  const publicUrl = settings.publicUrl ?? "http://localhost:4000";
  return {
    media,
    db,
    databaseStatus: new DatabaseStatus(),
    events,
    storage,
    accounts: new AccountService(
      db,
      new TokenService(settings.jwtSecret, settings.tokenTtlSeconds),
      new LoginThrottle({ ...settings.loginLimits, redis: settings.redis }),
      registrationLimit(settings.registrationsPerAddress, settings.redis),
    ),
    pages,
    plays: new PlayService(db),
    playEditing,
    venues,
    blogs: new BlogService(db),
    blogEditing,
    heroImages: new HeroImageService(db, storage, events),
    messages: new MessageService(db, events, { ...settings.messages, redis: settings.redis }),
    shop: new ShopService(db, events, {
      siteName: settings.siteName ?? "Fen Street Players",
      publicUrl,
      replyTo: settings.messages?.societyEmail ?? "no-reply@localhost",
    }),
    presence: new PresenceService(db, events, settings.presence),
    previews: new PreviewService(db, { plays: playEditing, blogs: blogEditing, pages }, publicUrl),
    site: { siteName: settings.siteName ?? "Fen Street Players", societyEmail: settings.messages?.societyEmail, publicUrl },
    history,
    trash: new TrashService(db, { plays: playEditing, blogs: blogEditing }, history, media, clock),
    jobs,
    clock,
  };
}
