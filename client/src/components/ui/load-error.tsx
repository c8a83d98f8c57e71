/** What a page shows when its data could not be loaded, with a way to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="load-error">
      <p>We couldn't load {what}. Please check your connection and try again.</p>
      <button type="button" onClick={onRetry}>Try again</button>
    </div>
  );
}
