import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "A page of the site whose text editors maintain (Contact, Combinations)" })
export class TextPage {
  @Field(() => ID, { description: "Unique id (a UUID)" })
  id: string;

  @Field({ description: "The page's text, as sanitised HTML" })
  text: string;

  @Field(() => Int, { description: "Increases with every save; send it back when saving to detect concurrent edits" })
  version: number;

  @Field(() => String, { nullable: true, description: "Name of the user who saved the page last" })
  updatedBy: string | null;

  @Field({ description: "When the page was created" })
  createdAt: Date;

  @Field({ description: "When the page was last saved" })
  updatedAt: Date;
}

@ObjectType({ description: "The About page: the society's story and its committee" })
export class AboutPage extends TextPage {
  @Field({ description: "The committee members, as sanitised HTML" })
  committeeMembers: string;
}
