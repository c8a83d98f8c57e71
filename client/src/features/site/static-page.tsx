import type { ReactNode } from "react";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { usePageTitle } from "../../lib/use-page-title";

/** A page whose words are part of the site itself. */
export function StaticPage({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  usePageTitle(title);
  useMarkContentLoaded(true);
  return (
    <section className={["page", className].filter(Boolean).join(" ")}>
      <h1>{title}</h1>
      {children}
    </section>
  );
}
