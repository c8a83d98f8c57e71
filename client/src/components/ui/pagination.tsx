import { Link } from "react-router";

/** Previous / next links between pages, disabled (not links) at the ends. */
export function Pagination({ page, pages, hrefFor, label }: { page: number; pages: number; hrefFor: (page: number) => string; label: string }) {
  const previous = page > 1 ? Math.min(page - 1, pages) : null;
  const next = page < pages ? page + 1 : null;
  return (
    <nav className="pagination" aria-label={label}>
      {previous ? <Link to={hrefFor(previous)} rel="prev">← Previous</Link> : <span aria-disabled="true" className="disabled">← Previous</span>}
      <span className="page-count">Page {Math.min(page, pages)} of {pages}</span>
      {next ? <Link to={hrefFor(next)} rel="next">Next →</Link> : <span aria-disabled="true" className="disabled">Next →</span>}
    </nav>
  );
}
