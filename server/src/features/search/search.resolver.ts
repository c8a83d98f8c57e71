import { Arg, Int, Query, Resolver } from "type-graphql";
import { SearchService, SEARCH_MAX_PAGE, SEARCH_PER_PAGE } from "./search.service";
import { QUERY_MAX_CHARACTERS } from "./search-text";
import { SearchResults } from "./search.types";

@Resolver()
export class SearchResolver {
  constructor(private readonly service: SearchService) {}

  @Query(() => SearchResults, {
    description:
      `Searches published plays (title, blurb, cast and team, venues), blog posts (title, author, text) and people, best match first, ${SEARCH_PER_PAGE} a page, ` +
      "each with an extract whose matching words are marked. Words match whatever their ending and accents ('rehearsing' finds 'rehearsals', 'Andre' 'André'); " +
      "\"quoted words\" match as a phrase, -word leaves out what has it, `or` takes either. When nothing matches, titles and names that look like the query (typos) are answered, marked approximate. " +
      "BAD_USER_INPUT on `query` when it is empty, too long or has no word to look for, and on `page` out of range",
  })
  search(
    @Arg("query", { description: `What to look for, at most ${QUERY_MAX_CHARACTERS} characters` }) query: string,
    @Arg("page", () => Int, { defaultValue: 1, description: `Page number, from 1 to ${SEARCH_MAX_PAGE}` }) page: number,
  ): Promise<SearchResults> {
    return this.service.search(query, page);
  }
}
