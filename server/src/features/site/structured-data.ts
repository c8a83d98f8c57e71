import type { Blog } from "../blogs/blog.entity";
import type { Play } from "../plays/play.entity";
import { londonIso } from "./london-time";

export interface SiteFacts {
  name: string;
  publicUrl: string;
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
    address: { "@type": "PostalAddress", addressLocality: "Cambridge", addressCountry: "GB" },
  };
}

/** The performances of a play: one dated entry each, else the start date. */
export function performances(play: Play): Date[] {
  const dated = play.dates.displayedText.map((d) => d.startdate).filter((d): d is string => Boolean(d));
  const all = dated.length > 0 ? dated : play.dates.startdate ? [play.dates.startdate] : [];
  return [...new Set(all)].map((d) => new Date(d)).sort((a, b) => a.getTime() - b.getTime());
}

/**
 * One schema.org TheaterEvent per performance, as Google's event guidance asks: name, startDate
 * with its UTC offset, location with a postal address, image, description, offers, eventStatus.
 */
export function theaterEvents(play: Play, description: string, facts: SiteFacts): Record<string, unknown>[] {
  const venue = play.venues[0];
  const url = absolute(facts, `/${play.slug}`);
  return performances(play).map((start) => ({
    "@context": "https://schema.org",
    "@type": "TheaterEvent",
    name: play.title,
    startDate: londonIso(start),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url,
    ...(venue
      ? { location: { "@type": "Place", name: venue.name, address: { "@type": "PostalAddress", streetAddress: venue.address, addressLocality: "Cambridge", addressCountry: "GB" } } }
      : {}),
    ...(play.mainimage ? { image: [absolute(facts, play.mainimage)] } : {}),
    description,
    ...(play.prices.length > 0
      ? {
          offers: play.prices.map((price) => ({
            "@type": "Offer",
            name: price.title,
            price: price.price.toFixed(2),
            priceCurrency: "GBP",
            url: play.buylink || url,
            availability: "https://schema.org/InStock",
          })),
        }
      : {}),
    organizer: { "@type": "PerformingGroup", name: facts.name, url: facts.publicUrl },
    performer: { "@type": "PerformingGroup", name: facts.name },
  }));
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
