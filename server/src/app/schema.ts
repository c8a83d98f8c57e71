import { buildSchema, type ResolverData } from "type-graphql";
import type { GraphQLObjectType, GraphQLSchema } from "graphql";
import { AccountResolver } from "../features/accounts/account.resolver";
import { PasswordResolver } from "../features/accounts/password.resolver";
import { PasskeyResolver } from "../features/accounts/two-step/passkey.resolver";
import { ConfirmItsYouResolver } from "../features/accounts/two-step/confirm-its-you.resolver";
import { SecondStepFieldsResolver } from "../features/accounts/two-step/second-step-fields.resolver";
import { AuthPayloadResolver, TwoStepResolver } from "../features/accounts/two-step/two-step.resolver";
import { SessionResolver } from "../features/sessions/session.resolver";
import { ApiTokenResolver } from "../features/api-tokens/api-token.resolver";
import { BlogResolver } from "../features/blogs/blog.resolver";
import { HeroImageResolver } from "../features/heroes/hero-image.resolver";
import {
  BlogImageResolver, CaptionedImageResolver, HeroImageImageResolver, ImageAddresses, MediaResolver, PersonImageResolver, PlayImageResolver,
  VideoThumbnailImageResolver,
} from "../features/media/media.resolver";
import { MessageResolver } from "../features/messages/message.resolver";
import { NewsletterResolver } from "../features/newsletter/newsletter.resolver";
import { PageResolver } from "../features/pages/page.resolver";
import { SiteInfoResolver } from "../features/site/site.resolver";
import { ShopResolver } from "../features/shop/shop.resolver";
import { BoxOfficeResolver } from "../features/box-office/box-office.resolver";
import { BoxOfficeDeskResolver } from "../features/box-office/box-office-desk.resolver";
import { DoorResolver, serveDoor } from "../features/box-office/door/door.resolver";
import { WaitlistResolver, WaitlistSummaryResolver } from "../features/box-office/waitlist/waitlist.resolver";
import { PlayResolver } from "../features/plays/play.resolver";
import { PresenceResolver, servePresence } from "../features/presence/presence.resolver";
import { PreviewResolver } from "../features/preview/preview.resolver";
import { HistoryResolver } from "../features/history/history.resolver";
import { TrashResolver } from "../features/trash/trash.resolver";
import { VenueResolver } from "../features/venues/venue.resolver";
import { PersonResolver } from "../features/people/person.resolver";
import { ProgrammeResolver } from "../features/programme/programme.resolver";
import { SearchResolver } from "../features/search/search.resolver";
import { VideoResolver } from "../features/videos/video.resolver";
import { BackupsResolver } from "../features/backups/backups.resolver";
import { authChecker } from "../core/auth";
import { BlogAccessibilityResolver, PageAccessibilityResolver, PlayAccessibilityResolver } from "../features/accessibility-check/accessibility-check.resolver";
import { createEventBus } from "../core/pubsub";
import type { AppPubSub, Topics } from "./events";
import type { Services } from "./services";

/** How each resolver is made from the services; also the list of resolvers in the schema. */
const resolverFactories = new Map<Function, (services: Services) => object>([
  [AccountResolver, (s) => new AccountResolver(s.accounts)],
  [PasswordResolver, (s) => new PasswordResolver(s.accounts, s.passwordResets)],
  [TwoStepResolver, (s) => new TwoStepResolver(s.accounts, s.authenticator, s.secondSteps)],
  [AuthPayloadResolver, () => new AuthPayloadResolver()],
  [PasskeyResolver, (s) => new PasskeyResolver(s.passkeys)],
  [ConfirmItsYouResolver, (s) => new ConfirmItsYouResolver(s.confirmItsYou)],
  [SecondStepFieldsResolver, (s) => new SecondStepFieldsResolver(s.secondSteps, s.authenticator)],
  [SessionResolver, (s) => new SessionResolver(s.sessions)],
  [ApiTokenResolver, (s) => new ApiTokenResolver(s.apiTokens)],
  [PageResolver, (s) => new PageResolver(s.pages)],
  [PlayResolver, (s) => new PlayResolver(s.plays, s.playEditing)],
  [VenueResolver, (s) => new VenueResolver(s.venues)],
  [PersonResolver, (s) => new PersonResolver(s.people)],
  [ProgrammeResolver, (s) => new ProgrammeResolver(s.programmes)],
  [SearchResolver, (s) => new SearchResolver(s.search)],
  [VideoResolver, (s) => new VideoResolver(s.videos)],
  [BlogResolver, (s) => new BlogResolver(s.blogs, s.blogEditing)],
  [MediaResolver, (s) => new MediaResolver(s.media)],
  [MessageResolver, (s) => new MessageResolver(s.messages)],
  [NewsletterResolver, (s) => new NewsletterResolver(s.newsletter)],
  [SiteInfoResolver, (s) => new SiteInfoResolver(s.siteSettings, s.site)],
  [ShopResolver, (s) => new ShopResolver(s.shop)],
  [BoxOfficeResolver, (s) => new BoxOfficeResolver(s.holds, s.orders, s.plays)],
  [BoxOfficeDeskResolver, (s) => new BoxOfficeDeskResolver(s.boxOfficeDesk)],
  [DoorResolver, (s) => new DoorResolver(s.door)],
  [WaitlistResolver, (s) => new WaitlistResolver(s.waitlist)],
  [WaitlistSummaryResolver, (s) => new WaitlistSummaryResolver(s.waitlist)],
  [PresenceResolver, () => new PresenceResolver()],
  [PreviewResolver, (s) => new PreviewResolver(s.previews)],
  [CaptionedImageResolver, (s) => new CaptionedImageResolver(new ImageAddresses(s.imageSignatures))],
  [PlayImageResolver, (s) => new PlayImageResolver(new ImageAddresses(s.imageSignatures))],
  [BlogImageResolver, (s) => new BlogImageResolver(new ImageAddresses(s.imageSignatures))],
  [HeroImageImageResolver, (s) => new HeroImageImageResolver(new ImageAddresses(s.imageSignatures))],
  [PersonImageResolver, (s) => new PersonImageResolver(new ImageAddresses(s.imageSignatures))],
  [VideoThumbnailImageResolver, (s) => new VideoThumbnailImageResolver(new ImageAddresses(s.imageSignatures))],
  [HeroImageResolver, (s) => new HeroImageResolver(s.heroImages)],
  [HistoryResolver, (s) => new HistoryResolver(s.history)],
  [TrashResolver, (s) => new TrashResolver(s.trash, s.playEditing, s.blogEditing)],
  [BackupsResolver, (s) => new BackupsResolver(s.backups)],
  [PlayAccessibilityResolver, () => new PlayAccessibilityResolver()],
  [BlogAccessibilityResolver, () => new BlogAccessibilityResolver()],
  [PageAccessibilityResolver, () => new PageAccessibilityResolver()],
]);

/**
 * Where integrators start reading. TypeGraphQL takes no description for the root types, so they are
 * given theirs on the schema it has just built, before anything else sees it.
 */
function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const roots: [GraphQLObjectType | null | undefined, string][] = [
    [schema.getQueryType(), "What can be read: the public site's plays, posts, pages, people, venues and shop for anyone; drafts, accounts, messages and the box office's books for signed-in accounts whose role allows (each entry point says which)"],
    [schema.getMutationType(), "What can be changed: signing up and in, editing and publishing, bookings and the box office, messages and the newsletter (each entry point says who may)"],
    [schema.getSubscriptionType(), "Live updates over WebSocket (the graphql-ws protocol, on the same path): tickets left, stock, the About page as it is saved, messages as they arrive and who else is editing"],
  ];
  for (const [type, description] of roots) if (type) type.description = description;
  return schema;
}

/**
 * The GraphQL schema. Without services it can only be printed (see scripts/emit-schema.ts).
 * TypeGraphQL's own validation is off because every service validates its input with the same
 * classes, so GraphQL and REST callers meet one set of rules.
 */
export function buildAppSchema(services?: Services, events: AppPubSub = createEventBus<Topics>().pubsub): Promise<GraphQLSchema> {
  const instances = new Map<Function, object>();
  // Then the presence and door subscriptions are given their services, which TypeGraphQL does not pass to them.
  return buildSchema({
    resolvers: [...resolverFactories.keys()] as [Function, ...Function[]],
    authChecker,
    pubSub: events,
    validate: false,
    container: {
      get(cls: Function, _data: ResolverData) {
        if (!services) throw new Error("The schema was built without services; it can be printed, not executed");
        let instance = instances.get(cls);
        if (!instance) {
          const make = resolverFactories.get(cls);
          if (!make) throw new Error(`No factory for resolver ${cls.name}`);
          instance = make(services);
          instances.set(cls, instance);
        }
        return instance;
      },
    },
  })
    .then(describeRootTypes)
    .then((schema) => (services ? serveDoor(servePresence(schema, services.presence), services.door) : schema));
}
