import { useQuery } from "@apollo/client/react";
import { useParams } from "react-router";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { LoadError } from "../../components/ui/load-error";
import { Loading } from "../../components/ui/spinner";
import { graphql } from "../../gql";
import { useNotFoundWhen } from "../../lib/use-not-found";
import { usePageTitle } from "../../lib/use-page-title";
import { Island } from "../../islands/island";
import { MessageForm } from "../messages/message-form";
import { CONTACT_SUBJECTS } from "./contact-subjects";
import { ContactView } from "./page-views";

export const ContactPageQuery = graphql(`
  query ContactPage {
    contact {
      ...TextPageFields
    }
    site {
      contactEmail
      socialLinks {
        network
        label
        url
      }
    }
    auditionPlays {
      id
      slug
      title
    }
  }
`);

/** "newsletter" or "backstage-crew" as a subject: "Newsletter", "Backstage crew". */
const asSubject = (slug: string) => {
  // The router has decoded it already (decoding twice would throw on a "%" in the subject).
  const words = slug.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Contact: text, a message form (its subject filled in from the address, if any), email, social
 * links and a 'Want to audition?' sidebar.
 */
export function ContactPage() {
  const { preselectSubject } = useParams();
  const subject = preselectSubject ? asSubject(preselectSubject) : "";
  useNotFoundWhen(preselectSubject !== undefined && !CONTACT_SUBJECTS.has(preselectSubject.toLowerCase()));
  const { data, loading, error, refetch } = useQuery(ContactPageQuery);
  usePageTitle(subject ? `Contact us about ${subject}` : "Contact us");
  useMarkContentLoaded(!loading);
  const contact = data && { text: data.contact.text, contactEmail: data.site.contactEmail, socialLinks: data.site.socialLinks, auditionPlays: data.auditionPlays };
  return (
    <ContactView contact={contact} subject={subject} form={<Island key={subject} name="message-form" component={MessageForm} props={{ kind: "general", initialSubject: subject }} />}>
      {loading && <Loading what="the contact page" />}
      {error && <LoadError what="the contact page" onRetry={() => void refetch()} />}
    </ContactView>
  );
}
