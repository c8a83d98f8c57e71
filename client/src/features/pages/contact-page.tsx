import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { useMarkContentLoaded } from "../../lib/content-loaded";
import { LoadError } from "../../components/ui/load-error";
import { RichText } from "../../components/ui/rich-text";
import { Loading } from "../../components/ui/spinner";
import { graphql } from "../../gql";
import { usePageTitle } from "../../lib/use-page-title";

export const ContactPageQuery = graphql(`
  query ContactPage {
    contact {
      ...TextPageFields
    }
    site {
      contactEmail
    }
    auditionPlays {
      id
      slug
      title
    }
  }
`);

const SOCIAL = [
  { name: "Facebook", url: "https://www.facebook.com/" },
  { name: "Instagram", url: "https://www.instagram.com/" },
];

/** "newsletter" or "backstage-crew" as a subject: "Newsletter", "Backstage crew". */
const asSubject = (slug: string) => {
  const words = decodeURIComponent(slug).replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Contact: text, email (with the preselected subject, if any), social links and a 'Want to audition?' sidebar. */
export function ContactPage() {
  const { preselectSubject } = useParams();
  const subject = preselectSubject ? asSubject(preselectSubject) : "";
  const { data, loading, error, refetch } = useQuery(ContactPageQuery);
  usePageTitle(subject ? `Contact us about ${subject}` : "Contact us");
  useMarkContentLoaded(!loading);
  const email = data?.site.contactEmail;
  return (
    <section className="page">
      <h1>Contact us</h1>
      {loading && <Loading what="the contact page" />}
      {error && <LoadError what="the contact page" onRetry={() => void refetch()} />}
      {data && (
        <div className="with-sidebar">
          <div className="main-column">
            {subject && <p className="subject-line">Subject: <strong>{subject}</strong></p>}
            <RichText html={data.contact.text} />
            {email && (
              <p>
                Email:{" "}
                <a href={`mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`}>
                  {email}
                </a>
              </p>
            )}
            <ul className="social" aria-label="Social media">
              {SOCIAL.map((s) => (
                <li key={s.name}><a href={s.url} target="_blank" rel="noopener noreferrer">{s.name}<span className="visually-hidden"> (opens in a new tab)</span></a></li>
              ))}
            </ul>
          </div>
          <aside className="sidebar">
            <section className="sidebar-box" aria-labelledby="want-to-audition">
              <h2 id="want-to-audition">Want to audition?</h2>
              {data.auditionPlays.length > 0 ? (
                <ul>
                  {data.auditionPlays.map((play) => <li key={play.id}><Link to={`/${play.slug}#audition`}>{play.title}</Link></li>)}
                </ul>
              ) : (
                <p>No plays are open to auditions just now.</p>
              )}
              <Link to="/auditions">About auditions</Link>
            </section>
          </aside>
        </div>
      )}
    </section>
  );
}
