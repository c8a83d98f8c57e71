/** A deliberate loading state: an animated bar with a screen-reader announcement. */
export function Loading({ what = "content" }: { what?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="loading-bar" aria-hidden="true" />
      <span className="visually-hidden">Loading {what}…</span>
    </div>
  );
}
