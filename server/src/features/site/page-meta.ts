import { IsNull, Not, type DataSource } from "typeorm";
import { plainText } from "../../core/rich-text";
import { HoldService } from "../box-office/holds.service";
import { OrderService } from "../box-office/orders.service";
import { DOOR_APP_MANIFEST } from "@theatre/common/door-app";
import { withoutTrailingSlashes } from "../../core/http/paths";
import { Blog } from "../blogs/blog.entity";
import { HeroImage } from "../heroes/hero-image.entity";
import { SitePage, PageKind } from "../pages/site-page.entity";
import { Person } from "../people/person.entity";
import { Play } from "../plays/play.entity";
import { PlayService } from "../plays/play.service";
import { Product } from "../shop/product.entity";
import { Venue } from "../venues/venue.entity";
import { blogPosting, organization, personProfile, theaterEvents, venuePlace, type SiteFacts } from "./structured-data";

export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  path: string;
  image?: string;
  type: "website" | "article";
  noindex?: boolean;
  jsonLd: Record<string, unknown>[];
  /** Images the page shows first, to fetch with the HTML rather than after the script and data. */
  preloadImages?: PreloadImage[];
  /** The client module (its source path) that renders the page, when it is a chunk of its own. */
  clientModule?: string;
  /**
   * Rendered in the browser only: the editor's area, login, register and account (the visitor's
   * own), and the shop's entrance (it goes to the country the browser last chose).
   */
  browserOnly?: boolean;
  /** One person's page (a link's token in its address): kept by no cache, and never sent on as a referrer. */
  personal?: boolean;
  /** Asked for at another spelling of `path` (a review's number with leading zeros): 301 to `path`. */
  moved?: boolean;
  /** The web manifest of the app the page belongs to (the door app's): named in the HTML, the browser offers to install it from the first load. */
  manifest?: string;
}

/** An image to preload, with the `sizes` its <img> has in the client. */
export interface PreloadImage {
  src: string;
  display: string;
}

/**
 * The `display` (sizes attribute) the client gives each of these images; a preload must say the
 * same, or the browser fetches another width. Hero: hero-carousel.tsx; featured play: home-page.tsx;
 * a play's or a blog's main image: play-page.tsx, blog-page.tsx; a play in a list: play-row.tsx; a
 * programme's cover: programme-page.tsx.
 */
const DISPLAY = {
  hero: "100vw",
  featured: "(min-width: 1250px) 800px, 100vw",
  mainImage: "(min-width: 1250px) 1100px, 100vw",
  playRow: "(min-width: 1250px) 360px, (min-width: 450px) 40vw, 100vw",
  programmeCover: "(min-width: 700px) 640px, 100vw",
};

const preload = (src: string | null | undefined, display: string): PreloadImage[] => (src ? [{ src, display }] : []);

/** Fixed pages: title and description. */
const STATIC: Record<string, [string, string]> = {
  "/whats-on": ["What's on", "Plays on now and coming soon, with dates, venues, prices and tickets."],
  "/get-involved": ["Get involved", "Act, direct, build sets or run the show: how to join our productions."],
  "/previous-productions": ["Previous productions", "Every play we have staged, newest first."],
  "/auditions": ["Auditions", "Plays open to auditions: everyone is welcome, whatever their experience."],
  "/director-submissions": ["Director submissions", "Propose a play you would like to direct for a future season."],
  "/backstage-crew": ["Backstage crew", "Our volunteer backstage club: sets, props, lighting, sound and stage management."],
  "/combinations": ["Combinations", "Combinations, our newsletter: news of productions, auditions and socials."],
  "/plays": ["All our plays", "Every play on our site."],
  "/blogs": ["Blogs", "News and stories from rehearsals, backstage and our productions."],
  "/about": ["About us", "Who we are, what we do, and our committee."],
  "/contact": ["Contact us", "How to reach us, and where to find us online."],
  "/privacy-policy": ["Privacy policy", "What we keep about you, why, and how to have it removed."],
  "/terms": ["Terms of use", "The terms of using this website."],
  "/account": ["Your account", "Your account."],
};

/**
 * The client's lazily loaded page modules (client/src/app/routes.tsx), by source path. Every one
 * named here is listed in PAGE_MODULES, which a test checks against the client's routes.
 */
export const PAGE_MODULES = new Set<string>();
const pageModule = (name: string) => {
  const module = `src/features/${name}.tsx`;
  PAGE_MODULES.add(module);
  return module;
};
const BLOG_PAGE = pageModule("blogs/blog-page");
const REVIEW_PAGE = pageModule("plays/review-page");
const PLAY_PAGE = pageModule("plays/play-page");
const PERSON_PAGE = pageModule("people/person-page");
const PROGRAMME_PAGE = pageModule("programme/programme-page");
const SEARCH_PAGE = pageModule("search/search-page");
const STATIC_MODULES: Record<string, string> = {
  "/whats-on": pageModule("plays/whats-on-page"),
  "/get-involved": pageModule("site/get-involved-page"),
  "/previous-productions": pageModule("plays/previous-productions-page"),
  "/auditions": pageModule("plays/auditions-page"),
  "/director-submissions": pageModule("messages/director-submissions-page"),
  "/backstage-crew": pageModule("site/backstage-crew-page"),
  "/combinations": pageModule("pages/combinations-page"),
  "/plays": pageModule("plays/plays-page"),
  "/blogs": pageModule("blogs/blog-list-page"),
  "/about": pageModule("pages/about-page"),
  "/contact": pageModule("pages/contact-page"),
  "/privacy-policy": pageModule("site/privacy-policy-page"),
  "/terms": pageModule("site/terms-page"),
  "/account": pageModule("accounts/account-page"),
};

/** The newsletter's link pages (a token in the path) and the pages they lead to. */
const NEWSLETTER_PAGE = /^\/newsletter\/(?:(confirm|unsubscribe)\/[A-Za-z0-9_-]{1,100}|(confirmed|unsubscribed|link-used|link-expired|link-not-valid))$/;
const NEWSLETTER_TITLES: Record<string, string> = {
  confirm: "Confirm your subscription",
  unsubscribe: "Unsubscribe from Combinations",
  confirmed: "You are subscribed",
  unsubscribed: "You are unsubscribed",
  "link-used": "This link does not work",
  "link-expired": "This link does not work",
  "link-not-valid": "This link does not work",
};
/** The waitlist's link pages (a token in the path) and the pages they lead to. */
const WAITLIST_PAGE = /^\/waitlist\/(?:(confirm|leave)\/[A-Za-z0-9_-]{1,100}|(confirmed|left|offer-ended|link-used|link-expired|link-not-valid))$/;
const WAITLIST_TITLES: Record<string, string> = {
  confirm: "Confirm your place on the waitlist",
  leave: "Leave the waitlist",
  confirmed: "You are on the waitlist",
  left: "You have left the waitlist",
  "offer-ended": "This offer has ended",
  "link-used": "This link does not work",
  "link-expired": "This link does not work",
  "link-not-valid": "This link does not work",
};
const BOOKING_PAGE = pageModule("box-office/booking-page");
const WAITLIST_LINK_PAGE = pageModule("box-office/waitlist-link-page");
const WAITLIST_OUTCOME_PAGE = pageModule("box-office/waitlist-outcome-page");
const TICKETS_PAGE = pageModule("box-office/tickets-page");
const NEWSLETTER_LINK_PAGE = pageModule("newsletter/newsletter-link-page");
const NEWSLETTER_OUTCOME_PAGE = pageModule("newsletter/newsletter-outcome-page");

/**
 * The search page's title, as the client's search-page.tsx words it: the words searched for (already
 * in canonical form: site.routes.ts) and the page number past the first.
 */
function searchTitle(params: URLSearchParams): string {
  const q = params.get("q");
  const page = Number(params.get("page") ?? "1");
  return q ? `Search results for “${q}”${page > 1 ? `, page ${page}` : ""}` : "Search";
}

/**
 * The subjects the site offers on the contact form, as its own links preselect them
 * (`/contact/{subject}`; the client's list, client/src/features/pages/contact-subjects.ts, is the
 * same: change both). Any other subject shows nothing real: the not-found page.
 */
export const CONTACT_SUBJECTS = new Set(["auditions", "backstage-crew", "newsletter", "privacy", "terms"]);

/** Paths that are part of the site but not for search engines. */
const PRIVATE = /^\/(admin-edit-tool|account)(\/|$)/;
/** The door app's pages: its list of performances and each performance's door. */
const DOOR_APP = /^\/box-office\/door(\/[0-9a-f-]{36})?$/i;

/** Plain text cut at a word boundary for a meta description. */
export function describe(html: string, length = 160): string {
  const text = plainText(html);
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), length / 2))}…`;
}

/**
 * What each public page says about itself to link previews and search engines, from the same
 * data the API serves. Unknown plays, blogs and paths are 404s.
 */
/** The not-found page's meta (status 404, never indexed). */
export const notFoundMeta = (path: string): PageMeta => ({ status: 404, title: "Page not found", description: "Sorry, we couldn't find that page.", path, type: "website", noindex: true, jsonLd: [] });

export class PageMetaService {
  constructor(private readonly db: DataSource) {}

  private page(facts: SiteFacts, meta: Omit<PageMeta, "status" | "type" | "jsonLd"> & Partial<Pick<PageMeta, "type" | "jsonLd">>): PageMeta {
    return { status: 200, type: "website", clientModule: STATIC_MODULES[meta.path], ...meta, jsonLd: [organization(facts), ...(meta.jsonLd ?? [])] };
  }

  notFound(path: string): PageMeta {
    return notFoundMeta(path);
  }

  /**
   * The page at that path, described with the society's facts as they are now (Site settings);
   * `query`: the query string the page reads (its canonical form: site.routes.ts).
   */
  async forPath(rawPath: string, facts: SiteFacts, query = new URLSearchParams()): Promise<PageMeta> {
    const path = rawPath.length > 1 ? withoutTrailingSlashes(rawPath) : rawPath;
    if (path === "/") {
      const [about, hero, featured] = await Promise.all([
        this.db.getRepository(SitePage).findOneBy({ kind: PageKind.about }),
        this.db.getRepository(HeroImage).findOne({ where: {}, order: { position: "ASC" } }),
        new PlayService(this.db).featured(),
      ]);
      return this.page(facts, {
        title: "",
        description: describe(about?.text ?? "") || `${facts.name}: amateur theatre.`,
        path,
        image: hero?.url,
        preloadImages: [...preload(hero?.url, DISPLAY.hero), ...preload(featured?.mainimage, DISPLAY.featured)],
      });
    }
    if (path === "/whats-on") {
      // A made-up venue filters down to nothing real.
      const venue = query.get("venue");
      if (venue && !(await this.db.getRepository(Venue).existsBy({ slug: venue.toLowerCase() }))) return this.notFound(path);
      const { currentPlays, upcomingPlays } = await new PlayService(this.db).whatsOn();
      const [first] = [...currentPlays, ...upcomingPlays];
      return this.page(facts, { title: STATIC[path][0], description: STATIC[path][1], path, preloadImages: preload(first?.mainimage, DISPLAY.playRow) });
    }
    if (path === "/account") return this.page(facts, { title: STATIC[path][0], description: STATIC[path][1], path, noindex: true, browserOnly: true });
    // Past the last page there is nothing to show (the blog list is one page: the client shows them all).
    const page = Number(query.get("page") ?? "1");
    if (path === "/previous-productions" && page > 1 && page > (await new PlayService(this.db).previousProductions(page)).pages) return this.notFound(path);
    if (path === "/blogs" && page > 1) return this.notFound(path);
    if (STATIC[path]) return this.page(facts, { title: STATIC[path][0], description: STATIC[path][1], path });
    const subject = /^\/contact\/([A-Za-z0-9_-]{1,40})$/.exec(path);
    if (subject) return CONTACT_SUBJECTS.has(subject[1].toLowerCase()) ? this.page(facts, { title: STATIC["/contact"][0], description: STATIC["/contact"][1], path: "/contact" }) : this.notFound(path);
    const newsletter = NEWSLETTER_PAGE.exec(path);
    if (newsletter) {
      // One person's pages: not for search engines, and the canonical address holds no token.
      const [, link, outcome] = newsletter;
      return this.page(facts, { title: NEWSLETTER_TITLES[link ?? outcome], description: "The Combinations newsletter by email.", path: "/combinations", noindex: true, personal: Boolean(link), clientModule: link ? NEWSLETTER_LINK_PAGE : NEWSLETTER_OUTCOME_PAGE });
    }
    const waitlist = WAITLIST_PAGE.exec(path);
    if (waitlist) {
      // Like the newsletter's: one person's pages, whose canonical address holds no token.
      const [, link, outcome] = waitlist;
      return this.page(facts, { title: WAITLIST_TITLES[link ?? outcome], description: "The waitlist for sold-out performances.", path: link ? `/waitlist/${link}` : path, noindex: true, personal: Boolean(link), clientModule: link ? WAITLIST_LINK_PAGE : WAITLIST_OUTCOME_PAGE });
    }
    if (PRIVATE.test(path)) return this.page(facts, { title: "Admin", description: "The editors' area.", path, noindex: true, browserOnly: true });
    // The door app (front of house): rendered in the browser, from its own copy when offline.
    if (DOOR_APP.test(path)) return this.page(facts, { title: "Door", description: "The box office's door app: admitting people with tickets.", path, noindex: true, browserOnly: true, manifest: DOOR_APP_MANIFEST });
    const shop = /^\/products(?:\/([a-z]{2,3}))?(\/[a-z0-9_-]+)?$/.exec(path);
    // A country is one the shop has products in.
    if (shop?.[1] && !(await this.db.getRepository(Product).existsBy({ country: shop[1] }))) return this.notFound(path);
    if (shop) return this.page(facts, { title: "Shop", description: "Programmes and merchandise.", path, clientModule: pageModule("shop/shop-area"), browserOnly: !shop[1] });

    // Results pages are many and fleeting: for visitors, not search engines.
    if (path === "/search") {
      const canonical = query.toString();
      return this.page(facts, { title: searchTitle(query), description: "Search our plays, blogs and people.", path: `/search${canonical && `?${canonical}`}`, noindex: true, clientModule: SEARCH_PAGE });
    }

    const person = /^\/people\/([A-Za-z0-9_-]+)$/.exec(path);
    if (person) {
      // Someone who asked to be hidden has no page, as the API says (person.service.ts, bySlug).
      const found = await this.db.getRepository(Person).findOneBy({ slug: person[1].toLowerCase(), hidden: false });
      if (!found) return this.notFound(path);
      const description = describe(found.bio) || `${found.name}'s credits in productions by ${facts.name}: parts played and jobs done.`;
      return this.page(facts, {
        title: found.name,
        description,
        path: `/people/${found.slug}`,
        image: found.photo || undefined,
        jsonLd: [personProfile(found, description, facts)],
        clientModule: PERSON_PAGE,
      });
    }

    const venue = /^\/venues\/([A-Za-z0-9_-]+)$/.exec(path);
    if (venue) {
      const found = await this.db.getRepository(Venue).findOneBy({ slug: venue[1].toLowerCase() });
      if (!found) return this.notFound(path);
      return this.page(facts, {
        title: found.name,
        description: describe(`${found.address}. ${found.stepFree || "How to get there, access information and what is on."}`),
        path: `/venues/${found.slug}`,
        clientModule: pageModule("venues/venue-page"),
        jsonLd: [venuePlace(found, facts)],
      });
    }

    // The box office's pages: one buyer's each (a hold, a tickets link), never indexed or kept.
    const booking = /^\/book\/([^/]+)$/.exec(path);
    if (booking) {
      const performance = await HoldService.bookable(this.db.manager, booking[1]);
      if (!performance) return this.notFound(path);
      return this.page(facts, { title: `Book for ${performance.playTitle}`, description: `Book tickets for ${performance.playTitle}.`, path: `/book/${performance.id}`, noindex: true, personal: true, clientModule: BOOKING_PAGE });
    }
    const tickets = /^\/tickets\/([A-Za-z0-9_-]{1,100})$/.exec(path);
    if (tickets) {
      // The canonical address holds no token.
      return (await OrderService.opensBooking(this.db.manager, tickets[1])) ? this.page(facts, { title: "Your tickets", description: "Your tickets.", path: "/tickets", noindex: true, personal: true, clientModule: TICKETS_PAGE }) : this.notFound(path);
    }

    const blog = /^\/blogs\/([A-Za-z0-9_-]+)$/.exec(path);
    if (blog) {
      const found = await this.db.getRepository(Blog).findOneBy({ slug: blog[1].toLowerCase(), publishedAt: Not(IsNull()) });
      if (!found) return this.notFound(path);
      const description = describe(found.body);
      return this.page(facts, {
        title: found.title,
        description,
        path: `/blogs/${found.slug}`,
        image: found.mainimage || undefined,
        type: "article",
        jsonLd: [blogPosting(found, description, facts)],
        preloadImages: preload(found.mainimage, DISPLAY.mainImage),
        clientModule: BLOG_PAGE,
      });
    }

    const programme = /^\/([A-Za-z0-9_-]+)\/programme$/.exec(path);
    if (programme) {
      // As its play: an unpublished play has no programme.
      const found = await this.db.getRepository(Play).findOneBy({ slug: programme[1].toLowerCase(), publishedAt: Not(IsNull()) });
      if (!found) return this.notFound(path);
      return this.page(facts, {
        title: `Programme: ${found.title}`,
        description: [`The programme for ${found.title}: cast and team, the director's note, scenes and thanks.`, found.licenceNotice].filter(Boolean).join(" "),
        path: `/${found.slug}/programme`,
        image: found.mainimage || undefined,
        // The cover picture is the page's largest paint: fetched with the HTML, not after it.
        preloadImages: preload(found.mainimage, DISPLAY.programmeCover),
        clientModule: PROGRAMME_PAGE,
      });
    }

    const play = /^\/([A-Za-z0-9_-]+)(?:\/reviews\/(\d+))?$/.exec(path);
    if (play) {
      const found = await this.db.getRepository(Play).findOneBy({ slug: play[1].toLowerCase(), publishedAt: Not(IsNull()) });
      if (!found) return this.notFound(path);
      if (play[2] !== undefined) {
        const index = Number(play[2]);
        const review = found.reviews[index];
        if (!review) return this.notFound(path);
        return this.page(facts, {
          title: `Review of ${found.title} by ${review.reviewer}`,
          description: describe(review.text),
          path: `/${found.slug}/reviews/${index}`,
          moved: play[2] !== String(index),
          image: found.mainimage || undefined,
          type: "article",
          clientModule: REVIEW_PAGE,
        });
      }
      // The share text carries the rights holder's notice where the licence asks for one, word for word.
      const description = [found.blurbExcerpt || describe(found.blurb), found.licenceNotice].filter(Boolean).join(" ");
      return this.page(facts, {
        title: found.title,
        description,
        path: `/${found.slug}`,
        image: found.mainimage || undefined,
        jsonLd: theaterEvents(found, description, facts),
        preloadImages: preload(found.mainimage, DISPLAY.mainImage),
        clientModule: PLAY_PAGE,
      });
    }
    return this.notFound(path);
  }
}
