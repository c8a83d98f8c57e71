import { Link } from "react-router";
import { StaticPage } from "./static-page";

/** The privacy policy (PRODUCT decision 14): what we keep, why, and how to have it removed. */
export function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy policy" className="legal">
      <p>Last updated: November 2026.</p>
      <p>
        The Fen Street Players ("we") run this website. This policy explains what personal information we keep about you,
        why, and what you can ask us to do with it, under the UK General Data Protection Regulation.
      </p>
      <h2>What we keep</h2>
      <ul>
        <li><strong>Messages you send us</strong> through the audition, director-submission and contact forms: your name, email address, subject and message, the play you applied for, and when you sent it. We use them only to answer you and to run auditions.</li>
        <li><strong>Your account</strong>, if you register: your username, email address, a scrambled form of your password (we never keep the password itself) and when the account was made. Editors' usernames are shown as "last edited by" on the pages they change, and kept with each version they save and each change they make (publishing, scheduling, deleting), so that the committee can see who changed what and undo mistakes.</li>
        <li><strong>The newsletter</strong>, if you sign up for Combinations by email: your email address, the name you give (if any), when you signed up and when you confirmed. We use them only to send you the newsletter, and only once you have confirmed from the email we send you (an address that is never confirmed receives nothing else). Every issue has a link to unsubscribe with one click; when you use it, we delete your address and name from the list at once. Our committee may export the list of confirmed subscribers for the society's records.</li>
        <li><strong>Tickets you book</strong> on this site: your name, email address and any access note you give, with your order (the performance, the tickets and what they cost, whether you have paid, and when each ticket was scanned at the door). We use them only to send you your tickets, to admit you, and to tell you if the performance changes. You need no account to book. Ticking "Send me Combinations" when you book only sends you the newsletter's confirmation email: you are added to the list once you confirm from it. If you pay online, Stripe handles your card; we never see or keep its number.</li>
        <li><strong>A place on a waitlist</strong> for a sold-out performance: your email address and how many tickets you asked for, used only to ask you to confirm your place, to email you if tickets come back for you, and to tell you if the performance is cancelled.</li>
        <li><strong>Alerts you ask for</strong> in our shop: the products you watch and the most you would pay, so that we can email you when they are back in stock.</li>
      </ul>
      <p>We do not use advertising or tracking cookies. Your browser keeps your login token and shopping cart in its own storage on your device; logging out removes the token.</p>
      <h2>Nothing from other sites until you follow a link</h2>
      <p>
        This site loads nothing from other websites while you read it: every picture, the thumbnails of our plays' videos
        included, is kept and served by us, so no other company learns that you visited. Videos are on YouTube or Vimeo,
        and open there only when you choose to follow their link; from then on that site's own privacy policy applies. Map
        and ticket links are the same: nothing is sent to those sites until you follow them.
      </p>
      <h2>People in our casts and production teams</h2>
      <p>
        Cast and production-team names on our play pages can link to a page for that person, which lists their parts and
        jobs in our productions (the character or job, the play and its year), with a short biography and a photo if they
        gave us one. These pages come from our own programmes and cast lists. Anyone can ask us to hide theirs, without
        giving a reason, by writing to us through the <Link to="/contact/privacy">contact page</Link>: we then remove the
        page, the site's search leaves them out, and their name shows on our play pages as plain text, unlinked.
      </p>
      <h2>How long we keep it</h2>
      <p>Messages are kept only as long as we need them to answer you and to run the production's auditions; ask us and we will delete yours. Accounts are kept until you delete them. Our record of each email the site sends you (shop alerts, password links, newsletters) keeps your address for 30 days after it is sent, so that we can tell whether it went; then the address is removed from it. Your name, email address and access note on a booking are deleted 60 days after its performance; we keep only the count of tickets and what they cost, for the society's accounts. A place on a performance's waitlist (your email address and how many tickets you asked for) is deleted with its buyers' details, 60 days after the performance, or at once when you leave the waitlist with the link in its emails; a place never confirmed is deleted once its confirmation link runs out, after 7 days.</p>
      <h2>Deleting your account</h2>
      <p>
        You can delete your account at any time from your <Link to="/account">account page</Link>. It stops working at once,
        and your personal data is removed from our systems within 24 hours. Where you edited pages, your name is replaced by
        "a former editor", in their history too. Plays and blog posts that editors delete are kept for 30 days, so that a
        mistake can be undone, and then removed for good with their images.
      </p>
      <h2>Who sees it</h2>
      <p>Only the society's committee and the directors of the productions you apply for. Our email is sent through our mail provider; we never sell or share your information with anyone else.</p>
      <h2>Your rights</h2>
      <p>
        You can ask to see, correct or delete what we hold about you, or object to how we use it, by writing to us through the{" "}
        <Link to="/contact/privacy">contact page</Link>. You may also complain to the Information Commissioner's Office (ico.org.uk).
      </p>
    </StaticPage>
  );
}
