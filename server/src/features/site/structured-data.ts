import type { Blog } from "../blogs/blog.entity";
import type { Person } from "../people/person.entity";
import { effectiveStart, isUpcoming, occurrencesOf, runningMinutes } from "../plays/performance.service";
import { PerformanceStatus } from "../plays/performance.types";
import type { Play } from "../plays/play.entity";
import type { Venue } from "../venues/venue.entity";
import { londonIso } from "@theatre/common/london-wall-clock";

export interface SiteFacts {
  name: string;
  publicUrl: string;
  /** From the Site settings: shown in the society's own data when set. */
  contactEmail?: string | null;
  address?: string | null;
  /** The society's pages elsewhere (its social links). */
  sameAs?: string[];
}

const absolute = (facts: SiteFacts, path: string) => (/^https?:\/\//.test(path) ? path : `${facts.publicUrl}${path.startsWith("/") ? "" : "/"}${path}`);

/** The society itself: schema.org PerformingGroup (an Organization). */
export function organization(facts: SiteFacts): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "PerformingGroup",
    name: facts.name,
    url: facts.publicUrl,
    logo: absolute(facts, "/favicon.svg"),
    ...(facts.contactEmail ? { email: facts.contactEmail } : {}),
    // The address is the admins' free text: one line of it, in the country the society is registered in.
    ...(facts.address ? { address: { "@type": "PostalAddress", streetAddress: facts.address.split(/\s*\n\s*/).filter(Boolean).join(", "), addressCountry: "GB" } } : {}),
    ...(facts.sameAs?.length ? { sameAs: facts.sameAs } : {}),
  };
}

const EVENT_STATUS: Record<PerformanceStatus, string> = {
  onsale: "https://schema.org/EventScheduled",
  fewleft: "https://schema.org/EventScheduled",
  soldout: "https://schema.org/EventScheduled",
  cancelled: "https://schema.org/EventCancelled",
  postponed: "https://schema.org/EventPostponed",
};

/** What an offer's availability says; a cancelled or postponed performance says none. */
const AVAILABILITY: Partial<Record<PerformanceStatus, string>> = {
  onsale: "https://schema.org/InStock",
  fewleft: "https://schema.org/LimitedAvailability",
  soldout: "https://schema.org/SoldOut",
};

/** A venue as schema.org's Place, with its postal address. */
export function place(venue: Venue, facts: SiteFacts): Record<string, unknown> {
  return {
    "@type": "Place",
    name: venue.name,
    address: { "@type": "PostalAddress", streetAddress: venue.address, addressLocality: "Cambridge", addressCountry: "GB" },
    ...(venue.slug ? { url: absolute(facts, `/venues/${venue.slug}`) } : {}),
    ...(venue.maplink ? { hasMap: venue.maplink } : {}),
  };
}

/** A venue's own page: its Place, with its access information as amenity features. */
export function venuePlace(venue: Venue, facts: SiteFacts): Record<string, unknown> {
  const access: [string, string][] = [
    ["Step-free route", venue.stepFree], ["Wheelchair spaces", venue.wheelchairSpaces], ["Hearing loop", venue.hearingLoop], ["Accessible toilets", venue.accessibleToilets],
    ["Parking", venue.parking], ["Public transport", venue.publicTransport], ["Access notes", venue.accessNotes],
  ];
  const features = access.filter(([, value]) => value).map(([name, value]) => ({ "@type": "LocationFeatureSpecification", name, value }));
  return { "@context": "https://schema.org", ...place(venue, facts), ...(features.length ? { amenityFeature: features } : {}) };
}

/**
 * One schema.org TheaterEvent per performance, as Google's event guidance asks: name, startDate
 * with its UTC offset, location with a postal address, image, description, offers with their
 * availability, eventStatus (a postponed one with its new date is rescheduled, with
 * previousStartDate).
 */
/** TheaterEvents on one page at most: every one to come, then the latest past ones. */
export const THEATER_EVENTS_MAX = 60;

/** The performances a page describes: all those to come first, then the most recent past ones, in date order. */
function describedPerformances(play: Play, now: Date) {
  const all = occurrencesOf(play);
  if (all.length <= THEATER_EVENTS_MAX) return all;
  const ahead = all.filter((p) => isUpcoming(p, now));
  const past = all.filter((p) => !isUpcoming(p, now));
  const kept = new Set([...ahead.slice(0, THEATER_EVENTS_MAX), ...past.slice(Math.max(0, past.length - (THEATER_EVENTS_MAX - ahead.length)))]);
  return all.filter((p) => kept.has(p));
}

/** A performance booked elsewhere: the play's prices (if it gives them) at its booking link. */
function offersByLink(play: Play, offerUrl: string, availability: { availability?: string }): Record<string, unknown>[] {
  return play.prices.length > 0
    ? play.prices.map((price) => ({ "@type": "Offer", name: price.title, price: price.price.toFixed(2), priceCurrency: "GBP", url: offerUrl, ...availability }))
    : [{ "@type": "Offer", url: offerUrl, ...availability }];
}

export function theaterEvents(play: Play, description: string, facts: SiteFacts, now = new Date()): Record<string, unknown>[] {
  const url = absolute(facts, `/${play.slug}`);
  const minutes = runningMinutes(play);
  return describedPerformances(play, now).map((p) => {
    const rescheduled = p.status === PerformanceStatus.postponed && p.postponedTo;
    const start = new Date(effectiveStart(p));
    const availability = AVAILABILITY[p.status] ? { availability: AVAILABILITY[p.status] } : {};
    // Sold on the site: its own ticket types, booked on its booking page, from when they go on sale.
    const offers = p.sales
      ? p.sales.ticketTypes.map((type) => ({
          "@type": "Offer", name: type.name, price: (type.pricePence / 100).toFixed(2), priceCurrency: "GBP", url: absolute(facts, `/book/${p.id}`), ...availability,
          ...(p.sales!.onSaleFrom ? { validFrom: londonIso(new Date(p.sales!.onSaleFrom)) } : {}),
        }))
      : offersByLink(play, p.bookingLink || play.buylink || url, availability);
    return {
      "@context": "https://schema.org",
      "@type": "TheaterEvent",
      name: play.title,
      startDate: londonIso(start),
      ...(minutes ? { endDate: londonIso(new Date(start.getTime() + minutes * 60_000)) } : {}),
      ...(rescheduled ? { previousStartDate: londonIso(new Date(p.startsAt)) } : {}),
      eventStatus: rescheduled ? "https://schema.org/EventRescheduled" : EVENT_STATUS[p.status],
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      url,
      ...(p.venue ? { location: place(p.venue, facts) } : {}),
      ...(play.mainimage ? { image: [absolute(facts, play.mainimage)] } : {}),
      description,
      offers,
      organizer: { "@type": "PerformingGroup", name: facts.name, url: facts.publicUrl },
      performer: { "@type": "PerformingGroup", name: facts.name },
    };
  });
}

export function blogPosting(blog: Blog, description: string, facts: SiteFacts): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: blog.title,
    description,
    datePublished: (blog.order ?? blog.createdAt).toISOString(),
    dateModified: (blog.publishedAt ?? blog.updatedAt).toISOString(),
    author: { "@type": "Person", name: blog.author },
    publisher: { "@type": "PerformingGroup", name: facts.name, url: facts.publicUrl },
    mainEntityOfPage: absolute(facts, `/blogs/${blog.slug}`),
    ...(blog.mainimage ? { image: [absolute(facts, blog.mainimage)] } : {}),
  };
}

/** A person's page: schema.org Person, with their page, photo and bio. */
export function personProfile(person: Pick<Person, "name" | "slug" | "photo">, description: string, facts: SiteFacts): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: person.name,
    url: absolute(facts, `/people/${person.slug}`),
    description,
    ...(person.photo ? { image: absolute(facts, person.photo) } : {}),
  };
}
