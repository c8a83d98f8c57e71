import { Field, ObjectType } from "type-graphql";
import { PageOf } from "../../core/pagination";
import { User } from "./user.entity";

@ObjectType({
  description:
    "What a sign-in answers: a session (the token to send as `Authorization: Bearer` and its account), or, after the right password of an account with two-step sign-in, `needsSecondStep` and a `ticket` for `loginSecondStep`",
})
export class AuthPayload {
  @Field(() => String, { nullable: true, description: "Login token (a JWT); send it as `Authorization: Bearer {token}`. Null when `needsSecondStep`" })
  token: string | null;

  @Field(() => User, { nullable: true, description: "The account signed in; null when `needsSecondStep`" })
  user: User | null;

  /** Set for a password login that needs its second step (see the field resolver in two-step/). */
  needsSecondStep?: boolean;

  @Field(() => String, { nullable: true, description: "When `needsSecondStep`: the ticket to give `loginSecondStep` (or `POST /api/login/second-step`) with a code, within 5 minutes; else null" })
  ticket?: string | null;
}

@ObjectType({ description: "A page of accounts" })
export class UserPage extends PageOf(User) {}
