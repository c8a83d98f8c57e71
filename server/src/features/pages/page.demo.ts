import type { EntityManager } from "typeorm";
import { PageKind, SitePage } from "./site-page.entity";

/** Believable demo content for the About page. */
export async function seedAboutPage(manager: EntityManager): Promise<void> {
  await manager.getRepository(SitePage).update({ kind: PageKind.about }, {
    text: [
      "<h2>Who we are</h2>",
      "<p>The Fen Street Players have been making theatre in Cambridge since 1952. We are an amateur society run entirely by volunteers: actors, directors, designers, builders, stage managers and front-of-house teams who share a love of live performance.</p>",
      "<p>We stage four to five productions a year, from Shakespeare and Restoration comedy to new writing, at the ADC Theatre, the Mumford and in the gardens of Cambridge colleges each summer.</p>",
      "<h3>Join us</h3>",
      "<p>Everyone is welcome, whatever your experience. Come to an <a href=\"/auditions\">audition</a>, help <a href=\"/backstage-crew\">backstage</a>, or just come and say hello at one of our socials.</p>",
    ].join(""),
    committeeMembers: [
      "<ul>",
      "<li><strong>Chair</strong>: Margaret Holloway</li>",
      "<li><strong>Secretary</strong>: Daniel Okafor</li>",
      "<li><strong>Treasurer</strong>: Priya Raman</li>",
      "<li><strong>Productions officer</strong>: Tom Whitfield</li>",
      "<li><strong>Membership and socials</strong>: Eleanor Fitzgerald</li>",
      "</ul>",
    ].join(""),
    updatedBy: "Demo content",
  });
}

/** Demo texts for the Contact and Combinations pages. */
export async function seedPageTexts(manager: EntityManager): Promise<void> {
  const pages = manager.getRepository(SitePage);
  await pages.update({ kind: PageKind.contact }, {
    text: [
      "<p>We love to hear from audiences, would-be members and other theatre groups.</p>",
      // No links to social networks here: the page shows those set in the Site settings (none in the demo).
      "<p>Write to us at <a href=\"mailto:hello@fenstreetplayers.org.uk\">hello@fenstreetplayers.org.uk</a>, or send us a message below.</p>",
      "<p>Tickets are sold by the venues: use the <strong>Buy tickets</strong> button on each play's page.</p>",
    ].join(""),
    updatedBy: "Demo content",
  });
  await pages.update({ kind: PageKind.combinations }, {
    text: [
      "<h2>Combinations: our newsletter</h2>",
      "<p><em>Combinations</em> comes out four times a year with news of our productions, audition notices, workshop dates and stories from backstage.</p>",
      "<p>Members receive it by email. To join the list, <a href=\"/contact/newsletter\">send us a message</a> with the subject <em>Newsletter</em>.</p>",
    ].join(""),
    updatedBy: "Demo content",
  });
}
