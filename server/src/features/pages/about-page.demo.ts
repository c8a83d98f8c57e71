import type { EntityManager } from "typeorm";
import { AboutPage } from "./about-page.entity";

/** Believable demo content for the About page. */
export async function seedAboutPage(manager: EntityManager): Promise<void> {
  await manager.getRepository(AboutPage).createQueryBuilder().update().set({
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
  }).execute();
}
