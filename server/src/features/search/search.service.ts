import type Redis from "ioredis";
import { In, IsNull, Not, type DataSource } from "typeorm";
import { addressKey, RateLimit } from "../../core/rate-limit";
import { toPage, wholeNumber } from "../../core/pagination";
import { Blog } from "../blogs/blog.entity";
import { Person } from "../people/person.entity";
import { Play } from "../plays/play.entity";
import { HEADLINE_OPTIONS, textRuns } from "./search-extract";
import { FULL_TEXT, LOOK_ALIKE, LOOK_ALIKE_THRESHOLD } from "./search-queries";
import { lookAlikeText, noWords, searchText } from "./search-text";
import { BlogHit, PersonHit, PlayHit, SearchResults, type Hit } from "./search.types";

/** Results per page. */
export const SEARCH_PER_PAGE = 10;
/** The last page anyone may ask for. */
export const SEARCH_MAX_PAGE = 1000;

type HitType = "play" | "blog" | "person";
interface Row {
  total: number;
  /** Null on a page past the last (the one row then only counts). */
  type: HitType | null;
  id: string | null;
  extract: string | null;
}

/** What the caller calls the query and the page (REST's `q`), for errors that name them. */
export interface SearchFields {
  query: string;
  page: string;
}

/**
 * Site search: published plays (title, blurb, cast and team names, venues), published blog posts
 * (title, author, text) and people who are not hidden (name, biography), ranked together, with
 * extracts. PostgreSQL full text first; when that finds nothing, titles and names that look like
 * the query (typos, the start of a word), marked approximate.
 */
export class SearchService {
  /** A search costs the database milliseconds, a broad one a hundred: each address has a budget. */
  private readonly perAddress: RateLimit;

  constructor(
    private readonly db: DataSource,
    { perMinute = 120, redis }: { perMinute?: number; redis?: Redis } = {},
  ) {
    this.perAddress = new RateLimit("Too many searches from your address", perMinute, 60, redis);
  }

  /** Searches for `clientAddress` (answers the read cache keeps cost nothing and are not counted). */
  async search(rawQuery: unknown, rawPage: unknown, clientAddress: string | undefined, fields: SearchFields = { query: "query", page: "page" }): Promise<SearchResults> {
    const query = searchText(rawQuery, fields.query);
    const page = wholeNumber(rawPage, fields.page, { min: 1, max: SEARCH_MAX_PAGE, fallback: 1 });
    await this.perAddress.consume(addressKey(clientAddress));
    const window = [HEADLINE_OPTIONS, (page - 1) * SEARCH_PER_PAGE, SEARCH_PER_PAGE];
    const found: (Row & { searchable: boolean })[] = await this.db.query(FULL_TEXT, [query, ...window]);
    const { wanted, excluded } = lookAlikeText(query);
    // Only common words ('the') still look for titles and names like them; only operators is nothing to look for.
    if (!found[0].searchable && !wanted) throw noWords(fields.query);
    let rows: Row[] = found;
    if (found[0].total === 0 && wanted) {
      rows = await this.db.transaction(async (manager) => {
        await manager.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [String(LOOK_ALIKE_THRESHOLD)]);
        return manager.query(LOOK_ALIKE, [query, ...window, wanted, excluded]);
      });
    }
    const total = rows[0].total;
    const items = await this.hits(rows.filter((row) => row.type !== null));
    return Object.assign(new SearchResults(), toPage(items, total, page, SEARCH_PER_PAGE), { query, approximate: rows !== found && total > 0 });
  }

  /** The page's rows as hits, in order, their records read in one statement per type found. */
  private async hits(rows: Row[]): Promise<Hit[]> {
    const idsOf = (type: HitType) => rows.filter((row) => row.type === type).map((row) => row.id!);
    const byId = async <T extends { id: string }>(ids: string[], read: (ids: string[]) => Promise<T[]>) =>
      new Map((ids.length ? await read(ids) : []).map((record) => [record.id, record]));
    // Visibility again: a record unpublished or hidden since the search is left out, not shown.
    const [plays, blogs, people] = await Promise.all([
      byId(idsOf("play"), (ids) => this.db.getRepository(Play).findBy({ id: In(ids), publishedAt: Not(IsNull()) })),
      byId(idsOf("blog"), (ids) => this.db.getRepository(Blog).findBy({ id: In(ids), publishedAt: Not(IsNull()) })),
      byId(idsOf("person"), (ids) => this.db.getRepository(Person).findBy({ id: In(ids), hidden: false })),
    ]);
    return rows.flatMap((row): Hit[] => {
      const extract = textRuns(row.extract);
      const play = row.type === "play" ? plays.get(row.id!) : undefined;
      if (play) return [Object.assign(new PlayHit(), { play, extract })];
      const blog = row.type === "blog" ? blogs.get(row.id!) : undefined;
      if (blog) return [Object.assign(new BlogHit(), { blog, extract })];
      const person = row.type === "person" ? people.get(row.id!) : undefined;
      return person ? [Object.assign(new PersonHit(), { person, extract })] : [];
    });
  }
}
