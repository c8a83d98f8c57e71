import { Router, type Request, type Response } from "express";
import { IsNull, Not, type DataSource } from "typeorm";
import { withoutTrailingSlashes } from "../../core/http/paths";
import { plainErrorHandler } from "../../core/http/plain-error";
import { keepNotFoundAs } from "../../core/http/read-cache";
import { RESET_PAGE } from "../accounts/password-reset.service";
import { AccessFeature } from "../plays/performance.types";
import { movedPlayPath } from "../plays/former-slugs.service";
import { Play } from "../plays/play.entity";
import { PlayService } from "../plays/play.service";
import { SEARCH_MAX_PAGE } from "../search/search.service";
import { playCalendar, siteCalendar } from "./calendar";
import { clientBuild, type PageFiles } from "./client-manifest";
import { blogsRss, robotsTxt, sitemapXml } from "./feeds";
import { renderHtml } from "./html-page";
import { notFoundMeta, PageMetaService, type PageMeta } from "./page-meta";
import type { SiteFacts } from "./structured-data";
import type { PageRenderer, RenderedPage } from "./server-render";

const NOT_FOUND_BODY =
  '<div id="root"><section class="page"><h1>Page not found</h1><p>Sorry, we couldn\'t find that page. <a href="/">Go to the home page</a>.</p></section></div>';

/** Feeds and files regenerate on every request; clients may keep them briefly, then revalidate by ETag. */
const FEED_CACHE = "public, max-age=300, must-revalidate";

function sendText(res: Response, type: string, body: string, cache = FEED_CACHE): void {
  res.set("Cache-Control", cache).type(type).send(body);
}

/**
 * What the server answers for the site itself: robots.txt, the sitemap, the blogs' RSS feed, a
 * calendar of every performance to come and a calendar file per play, and every page's HTML with
 * its own title, description, previews and structured data (status 404 for unknown plays, blogs,
 * venues and paths), public pages rendered with their content by `renderer`.
 */
export function siteRoutes(db: DataSource, siteFacts: () => Promise<SiteFacts>, clientDist: string, renderer?: PageRenderer): Router {
  const router = Router();
  // Feeds read no query string: one asked with one goes to the feed itself, so no query string
  // makes the server build a feed again (or keeps another copy in the read cache).
  router.get(/^\/(robots\.txt|sitemap\.xml|blogs\/rss\.xml|calendar\.ics|[A-Za-z0-9_-]+\.ics)$/, (req, res, next) => (req.originalUrl.includes("?") ? res.redirect(301, req.path) : next()));
  router.get("/robots.txt", async (_req, res) => sendText(res, "text/plain", robotsTxt(await siteFacts())));
  router.get("/sitemap.xml", async (_req, res) => sendText(res, "application/xml", await sitemapXml(db, await siteFacts())));
  router.get("/blogs/rss.xml", async (_req, res) => sendText(res, "application/rss+xml", await blogsRss(db, await siteFacts())));
  // Before the per-play files: "calendar" is a reserved slug, no play's.
  router.get("/calendar.ics", async (_req, res) => {
    const now = new Date();
    sendText(res, "text/calendar", siteCalendar(await new PlayService(db).withPerformances(now), await siteFacts(), now));
  });
  router.get(/^\/([A-Za-z0-9_-]+)\.ics$/, async (req, res) => {
    const slug = (req.params as unknown as string[])[0].toLowerCase();
    const play = await db.getRepository(Play).findOneBy({ slug, publishedAt: Not(IsNull()) });
    if (!play) {
      res.status(404).type("text/plain").send("No such play");
      return;
    }
    res.set("Content-Disposition", `attachment; filename="${slug}.ics"`);
    sendText(res, "text/calendar", playCalendar(play, await siteFacts()));
  });

  // The specification's old blog path, for links and bookmarks made before.
  router.get("/blog", (_req, res) => res.redirect(301, "/blogs"));
  const send = pageSender(db, siteFacts, clientDist, renderer);
  router.get(/.*/, (req, res) => send(req, res));
  router.use(plainErrorHandler);
  return router;
}

/**
 * A form posted without JavaScript, answered with its page rather than a redirect: the status
 * (400 for a mistake, 409 when the world changed) and the state the page renders from (a step,
 * errors: see @theatre/common/booking-forms), which also travels with the page for hydration.
 */
export interface PostedForm {
  status: number;
  state: unknown;
}

/** Sends a page: its HTML for `req`'s path, rendered on the server when it can be. */
export type PageSender = (req: Request, res: Response, posted?: PostedForm) => Promise<void>;

/**
 * Answers a request with its page: meta, 404s, the canonical address (301 to it), the server
 * render and the cache policy. With `posted`, the answer to a plain form: no redirect, the form's
 * status and state, and never kept (an answer to one person's form).
 */
export function pageSender(db: DataSource, siteFacts: () => Promise<SiteFacts>, clientDist: string, renderer?: PageRenderer): PageSender {
  const meta = new PageMetaService(db);
  const build = clientBuild(clientDist);
  return async (req, res, posted) => {
    const template = await pageTemplate(res, clientDist);
    if (template === null) return;
    const facts = await siteFacts();
    // One rendering (and one cache entry) per page: a query string the page does not read goes.
    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1) : "";
    const canonical = canonicalQuery(req.path, new URLSearchParams(query));
    const page = await meta.forPath(req.path, facts, new URLSearchParams(canonical));
    const moved = page.status === 404 ? await movedPlayPath(db, req.path) : null;
    if (moved && !posted) {
      res.redirect(301, moved);
      return;
    }
    const renderHere = page.status === 200 && !page.browserOnly && renderer?.ready;
    // Likewise the page's own address: a slug in other capitals or with trailing slashes is the same page.
    const pagePath = page.path.split("?")[0];
    const path = page.moved || withoutTrailingSlashes(req.path).toLowerCase() === pagePath.toLowerCase() ? pagePath : req.path;
    const url = `${path}${canonical && `?${canonical}`}`;
    if (!posted && (page.moved || (renderHere && (query !== canonical || path !== req.path)))) {
      res.redirect(301, url);
      return;
    }
    if (page.status === 404) keepNotFoundAs(res, url);
    const [files, rendered] = await Promise.all([build.pageFiles(page.clientModule), renderHere ? renderer!.render(url, req.ip, posted?.state) : null]);
    // A page that failed to render on the server works, rendered in the browser, but is not kept.
    // A route before this one may have said no-store already (one buyer's pages, even their not-found page).
    const noStore = page.personal || posted || (renderHere && !rendered) || /no-store/.test(String(res.get("Cache-Control") ?? ""));
    res.set("Cache-Control", noStore ? "no-store" : "no-cache");
    if (page.personal) res.set("Referrer-Policy", "no-referrer");
    if (posted && page.status === 200) res.status(posted.status);
    sendPage(res, template, page, facts, files, rendered);
  };
}

/** Pages with a page number (`?page=N`, 2 to the API's 100,000; the first page has none). */
const PAGED = /^\/(previous-productions|blogs|products\/[a-z]{2,3})\/*$/i;

/**
 * The search page's words (`q`, spaces folded, as the client's search-href.ts writes them) and page
 * number (as far as the API goes). Every distinct search is a page of its own (and an entry in the read cache, whose limits
 * on entries and bytes, least recently used first out, keep a flood of them from growing it).
 */
const SEARCH = /^\/search\/*$/;

/** What's on's filters: an access feature (or any), a venue's slug. */
const WHATS_ON = /^\/whats-on\/*$/i;
const ACCESS_FILTERS = new Set<string>(["any", ...Object.values(AccessFeature)]);
const VENUE_FILTER = /^[a-z0-9_-]{1,100}$/;

/** The booking page's hold (its id: the token stays in a cookie), the step after Hold without JavaScript. */
const BOOKING = /^\/book\/[^/]+\/*$/i;
const HOLD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The query string a public page reads, from what was asked: a page number on paged lists, what's
 * on's filters, the search page's words, the booking page's hold; nothing else, and nothing it could not read (one rendering per real page).
 */
export function canonicalQuery(path: string, params: URLSearchParams): string {
  if (WHATS_ON.test(path)) {
    const kept = new URLSearchParams();
    const access = params.get("access") ?? "";
    const venue = (params.get("venue") ?? "").toLowerCase();
    if (ACCESS_FILTERS.has(access)) kept.set("access", access);
    if (VENUE_FILTER.test(venue)) kept.set("venue", venue);
    return kept.toString();
  }
  if (BOOKING.test(path)) {
    const hold = (params.get("hold") ?? "").toLowerCase();
    return HOLD_ID.test(hold) ? new URLSearchParams({ hold }).toString() : "";
  }
  const page = Number(params.get("page"));
  if (SEARCH.test(path)) {
    const q = (params.get("q") ?? "").trim().replace(/\s+/g, " ");
    if (!q) return "";
    const kept = new URLSearchParams({ q });
    if (Number.isInteger(page) && page > 1 && page <= SEARCH_MAX_PAGE) kept.set("page", String(page));
    return kept.toString();
  }
  return PAGED.test(path) && Number.isInteger(page) && page > 1 && page <= 100_000 ? `page=${page}` : "";
}

/** The client's index.html, the template of every page; when the client has not been built, answers 503 and null. */
async function pageTemplate(res: Response, clientDist: string): Promise<string | null> {
  const template = await clientBuild(clientDist).pageTemplate();
  if (template === null) res.status(503).type("text/plain").send("The site has not been built yet: run `npm run build`, then start the server again.");
  return template;
}

/**
 * A page's HTML. A not-found page has status 404 for crawlers and link checkers, the not-found text
 * for readers without JavaScript, and the app for everyone else (which runs the client's own 404 flow).
 */
function sendPage(res: Response, template: string, page: PageMeta, facts: SiteFacts, files?: PageFiles, rendered: RenderedPage | null = null): void {
  if (page.status === 404) {
    res.status(404).type("html").send(renderHtml(template, page, facts).replace('<div id="root"></div>', () => NOT_FOUND_BODY));
    return;
  }
  res.type("html").send(renderHtml(template, page, facts, files, rendered));
}

/**
 * `/preview/{token}`: a draft shown through a preview link. Never kept by any cache, never indexed,
 * and no Referer carries the token to sites the page links to; an unknown, expired or revoked link
 * is the not-found page with status 404.
 */
export function previewPageRoutes(works: (token: string) => Promise<boolean>, siteFacts: () => Promise<SiteFacts>, clientDist: string): Router {
  const router = Router();
  router.get("/preview/:token", async (req, res) => {
    res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" });
    const template = await pageTemplate(res, clientDist);
    if (template === null) return;
    const page: PageMeta = (await works(req.params.token))
      ? { status: 200, title: "Preview", description: "A preview of changes not yet published.", path: "/preview", type: "website", noindex: true, jsonLd: [] }
      : notFoundMeta(req.path);
    sendPage(res, template, page, await siteFacts());
  });
  router.use(plainErrorHandler);
  return router;
}

/**
 * `/admin-edit-tool/reset-password/{token}`: the page that sets a new password through an emailed
 * link. Like a preview link, never kept by any cache, never indexed, and no Referer carries the
 * token elsewhere; rendered in the browser only, so the token reaches no rendering either.
 */
export function resetPasswordPageRoutes(siteFacts: () => Promise<SiteFacts>, clientDist: string): Router {
  const router = Router();
  router.get(`${RESET_PAGE}/:token`, async (_req, res) => {
    res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" });
    const template = await pageTemplate(res, clientDist);
    if (template === null) return;
    sendPage(res, template, { status: 200, title: "Choose a new password", description: "Set a new password for your account.", path: RESET_PAGE, type: "website", noindex: true, jsonLd: [] }, await siteFacts());
  });
  router.use(plainErrorHandler);
  return router;
}
