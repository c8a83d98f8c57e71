import Bowser from "bowser";

const KNOWN_BROWSERS = new Set<string>(Object.values(Bowser.BROWSER_MAP));
const KNOWN_SYSTEMS = new Set<string>(Object.values(Bowser.OS_MAP));

/** What a sign-in without a recognisable browser is called. */
export const UNKNOWN_DEVICE = "An unknown browser or program";

/**
 * A device in words from its User-Agent header, 'Firefox on Windows', 'Safari on iOS': what a
 * person recognises on their account page and in the new-device email. Only the browser and the
 * system: never a place, never the raw header.
 */
export function deviceName(userAgent: string | undefined): string {
  if (!userAgent?.trim()) return UNKNOWN_DEVICE;
  const parsed = Bowser.parse(userAgent.slice(0, 1000));
  // Bowser names an unknown browser by the header's own words: only names it knows may reach a page or an email.
  const browser = { name: KNOWN_BROWSERS.has(parsed.browser.name ?? "") ? parsed.browser.name : undefined };
  const os = { name: KNOWN_SYSTEMS.has(parsed.os.name ?? "") ? parsed.os.name : undefined };
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  if (browser.name) return browser.name;
  if (os.name) return `A browser on ${os.name}`;
  return UNKNOWN_DEVICE;
}
