import type { EntityManager } from "typeorm";
import { Message, MessageKind } from "../messages/message.entity";

export interface AccountEmailSender {
  siteName: string;
  /** The society's address: the sender, where replies go. */
  replyTo: string;
}

/**
 * Puts an email to an account's owner in the message queue, inside the caller's transaction; the
 * caller announces MESSAGE_RECEIVED with the answered id once it commits.
 */
export async function queueAccountEmail(manager: EntityManager, sender: AccountEmailSender, to: { email: string }, subject: string, lines: string[]): Promise<string> {
  const messages = manager.getRepository(Message);
  const message = await messages.save(
    messages.create({
      type: MessageKind.account,
      senderName: sender.siteName,
      senderEmail: sender.replyTo,
      subject,
      body: lines.join("\n"),
      recipient: to.email,
      playId: null,
      playTitle: null,
    }),
  );
  return message.id;
}
