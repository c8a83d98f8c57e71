import type { CoreTopics, PubSub } from "../core/pubsub";
import type { MessageTopics } from "../features/messages/message.events";
import type { PageTopics } from "../features/pages/page.events";
import type { PresenceTopics } from "../features/presence/presence.events";
import type { ShopTopics } from "../features/shop/shop.events";
import type { BoxOfficeTopics } from "../features/box-office/box-office.events";
import type { MaintenanceTopics } from "../core/http/maintenance";

/** Every event topic of the site: core's and each feature's (`*.events.ts`). */
export type Topics = CoreTopics & PageTopics & MessageTopics & ShopTopics & PresenceTopics & BoxOfficeTopics & MaintenanceTopics;

/** The event bus as the app holds it; features receive it typed by the topics they use. */
export type AppPubSub = PubSub<Topics>;
