/** The specification's constants (section 9). */

/** Plain-text truncation lengths. */
export const TRUNCATE = {
  /** Sidebar and upcoming-play blurbs. */
  short: 150,
  /** List rows (What's on). */
  row: 350,
  /** The featured play's blurb. */
  featured: 800,
  /** Blog rows. */
  blogRow: 600,
  /** Review snippets. */
  review: 130,
} as const;

/** Hero carousel timing. */
export const CAROUSEL = { autoplaySpeed: 5000, speed: 900 } as const;

/** Blogs shown on the home page. */
export const HOME_BLOGS = 2;

/** Responsive breakpoints, in pixels. */
export const BREAKPOINTS = { sm: 450, md: 1250 } as const;
