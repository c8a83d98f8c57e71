/**
 * The search's SQL. Each search is one statement: every match ranked (in a materialised CTE, so the
 * GIN indexes find the rows and each row is ranked once), their count, and the one page of them,
 * with an extract made by ts_headline for those (at most 10) rows only. Columns of a match:
 * `type`, `id`, `best` then `score` (higher first), `at` (newer first), `title`.
 *
 * Parameters: $1 the query (web-search syntax), $2 ts_headline's options, $3 the page's offset,
 * $4 its length; the look-alike search also $5 the words wanted and $6 the words left out.
 */

/** The query as PostgreSQL reads it: words stemmed and unaccented, "phrases", -left out, or. */
const QUERY = "websearch_to_tsquery('site_search', $1)";

/** Whether the query has a word to look for: not only common words ('the'), not only words left out. */
const SEARCHABLE = `querytree(${QUERY}) NOT IN ('', 'T')`;

/** What visitors may find: published plays and posts that are not deleted, people who are not hidden. */
const VISIBLE = {
  play: "p.published_at IS NOT NULL AND p.deleted_at IS NULL",
  blog: "b.published_at IS NOT NULL AND b.deleted_at IS NULL",
  person: "NOT h.hidden",
};

/**
 * The query restricted to lexemes of some weights ('A', 'AB'): each quoted lexeme of the query's
 * text (its quotes doubled) gets the weight label, e.g. 'night':A & !'twelfth':A. Made once per
 * statement, it spares each row a filtered copy of its vector (ts_filter).
 */
const weighted = (weights: string) => `regexp_replace(${QUERY}::text, '(''(?:[^'']|'''')*'')', '\\1:${weights}', 'g')::tsquery`;

/**
 * `best`: from 2 to 3 when the title (or name) alone matches the query, the closer the whole title
 * is to the query the higher (trigram similarity: the play 'Hamlet' before the post 'Behind the
 * scenes of Hamlet'); 1 when title, people and venues (a blog's author) match; else 0 (the text).
 * So a title match comes before any body match. `score`: ts_rank_cd with weights A 1, B 0.4, C 0.2
 * (D unused), among matches of the same `best`.
 */
const ranked = (vector: string, title: string) =>
  `CASE WHEN ${vector} @@ ${weighted("A")} THEN 2 + similarity(site_fold($1), site_fold(${title}))
        WHEN ${vector} @@ ${weighted("AB")} THEN 1 ELSE 0 END AS best,
   ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', ${vector}, ${QUERY}) AS score`;

/** Text without the characters that mark a match in a headline. */
const unmarked = (text: string) => `translate(${text}, E'\\x02\\x03', '')`;
const headline = (text: string) => `ts_headline('site_search', ${unmarked(text)}, ${QUERY}, $2)`;

/**
 * How much of a text an extract is made from, in characters. ts_headline's time grows faster than
 * the text (measured: 5 ms for 10,000 characters, 100 ms for 50,000, 400 ms or more for a
 * 200,000-character post), and any visitor can make it read ten of the longest texts per search:
 * so a long text's extract comes from its start (a match only past it shows the start, unmarked).
 * Matching and ranking still read all of it.
 */
export const EXTRACT_SOURCE_CHARACTERS = 10_000;

/** The first `characters` of HTML, less a tag or character reference the cut left unfinished. */
const opening = (html: string, characters: number) => `regexp_replace(left(${html}, ${characters}), '<[^>]*$|&[#a-zA-Z0-9]*$', '')`;

/**
 * The page of `matches` (`extra` columns first), with the count of them all (also past the last
 * page), each row's extract made from: a play's title, blurb and people and places (as its search
 * text holds them: hidden people left out); a post's text; a person's biography, or their name
 * without one (long texts: their start, EXTRACT_SOURCE_CHARACTERS in all). ts_headline reads HTML:
 * tags become spaces, character references stay (decoded in search-extract.ts).
 */
const pageOf = (matches: string, extra = "") => `
  WITH matches AS MATERIALIZED (${matches})
  SELECT ${extra} counted.total::int AS total, page.type, page.id,
    CASE page.type
      WHEN 'play' THEN (SELECT ${headline(`concat_ws(' · ', p.title, nullif(${opening("p.blurb", EXTRACT_SOURCE_CHARACTERS * 0.6)}, ''), nullif(left(play_search_names(p.castlist, p.productionteam, p.venue_ids, p.performances), ${EXTRACT_SOURCE_CHARACTERS * 0.4}), ''))`)} FROM play p WHERE p.id = page.id)
      WHEN 'blog' THEN (SELECT ${headline(opening("b.body", EXTRACT_SOURCE_CHARACTERS))} FROM blog b WHERE b.id = page.id)
      WHEN 'person' THEN (SELECT ${headline("coalesce(nullif(h.bio, ''), h.name)")} FROM person h WHERE h.id = page.id)
    END AS extract
  FROM (SELECT count(*) AS total FROM matches) counted
  LEFT JOIN LATERAL (SELECT * FROM matches ORDER BY best DESC, score DESC, at DESC NULLS LAST, title, id OFFSET $3 LIMIT $4) page ON true
  ORDER BY page.best DESC, page.score DESC, page.at DESC NULLS LAST, page.title, page.id`;

/**
 * Full-text search over plays, blogs and people. A query with no word to look for (only common
 * words, or only words left out) matches nothing and answers `searchable` false, without scanning.
 */
export const FULL_TEXT = pageOf(`
    SELECT 'play' AS type, p.id, ${ranked("p.search", "p.title")}, p.start_date AS at, p.title
      FROM play p WHERE p.search @@ ${QUERY} AND ${VISIBLE.play} AND ${SEARCHABLE}
    UNION ALL
    SELECT 'blog', b.id, ${ranked("b.search", "b.title")}, coalesce(b.display_date, b.created_at), b.title
      FROM blog b WHERE b.search @@ ${QUERY} AND ${VISIBLE.blog} AND ${SEARCHABLE}
    UNION ALL
    SELECT 'person', h.id, ${ranked("h.search", "h.name")}, NULL, h.name
      FROM person h WHERE h.search @@ ${QUERY} AND ${VISIBLE.person} AND ${SEARCHABLE}`, `${SEARCHABLE} AS searchable,`);

/** Leaves out what the query leaves out ($6, web-search text; empty: nothing). */
const kept = (vector: string) => `($6 = '' OR NOT ${vector} @@ websearch_to_tsquery('site_search', $6))`;

/**
 * Titles and names that look like the words wanted ($5), accents and case aside: trigram word
 * similarity (`<%`, served by the trigram indexes on site_fold(title) and site_fold(name)), the
 * closest first, whole-text similarity breaking ties (so 'Priya Raman' before 'Priya Raman-Jones').
 * For queries that match nothing: typos ('Hamlte') and the starts of words ('Ham'). Run with
 * pg_trgm.word_similarity_threshold set for the transaction (LOOK_ALIKE_THRESHOLD).
 */
export const LOOK_ALIKE = pageOf(`
  SELECT 'play' AS type, p.id, word_similarity(site_fold($5), site_fold(p.title)) AS best, similarity(site_fold($5), site_fold(p.title)) AS score, p.start_date AS at, p.title
    FROM play p WHERE site_fold($5) <% site_fold(p.title) AND ${VISIBLE.play} AND ${kept("p.search")}
  UNION ALL
  SELECT 'blog', b.id, word_similarity(site_fold($5), site_fold(b.title)), similarity(site_fold($5), site_fold(b.title)), coalesce(b.display_date, b.created_at), b.title
    FROM blog b WHERE site_fold($5) <% site_fold(b.title) AND ${VISIBLE.blog} AND ${kept("b.search")}
  UNION ALL
  SELECT 'person', h.id, word_similarity(site_fold($5), site_fold(h.name)), similarity(site_fold($5), site_fold(h.name)), NULL, h.name
    FROM person h WHERE site_fold($5) <% site_fold(h.name) AND ${VISIBLE.person} AND ${kept("h.search")}`);

/**
 * How alike a title must be (pg_trgm's word similarity, 0 to 1; its default 0.6 misses 'Hamlte'
 * for 'Hamlet', 0.57).
 */
export const LOOK_ALIKE_THRESHOLD = 0.5;
