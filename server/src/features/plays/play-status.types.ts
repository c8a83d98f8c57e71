import { registerEnumType } from "type-graphql";

/** A play's status flags (specification section 4); a play may have several. */
export enum PlayStatus {
  featured = "featured",
  current = "current",
  upcoming = "upcoming",
  homepage = "homepage",
  audition = "audition",
  previousproduction = "previousproduction",
}

registerEnumType(PlayStatus, {
  name: "PlayStatus",
  description: "Where a play appears on the site",
  valuesConfig: {
    featured: { description: "The main play on the home page (at most one)" },
    current: { description: "On now: listed first on What's on" },
    upcoming: { description: "Coming soon: listed on What's on after the current plays" },
    homepage: { description: "An upcoming play shown on the home page" },
    audition: { description: "Open to auditions: shows the Apply button and the audition form" },
    previousproduction: { description: "Listed among previous productions" },
  },
});
