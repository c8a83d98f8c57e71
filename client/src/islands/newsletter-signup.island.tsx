import type { ComponentProps } from "react";
import { NewsletterSignup } from "../features/newsletter/newsletter-signup";
import { PageIsland } from "./page-island";

export default function NewsletterSignupIsland(props: ComponentProps<typeof NewsletterSignup>) {
  return (
    <PageIsland>
      <NewsletterSignup {...props} />
    </PageIsland>
  );
}
