/**
 * The subjects the site offers on the contact form (`/contact/{subject}`), as its own links
 * preselect them; any other is the not-found page. The server's list
 * (server/src/features/site/page-meta.ts, CONTACT_SUBJECTS) is the same: change both.
 */
export const CONTACT_SUBJECTS = new Set(["auditions", "backstage-crew", "newsletter", "privacy", "terms"]);
