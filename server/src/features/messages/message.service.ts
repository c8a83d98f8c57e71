import type Redis from "ioredis";
import { In, type DataSource } from "typeorm";
import { Role, requireRole, type AuthUser } from "../../core/auth";
import { badInput, notFound } from "../../core/errors";
import { toPage, type Page } from "../../core/pagination";
import type { PubSub } from "../../core/pubsub";
import type { MessageTopics } from "./message.events";
import { consumeAddressThenKey, RateLimit } from "../../core/rate-limit";
import { isUuid, parseInput } from "../../core/validation";
import { PlayStatus } from "../plays/play-status.types";
import { Play } from "../plays/play.entity";
import { FORM_KINDS, Message, MessageKind, MessageStatus, MESSAGE_TYPES } from "./message.entity";
import { MessageInput } from "./message.inputs";

export interface MessageSettings {
  /** Where director submissions and general enquiries go (and auditions for a play without its own address), unless `inbox` is given. */
  societyEmail?: string;
  /** The same, read for each message: the contact email in Site settings once an admin has set one, else SOCIETY_EMAIL. */
  inbox?: () => Promise<string | null>;
  /** Messages allowed per sender address, and per client address, each hour. */
  perSender?: number;
  perAddress?: number;
  /** Shared counters for several instances. */
  redis?: Redis;
}

export interface Receipt {
  id: string | null;
  message: string;
}

/** The form's `messagetype` text as the stored kind. */
const KIND_OF: Record<string, MessageKind> = {
  [MESSAGE_TYPES.audition]: MessageKind.audition,
  [MESSAGE_TYPES.director]: MessageKind.director,
  [MESSAGE_TYPES.general]: MessageKind.general,
};

const RECEIVED = "Thank you: we have received your message and will get back to you.";

/** The forms' messages: stored before anything else (PRODUCT decision 11), then delivered by a worker. */
export class MessageService {
  private readonly perSender: RateLimit;
  private readonly perAddress: RateLimit;

  constructor(
    private readonly db: DataSource,
    private readonly events: PubSub<MessageTopics>,
    private readonly settings: MessageSettings = {},
  ) {
    this.perSender = new RateLimit("Too many messages from this email address", settings.perSender ?? 5, 3600, settings.redis);
    this.perAddress = new RateLimit("Too many messages from your connection", settings.perAddress ?? 20, 3600, settings.redis);
  }

  /**
   * Checks and stores a message and answers that it was received. The recipient comes from the
   * play (auditions that have one) or the society's inbox as the settings say now (everything
   * else), never from the caller.
   */
  async receive(raw: unknown, clientAddress?: string): Promise<Receipt> {
    const input = await parseInput(MessageInput, raw);
    // A filled-in honeypot is a robot: it is told the same as anyone, and nothing is kept.
    if (input.website.trim() !== "") return { id: null, message: RECEIVED };
    await consumeAddressThenKey(this.perAddress, clientAddress, this.perSender, input.email.toLowerCase());

    const type = KIND_OF[input.messagetype];
    const play = type === MessageKind.audition ? await this.playFor(input) : null;
    const society = this.settings.inbox ? await this.settings.inbox() : this.settings.societyEmail;
    const recipient = play?.auditionEmailRecipient || society || "";
    const message = await this.db.getRepository(Message).save(
      this.db.getRepository(Message).create({
        type,
        senderName: input.name,
        senderEmail: input.email,
        subject: input.subject,
        body: input.message,
        playId: play?.id ?? null,
        playTitle: play?.title ?? null,
        recipient,
      }),
    );
    this.events.publish("MESSAGE_RECEIVED", message.id);
    return { id: message.id, message: RECEIVED };
  }

  private async playFor(input: MessageInput): Promise<Play> {
    // Only a play on the site takes applications.
    const query = this.db.getRepository(Play).createQueryBuilder("play").addSelect("play.auditionEmailRecipient").where("play.published_at IS NOT NULL");
    const play = input.playslug
      ? await query.andWhere("play.slug = :slug", { slug: input.playslug }).getOne()
      : await query.andWhere("lower(play.title) = lower(:title)", { title: input.playtitle }).orderBy("play.created_at", "DESC").getOne();
    if (!play) throw notFound(`No play "${input.playslug ?? input.playtitle}"`);
    if (!play.status.includes(PlayStatus.audition)) throw badInput(input.playslug ? "playslug" : "playtitle", `"${play.title}" is not open to auditions`);
    return play;
  }

  /** The inbox: newest first, optionally one status (admins only). */
  async list(actor: AuthUser | null, status: MessageStatus | undefined, page: number, perPage: number): Promise<Page<Message>> {
    requireRole(actor, [Role.admin]);
    // The site's own emails (alerts, account links, newsletters) are not messages to the society.
    const [items, total] = await this.db.getRepository(Message).findAndCount({
      where: { type: In(FORM_KINDS), ...(status && { status }) },
      order: { createdAt: "DESC", id: "ASC" },
      skip: (page - 1) * perPage,
      take: perPage,
    });
    return toPage(items, total, page, perPage);
  }

  async get(actor: AuthUser | null, id: string): Promise<Message> {
    requireRole(actor, [Role.admin]);
    const message = isUuid(id) ? await this.db.getRepository(Message).findOneBy({ id, type: In(FORM_KINDS) }) : null;
    if (!message) throw notFound("Message");
    return message;
  }

  /**
   * Forgets whom the site's own emails (alerts, account links, newsletters) went to, and what they
   * said, 30 days after they were sent or given up on (an hourly job); the rows stay, so a
   * newsletter issue's progress still counts them. Answers how many.
   */
  async purgeSiteEmails(now = new Date()): Promise<number> {
    const [gone] = (await this.db.query(
      `UPDATE message SET recipient = '', body = '', headers = NULL
       WHERE NOT (type = ANY($1)) AND status <> $2 AND recipient <> '' AND updated_at < $3::timestamptz - interval '30 days' RETURNING id`,
      [FORM_KINDS, MessageStatus.pending, now],
    )) as [unknown[], number];
    return gone.length;
  }

  /** Sends a message again: back in the queue, due now, with a fresh count of attempts. */
  async retry(actor: AuthUser | null, id: string): Promise<Message> {
    const message = await this.get(actor, id);
    if (message.status === MessageStatus.sent) throw badInput("id", "this message was sent already");
    await this.db.getRepository(Message).update({ id }, { status: MessageStatus.pending, attempts: 0, nextAttemptAt: new Date() });
    this.events.publish("MESSAGE_RECEIVED", id);
    return this.get(actor, id);
  }
}
