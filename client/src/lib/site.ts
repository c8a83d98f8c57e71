/** The society's name as shown in the header, the footer and page titles. */
export const SITE_NAME = "Fen Street Players";

/** Local storage key of the signed-in user's token (specification section 9). */
export const TOKEN_KEY = "user-token";
