import { randomUUID } from "node:crypto";
import type { MigrationInterface, QueryRunner } from "typeorm";
import { slugify } from "@theatre/common/slug";

interface OldVenue {
  id?: unknown;
  name?: unknown;
  address?: unknown;
  maplink?: unknown;
}

/** A performance's note at most (as PerformanceInput allows). */
const NOTE_MAX = 300;

interface OldLine {
  title: string;
  description: string;
  startdate: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const placeOf = (venue: OldVenue) => `${text(venue.name).toLowerCase()}\n${text(venue.address).toLowerCase()}`;
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * Performances, venues and access (issue 20). Venues become records of their own, shared by plays
 * and performances: one per distinct name and address (case and spaces aside) among every play's
 * venues, and those its draft and revisions name, so restoring one finds its venue; each keeps
 * the id, name, address and map link of its first use, and gets a slug from its name (-2, -3… on a
 * clash). A play lists its venues by id (`venue_ids`). Its dated lines of text become performances
 * (on sale, at its first venue); a play with no venue keeps them as lines. Drafts and revisions
 * keep their shape, which the play input still takes (a draft's venues now carry their records'
 * ids). Plays gain running time, intervals, age guidance and content warnings.
 */
export class PerformancesVenues1764800000000 implements MigrationInterface {
  name = "PerformancesVenues1764800000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE venue (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL,
        name text NOT NULL,
        address text NOT NULL,
        maplink text NOT NULL DEFAULT '',
        step_free text NOT NULL DEFAULT '',
        wheelchair_spaces text NOT NULL DEFAULT '',
        hearing_loop text NOT NULL DEFAULT '',
        accessible_toilets text NOT NULL DEFAULT '',
        parking text NOT NULL DEFAULT '',
        public_transport text NOT NULL DEFAULT '',
        access_notes text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT venue_slug_key UNIQUE (slug)
      )`);
    await q.query(`
      ALTER TABLE play
        ADD COLUMN venue_ids uuid[] NOT NULL DEFAULT '{}',
        ADD COLUMN performances jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN running_time integer,
        ADD COLUMN intervals integer,
        ADD COLUMN age_guidance text NOT NULL DEFAULT '',
        ADD COLUMN content_warnings text[] NOT NULL DEFAULT '{}',
        ADD COLUMN content_notes text NOT NULL DEFAULT ''`);

    const plays: { id: string; venues: unknown; dates: { startdate: string | null; displayedText: OldLine[] } }[] = await q.query("SELECT id, venues, dates FROM play ORDER BY created_at, id");
    const drafts: { id: string; venues: unknown }[] = await q.query("SELECT id, draft->'venues' AS venues FROM play WHERE draft IS NOT NULL ORDER BY created_at, id");
    const revisions: { venues: unknown }[] = await q.query("SELECT fields->'venues' AS venues FROM revision WHERE item_kind = 'play' ORDER BY saved_at, id");

    // Plays' own venues first, so the records keep the ids visitors have seen.
    const records = new Map<string, string>();
    const ids = new Set<string>();
    const slugs = new Set<string>();
    for (const venue of [...plays, ...drafts, ...revisions].flatMap((row) => list<OldVenue>(row.venues))) {
      const place = placeOf(venue);
      if (!text(venue.name) || !text(venue.address) || records.has(place)) continue;
      const id = typeof venue.id === "string" && UUID.test(venue.id) && !ids.has(venue.id.toLowerCase()) ? venue.id.toLowerCase() : randomUUID();
      const base = slugify(text(venue.name)).slice(0, 90).replace(/-+$/, "");
      const start = base.length >= 3 ? base : `venue${base ? `-${base}` : ""}`;
      let slug = start;
      for (let n = 2; slugs.has(slug); n++) slug = `${start}-${n}`;
      await q.query("INSERT INTO venue (id, slug, name, address, maplink) VALUES ($1, $2, $3, $4, $5)", [id, slug, text(venue.name), text(venue.address), text(venue.maplink)]);
      records.set(place, id);
      ids.add(id);
      slugs.add(slug);
    }

    for (const play of plays) {
      const venueIds = [...new Set(list<OldVenue>(play.venues).flatMap((venue) => records.get(placeOf(venue)) ?? []))];
      const lines = list<OldLine>(play.dates?.displayedText);
      const time = (line: OldLine) => (line.startdate ? new Date(line.startdate).getTime() : NaN);
      const dated = lines.filter((line) => !Number.isNaN(time(line)));
      const starts = [...new Set(dated.map(time))].sort((a, b) => a - b);
      // The editor's own words for a line ('Gala night, black tie') become the performance's note, so
      // nothing written is lost; a line that names one of the play's venues is at that venue.
      const named = list<OldVenue>(play.venues).flatMap((venue) => {
        const id = records.get(placeOf(venue));
        return id && text(venue.name) ? [{ id, name: text(venue.name).toLowerCase() }] : [];
      });
      const performances = venueIds.length === 0 ? [] : starts.map((start) => {
        const atStart = dated.filter((line) => time(line) === start);
        const words = atStart.map((line) => [text(line.title), text(line.description)].filter(Boolean).join(": ")).filter(Boolean).join("; ");
        const said = words.toLowerCase();
        const venueId = named.find((venue) => said.includes(venue.name))?.id ?? venueIds[0];
        return {
          id: randomUUID(), startsAt: new Date(start).toISOString(), status: "onsale", access: [], venueId, bookingLink: null, note: words ? words.slice(0, NOTE_MAX) : null, postponedTo: null, sequence: 0,
        };
      });
      const kept = performances.length > 0 ? lines.filter((line) => Number.isNaN(time(line))) : lines;
      await q.query(
        `UPDATE play SET venue_ids = $2, performances = $3, dates = jsonb_set(dates, '{displayedText}', $4::jsonb),
           start_date = COALESCE($5::timestamptz, start_date) WHERE id = $1`,
        [play.id, venueIds, JSON.stringify(performances), JSON.stringify(kept), performances[0]?.startsAt ?? null],
      );
    }
    // A draft names its venues by their records' ids, as drafts saved from now on do (some had no ids at all).
    for (const draft of drafts) {
      const venues = list<OldVenue>(draft.venues).map((venue) => ({ ...venue, id: records.get(placeOf(venue)) ?? venue.id }));
      await q.query("UPDATE play SET draft = jsonb_set(draft, '{venues}', $2::jsonb) WHERE id = $1", [draft.id, JSON.stringify(venues)]);
    }
    await q.query("ALTER TABLE play DROP COLUMN venues");
  }

  /**
   * Back to venues inside plays and performances as lines of text ('Tuesday 2nd March 2027' /
   * '7.30pm, ADC Theatre, Sold out'); access information, statuses and the new play fields go.
   */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE play ADD COLUMN venues jsonb NOT NULL DEFAULT '[]'`);
    await q.query(`
      WITH performance AS (
        SELECT play.id AS play_id, p.value AS p, p.ordinality AS position, (p.value->>'startsAt')::timestamptz AS starts_at
          FROM play, jsonb_array_elements(play.performances) WITH ORDINALITY AS p
      ),
      used AS (
        SELECT play.id AS play_id, u.venue_id, u.position FROM play, unnest(play.venue_ids) WITH ORDINALITY AS u(venue_id, position)
        UNION ALL
        SELECT play_id, (p->>'venueId')::uuid, 1000000 + position FROM performance
      ),
      venues AS (
        SELECT play_id, jsonb_agg(jsonb_build_object('id', v.id, 'name', v.name, 'address', v.address, 'maplink', v.maplink) ORDER BY first) AS venues
          FROM (SELECT play_id, venue_id, min(position) AS first FROM used GROUP BY play_id, venue_id) u JOIN venue v ON v.id = u.venue_id
         GROUP BY play_id
      ),
      lines AS (
        SELECT performance.play_id,
               jsonb_agg(jsonb_build_object(
                 'title', to_char(starts_at AT TIME ZONE 'Europe/London', 'FMDay FMDDth FMMonth YYYY'),
                 'description', concat_ws(', ', lower(to_char(starts_at AT TIME ZONE 'Europe/London', 'FMHH12.MIam')), v.name,
                   CASE p->>'status' WHEN 'fewleft' THEN 'Few tickets left' WHEN 'soldout' THEN 'Sold out' WHEN 'cancelled' THEN 'Cancelled' WHEN 'postponed' THEN 'Postponed' END),
                 'startdate', p->>'startsAt') ORDER BY starts_at) AS lines,
               min(starts_at) FILTER (WHERE p->>'status' <> 'cancelled') AS first
          FROM performance LEFT JOIN venue v ON v.id::text = p->>'venueId'
         GROUP BY performance.play_id
      )
      UPDATE play SET
        venues = COALESCE((SELECT venues FROM venues WHERE venues.play_id = play.id), '[]'),
        dates = COALESCE((SELECT jsonb_build_object(
                  'startdate', COALESCE(to_jsonb(to_char(first AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')), dates->'startdate'),
                  'displayedText', (dates->'displayedText') || lines) FROM lines WHERE lines.play_id = play.id), dates)`);
    await q.query(`
      ALTER TABLE play
        DROP COLUMN venue_ids, DROP COLUMN performances, DROP COLUMN running_time, DROP COLUMN intervals,
        DROP COLUMN age_guidance, DROP COLUMN content_warnings, DROP COLUMN content_notes`);
    await q.query("DROP TABLE venue");
  }
}
