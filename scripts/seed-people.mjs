#!/usr/bin/env node
// `npm run seed:people -- --yes`: fills the site's database with a forty-year archive at the scale
// of issue 22, for measuring search and people's pages: 1,000 published past productions at a dozen
// venues, 10,000 people (1% hidden on request) and 30,000 credits (cast and team members carrying
// `personId`; a few regulars in dozens of plays, everyone in at least one), plus 300 published blogs.
//
// It writes through the real schema: plays go in with their castlist/productionteam jsonb, and the
// database's own triggers build the `credit` rows and each play's search vector (people and blogs
// have generated ones). Set-based: one INSERT … SELECT FROM unnest(…) per table, all in one
// transaction, then ANALYZE. Names, casts and dates (the 40 years up to last year) come from a
// fixed random seed, so every run in a year makes the same archive but for its ids.
//
// The database is the site's: DATABASE_URL, else the embedded PostgreSQL under DATA_DIR (./data),
// joined if the site is running there (.env is read as the site reads it). It changes nothing
// without --yes, and refuses a database it has already filled (a marker in app_meta).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { ADJECTIVES, BLOG_SENTENCES, CHARACTERS, FIRST_NAMES, LAST_NAMES, PLAYS, TEAM_ROLES, VENUES } from "./seed-people-words.mjs";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The app_meta key that marks a database this script has filled. */
export const SEED_KEY = "seed:people-archive";
export const SCALE = { plays: 1000, people: 10000, credits: 30000, blogs: 300, years: 40 };
const BY = "Seed script";

/** The built server's modules (its database opening, migrations and slugs, not written twice). */
function server(module) {
  const entry = path.join(root, "server", "dist", "index.js");
  if (!fs.existsSync(entry)) throw new Error("The server is not built: run npm run build (or npm run build -w server) first");
  return createRequire(entry)(`./${module}`);
}

/**
 * Opens the database the site would use with these settings (migrated), joining a site running on
 * the same DATA_DIR; says which it is in words, password left out.
 */
export async function openSiteDatabase(env = process.env) {
  const config = server("config.js").loadConfig(env);
  const { openDatabase } = server("core/db/database.js");
  const { appDatabase } = server("app/data-source.js");
  const database = await openDatabase(config, appDatabase, server("core/logger.js").createLogger("warn"), { joinRunning: true });
  let target;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    target = `DATABASE_URL ${url.protocol}//${url.host}${url.pathname}`;
  } else {
    target = `the embedded PostgreSQL in ${path.resolve(config.dataDir)}`;
  }
  return { database, target };
}

/** A small fast generator with a fixed seed: every run makes the same archive. */
function generator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (low, high) => low + Math.floor(next() * (high - low + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const shuffle = (list) => {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [list[i], list[j]] = [list[j], list[i]];
    }
    return list;
  };
  return { next, int, pick, shuffle };
}

/** Slugs as the site makes them (packages/common's slugify), `-2`, `-3`… after one already taken. */
function slugMaker(taken) {
  const { slugify } = createRequire(path.join(root, "server", "dist", "index.js"))("@theatre/common/slug");
  return (text) => {
    const base = slugify(text);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };
}

/** 19:30 in Cambridge as an instant (summer time roughly April to September: good enough for an archive). */
const evening = (year, month, day) => new Date(Date.UTC(year, month, day, month >= 3 && month <= 8 ? 18 : 19, 30)).toISOString();

/** The people: unique names but for a few namesakes (whose slugs get -2), 1% hidden, some with a short biography. */
function makePeople(random, slug, count) {
  const names = FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last) => [first, last]));
  random.shuffle(names);
  const namesakes = Math.round(count / 100);
  const chosen = [...names.slice(0, count - namesakes), ...Array.from({ length: namesakes }, (_, i) => names[i * 7])];
  const thisYear = new Date().getUTCFullYear();
  return chosen.map(([first, last], i) => ({
    id: randomUUID(),
    name: `${first} ${last}`,
    slug: slug(`${first} ${last}`),
    hidden: i % 100 === 99,
    bio: random.next() < 0.4 ? `${first} joined the society in ${random.int(thisYear - SCALE.years, thisYear - 1)} and has acted, directed and built sets since.` : "",
  }));
}

/**
 * Who is credited in each play: everyone once, the rest drawn with a long tail (a few regulars in
 * dozens of productions), never twice in one play while others are left.
 */
function castings(random, people, plays, credits) {
  const order = random.shuffle(people.map((_, i) => i));
  const extra = Array.from({ length: credits - people.length }, () => order[Math.floor(people.length * random.next() ** 1.6)]);
  const queue = random.shuffle([...order, ...extra]);
  // Sizes: 30 a play on average, 18 to 42, the total exactly `credits`.
  const sizes = Array.from({ length: plays }, () => Math.floor(credits / plays));
  for (let i = 0; i + 1 < plays; i += 2) {
    const delta = random.int(-12, 12);
    sizes[i] += delta;
    sizes[i + 1] -= delta;
  }
  sizes[0] += credits - sizes.reduce((a, b) => a + b, 0);
  let next = 0;
  const deferred = [];
  return sizes.map((size) => {
    const inPlay = new Set();
    const take = () => {
      const waiting = deferred.findIndex((p) => !inPlay.has(p));
      if (waiting >= 0) return deferred.splice(waiting, 1)[0];
      while (next < queue.length) {
        const person = queue[next++];
        if (!inPlay.has(person)) return person;
        deferred.push(person);
      }
      return deferred.shift(); // only at the very end: a namesake credited twice in one play
    };
    for (let k = 0; k < size; k++) inPlay.add(take());
    return [...inPlay];
  });
}

function makePlays(random, slug, people, venues) {
  const thisYear = new Date().getUTCFullYear();
  const credited = castings(random, people, SCALE.plays, SCALE.credits);
  return credited.map((members, i) => {
    const [title, author] = random.pick(PLAYS);
    const year = thisYear - SCALE.years + Math.floor((i * SCALE.years) / SCALE.plays);
    const month = random.int(0, 11);
    const day = random.int(1, 24);
    const venue = random.pick(venues);
    const performances = Array.from({ length: random.int(3, 6) }, (_, n) => ({
      id: randomUUID(), startsAt: evening(year, month, day + n), status: "onsale", access: [], venueId: venue.id, bookingLink: null, note: null, postponedTo: null, sequence: 0,
    }));
    const start = performances[0].startsAt;
    const teamSize = Math.min(members.length - 4, random.int(5, 10));
    const team = members.slice(0, teamSize).map((p, order) => ({ order, role: order === 0 ? "Director" : TEAM_ROLES[1 + ((order - 1 + i) % (TEAM_ROLES.length - 1))], name: people[p].name, personId: people[p].id }));
    const cast = members.slice(teamSize).map((p, order) => ({ order, charactername: random.pick(CHARACTERS), realname: people[p].name, personId: people[p].id }));
    // One play in five also names someone with no person record, as older programmes do.
    if (random.next() < 0.2) cast.push({ order: cast.length, charactername: "Ensemble", realname: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}` });
    const full = 4 + Math.round(((year - thisYear + SCALE.years) / SCALE.years) * 12);
    return {
      id: randomUUID(),
      slug: slug(`${title} ${year}`),
      title,
      blurb: `<p><em>${title}</em> by ${author}: a ${random.pick(ADJECTIVES)} production directed by ${team[0].name} at the ${venue.name}.</p>` +
        `<p>With ${cast.slice(0, 3).map((m) => m.realname).join(", ")} and a company of ${cast.length}.</p>`,
      dates: { startdate: start, displayedText: [] },
      startDate: start,
      venueId: venue.id,
      performances,
      prices: [{ id: randomUUID(), title: "Full", price: full }, { id: randomUUID(), title: "Concessions", price: full - 2 }],
      castlist: { title: "Cast", members: cast },
      productionteam: { title: "Production team", members: team },
      publishedAt: new Date(Date.parse(start) - 45 * 86400_000).toISOString(),
      credits: members.length,
    };
  });
}

function makeBlogs(random, slug, people, plays, venues) {
  const visible = people.filter((p) => !p.hidden);
  const now = Date.now();
  return Array.from({ length: SCALE.blogs }, (_, i) => {
    const play = random.pick(plays);
    const person = random.pick(visible);
    const year = play.startDate.slice(0, 4);
    const titles = [`Rehearsal diary: ${play.title}`, `Looking back at ${play.title} (${year})`, `Meet ${person.name}`, `Behind the scenes of ${play.title}`, `Our ${year} season`];
    const title = titles[i % titles.length];
    const fill = (sentence) => sentence.replaceAll("{play}", play.title).replaceAll("{person}", random.pick(visible).name).replaceAll("{year}", year).replaceAll("{venue}", random.pick(venues).name);
    const paragraphs = Array.from({ length: random.int(4, 8) }, () => `<p>${Array.from({ length: random.int(2, 3) }, () => fill(random.pick(BLOG_SENTENCES))).join(" ")}</p>`);
    const at = new Date(now - random.int(30, 20 * 365) * 86400_000).toISOString();
    return { id: randomUUID(), slug: slug(title), title, author: random.pick(visible).name, body: paragraphs.join("\n"), at };
  });
}

/** The archive's venues: those already recorded by name and address (demo content's), the rest added. */
async function venueRecords(manager, slug) {
  const place = (name, address) => `${name.trim().toLowerCase()}\n${address.trim().toLowerCase()}`;
  const known = new Map((await manager.query("SELECT id, name, address FROM venue")).map((v) => [place(v.name, v.address), v]));
  const missing = VENUES.filter(([name, address]) => !known.has(place(name, address))).map(([name, address]) => ({ id: randomUUID(), slug: slug(name), name, address }));
  if (missing.length > 0) {
    await manager.query("INSERT INTO venue (id, slug, name, address) SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[])", [
      missing.map((v) => v.id), missing.map((v) => v.slug), missing.map((v) => v.name), missing.map((v) => v.address),
    ]);
  }
  for (const v of missing) known.set(place(v.name, v.address), v);
  return { venues: VENUES.map(([name, address]) => known.get(place(name, address))), added: missing.length };
}

const column = (rows, key) => rows.map((row) => (typeof row[key] === "object" && row[key] !== null ? JSON.stringify(row[key]) : row[key]));

/**
 * Fills the database (a TypeORM DataSource) in one transaction; refuses, changing nothing, when it
 * holds the archive already. Answers what it made, counted in the database, and how long each step took.
 */
export async function seedPeople(db) {
  const random = generator(22);
  const timings = {};
  const timed = async (step, work) => {
    const started = performance.now();
    const result = await work();
    timings[step] = Math.round(performance.now() - started);
    return result;
  };
  const made = await db.transaction(async (manager) => {
    await manager.query("SELECT pg_advisory_xact_lock(hashtext($1))", [SEED_KEY]);
    const [done] = await manager.query("SELECT value FROM app_meta WHERE key = $1", [SEED_KEY]);
    if (done) throw new Error(`This database already holds the seeded archive (${done.value}); nothing was changed. Seed a fresh database instead.`);
    const takenSlugs = async (table) => new Set((await manager.query(`SELECT slug FROM ${table}`)).map((row) => row.slug));
    const { venues, added } = await timed("venues", async () => venueRecords(manager, slugMaker(await takenSlugs("venue"))));
    const people = makePeople(random, slugMaker(await takenSlugs("person")), SCALE.people);
    await timed("people", () => manager.query(
      "INSERT INTO person (id, slug, name, bio, hidden, updated_by) SELECT *, $6 FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::boolean[])",
      [column(people, "id"), column(people, "slug"), column(people, "name"), column(people, "bio"), column(people, "hidden"), BY],
    ));
    const plays = makePlays(random, slugMaker(await takenSlugs("play")), people, venues);
    // The triggers on play write the credits and the search vectors, row by row.
    await timed("plays, credits and search vectors", () => manager.query(
      `INSERT INTO play (id, slug, title, blurb, status, dates, start_date, venue_ids, performances, prices, castlist, productionteam, updated_by, published_at, created_at, updated_at)
       SELECT id, slug, title, blurb, '{previousproduction}', dates::jsonb, start_date, ARRAY[venue_id], performances::jsonb, prices::jsonb, castlist::jsonb, productionteam::jsonb, $12, published_at, published_at, published_at
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::uuid[], $8::text[], $9::text[], $10::text[], $11::text[], $13::timestamptz[])
           AS t(id, slug, title, blurb, dates, start_date, venue_id, performances, prices, castlist, productionteam, published_at)`,
      [...["id", "slug", "title", "blurb", "dates", "startDate", "venueId", "performances", "prices", "castlist", "productionteam"].map((key) => column(plays, key)), BY, column(plays, "publishedAt")],
    ));
    const blogs = makeBlogs(random, slugMaker(await takenSlugs("blog")), people, plays, venues);
    await timed("blogs", () => manager.query(
      `INSERT INTO blog (id, slug, title, author, body, display_date, published_at, created_at, updated_at, updated_by)
       SELECT id, slug, title, author, body, at, at, at, at, $7 FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[]) AS t(id, slug, title, author, body, at)`,
      [...["id", "slug", "title", "author", "body", "at"].map((key) => column(blogs, key)), BY],
    ));

    // Counted in the database: what the triggers made must be what was asked for, or nothing stays.
    const counted = await timed("checks", async () => {
      const [row] = await manager.query(
        `SELECT (SELECT count(*) FROM person WHERE id = ANY($1)) AS people,
                (SELECT count(*) FROM person WHERE id = ANY($1) AND hidden) AS hidden,
                (SELECT count(*) FROM play WHERE id = ANY($2)) AS plays,
                (SELECT count(*) FROM credit WHERE play_id = ANY($2)) AS credits,
                (SELECT count(*) FROM play WHERE id = ANY($2) AND search = ''::tsvector) AS unindexed,
                (SELECT count(*) FROM blog WHERE id = ANY($3)) AS blogs`,
        [column(people, "id"), column(plays, "id"), column(blogs, "id")],
      );
      return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
    });
    const expected = plays.reduce((sum, play) => sum + play.credits, 0);
    if (counted.credits !== expected) throw new Error(`The credit trigger made ${counted.credits} credits where the casts link ${expected}: nothing was changed`);
    if (counted.unindexed > 0) throw new Error(`${counted.unindexed} plays have no search vector: nothing was changed`);
    const summary = { plays: counted.plays, people: counted.people, hidden: counted.hidden, credits: counted.credits, blogs: counted.blogs, venuesAdded: added };
    await manager.query("INSERT INTO app_meta (key, value) VALUES ($1, $2)", [SEED_KEY, `seeded ${new Date().toISOString()}: ${JSON.stringify(summary)}`]);
    return summary;
  });
  // Fresh statistics, as autovacuum would gather them soon after, so plans are those of a settled site.
  await timed("analyze", () => db.query("ANALYZE person, play, credit, blog, venue"));
  return { ...made, timings };
}

const USAGE = `Fills the site's database with ${SCALE.plays.toLocaleString("en-GB")} published plays over ${SCALE.years} years, ${SCALE.people.toLocaleString("en-GB")} people,
${SCALE.credits.toLocaleString("en-GB")} credits and ${SCALE.blogs} blogs (issue 22's scale), for measuring search and people's pages.

  npm run seed:people -- --yes

The database is DATABASE_URL, else the embedded PostgreSQL under DATA_DIR (default ./data; a
running site there is joined). Use a database you can throw away: this content stays. Without
--yes it only says which database it would fill. A database it has filled is refused.`;

async function main() {
  const { values } = parseArgs({ options: { yes: { type: "boolean" }, help: { type: "boolean" } } });
  if (values.help) return console.log(USAGE);
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  if (!values.yes) {
    const where = process.env.DATABASE_URL ? "DATABASE_URL" : `the embedded PostgreSQL in ${path.resolve(process.env.DATA_DIR || "data")}`;
    console.error(`${USAGE}\n\nNothing done: this would fill ${where}. Add --yes to go ahead.`);
    process.exitCode = 2;
    return;
  }
  const started = performance.now();
  const { database, target } = await openSiteDatabase();
  try {
    console.log(`Seeding ${target}…`);
    const { timings, ...made } = await seedPeople(database.db);
    console.log(`Made ${made.plays} plays, ${made.people} people (${made.hidden} hidden), ${made.credits} credits and ${made.blogs} blogs` +
      (made.venuesAdded ? `, and ${made.venuesAdded} venues` : "") + ` in ${((performance.now() - started) / 1000).toFixed(1)} s, opening the database included:`);
    console.table(Object.entries(timings).map(([step, ms]) => ({ step, ms })));
    console.log("A site running on this database keeps the answers it had cached: restart it, or make any content change, to see everything.");
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
