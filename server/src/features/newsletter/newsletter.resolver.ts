import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from "type-graphql";
import { Role } from "../../core/auth";
import type { Context } from "../../core/context";
import { NewsletterIssue } from "./newsletter.entity";
import { SubscribeInput } from "./newsletter.inputs";
import type { LinkState } from "./newsletter-links";
import { NewsletterService, type IssueProgress } from "./newsletter.service";

enum NewsletterLink {
  ok = "ok",
  used = "used",
  expired = "expired",
  unknown = "unknown",
}
registerEnumType(NewsletterLink, {
  name: "NewsletterLink",
  description: "What became of a newsletter link",
  valuesConfig: {
    ok: { description: "It worked" },
    used: { description: "It was used already" },
    expired: { description: "It is out of date" },
    unknown: { description: "No such link (or its subscriber has gone)" },
  },
});

@ObjectType({ description: "An issue and how far its sending is: '312 of 540 sent'" })
export class NewsletterIssueProgress {
  @Field(() => NewsletterIssue, { description: "The issue: its subject, who sent it and to how many subscribers" })
  issue: NewsletterIssue;

  @Field(() => Int, { description: "Emails handed to the mail server" })
  sent: number;

  @Field(() => Int, { description: "Emails given up on (or withdrawn: the subscriber left first)" })
  failed: number;

  @Field(() => Int, { description: "Emails still to send" })
  pending: number;
}

@ObjectType({ description: "The newsletter's list and issues, for editors" })
export class NewsletterSummary {
  @Field(() => Int, { description: "Subscribers who confirmed: each issue goes to them" })
  confirmed: number;

  @Field(() => Int, { description: "Sign-ups waiting for confirmation (nothing is sent to them)" })
  unconfirmed: number;

  @Field(() => [NewsletterIssueProgress], { description: "The latest issues, newest first" })
  issues: NewsletterIssueProgress[];
}

@Resolver()
export class NewsletterResolver {
  constructor(private readonly service: NewsletterService) {}

  @Mutation(() => String, { description: "Signs an address up for Combinations: it is emailed a link to confirm (the answer is the same whether or not it was on the list)" })
  subscribeToNewsletter(@Arg("input", () => SubscribeInput, { description: "The address to sign up, and the name to greet it by" }) input: SubscribeInput, @Ctx() context: Context): Promise<string> {
    return this.service.subscribe(input, context.clientAddress);
  }

  @Mutation(() => NewsletterLink, { description: "Confirms a sign-up with the token of its emailed link" })
  confirmNewsletterSubscription(@Arg("token", { description: "The token at the end of the emailed link: /newsletter/confirm/{token}" }) token: string): Promise<LinkState> {
    return this.service.confirm(token);
  }

  @Mutation(() => NewsletterLink, { description: "Unsubscribes with the token of the link in an issue" })
  unsubscribeFromNewsletter(@Arg("token", { description: "The token at the end of the issue's link: /newsletter/unsubscribe/{token}" }) token: string): Promise<LinkState> {
    return this.service.unsubscribe(token);
  }

  @Authorized(Role.editor, Role.admin)
  @Query(() => NewsletterSummary, { description: "Subscriber counts and the latest issues (editors)" })
  async newsletter(@Ctx() context: Context): Promise<NewsletterSummary> {
    return { ...(await this.service.counts(context.user)), issues: await this.service.issues(context.user) };
  }

  @Authorized(Role.editor, Role.admin)
  @Mutation(() => NewsletterIssueProgress, { description: "Send to subscribers: the published Combinations text, once to each confirmed subscriber (a text is sent only once)" })
  sendNewsletter(@Ctx() context: Context): Promise<IssueProgress> {
    return this.service.send(context.user);
  }

  @Authorized(Role.admin)
  @Mutation(() => Boolean, { description: "Removes an address from the list on its owner's request (admins); false if it was not there" })
  removeNewsletterSubscriber(@Arg("email", { description: "The subscriber's email address" }) email: string, @Ctx() context: Context): Promise<boolean> {
    return this.service.removeSubscriber(context.user, email);
  }
}
