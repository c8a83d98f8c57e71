import type { DataSource, Logger as TypeOrmLogger } from "typeorm";
import { createDataSource, type DatabaseSchema } from "../core/db/data-source";
import { User } from "../features/accounts/user.entity";
import { PasswordReset } from "../features/accounts/password-reset.entity";
import { Blog } from "../features/blogs/blog.entity";
import { HeroImage } from "../features/heroes/hero-image.entity";
import { SitePage } from "../features/pages/site-page.entity";
import { Play } from "../features/plays/play.entity";
import { AppMeta } from "../core/db/app-meta.entity";
import { Foundation1763726400000 } from "../migrations/1763726400000-foundation";
import { ContentModel1763900000000 } from "../migrations/1763900000000-content-model";
import { Accounts1764000000000 } from "../migrations/1764000000000-accounts";
import { NewItemFlag1764100000000 } from "../migrations/1764100000000-new-item-flag";
import { Messages1764200000000 } from "../migrations/1764200000000-messages";
import { Shop1764300000000 } from "../migrations/1764300000000-shop";
import { Drafts1764400000000 } from "../migrations/1764400000000-drafts";
import { EditingPresence1764500000000 } from "../migrations/1764500000000-editing-presence";
import { PreviewLinks1764600000000 } from "../migrations/1764600000000-preview-links";
import { History1764700000000 } from "../migrations/1764700000000-history";
import { PerformancesVenues1764800000000 } from "../migrations/1764800000000-performances-venues";
import { EmailKinds1764900000000 } from "../migrations/1764900000000-email-kinds";
import { VideoThumbnails1764910000000 } from "../migrations/1764910000000-video-thumbnails";
import { PasswordResets1764920000000 } from "../migrations/1764920000000-password-resets";
import { SiteSettings1764930000000 } from "../migrations/1764930000000-site-settings";
import { Venue } from "../features/venues/venue.entity";
import { SiteSettings } from "../features/site/site-settings.entity";
import { VideoRecord } from "../features/videos/video.entity";
import { PreviewLink } from "../features/preview/preview-link.entity";
import { Activity } from "../features/history/activity.entity";
import { Revision } from "../features/history/revision.entity";
import { Product, ProductGroup, Watch } from "../features/shop/product.entity";
import { Message } from "../features/messages/message.entity";
import { NewsletterIssue, Subscriber } from "../features/newsletter/newsletter.entity";
import { Newsletter1764940000000 } from "../migrations/1764940000000-newsletter";
import { PeopleSearch1764950000000 } from "../migrations/1764950000000-people-search";
import { TriggerSearchPath1764960000000 } from "../migrations/1764960000000-trigger-search-path";
import { ReservedPlaySlugs1764970000000 } from "../migrations/1764970000000-reserved-play-slugs";
import { Person } from "../features/people/person.entity";
import { BoxOffice1764980000000 } from "../migrations/1764980000000-box-office";
import { SeatPlans1764985000000 } from "../migrations/1764985000000-seat-plans";
import { Waitlist1764995000000 } from "../migrations/1764995000000-waitlist";
import { DoorApp1764996000000 } from "../migrations/1764996000000-door-app";
import { ReservedSeats1765010000000 } from "../migrations/1765010000000-reserved-seats";
import { BackupRuns1765020000000 } from "../migrations/1765020000000-backup-runs";
import { BackupRun } from "../features/backups/backup-run.entity";
import { PlayGallery1765031700000 } from "../migrations/1765031700000-play-gallery";
import { TwoStepSignIn1765020000000 } from "../migrations/1765020000000-two-step-sign-in";
import { Passkey } from "../features/accounts/two-step/passkey.entity";
import { WaitlistAddresses1765020000000 } from "../migrations/1765020000000-waitlist-addresses";
import { SessionsApiTokens1765030000000 } from "../migrations/1765030000000-sessions-api-tokens";
import { AccountSession } from "../features/sessions/session.entity";
import { ApiToken } from "../features/api-tokens/api-token.entity";
import { Programme1765032000000 } from "../migrations/1765032000000-programme";
import { AccessibilityCheck1765033000000 } from "../migrations/1765033000000-accessibility-check";
import { WaitlistClosed1765040000000 } from "../migrations/1765040000000-waitlist-closed";
import { SignInSafety1765041000000 } from "../migrations/1765041000000-sign-in-safety";
import { FreshProof1765042000000 } from "../migrations/1765042000000-fresh-proof";
import { SeatHoldFunction1765043000000 } from "../migrations/1765043000000-seat-hold-function";

/** Every entity of the site and the migrations that built their tables, oldest first. */
export const appDatabase: DatabaseSchema = {
  entities: [AppMeta, SitePage, Play, Venue, Blog, HeroImage, User, PasswordReset, Passkey, Message, ProductGroup, Product, Watch, PreviewLink, Revision, Activity, VideoRecord, Subscriber, NewsletterIssue, SiteSettings, Person, BackupRun, AccountSession, ApiToken],
  migrations: [
    Foundation1763726400000, ContentModel1763900000000, Accounts1764000000000, NewItemFlag1764100000000, Messages1764200000000, Shop1764300000000, Drafts1764400000000,
    EditingPresence1764500000000, PreviewLinks1764600000000, History1764700000000, PerformancesVenues1764800000000,
    EmailKinds1764900000000, VideoThumbnails1764910000000, PasswordResets1764920000000, SiteSettings1764930000000, Newsletter1764940000000, PeopleSearch1764950000000,
    TriggerSearchPath1764960000000, ReservedPlaySlugs1764970000000, BoxOffice1764980000000, SeatPlans1764985000000, Waitlist1764995000000,
    DoorApp1764996000000, ReservedSeats1765010000000, WaitlistAddresses1765020000000, BackupRuns1765020000000, TwoStepSignIn1765020000000, SessionsApiTokens1765030000000, PlayGallery1765031700000, Programme1765032000000, AccessibilityCheck1765033000000,
    WaitlistClosed1765040000000, SignInSafety1765041000000, FreshProof1765042000000, SeatHoldFunction1765043000000,
  ],
};

/**
 * A DataSource over the site's database whose initialize also applies the migrations, for a
 * database of one's own (tests); the site itself migrates under the start-up lock (openDatabase).
 */
export const createAppDataSource = (url: string, options: { logger?: TypeOrmLogger } = {}): DataSource => createDataSource(url, appDatabase, { ...options, migrationsRun: true });
