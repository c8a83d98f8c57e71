import type { ReactNode } from "react";
import { Link } from "react-router";
import { RichText } from "../../components/ui/rich-text";
import { SocialLinks, type SocialLinkData } from "../../components/ui/social-links";

/*
 * The About, Contact and Combinations pages as visitors see them, from their words alone (no data
 * fetching): the public pages render them around their loading and error states (`children`), and
 * the editor's preview renders them with the form's current text.
 */

export interface AboutViewData {
  text: string;
  committeeMembers: string;
}

/** About: the society's text and its committee members. */
export function AboutView({ about, children }: { about?: AboutViewData | null; children?: ReactNode }) {
  return (
    <section className="page about-page">
      <h1>About us</h1>
      {children}
      {about && (
        <>
          <RichText html={about.text} />
          <h2>Our committee</h2>
          <RichText html={about.committeeMembers} className="committee" />
        </>
      )}
    </section>
  );
}

/** Combinations: the newsletter's page. */
export function CombinationsView({ combinations, children }: { combinations?: { text: string } | null; children?: ReactNode }) {
  return (
    <section className="page">
      <h1>Combinations</h1>
      {children}
      {combinations && <RichText html={combinations.text} />}
    </section>
  );
}

export interface ContactViewData {
  text: string;
  contactEmail?: string | null;
  /** The society's social links from the Site settings: only those set. */
  socialLinks?: readonly SocialLinkData[];
  auditionPlays: { id: string; slug: string; title: string }[];
}

/**
 * Contact: text, the message form (on the site, not in previews), email (with the preselected
 * subject, if any), the social links set in the Site settings and a 'Want to audition?' sidebar.
 */
export function ContactView({ contact, subject = "", form, children }: { contact?: ContactViewData | null; subject?: string; form?: ReactNode; children?: ReactNode }) {
  const email = contact?.contactEmail;
  return (
    <section className="page">
      <h1>Contact us</h1>
      {children}
      {contact && (
        <div className="with-sidebar">
          <div className="main-column">
            <RichText html={contact.text} />
            {form && (
              <section className="contact-form" aria-labelledby="send-us-a-message">
                <h2 id="send-us-a-message">Send us a message</h2>
                {form}
              </section>
            )}
            {email && (
              <p>
                {form ? "Or email us: " : "Email: "}
                <a href={`mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`}>
                  {email}
                </a>
              </p>
            )}
            <SocialLinks links={contact.socialLinks} />
          </div>
          <aside className="sidebar">
            <section className="sidebar-box" aria-labelledby="want-to-audition">
              <h2 id="want-to-audition">Want to audition?</h2>
              {contact.auditionPlays.length > 0 ? (
                <ul>
                  {contact.auditionPlays.map((play) => <li key={play.id}><Link to={`/${play.slug}#audition`}>{play.title}</Link></li>)}
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
