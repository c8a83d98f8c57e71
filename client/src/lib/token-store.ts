import { TOKEN_KEY } from "./site";

/** The login token, kept in local storage under `user-token` (specification section 9). */
export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

/** Dispatched on `window` when the API refuses the stored token (a 401). */
export const SESSION_LOST = "theatre:session-lost";

export function reportSessionLost(): void {
  window.dispatchEvent(new Event(SESSION_LOST));
}
