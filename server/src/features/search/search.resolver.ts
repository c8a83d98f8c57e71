import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { Context } from "../../core/context";
import { badInput } from "../../core/errors";
import { SearchService, SEARCH_MAX_PAGE, SEARCH_PER_PAGE } from "./search.service";
import { QUERY_MAX_CHARACTERS } from "./search-text";
import { SearchResults } from "./search.types";

/** Searches asked for by each request so far: one is allowed (aliases would multiply the cost). */
const searchesOf = new WeakMap<Context, number>();

@Resolver()
export class SearchResolver {
  constructor(private readonly service: SearchService) {}

  @Query(() => SearchResults, {
    description:
      `Searches published plays (title, blurb, cast and team, venues), blog posts (title, author, text) and people, best match first, ${SEARCH_PER_PAGE} a page, ` +
      "each with an extract whose matching words are marked. Words match whatever their ending and accents ('rehearsing' finds 'rehearsals', 'Andre' 'André'); " +
      "\"quoted words\" match as a phrase, -word leaves out what has it, `or` takes either. When nothing matches, titles and names that look like the query (typos) are answered, marked approximate. " +
      "BAD_USER_INPUT on `query` when it is empty, too long or has no word to look for, and on `page` out of range; one search per request; " +
      "RATE_LIMITED past the searches an address may make a minute (answers the server already keeps aside)",
  })
  search(
    @Ctx() context: Context,
    @Arg("query", { description: `What to look for, at most ${QUERY_MAX_CHARACTERS} characters` }) query: string,
    @Arg("page", () => Int, { defaultValue: 1, description: `Page number, from 1 to ${SEARCH_MAX_PAGE}` }) page: number,
  ): Promise<SearchResults> {
    const asked = (searchesOf.get(context) ?? 0) + 1;
    searchesOf.set(context, asked);
    if (asked > 1) throw badInput("search", "search may be asked for once per request: send the other searches as requests of their own");
    return this.service.search(query, page, context.clientAddress);
  }
}
