import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from "type-graphql";
import { Role } from "../../core/auth";
import type { Context } from "../../core/context";
import { PageOf, wholeNumber } from "../../core/pagination";
import { Message, MessageStatus } from "./message.entity";
import { MessageInput } from "./message.inputs";
import { MessageService } from "./message.service";

@ObjectType({ description: "The answer to a message: it was received" })
export class MessageReceipt {
  @Field(() => ID, { nullable: true, description: "The stored message's id" })
  id: string | null;

  @Field({ description: "What to tell the sender" })
  message: string;
}

@ObjectType({ description: "A message arrived in the inbox (or was queued again)" })
export class MessageNotice {
  @Field(() => ID, { description: "The message" })
  id: string;
}

@ObjectType({ description: "A page of messages" })
export class MessagePage extends PageOf(Message) {}

@Resolver(() => Message)
export class MessageResolver {
  constructor(private readonly service: MessageService) {}

  @Mutation(() => MessageReceipt, { description: "Sends an audition application or a director submission; it is stored, then emailed" })
  sendMessage(@Arg("input", () => MessageInput, { description: "The form's fields" }) input: MessageInput, @Ctx() context: Context): Promise<MessageReceipt> {
    return this.service.receive(input, context.clientAddress);
  }

  @Authorized(Role.admin)
  @Query(() => MessagePage, { description: "The inbox: messages newest first (admins only)" })
  messages(
    @Ctx() context: Context,
    @Arg("status", () => MessageStatus, { nullable: true, description: "Only messages with this status" }) status: MessageStatus | undefined,
    @Arg("page", () => Int, { defaultValue: 1, description: "Page number, from 1" }) page: number,
    @Arg("perPage", () => Int, { defaultValue: 20, description: "Messages per page, at most 100" }) perPage: number,
  ): Promise<MessagePage> {
    return this.service.list(
      context.user,
      status ?? undefined,
      wholeNumber(page, "page", { min: 1, max: 100_000, fallback: 1 }),
      wholeNumber(perPage, "perPage", { min: 1, max: 100, fallback: 20 }),
    );
  }

  @Authorized(Role.admin)
  @Query(() => Message, { description: "One message (admins only)" })
  message(@Ctx() context: Context, @Arg("id", () => ID, { description: "The message" }) id: string): Promise<Message> {
    return this.service.get(context.user, id);
  }

  @Authorized(Role.admin)
  @Subscription(() => MessageNotice, { topics: "MESSAGE_RECEIVED", description: "Each message as it arrives in the inbox (admins only)" })
  messageReceived(@Root() id: string): MessageNotice {
    return { id };
  }

  @Authorized(Role.admin)
  @Mutation(() => Message, { description: "Queues a message that failed to be sent again (admins only)" })
  retryMessage(@Ctx() context: Context, @Arg("id", () => ID, { description: "The message" }) id: string): Promise<Message> {
    return this.service.retry(context.user, id);
  }
}
