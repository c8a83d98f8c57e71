import { Field, ObjectType } from "type-graphql";
import { PageOf } from "../../core/pagination";
import { User } from "./user.entity";

@ObjectType({ description: "A signed-in session: the token to send as `Authorization: Bearer` and its account" })
export class AuthPayload {
  @Field({ description: "Login token (a JWT); send it as `Authorization: Bearer {token}`" })
  token: string;

  @Field(() => User, { description: "The account signed in" })
  user: User;
}

@ObjectType({ description: "A page of accounts" })
export class UserPage extends PageOf(User) {}
