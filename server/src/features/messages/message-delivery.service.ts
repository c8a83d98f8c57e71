import nodemailer from "nodemailer";
import QRCode from "qrcode";
import type { DataSource } from "typeorm";
import type { Logger } from "../../core/logger";
import { onEvents, type PubSub } from "../../core/pubsub";
import type { MessageTopics } from "./message.events";
import { FORM_KINDS, Message, MessageKind, MessageStatus, MESSAGE_TYPES, SECRET_KINDS } from "./message.entity";

export interface Mail {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  headers?: Record<string, string>;
  html?: string;
  /** Images the HTML shows inline (`cid:`), such as e-tickets' QR codes. */
  attachments?: { cid: string; filename: string; content: Buffer; contentType: string }[];
}

/** What sends mail: SMTP through nodemailer in the site; anything with the same shape in tests. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

/** The society as its Site settings say now: the name its emails are from, and where replies to them go. */
export interface Society {
  name: string;
  contactEmail: string | null;
}

export interface DeliverySettings {
  from: string;
  siteName: string;
  /**
   * The society's current name and contact address, read for each delivery round (cheap: the
   * settings are kept in memory); without it, `from`, `siteName` and each message's stored sender.
   */
  society?: () => Promise<Society>;
  /** The first retry waits this long (default 30 s); each later one twice as long, up to an hour. */
  retryBaseMs?: number;
  maxAttempts?: number;
}

/** `from` (SMTP_FROM: an address, with or without a name) with the society's name shown. */
export function fromWithName(from: string, name: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return `"${name.replace(/["\\]/g, "\\$&")}" <${address}>`;
}

/** The mail a stored message becomes, under the society's current name when it is known. */
export function composeMail(message: Message, settings: DeliverySettings, society?: Society): Mail {
  const siteName = society?.name ?? settings.siteName;
  const from = society ? fromWithName(settings.from, society.name) : settings.from;
  if (!FORM_KINDS.includes(message.type)) {
    // The site's own emails (alerts, account links, newsletters): replies go to the society's
    // address as it is now, not as it was when the message was stored.
    const replyTo = society?.contactEmail ? { name: society.name, address: society.contactEmail } : { name: message.senderName, address: message.senderEmail };
    return {
      from,
      to: message.recipient,
      replyTo,
      subject: message.subject,
      text: `${message.body}

--
${siteName}`,
      ...(message.headers && { headers: message.headers }),
      ...(message.html && { html: message.html }),
    };
  }
  const kind = MESSAGE_TYPES[message.type as keyof typeof MESSAGE_TYPES];
  const about = message.type === MessageKind.audition ? message.playTitle ?? "a play" : message.subject || "no subject";
  const lines = [
    `${kind} from ${message.senderName} <${message.senderEmail}>`,
    ...(message.type === MessageKind.audition ? [`Play: ${message.playTitle ?? "(no longer on the site)"}`] : []),
    `Subject: ${message.subject || "(none)"}`,
    "",
    message.body || "(no message)",
    "",
    "--",
    `Sent from the ${siteName} website on ${message.createdAt.toUTCString()}. Reply to this email to answer ${message.senderName}.`,
  ];
  return {
    from,
    to: message.recipient,
    replyTo: { name: message.senderName, address: message.senderEmail },
    subject: message.type === MessageKind.audition && message.subject ? `${kind}: ${about} (${message.subject})` : `${kind}: ${about}`,
    text: lines.join("\n"),
  };
}

/** A link that grants something is not kept in the database once its email is done with. */
const scrubbed = (message: Message) => (SECRET_KINDS.includes(message.type) ? { body: "", headers: null, html: null, inlineCodes: null } : {});

/** The mail with its inline QR codes drawn as PNG images. */
async function withInlineCodes(mail: Mail, message: Message): Promise<Mail> {
  if (!message.inlineCodes?.length) return mail;
  const attachments = await Promise.all(
    message.inlineCodes.map(async ({ cid, text }) => ({ cid, filename: `${cid}.png`, contentType: "image/png", content: await QRCode.toBuffer(text, { errorCorrectionLevel: "M", margin: 2, width: 240 }) })),
  );
  return { ...mail, attachments };
}

/**
 * Sends stored messages: each due message is claimed with a row lock (SKIP LOCKED), so several
 * instances never send one twice; failures wait longer each time and give up after a while.
 * Messages stay stored throughout, so a restart or a mail outage loses nothing.
 */
export class MessageDelivery {
  private timer: NodeJS.Timeout | undefined;
  private stopArrivals: (() => Promise<void>) | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: DataSource,
    private readonly mailer: Mailer | undefined,
    private readonly settings: DeliverySettings,
    private readonly logger: Logger,
  ) {}

  /** Delivers every due message now; answers how many were sent. */
  tick(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.deliverDue().finally(() => {
      this.running = undefined;
      if (this.again && !this.stopped) {
        this.again = false;
        void this.tick();
      }
    });
    return this.running;
  }

  private async deliverDue(): Promise<number> {
    if (!this.mailer) return 0;
    let sent = 0;
    // Each message at most once a round: one that just failed waits for its retry time, even when
    // the round itself (slow refusals, a busy machine) outlasts that wait.
    const tried: string[] = [];
    // Read once a round; if it cannot be read (the database is down), each message's stored sender.
    const society = await this.settings.society?.().catch(() => undefined);
    for (let i = 0; i < 100 && !this.stopped; i++) {
      const outcome = await this.deliverOne(tried, society);
      if (outcome === "none") break;
      if (outcome === "sent") sent += 1;
    }
    return sent;
  }

  private deliverOne(tried: string[], society: Society | undefined): Promise<"none" | "sent" | "failed"> {
    const mailer = this.mailer!;
    return this.db.transaction(async (manager) => {
      const query = manager
        .getRepository(Message)
        .createQueryBuilder("message")
        .setLock("pessimistic_write")
        .setOnLocked("skip_locked")
        .where("message.status = :pending AND message.next_attempt_at <= now()", { pending: MessageStatus.pending });
      if (tried.length > 0) query.andWhere("message.id NOT IN (:...tried)", { tried });
      const message = await query.orderBy("message.created_at", "ASC").limit(1).getOne();
      if (!message) return "none";
      tried.push(message.id);
      try {
        if (!message.recipient) throw new Error("no recipient: set the contact email in Site settings (or SOCIETY_EMAIL)");
        await mailer.send(await withInlineCodes(composeMail(message, this.settings, society), message));
        await manager.getRepository(Message).update({ id: message.id }, { status: MessageStatus.sent, sentAt: new Date(), attempts: message.attempts + 1, lastError: null, ...scrubbed(message) });
        this.logger.info({ messageId: message.id, type: message.type }, "message delivered");
        return "sent";
      } catch (error) {
        const attempts = message.attempts + 1;
        const giveUp = attempts >= (this.settings.maxAttempts ?? 10);
        const wait = Math.min(this.retryBaseMs * 2 ** (attempts - 1), 3_600_000);
        await manager.getRepository(Message).update(
          { id: message.id },
          { attempts, lastError: String((error as Error).message ?? error).slice(0, 500), status: giveUp ? MessageStatus.failed : MessageStatus.pending, nextAttemptAt: new Date(Date.now() + wait), ...(giveUp && scrubbed(message)) },
        );
        this.logger.warn({ messageId: message.id, attempts, giveUp, err: error }, "message delivery failed");
        return "failed";
      }
    });
  }

  private get retryBaseMs(): number {
    return this.settings.retryBaseMs ?? 30_000;
  }

  /** Delivers now, on every new message, and every `intervalMs` (for retries: half the first wait, at most 15 s). */
  start(events: PubSub<MessageTopics>, intervalMs = Math.min(this.retryBaseMs / 2, 15_000)): void {
    if (this.mailer) {
      void this.tick();
      this.timer = setInterval(() => void this.tick(), intervalMs);
      this.timer.unref();
    } else {
      this.logger.warn("SMTP_URL is not set: messages are stored (admins read them in the inbox) but not emailed");
    }
    this.stopArrivals = onEvents(
      events,
      "MESSAGE_RECEIVED",
      (messageId) => {
        if (this.mailer) void this.tick();
        else this.logger.info({ messageId }, "message stored; not emailed (no SMTP_URL)");
      },
      // Kicks were missed in a burst: one delivery round picks up every message that is due.
      () => {
        if (this.mailer) void this.tick();
      },
    );
  }

  /** Stops, letting a delivery under way finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.stopArrivals?.();
    await this.running;
    this.mailer?.close();
  }
}
