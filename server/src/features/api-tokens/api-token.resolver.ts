import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { ADMINS, Role } from "../../core/auth";
import type { Context } from "../../core/context";
import { ApiToken } from "./api-token.entity";
import { ApiTokenService } from "./api-token.service";
import { NewApiToken } from "./api-token.types";

@Resolver(() => ApiToken)
export class ApiTokenResolver {
  constructor(private readonly service: ApiTokenService) {}

  @Authorized(ADMINS)
  @Query(() => [ApiToken], { description: "API tokens not revoked, newest first, with their last use (admins only)" })
  apiTokens(@Ctx() context: Context): Promise<ApiToken[]> {
    return this.service.list(context.user);
  }

  @Authorized(ADMINS)
  @Mutation(() => NewApiToken, {
    description: "Makes a named API token for a script (admins only): send it as `Authorization: Bearer {token}`. It is shown in this answer only. A role other than member or editor is BAD_USER_INPUT on `role`; FRESH_PROOF_REQUIRED unless the admin confirmed it's them in the last 5 minutes (`confirmItsYou`)",
  })
  createApiToken(
    @Ctx() context: Context,
    @Arg("name", { description: "What it is for: 'Box office sync'" }) name: string,
    @Arg("role", () => Role, { description: "member (read only) or editor (edits content)" }) role: Role,
    @Arg("expiresAt", () => String, { nullable: true, description: "When it stops working by itself (ISO 8601 with its time zone); null or left out: when revoked" }) expiresAt?: string | null,
  ): Promise<NewApiToken> {
    return this.service.create(context.user, { name, role, expiresAt });
  }

  @Authorized(ADMINS)
  @Mutation(() => Boolean, { description: "Revokes an API token (admins only): it is refused at once, on every door" })
  revokeApiToken(@Ctx() context: Context, @Arg("id", () => ID, { description: "The token's id" }) id: string): Promise<boolean> {
    return this.service.revoke(context.user, id);
  }
}
