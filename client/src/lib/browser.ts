/** Leaves the app for another document (a full page load), replacing this history entry. */
export function leaveTo(url: string): void {
  window.location.replace(url);
}
