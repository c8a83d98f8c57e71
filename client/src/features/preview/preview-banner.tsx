/** Marks a page as a preview of changes visitors cannot see yet. */
export function PreviewBanner() {
  return (
    <p className="preview-banner" role="note">
      <strong>Preview: not published.</strong> Visitors do not see these changes until an editor publishes them.
    </p>
  );
}
