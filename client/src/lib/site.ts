/** The society's name until the Site settings have arrived (SITE_NAME is the server's default). */
export const SITE_NAME = "Fen Street Players";

/** Local storage key of the signed-in user's token (specification section 9). */
export const TOKEN_KEY = "user-token";
