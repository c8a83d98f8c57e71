import { Field, ObjectType, registerEnumType } from "type-graphql";
import { Blog } from "../blogs/blog.entity";
import { AboutPage } from "../pages/page.types";
import { Play } from "../plays/play.entity";

/** What a preview link can show. */
export enum PreviewKind {
  play = "play",
  blog = "blog",
  page = "page",
}

registerEnumType(PreviewKind, {
  name: "PreviewKind",
  description: "What a preview link shows: a play, a blog post or a page",
  valuesConfig: {
    play: { description: "A play: `play` is set (the id is the play's id)" },
    blog: { description: "A blog post: `blog` is set (the id is the post's id)" },
    page: { description: "One of the pages: `page` is set (the id is its kind: about, contact or combinations)" },
  },
});

@ObjectType({ description: "An item's draft, as a preview link shows it (exactly one of play, blog and page is set)" })
export class Preview {
  @Field(() => PreviewKind, { description: "What kind of item it is" })
  kind: PreviewKind;

  @Field(() => Play, { nullable: true, description: "The play, its draft over what is published" })
  play?: Play;

  @Field(() => Blog, { nullable: true, description: "The blog post, its draft over what is published" })
  blog?: Blog;

  @Field(() => AboutPage, { nullable: true, description: "The page (About, Contact or Combinations; committeeMembers is empty but for About)" })
  page?: AboutPage;

  @Field(() => String, { nullable: true, description: "For a page: which (about, contact, combinations)" })
  pageKind?: string;
}
