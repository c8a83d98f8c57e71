import { createHash } from "node:crypto";
import { mailbox } from "../../core/mailbox";
import type Redis from "ioredis";
import { convert } from "html-to-text";
import type { DataSource, EntityManager } from "typeorm";
import { ADMINS, EDITORS, requireRole, type AuthUser } from "../../core/auth";
import { londonInWords } from "@theatre/common/london-dates";
import { badInput, conflict } from "../../core/errors";
import type { PubSub } from "../../core/pubsub";
import { consumeAddressThenKey, RateLimit } from "../../core/rate-limit";
import { parseInput } from "../../core/validation";
import { spreadsheetCsv } from "../../core/csv";
import { Message, MessageKind, MessageStatus } from "../messages/message.entity";
import type { MessageTopics } from "../messages/message.events";
import { PageKind, SitePage } from "../pages/site-page.entity";
import { tokenDigest } from "../../core/link-tokens";
import { makeLinks, whyNot, LINK_DAYS, type LinkState } from "./newsletter-links";
import { NewsletterIssue, Subscriber } from "./newsletter.entity";
import { SubscribeInput } from "./newsletter.inputs";

export interface NewsletterSettings {
  siteName: string;
  publicUrl: string;
  /** The society's address: the emails' Reply-To. */
  replyTo: string;
  /** Sign-ups allowed per email address, and per client address, each hour. */
  perEmail?: number;
  perAddress?: number;
  redis?: Redis;
  clock?: () => Date;
}

/** Said to everyone who signs up, whether or not the address is on the list already. */
export const SIGNED_UP = "Thank you. If this address is not on our list yet, we have emailed it a link to confirm: nothing is sent until you follow it.";

/** An issue's sending so far, counted from its queued emails. */
export interface IssueProgress {
  issue: NewsletterIssue;
  sent: number;
  failed: number;
  pending: number;
}

/** Emails queued in one statement at most: a large list is queued in several, in one transaction. */
const BATCH = 500;

/**
 * The Combinations newsletter by email: sign-ups confirmed by a link (double opt-in), one-click
 * unsubscribes, and issues sent through the message queue (which retries, resumes after a
 * restart, and never sends one email twice), one email per confirmed subscriber.
 */
export class NewsletterService {
  private readonly perEmail: RateLimit;
  private readonly perAddress: RateLimit;

  constructor(
    private readonly db: DataSource,
    private readonly events: PubSub<MessageTopics>,
    private readonly settings: NewsletterSettings,
  ) {
    this.perEmail = new RateLimit("Too many sign-ups for this email address", settings.perEmail ?? 3, 3600, settings.redis);
    this.perAddress = new RateLimit("Too many sign-ups from your connection", settings.perAddress ?? 10, 3600, settings.redis);
  }

  private now(): Date {
    return this.settings.clock?.() ?? new Date();
  }

  /**
   * Signs an address up, or sends a new confirmation link to one not yet confirmed; an address
   * confirmed already is left as it is. The answer is the same in every case.
   */
  async subscribe(raw: unknown, clientAddress?: string): Promise<string> {
    const input = await parseInput(SubscribeInput, raw);
    if (input.website.trim() !== "") return SIGNED_UP;
    await consumeAddressThenKey(this.perAddress, clientAddress, this.perEmail, mailbox(input.email));
    const queued = await this.db.transaction(async (manager) => {
      const [subscriber] = (await manager.query(
        `INSERT INTO newsletter_subscriber (email, name) VALUES ($1, $2)
         ON CONFLICT ((lower(email))) DO UPDATE
           SET name = CASE WHEN newsletter_subscriber.confirmed_at IS NULL THEN EXCLUDED.name ELSE newsletter_subscriber.name END, updated_at = now()
         RETURNING id, confirmed_at`,
        [input.email, input.name],
      )) as { id: string; confirmed_at: Date | null }[];
      if (subscriber.confirmed_at) return null;
      // Only the latest confirmation link works.
      await manager.query("DELETE FROM newsletter_link WHERE subscriber_id = $1 AND purpose = 'confirm'", [subscriber.id]);
      const [token] = await makeLinks(manager, [subscriber.id], "confirm", this.now());
      return this.queue(manager, {
        type: MessageKind.newsletterConfirm,
        recipient: input.email,
        subject: `Please confirm: the ${this.settings.siteName} newsletter`,
        body: [
          // Not the name given: nobody may have their words sent to an address they do not own.
          "Hello,",
          "",
          `Someone (we hope you) asked for Combinations, the ${this.settings.siteName} newsletter, to be sent to this address. To confirm, open this link and press Confirm:`,
          "",
          `${this.settings.publicUrl}/newsletter/confirm/${token}`,
          "",
          `The link works for ${LINK_DAYS.confirm} days. If you did not ask for this, ignore this email: nothing will be sent to you.`,
        ].join("\n"),
      });
    });
    if (queued) this.events.publish("MESSAGE_RECEIVED", queued);
    return SIGNED_UP;
  }

  /** Confirms the sign-up a link was sent for, once. */
  confirm(token: string): Promise<LinkState> {
    return this.db.transaction(async (manager) => {
      const now = this.now();
      // TypeORM answers an UPDATE … RETURNING with its rows and their count.
      const [[link]] = (await manager.query(
        "UPDATE newsletter_link SET used_at = $2 WHERE token_hash = $1 AND purpose = 'confirm' AND used_at IS NULL AND expires_at > $2 RETURNING subscriber_id",
        [tokenDigest(token), now],
      )) as [{ subscriber_id: string }[], number];
      if (!link) return whyNot(manager, token, "confirm", now);
      await manager.query("UPDATE newsletter_subscriber SET confirmed_at = coalesce(confirmed_at, $2), updated_at = now() WHERE id = $1", [link.subscriber_id, now]);
      return "ok";
    });
  }

  /** Takes the subscriber a newsletter's link was sent to off the list; nothing about them is kept. */
  unsubscribe(token: string): Promise<LinkState> {
    return this.db.transaction(async (manager) => {
      const now = this.now();
      const [link] = (await manager.query(
        "SELECT s.email FROM newsletter_link l JOIN newsletter_subscriber s ON s.id = l.subscriber_id WHERE l.token_hash = $1 AND l.purpose = 'unsubscribe' AND l.expires_at > $2",
        [tokenDigest(token), now],
      )) as { email: string }[];
      if (!link) return whyNot(manager, token, "unsubscribe", now);
      await this.remove(manager, link.email);
      return "ok";
    });
  }

  /** Removes an address from the list (admins, on request); answers whether it was there. */
  async removeSubscriber(actor: AuthUser | null, email: string): Promise<boolean> {
    requireRole(actor, ADMINS);
    return this.db.transaction((manager) => this.remove(manager, email.trim()));
  }

  /** Deletes the subscriber (their links go with them) and withdraws their emails not sent yet. */
  private async remove(manager: EntityManager, email: string): Promise<boolean> {
    const [gone] = (await manager.query("DELETE FROM newsletter_subscriber WHERE lower(email) = lower($1) RETURNING id", [email])) as [unknown[], number];
    await manager.query(
      `UPDATE message SET status = $2, last_error = 'unsubscribed before it was sent', body = '', headers = NULL
       WHERE type IN ($3, $5) AND status = $4 AND lower(recipient) = lower($1)`,
      [email, MessageStatus.failed, MessageKind.newsletter, MessageStatus.pending, MessageKind.newsletterConfirm],
    );
    return gone.length > 0;
  }

  /** Forgets sign-ups never confirmed whose last link is out of date (an hourly job); answers how many. */
  async purgeUnconfirmed(): Promise<number> {
    const [gone] = (await this.db.query(
      `DELETE FROM newsletter_subscriber s WHERE s.confirmed_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM newsletter_link l WHERE l.subscriber_id = s.id AND l.expires_at > $1) RETURNING s.id`,
      [this.now()],
    )) as [unknown[], number];
    return gone.length;
  }

  /** Confirmed subscribers, and sign-ups waiting for confirmation (editors, who send issues). */
  async counts(actor: AuthUser | null): Promise<{ confirmed: number; unconfirmed: number }> {
    requireRole(actor, EDITORS);
    const [row] = (await this.db.query("SELECT count(confirmed_at)::int AS confirmed, (count(*) - count(confirmed_at))::int AS unconfirmed FROM newsletter_subscriber")) as { confirmed: number; unconfirmed: number }[];
    return row;
  }

  /** Confirmed subscribers as CSV for the society's records (admins): name, email, confirmed at (UTC). */
  async csv(actor: AuthUser | null): Promise<string> {
    requireRole(actor, ADMINS);
    const rows = await this.db.getRepository(Subscriber).createQueryBuilder("s").where("s.confirmed_at IS NOT NULL").orderBy("s.confirmed_at", "ASC").getMany();
    return spreadsheetCsv(["name", "email", "confirmed at (UTC)"], rows.map((s) => [s.name, s.email, s.confirmedAt!.toISOString()]));
  }

  /**
   * Sends the published Combinations text to every confirmed subscriber: one queued email each,
   * all queued in one transaction with the issue. The same text is never sent twice, so a second
   * press (or two editors at once) is refused.
   */
  async send(actor: AuthUser | null): Promise<IssueProgress> {
    const editor = requireRole(actor, EDITORS);
    const page = await this.db.getRepository(SitePage).findOneByOrFail({ kind: PageKind.combinations });
    const text = this.plainText(page.text);
    if (!text) throw badInput("text", "Combinations has no published text to send");
    const subject = `Combinations: the ${this.settings.siteName} newsletter`;
    const textHash = createHash("sha256").update(text).digest("hex");
    const issue = await this.db.transaction(async (manager) => {
      const subscribers = (await manager.query("SELECT id, email, name FROM newsletter_subscriber WHERE confirmed_at IS NOT NULL ORDER BY confirmed_at")) as { id: string; email: string; name: string }[];
      if (subscribers.length === 0) throw badInput("recipients", "Nobody has confirmed a subscription yet");
      const [created] = (await manager.query(
        "INSERT INTO newsletter_issue (subject, text_hash, recipients, started_by) VALUES ($1, $2, $3, $4) ON CONFLICT (text_hash) DO NOTHING RETURNING id",
        [subject, textHash, subscribers.length, editor.name],
      )) as { id: string }[];
      if (!created) {
        const earlier = await manager.getRepository(NewsletterIssue).findOneByOrFail({ textHash });
        throw conflict(`This text was sent to subscribers on ${londonInWords(earlier.createdAt)}: publish a new text of Combinations to send again`);
      }
      for (let start = 0; start < subscribers.length; start += BATCH) {
        const batch = subscribers.slice(start, start + BATCH);
        const tokens = await makeLinks(manager, batch.map((s) => s.id), "unsubscribe", this.now());
        await manager.getRepository(Message).insert(batch.map((s, i) => this.issueEmail(created.id, subject, text, s, tokens[i])));
      }
      return manager.getRepository(NewsletterIssue).findOneByOrFail({ id: created.id });
    });
    this.events.publish("MESSAGE_RECEIVED", issue.id);
    return this.progress(issue);
  }

  /** Issues sent, newest first, with how far each has gone. */
  async issues(actor: AuthUser | null, limit = 10): Promise<IssueProgress[]> {
    requireRole(actor, EDITORS);
    const issues = await this.db.getRepository(NewsletterIssue).find({ order: { createdAt: "DESC" }, take: limit });
    return Promise.all(issues.map((issue) => this.progress(issue)));
  }

  private async progress(issue: NewsletterIssue): Promise<IssueProgress> {
    const [counts] = (await this.db.query(
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status = 'failed')::int AS failed, count(*) FILTER (WHERE status = 'pending')::int AS pending
       FROM message WHERE newsletter_issue_id = $1`,
      [issue.id],
    )) as { sent: number; failed: number; pending: number }[];
    return { issue, ...counts };
  }

  /** The page's rich text as an email's plain text, links written out in full. */
  private plainText(html: string): string {
    return convert(html, {
      wordwrap: 72,
      selectors: [
        { selector: "a", options: { baseUrl: this.settings.publicUrl, hideLinkHrefIfSameAsText: true } },
        { selector: "img", format: "skip" },
      ],
    }).trim();
  }

  private issueEmail(issueId: string, subject: string, text: string, to: { email: string; name: string }, token: string): Partial<Message> {
    const unsubscribe = `${this.settings.publicUrl}/newsletter/unsubscribe/${token}`;
    return {
      type: MessageKind.newsletter,
      senderName: this.settings.siteName,
      senderEmail: this.settings.replyTo,
      recipient: to.email,
      subject,
      body: `${text}\n\n--\nYou receive Combinations because you subscribed to it on our website. Unsubscribe with one click: ${unsubscribe}`,
      // RFC 8058: mail programs offer their own unsubscribe button, which POSTs to the link.
      headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      newsletterIssueId: issueId,
      playId: null,
      playTitle: null,
    };
  }

  private async queue(manager: EntityManager, email: { type: MessageKind; recipient: string; subject: string; body: string }): Promise<string> {
    const message = await manager.getRepository(Message).save(
      manager.getRepository(Message).create({ ...email, senderName: this.settings.siteName, senderEmail: this.settings.replyTo, playId: null, playTitle: null }),
    );
    return message.id;
  }
}
