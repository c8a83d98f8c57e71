import { Field, ObjectType } from "type-graphql";
import { ApiToken } from "./api-token.entity";

@ObjectType({ description: "A token just made: the only time the token itself is shown" })
export class NewApiToken {
  @Field({ description: "The token to send as `Authorization: Bearer {token}`; shown once, never again (only its hash is kept)" })
  token: string;

  @Field(() => ApiToken, { description: "The token as listed" })
  apiToken: ApiToken;
}
