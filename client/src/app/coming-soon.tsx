import { usePageTitle } from "../lib/use-page-title";
import { useMarkContentLoaded } from "./content-loaded";

/** Holds the place of a screen that a later change builds; it says so plainly. */
export function ComingSoon({ title }: { title: string }) {
  usePageTitle(title);
  useMarkContentLoaded(true);
  return (
    <section className="page">
      <h1>{title}</h1>
      <p>This part of the site is coming soon.</p>
    </section>
  );
}
