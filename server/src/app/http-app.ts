import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import compression from "compression";
import express from "express";
import type { GraphQLSchema } from "graphql";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pinoHttp } from "pino-http";
import proxyaddr from "proxy-addr";
import { accountRoutes } from "../features/accounts/account.rest";
import { passwordRoutes } from "../features/accounts/password.rest";
import { blogRoutes } from "../features/blogs/blog.rest";
import { heroImageRoutes } from "../features/heroes/hero-image.rest";
import { pageRoutes } from "../features/pages/page.rest";
import { playRoutes } from "../features/plays/play.rest";
import { programmeRoutes } from "../features/programme/programme.rest";
import { venueRoutes } from "../features/venues/venue.rest";
import { personRoutes } from "../features/people/person.rest";
import { searchRoutes } from "../features/search/search.rest";
import type { Config } from "../config";
import { contextFactory, type Context } from "../core/context";
import type { Logger } from "../core/logger";
import type { Services } from "./services";
import { clientFiles } from "../core/http/client-files";
import { imageFiles } from "../core/http/image-files";
import { LocalDiskStorage } from "../core/storage";
import { graphqlUploads } from "../core/graphql/upload";
import { mediaRoutes } from "../features/media/media.rest";
import { messageRoutes } from "../features/messages/message.rest";
import { newsletterLinkRoutes, newsletterRoutes } from "../features/newsletter/newsletter.rest";
import { shopRoutes } from "../features/shop/shop.rest";
import { stripeWebhookRoutes } from "../features/box-office/stripe.rest";
import { boxOfficeDeskRoutes } from "../features/box-office/box-office-desk.rest";
import { pageSender, previewPageRoutes, resetPasswordPageRoutes, siteRoutes } from "../features/site/site.routes";
import { bookingFormRoutes } from "../features/box-office/booking-forms.routes";
import { waitlistFormRoutes } from "../features/box-office/waitlist/waitlist-forms.routes";
import { siteSettingsRoutes } from "../features/site/site-settings.rest";
import { doorAppRoutes } from "../features/site/door-app.routes";
import { performanceCalendar } from "../features/site/calendar";
import type { SiteFacts } from "../features/site/structured-data";
import { PageRenderer, type PageQuery } from "../features/site/server-render";
import { MAX_UPLOAD_BYTES } from "../core/images/image-processing";
import { healthCheck } from "../core/http/health";
import { rejectLargeBodies } from "../core/http/body-limit";
import { ReadCache } from "../core/http/read-cache";
import { drainHttpServer } from "../core/http/drain-http-server";
import { earlyBodyError, fastReads } from "../core/http/fast-reads";
import { loggedUrl } from "../core/http/logged-url";
import { oneReading } from "../core/http/paths";
import { corsPolicy, securityHeaders } from "../core/http/security";
import { graphqlRules } from "../core/graphql/rules";
import { httpCaching } from "../core/graphql/http-caching";
import { persistedDocumentsFile, readPersistedDocuments, TrustedDocuments } from "../core/graphql/persisted-documents";
import { serveGraphqlWebSocket } from "../core/graphql/websocket";
import { contextMiddleware, graphqlErrorHandler, restErrorHandler, jsonBody, restNotFound } from "../core/http/rest";
import { unavailableStatus } from "../core/graphql/unavailable-status";
import { backupRoutes, RESTORE_PATH } from "../features/backups/backups.rest";

/** Who a request acted as, once its context is made (null: nobody signed in). */
const actingUser = (res: unknown): string | null => (res as { locals?: { context?: Context } }).locals?.context?.user?.id ?? null;

export interface RunningApp {
  url: string;
  port: number;
  /** Stops accepting, lets requests in flight finish, closes subscriptions. */
  close(): Promise<void>;
}

type AppConfig = Pick<Config, "host" | "port" | "clientDist" | "nodeEnv" | "uploadsDir" | "siteName" | "publicUrl"> & Partial<Pick<Config, "corsOrigins" | "trustProxy" | "readCache">>;

/**
 * One HTTP server on one port: `/healthz`, the REST facade under `/api`, GraphQL over HTTP and
 * graphql-ws subscriptions at `/graphql`, and the built client for everything else.
 */
export async function startApp(config: AppConfig, schema: GraphQLSchema, services: Services, logger: Logger): Promise<RunningApp> {
  const app = express();
  app.disable("x-powered-by");
  // Behind a proxy, the client's own address (for rate limits) comes from X-Forwarded-For.
  app.set("trust proxy", config.trustProxy ?? 0);
  app.use(securityHeaders());
  // Text answers compressed for clients that accept it (cached answers: see fast-reads).
  app.use(compression());
  // A restore's archive has its own, larger limit (BACKUP_UPLOAD_MAX_MB), checked after the caller's role.
  const largeBodies = rejectLargeBodies();
  app.use((req, res, next) => (req.path === RESTORE_PATH ? next() : largeBodies(req, res, next)));
  // A preview link's answers belong to whoever holds the link, a booking's and a hold's to their
  // buyer: never kept, by any cache. Availability changes with every hold, unannounced to caches.
  const personal = ["preview", "booking", "hold", "availability", "seatPlan"];
  const cache = config.readCache ? new ReadCache(services.events, services.databaseStatus, {}, personal) : undefined;
  // Every caller as the permission rule sees them: an editor or admin who must still set up a
  // second sign-in step acts as a member until they have (features/accounts/two-step).
  const authenticate = async (authorization: string | undefined) => services.secondSteps.gate(await services.accounts.authenticate(authorization));
  const createContext = contextFactory(authenticate);
  // Every reader of a request's target (fast reads, read cache, log, Express) reads its one form.
  // While a restore swaps the database, every request but its own is answered 503 (core/http/maintenance.ts).
  const httpServer = http.createServer(services.maintenance.gate(oneReading(cache ? fastReads(cache, app, logger) : app)));

  const rules = graphqlRules({ production: config.nodeEnv === "production", logger });
  const subscriptions = serveGraphqlWebSocket(httpServer, "/graphql", {
    schema,
    rules,
    createContext,
    authenticate,
    // As req.ip is for HTTP: the client's own address behind trusted proxies.
    clientAddress: (request) => proxyaddr(request, app.get("trust proxy fn") as (address: string, hop: number) => boolean),
    // Public live counts, the same for every visitor: one answer per event for all of them.
    sharedSubscriptions: ["availabilityChanged", "stockUpdated", "aboutUpdated"],
  });

  const apollo = new ApolloServer({
    schema,
    introspection: true,
    allowBatchedHttpRequests: false,
    // The same rules as the WebSocket's (graphql/rules.ts); a parse error past the token limit is a plain 400.
    validationRules: rules.validationRules,
    parseOptions: rules.parseOptions,
    formatError: rules.formatError,
    includeStacktraceInErrorResponses: config.nodeEnv === "development",
    csrfPrevention: true,
    // Queries by hash run only the built client's own documents; nothing callers send is kept.
    persistedQueries: { cache: new TrustedDocuments(readPersistedDocuments(persistedDocumentsFile(config.clientDist))) },
    // Shutdown order is ours (index.ts): requests, then the pool, then the database.
    stopOnTerminationSignals: false,
    plugins: [
      // Caching headers are ours (httpCaching); Apollo's own cache hints would wrap every resolver of every request for nothing.
      ApolloServerPluginCacheControlDisabled(),
      drainHttpServer(httpServer),
      unavailableStatus(),
      httpCaching(new Set(personal)),
      { async serverWillStart() { return { async drainServer() { await subscriptions.dispose(); } }; } },
    ],
  });
  await apollo.start();

  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === "/healthz" },
      // One short line per request; headers (tokens, cookies) and bodies are never logged.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: loggedUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
      // The acting user's id (never a token or a password) on each request's log line, added to the
      // line itself: as customProps it cost another child logger for every request, twice.
      customSuccessObject: (_req, res, line: object) => ({ ...line, userId: actingUser(res) }),
      customErrorObject: (_req, res, _error, line: object) => ({ ...line, userId: actingUser(res) }),
    }),
  );
  app.get("/healthz", healthCheck(services.db, services.databaseStatus));
  const crossOrigin = corsPolicy(config.corsOrigins ?? []);
  // Before the JSON parser below: Stripe's signature is checked over the body's exact bytes.
  app.use("/api/backups", crossOrigin, backupRoutes(services.backups, services.siteRestore, createContext, logger));
  if (services.stripeWebhooks) app.use("/api/stripe", stripeWebhookRoutes(services.stripeWebhooks), restErrorHandler(logger));
  app.use(
    "/api",
    crossOrigin,
    jsonBody,
    ...(cache ? [cache.middleware()] : []),
    contextMiddleware(createContext),
    accountRoutes(services.accounts),
    passwordRoutes(services.accounts, services.passwordResets),
    pageRoutes(services.pages),
    playRoutes(services.plays, services.playEditing),
    programmeRoutes(services.programmes),
    venueRoutes(services.venues),
    personRoutes(services.people),
    searchRoutes(services.search),
    blogRoutes(services.blogs, services.blogEditing),
    heroImageRoutes(services.heroImages),
    mediaRoutes(services.media),
    messageRoutes(services.messages),
    siteSettingsRoutes(services.siteSettings),
    newsletterRoutes(services.newsletter),
    shopRoutes(services.shop),
    boxOfficeDeskRoutes(services.boxOfficeDesk),
    restNotFound,
    restErrorHandler(logger),
  );
  // Only images published items use, or any by a signed address (an editor's, a preview link's).
  app.use("/images", imageFiles(new LocalDiskStorage(config.uploadsDir), {
    isPublic: (key) => services.imageVisibility.isPublic(key),
    signed: (path, signature) => services.imageSignatures.verify(path, signature),
  }));
  app.use(newsletterLinkRoutes(services.newsletter));
  app.use(
    "/graphql",
    crossOrigin,
    jsonBody,
    earlyBodyError,
    ...(cache ? [cache.middleware()] : []),
    graphqlUploads(MAX_UPLOAD_BYTES, createContext),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const context = await createContext({ authorization: req.headers.authorization, clientAddress: req.ip, userAgent: req.headers["user-agent"] });
        res.locals.context = context;
        return context;
      },
    }),
    graphqlErrorHandler(logger),
  );
  app.use(clientFiles(config.clientDist));
  app.use(doorAppRoutes(config.clientDist));
  // What pages say of the society, as the Site settings say it now (kept in memory until a change).
  const siteFacts = async (): Promise<SiteFacts> => {
    const society = await services.siteSettings.current();
    return { ...society, publicUrl: config.publicUrl, sameAs: society.socialLinks.map((link) => link.url) };
  };
  app.use(previewPageRoutes((token) => services.previews.works(token), siteFacts, config.clientDist));
  app.use(resetPasswordPageRoutes(async () => ({ name: config.siteName, publicUrl: config.publicUrl }), config.clientDist));
  if (cache) app.use(cache.middleware());
  // Public pages rendered with their data: their queries run here, as an anonymous visitor's.
  const pageQueries = (clientAddress?: string) => {
    const context = createContext({ clientAddress });
    return async (request: PageQuery) => {
      const response = await apollo.executeOperation(request, { contextValue: await context });
      return response.body.kind === "single" ? response.body.singleResult : { errors: [{ message: "Deferred answers are not used in pages" }] };
    };
  };
  const renderer = new PageRenderer(config.clientDist, pageQueries, logger, services.pageRenders);
  // The box office's plain forms (the site without JavaScript), answered with their pages.
  // A booking's Add to calendar: its performance, as the play is on the site now (none once it is taken off).
  const bookingCalendar = async (playSlug: string, performanceId: string) => {
    const play = await services.plays.bySlug(playSlug).catch(() => null);
    return play && performanceCalendar(play, performanceId, await siteFacts());
  };
  const formPages = pageSender(services.db, siteFacts, config.clientDist, renderer);
  // The waitlist's join form posts to the booking page too: its routes come first.
  app.use(waitlistFormRoutes(services.waitlist, formPages, config.publicUrl));
  app.use(bookingFormRoutes(services.db, services.holds, services.orders, formPages, bookingCalendar, config.publicUrl));
  app.use(siteRoutes(services.db, siteFacts, config.clientDist, renderer));

  // Slow or stalled clients cannot hold a connection open for ever.
  httpServer.requestTimeout = 30_000;
  httpServer.headersTimeout = 20_000;
  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;

  return {
    url: `http://localhost:${port}`,
    port,
    close: () => apollo.stop(),
  };
}
