import { londonInWords } from "@theatre/common/london-dates";
import type { DataSource, EntityManager } from "typeorm";
import type { PubSub } from "../../../core/pubsub";
import type { MessageTopics } from "../../messages/message.events";
import { queueAccountEmail, type AccountEmailSender } from "../account-email";
import { User } from "../user.entity";

export const IF_NOT_YOU = "If this wasn't you, reset your password and contact an admin.";

/** A change to how an account signs in, as its owner is told: the subject, then what happened. */
export interface SecondStepChange {
  subject: string;
  /** What changed, as one or more paragraphs; when it happened and what to do if it wasn't them follow. */
  what: string[];
}

/**
 * Emails an account's owner about every change to its second steps (a passkey added or removed,
 * the authenticator app turned on or off, a reset by an admin): whoever holds a stolen session
 * cannot change how the account signs in without the owner hearing of it.
 */
export class SecondStepNotices {
  constructor(
    private readonly events: PubSub<MessageTopics>,
    private readonly sender: AccountEmailSender,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Queues the email in the caller's transaction; `announce` its answer once that commits. */
  async queue(manager: EntityManager, userId: string, change: SecondStepChange): Promise<string> {
    const user = await manager.getRepository(User).findOneByOrFail({ id: userId });
    return queueAccountEmail(manager, this.sender, user, change.subject, [
      `Hello ${user.name},`,
      "",
      ...change.what.flatMap((paragraph) => [paragraph, ""]),
      `When: ${londonInWords(this.clock())} (London time).`,
      "",
      IF_NOT_YOU,
    ]);
  }

  /** Hands a queued email to delivery (after its transaction committed). */
  announce(messageId: string): void {
    this.events.publish("MESSAGE_RECEIVED", messageId);
  }

  /** Makes the change and queues its email in one transaction, then announces the email. */
  async along<T>(db: DataSource, userId: string, change: SecondStepChange | ((result: T) => SecondStepChange), work: (m: EntityManager) => Promise<T>): Promise<T> {
    const { result, messageId } = await db.transaction(async (m) => {
      const result = await work(m);
      return { result, messageId: await this.queue(m, userId, typeof change === "function" ? change(result) : change) };
    });
    this.announce(messageId);
    return result;
  }
}
