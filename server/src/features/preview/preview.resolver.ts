import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { EDITORS } from "../../core/auth";
import type { Context } from "../../core/context";
import { PreviewLink } from "./preview-link.entity";
import { PreviewService } from "./preview.service";
import { Preview, PreviewKind } from "./preview.types";

@ObjectType({ description: "A new preview link and its secret address, shown this once" })
export class NewPreviewLink {
  @Field(() => PreviewLink, { description: "The link" })
  link: PreviewLink;

  @Field({ description: "The address to share: anyone with it sees the draft until it expires or is revoked" })
  url: string;
}

@Resolver()
export class PreviewResolver {
  constructor(private readonly service: PreviewService) {}

  @Authorized(EDITORS)
  @Mutation(() => NewPreviewLink, { description: "Makes a link that shows the item's draft to anyone who has it, for 7 days (editors only)" })
  createPreviewLink(
    @Ctx() context: Context,
    @Arg("kind", () => PreviewKind, { description: "What kind of item" }) kind: PreviewKind,
    @Arg("id", () => ID, { description: "A play's or blog's id, or the page: about, contact or combinations" }) id: string,
  ): Promise<NewPreviewLink> {
    return this.service.create(context.user, kind, id);
  }

  @Authorized(EDITORS)
  @Query(() => [PreviewLink], { description: "An item's preview links that still work, newest first (editors only)" })
  previewLinks(
    @Ctx() context: Context,
    @Arg("kind", () => PreviewKind, { description: "What kind of item" }) kind: PreviewKind,
    @Arg("id", () => ID, { description: "A play's or blog's id, or the page" }) id: string,
  ): Promise<PreviewLink[]> {
    return this.service.list(context.user, kind, id);
  }

  @Authorized(EDITORS)
  @Mutation(() => PreviewLink, { description: "Stops a preview link working at once (editors only)" })
  revokePreviewLink(@Ctx() context: Context, @Arg("id", () => ID, { description: "The link" }) id: string): Promise<PreviewLink> {
    return this.service.revoke(context.user, id);
  }

  @Query(() => Preview, { description: "What a preview link shows: the item's draft. NOT_FOUND when the link is unknown, expired or revoked. Never cached" })
  async preview(@Ctx() context: Context, @Arg("token", { description: "The token from the link's address" }) token: string): Promise<Preview> {
    const preview = await this.service.open(token);
    // The draft's images are not public: the link's holder is given signed addresses of them.
    context.opensPreview = true;
    return preview;
  }
}
