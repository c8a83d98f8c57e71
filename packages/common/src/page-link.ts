/** The longest link the Site settings take, in characters. */
export const PAGE_LINK_MAX = 500;

/**
 * A link to a page (not a bare home page) on one of these hosts, by https; any host when none are
 * named. The Site settings form checks it as the editor types; the server refuses anything else.
 */
export function isPageLink(value: unknown, hosts?: readonly string[]): boolean {
  if (typeof value !== "string") return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port || !url.hostname.includes(".")) return false;
  return !hosts || (hosts.includes(url.hostname.toLowerCase()) && url.pathname.replace(/\/+$/, "") !== "");
}
