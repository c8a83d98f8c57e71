import { createUnionType, Field, Int, ObjectType } from "type-graphql";
import { Blog } from "../blogs/blog.entity";
import { Person } from "../people/person.entity";
import { Play } from "../plays/play.entity";

@ObjectType({ description: "A run of an extract's text: matching words come as runs of their own, to highlight (plain text, never HTML)" })
export class TextRun {
  @Field({ description: "The text, as it reads" })
  text: string;

  @Field({ description: "True for a word (or words) the search matched" })
  match: boolean;
}

@ObjectType({ description: "A play the search found" })
export class PlayHit {
  @Field(() => Play, { description: "The play" })
  play: Play;

  @Field(() => [TextRun], { description: "Where it matched: words from its title, blurb, cast, team and venues (up to two fragments)" })
  extract: TextRun[];
}

@ObjectType({ description: "A blog post the search found" })
export class BlogHit {
  @Field(() => Blog, { description: "The post" })
  blog: Blog;

  @Field(() => [TextRun], { description: "Where it matched: words from its text (up to two fragments)" })
  extract: TextRun[];
}

@ObjectType({ description: "A person the search found" })
export class PersonHit {
  @Field(() => Person, { description: "The person" })
  person: Person;

  @Field(() => [TextRun], { description: "Words from their biography (or their name, without one)" })
  extract: TextRun[];
}

export type Hit = PlayHit | BlogHit | PersonHit;

export const SearchHit = createUnionType({
  name: "SearchHit",
  description: "One result of a search: a play, a blog post or a person",
  types: () => [PlayHit, BlogHit, PersonHit] as const,
  resolveType: (hit) => ("play" in hit ? PlayHit : "blog" in hit ? BlogHit : PersonHit),
});

@ObjectType({ description: "A page of search results, best match first" })
export class SearchResults {
  @Field({ description: "The query as searched (trimmed, control characters removed)" })
  query: string;

  @Field(() => Int, { description: "This page's number, from 1" })
  page: number;

  @Field(() => Int, { description: "How many pages there are (at least 1)" })
  pages: number;

  @Field(() => Int, { description: "How many results there are in all" })
  total: number;

  @Field(() => Int, { description: "Results per page" })
  perPage: number;

  @Field({ description: "True when nothing matched the words themselves and these are titles and names that look like the query (a typo or the start of a word)" })
  approximate: boolean;

  @Field(() => [SearchHit], { description: "The results on this page; empty past the last page" })
  items: Hit[];
}
