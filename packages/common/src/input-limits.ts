/**
 * How long (in characters, once trimmed) the inputs both sides check may be: the editing forms and
 * the public forms say it as people type, and the server refuses anything else.
 */

/** A play's or blog's title; also a play's named venue (as titles are). */
export const TITLE = { min: 3, max: 200 } as const;
/** An item's address (its slug). */
export const SLUG = { min: 3, max: 100 } as const;
/** A venue record's name and address, and a venue's access texts. */
export const VENUE_NAME = { min: 3, max: 200 } as const;
export const VENUE_ADDRESS = { min: 3, max: 500 } as const;
export const ACCESS_TEXT_MAX = 2000;
/** A person's name and biography. */
export const PERSON_NAME = { min: 2, max: 200 } as const;
export const BIO_MAX = 2000;
/** Any email address (RFC 5321's limit). */
export const EMAIL_MAX = 254;
/** A message from the site's forms (audition, director submission, enquiry). */
export const SENDER_NAME = { min: 3, max: 100 } as const;
export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_TEXT_MAX = 5000;
/** The Site settings: the society's name and address, another link's label. */
export const SOCIETY_NAME = { min: 3, max: 100 } as const;
export const SOCIETY_ADDRESS_MAX = 300;
export const LINK_LABEL_MAX = 40;
/** A play's audience information and a performance's note. */
export const AGE_GUIDANCE_MAX = 20;
export const CONTENT_NOTES_MAX = 2000;
export const PERFORMANCE_NOTE_MAX = 300;
/** Accounts: a username's length and a password's shortest. */
export const USERNAME_MAX = 40;
export const PASSWORD_MIN = 8;
/** A play's programme: the rights holder's notice, the director's note, a scene or number, a sponsor, a biography for one production. */
export const LICENCE_NOTICE_MAX = 1000;
export const DIRECTORS_NOTE_MAX = 10_000;
export const PROGRAMME_LINE_MAX = 200;
export const PROGRAMME_SCENES_MAX = 100;
export const SPONSORS_MAX = 50;
