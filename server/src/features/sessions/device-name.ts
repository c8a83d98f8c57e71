import Bowser from "bowser";

/** What a sign-in without a recognisable browser is called. */
export const UNKNOWN_DEVICE = "An unknown browser or program";

/**
 * A device in words from its User-Agent header, 'Firefox on Windows', 'Safari on iOS': what a
 * person recognises on their account page and in the new-device email. Only the browser and the
 * system: never a place, never the raw header.
 */
export function deviceName(userAgent: string | undefined): string {
  if (!userAgent?.trim()) return UNKNOWN_DEVICE;
  const { browser, os } = Bowser.parse(userAgent.slice(0, 1000));
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  if (browser.name) return browser.name;
  if (os.name) return `A browser on ${os.name}`;
  return UNKNOWN_DEVICE;
}
