import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * People and search (issue 22).
 *
 * People: a `person` record (name, slug, bio, photo, hidden on request). A play's cast and team
 * members stay in its jsonb columns and may name a person by `personId`; the `credit` table is the
 * index of those links in the published columns, kept by a trigger on every write of a play, so a
 * person's page is one indexed read however plays are saved (publish, schedule, restore, import).
 *
 * Search: PostgreSQL full-text search under the `site_search` configuration (English stemming,
 * accents folded by `unaccent`, so 'Andre' finds 'André'). Each searchable table has a `search`
 * tsvector with a GIN index: generated from the row for blogs and people; for plays kept by a
 * trigger, because it also holds venue names and leaves out hidden people's names (venue and person
 * changes re-index the plays that name them). Weights: A title or name, B people and venues (and a
 * blog's author), C body text. Titles and names also have trigram indexes (on the accent- and
 * case-folded text) for suggestions and for queries with typos.
 */
export class PeopleSearch1764950000000 implements MigrationInterface {
  name = "PeopleSearch1764950000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE TEXT SEARCH CONFIGURATION site_search (COPY = pg_catalog.english)`);
    await q.query(`ALTER TEXT SEARCH CONFIGURATION site_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem`);
    // unaccent() itself is only STABLE (its dictionary could change); naming the dictionary makes it safe to index.
    await q.query(`
      CREATE FUNCTION site_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`);
    // Sanitised HTML as words: tags and entities become spaces.
    await q.query(`
      CREATE FUNCTION site_plain_text(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT regexp_replace(regexp_replace($1, '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g') $$`);

    await q.query(`
      CREATE TABLE person (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL CONSTRAINT person_slug_key UNIQUE,
        name text NOT NULL,
        bio text NOT NULL DEFAULT '',
        photo text NOT NULL DEFAULT '',
        hidden boolean NOT NULL DEFAULT false,
        version integer NOT NULL DEFAULT 1,
        updated_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('site_search', name), 'A') || setweight(to_tsvector('site_search', bio), 'C')
        ) STORED
      )`);
    await q.query(`CREATE INDEX person_search ON person USING gin (search)`);
    await q.query(`CREATE INDEX person_name_trgm ON person USING gin (site_fold(name) gin_trgm_ops)`);
    // The few hidden people: leaving them out of a play's search text is a probe here, not a scan of everyone.
    await q.query(`CREATE INDEX person_hidden ON person (id) WHERE hidden`);

    await q.query(`
      CREATE TABLE credit (
        play_id uuid NOT NULL REFERENCES play (id) ON DELETE CASCADE,
        person_id uuid NOT NULL REFERENCES person (id),
        kind text NOT NULL CONSTRAINT credit_kind CHECK (kind IN ('cast', 'team')),
        position integer NOT NULL,
        role text NOT NULL,
        PRIMARY KEY (play_id, kind, position)
      )`);
    await q.query(`CREATE INDEX credit_person ON credit (person_id)`);

    // A member's personId as a uuid, or null when it is missing or malformed (never an error in a trigger).
    await q.query(`
      CREATE FUNCTION member_person(member jsonb) RETURNS uuid LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT CASE WHEN member->>'personId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        THEN (member->>'personId')::uuid END $$`);
    await q.query(`
      CREATE FUNCTION play_credits_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM credit WHERE play_id = NEW.id;
        INSERT INTO credit (play_id, person_id, kind, position, role)
        SELECT NEW.id, person_id, kind, position, role FROM (
          SELECT member_person(m) AS person_id, 'cast' AS kind, i::int AS position, coalesce(m->>'charactername', '') AS role
            FROM jsonb_array_elements(coalesce(NEW.castlist->'members', '[]')) WITH ORDINALITY AS t(m, i)
          UNION ALL
          SELECT member_person(m), 'team', i::int, coalesce(m->>'role', '')
            FROM jsonb_array_elements(coalesce(NEW.productionteam->'members', '[]')) WITH ORDINALITY AS t(m, i)
        ) linked
        WHERE person_id IS NOT NULL AND EXISTS (SELECT 1 FROM person p WHERE p.id = linked.person_id);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER play_credits AFTER INSERT OR UPDATE OF castlist, productionteam ON play FOR EACH ROW EXECUTE FUNCTION play_credits_sync()`);

    await q.query(`ALTER TABLE play ADD COLUMN search tsvector NOT NULL DEFAULT ''`);
    // A play's people and places as readable text ("Priya Raman as Viola, Dee Rector, ADC Theatre"), hidden
    // people left out: what the index holds (weight B) and what search extracts show, from one definition.
    await q.query(`
      CREATE FUNCTION play_search_names(castlist jsonb, productionteam jsonb, venue_ids uuid[], performances jsonb) RETURNS text
      LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT concat_ws(', ',
        (SELECT string_agg(nullif(concat_ws(' as ', nullif(btrim(coalesce(m->>'realname', m->>'name')), ''), nullif(btrim(m->>'charactername'), '')), ''), ', ' ORDER BY list, i)
           FROM (SELECT 0 AS list, m, i FROM jsonb_array_elements(coalesce(castlist->'members', '[]')) WITH ORDINALITY AS t(m, i)
                 UNION ALL SELECT 1, m, i FROM jsonb_array_elements(coalesce(productionteam->'members', '[]')) WITH ORDINALITY AS t(m, i)) members
          WHERE NOT EXISTS (SELECT 1 FROM person h WHERE h.id = member_person(members.m) AND h.hidden)),
        (SELECT string_agg(v.name, ', ' ORDER BY v.name) FROM venue v
          WHERE v.id = ANY (venue_ids) OR v.id::text IN (SELECT p->>'venueId' FROM jsonb_array_elements(coalesce(performances, '[]')) p))) $$`);
    await q.query(`
      CREATE FUNCTION play_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search :=
          setweight(to_tsvector('site_search', coalesce(NEW.title, '')), 'A')
          || setweight(to_tsvector('site_search', play_search_names(NEW.castlist, NEW.productionteam, NEW.venue_ids, NEW.performances)), 'B')
          || setweight(to_tsvector('site_search', site_plain_text(coalesce(NEW.blurb, ''))), 'C');
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER play_search BEFORE INSERT OR UPDATE OF title, blurb, castlist, productionteam, venue_ids, performances
      ON play FOR EACH ROW EXECUTE FUNCTION play_search_sync()`);
    await q.query(`CREATE INDEX play_search ON play USING gin (search)`);
    await q.query(`CREATE INDEX play_title_trgm ON play USING gin (site_fold(title) gin_trgm_ops)`);
    await q.query(`UPDATE play SET title = title`);

    // A renamed venue, or a person hidden or shown again, re-indexes the plays that name them.
    await q.query(`
      CREATE FUNCTION venue_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE play SET venue_ids = venue_ids
          WHERE NEW.id = ANY (venue_ids) OR performances @> jsonb_build_array(jsonb_build_object('venueId', NEW.id::text));
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER venue_search AFTER UPDATE OF name ON venue FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION venue_search_sync()`);
    await q.query(`
      CREATE FUNCTION person_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE play SET castlist = castlist WHERE id IN (SELECT play_id FROM credit WHERE person_id = NEW.id);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER person_search AFTER UPDATE OF hidden ON person FOR EACH ROW WHEN (OLD.hidden IS DISTINCT FROM NEW.hidden) EXECUTE FUNCTION person_search_sync()`);

    await q.query(`
      ALTER TABLE blog ADD COLUMN search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('site_search', title), 'A')
        || setweight(to_tsvector('site_search', author), 'B')
        || setweight(to_tsvector('site_search', site_plain_text(body)), 'C')
      ) STORED`);
    await q.query(`CREATE INDEX blog_search ON blog USING gin (search)`);
    await q.query(`CREATE INDEX blog_title_trgm ON blog USING gin (site_fold(title) gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX blog_title_trgm`);
    await q.query(`ALTER TABLE blog DROP COLUMN search`);
    await q.query(`DROP TRIGGER person_search ON person`);
    await q.query(`DROP FUNCTION person_search_sync()`);
    await q.query(`DROP TRIGGER venue_search ON venue`);
    await q.query(`DROP FUNCTION venue_search_sync()`);
    await q.query(`DROP INDEX play_title_trgm`);
    await q.query(`DROP TRIGGER play_search ON play`);
    await q.query(`DROP FUNCTION play_search_sync()`);
    await q.query(`DROP FUNCTION play_search_names(jsonb, jsonb, uuid[], jsonb)`);
    await q.query(`ALTER TABLE play DROP COLUMN search`);
    await q.query(`DROP TRIGGER play_credits ON play`);
    await q.query(`DROP FUNCTION play_credits_sync()`);
    await q.query(`DROP FUNCTION member_person(jsonb)`);
    await q.query(`DROP TABLE credit`);
    await q.query(`DROP TABLE person`);
    await q.query(`DROP FUNCTION site_plain_text(text)`);
    await q.query(`DROP FUNCTION site_fold(text)`);
    await q.query(`DROP TEXT SEARCH CONFIGURATION site_search`);
  }
}
