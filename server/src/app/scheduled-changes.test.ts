import type { DataSource } from "typeorm";
import { Role } from "../core/auth";
import { createEventBus, type EventBus } from "../core/pubsub";
import { createLogger } from "../core/logger";
import { startRedis } from "../test/redis";
import { createTestDatabase, siteDataSource, type TestDatabase } from "../test/test-database";
import { startTestApp, type TestApp } from "../test/test-app";
import { until } from "../test/until";
import type { Topics } from "./events";
import { appJobs } from "./jobs";

jest.setTimeout(120_000);

/**
 * Scheduled publishing as production runs it: instances with their own connection pools over one
 * database, each running the jobs, sharing events (and so cache drops) through Redis.
 */
let database: TestDatabase;
let redis: Awaited<ReturnType<typeof startRedis>>;
const buses: EventBus<Topics>[] = [];
const pools: DataSource[] = [];
const running: TestApp[] = [];
let editor: string;

async function instance(withJobs = true): Promise<TestApp> {
  const db = siteDataSource(database.url);
  await db.initialize();
  pools.push(db);
  const bus = createEventBus<Topics>(redis.url);
  buses.push(bus);
  const app = await startTestApp(db, { events: bus.pubsub, readCache: true, settings: { jobs: { pollingSeconds: 0.5 } } });
  if (withJobs) await app.services.jobs.start(appJobs(app.services, createLogger("silent")));
  running.push(app);
  return app;
}

async function stop(app: TestApp): Promise<void> {
  await app.services.jobs.stop();
  await app.app.close();
  running.splice(running.indexOf(app), 1);
}

beforeAll(async () => {
  database = await createTestDatabase();
  redis = await startRedis();
});

afterAll(async () => {
  for (const app of [...running]) await stop(app);
  for (const bus of buses) await bus.close();
  for (const pool of pools) await pool.destroy();
  await redis.stop();
  await database.drop();
});

const ok = async (app: TestApp, query: string, variables: Record<string, unknown> = {}): Promise<any> => {
  const { body } = await app.graphql<any>(query, variables, { authorization: `Bearer ${editor}` });
  expect(body.errors).toBeUndefined();
  return body.data;
};
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const activity = (id: string, action: string) =>
  database.db.query("SELECT detail FROM activity WHERE item_id = $1 AND action = $2", [id, action]) as Promise<{ detail: string }[]>;

/** A published play with a newer draft. */
async function playWithDraft(app: TestApp, slug: string): Promise<{ id: string; version: number }> {
  const { createPlay } = await ok(app, "mutation { createPlay { id version } }");
  const live = (await ok(app, "mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { version } }", { id: createPlay.id, input: { title: "Before", slug, version: createPlay.version } })).updatePlay;
  const draft = (await ok(app, "mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { version } }", { id: createPlay.id, input: { title: "After", slug, version: live.version } })).savePlayDraft;
  return { id: createPlay.id, version: draft.version };
}

const title = async (app: TestApp, slug: string, round: string) => {
  const { status, body } = await app.rest("GET", `/api/plays/${slug}?round=${round}`);
  return status === 200 ? (body.title as string) : status;
};

test("Publish at: the draft goes live at its time exactly once with two instances working, and both caches forget", async () => {
  const one = await instance();
  const two = await instance();
  editor = await one.tokenFor(Role.editor, "Margaret");
  const play = await playWithDraft(one, "scheduled-play");
  for (const app of [one, two]) expect(await title(app, "scheduled-play", "a")).toBe("Before");

  const scheduled = (await ok(two, "mutation ($id: ID!, $at: DateTimeISO) { schedulePlay(id: $id, publishAt: $at, unpublishAt: null) { publishAt version state } }", { id: play.id, at: inSeconds(2) })).schedulePlay;
  expect(scheduled).toMatchObject({ state: "changed", version: play.version }); // scheduling leaves the version: an open editor carries on
  expect(new Date(scheduled.publishAt).getTime()).toBeGreaterThan(Date.now());

  for (const app of [one, two]) await until(() => title(app, "scheduled-play", "a"), (t) => t === "After", (t) => `still ${t}`, { ms: 20_000 });
  await new Promise((r) => setTimeout(r, 2000)); // time for a second worker to do it again, if it could
  const published = await activity(play.id, "published");
  expect(published).toHaveLength(2); // the first Save changes, then the scheduled publish, once
  expect(published.filter((p) => p.detail?.startsWith("as scheduled for"))).toHaveLength(1);
  const [row] = await database.db.query("SELECT version, publish_at, updated_by FROM play WHERE id = $1", [play.id]);
  expect(row).toMatchObject({ version: play.version + 1, publish_at: null, updated_by: "Margaret" });
  expect((await database.db.query("SELECT count(*)::int AS n FROM revision WHERE item_id = $1 AND published", [play.id]))[0].n).toBe(2);

  await stop(one);
  await stop(two);
});

test("Unpublish at takes a play off the site at its time; racing workers change it once", async () => {
  const one = await instance(false);
  const two = await instance(false);
  const { createPlay } = await ok(one, "mutation { createPlay { id version } }");
  await ok(one, "mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { version } }", { id: createPlay.id, input: { title: "Closing", slug: "closing-play", version: createPlay.version } });
  await ok(one, "mutation ($id: ID!, $at: DateTimeISO) { schedulePlay(id: $id, publishAt: null, unpublishAt: $at) { unpublishAt } }", { id: createPlay.id, at: inSeconds(1) });
  for (const app of [one, two]) expect(await title(app, "closing-play", "b")).toBe("Closing");
  await new Promise((r) => setTimeout(r, 1100));

  // Both instances' sweeps at once, several times over: one change in all.
  const counts = await Promise.all([one, two, one, two, one, two].map((app) => app.services.playEditing.runDue()));
  expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
  for (const app of [one, two]) await until(() => title(app, "closing-play", "b"), (t) => t === 404, (t) => `still ${t}`, { ms: 5000 });
  expect(await activity(createPlay.id, "unpublished")).toEqual([{ detail: expect.stringMatching(/^as scheduled for /) }]);

  await stop(one);
  await stop(two);
});

test("a change that fell due while no instance was running happens once when one starts", async () => {
  const one = await instance();
  const play = await playWithDraft(one, "after-restart");
  await ok(one, "mutation ($id: ID!, $at: DateTimeISO) { schedulePlay(id: $id, publishAt: $at, unpublishAt: null) { publishAt } }", { id: play.id, at: inSeconds(3) });
  await stop(one);
  await new Promise((r) => setTimeout(r, 4000));
  expect((await database.db.query("SELECT title FROM play WHERE id = $1", [play.id]))[0].title).toBe("Before");

  const again = await instance();
  await until(() => title(again, "after-restart", "c"), (t) => t === "After", (t) => `still ${t}`, { ms: 20_000 });
  await new Promise((r) => setTimeout(r, 1500));
  expect((await activity(play.id, "published")).filter((p) => p.detail?.startsWith("as scheduled for"))).toHaveLength(1);
  await stop(again);
});

test("the rules: times in the future, something to publish, cancel with null; pages publish at a time too", async () => {
  const app = running[0] ?? (await instance(false)); // no jobs running: the test runs the sweep itself
  const play = await playWithDraft(app, "rules-play");
  const SCHEDULE = "mutation ($id: ID!, $p: DateTimeISO, $u: DateTimeISO) { schedulePlay(id: $id, publishAt: $p, unpublishAt: $u) { publishAt unpublishAt } }";
  const fails = async (variables: Record<string, unknown>, path: string) => {
    const { body } = await app.graphql<any>(SCHEDULE, variables, { authorization: `Bearer ${editor}` });
    expect((body as any).errors[0].extensions.fields[0].path).toBe(path);
  };
  await fails({ id: play.id, p: inSeconds(-60) }, "publishAt");
  await fails({ id: play.id, u: inSeconds(-60) }, "unpublishAt");
  await fails({ id: play.id, p: inSeconds(7200), u: inSeconds(3600) }, "unpublishAt");
  const set = (await ok(app, SCHEDULE, { id: play.id, p: inSeconds(3600), u: inSeconds(7200) })).schedulePlay;
  expect(set.publishAt).not.toBeNull();
  // A release time is an embargo: visitors never see it, nor who set it.
  const visible = (await app.rest("GET", "/api/plays/rules-play?round=e")).body;
  for (const key of ["publishAt", "unpublishAt", "scheduledById", "deletedAt", "deletedById", "draft"]) expect(visible).not.toHaveProperty(key);
  expect((await app.graphql<any>('{ play(slug: "rules-play") { publishAt } }')).body.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  expect((await ok(app, SCHEDULE, { id: play.id, p: null, u: null })).schedulePlay).toEqual({ publishAt: null, unpublishAt: null });
  expect((await activity(play.id, "scheduled")).map((a) => a.detail)).toEqual([expect.stringMatching(/^Publish at .*; Unpublish at /), "Publish at cancelled; Unpublish at cancelled"]);

  // Published with no draft: nothing to publish.
  const { createPlay } = await ok(app, "mutation { createPlay { id version } }");
  await ok(app, "mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { version } }", { id: createPlay.id, input: { title: "Plain", slug: "plain-play", version: createPlay.version } });
  await fails({ id: createPlay.id, p: inSeconds(3600) }, "publishAt");

  const contact = (await ok(app, "{ contactDraft { version } }")).contactDraft;
  await ok(app, "mutation ($input: TextPageInput!) { saveContactDraft(input: $input) { version } }", { input: { text: "<p>New hours</p>", version: contact.version } });
  await ok(app, "mutation ($at: DateTimeISO) { schedulePage(kind: contact, publishAt: $at) { publishAt } }", { at: inSeconds(1) });
  await new Promise((r) => setTimeout(r, 1100));
  expect(await app.services.pages.runDue()).toBe(1);
  expect((await app.rest("GET", "/api/contactus?round=d")).body.text).toBe("<p>New hours</p>");
});

test("a schedule does not outlive its author's rights: once they are no longer an editor it is cancelled", async () => {
  const app = running[0] ?? (await instance(false)); // no jobs running: the test runs the sweep itself
  const leaver = await app.tokenFor(Role.editor, "Rogue");
  const play = await playWithDraft(app, "rogue-play");
  const { body } = await app.graphql<any>("mutation ($id: ID!, $at: DateTimeISO) { schedulePlay(id: $id, publishAt: $at, unpublishAt: null) { publishAt } }", { id: play.id, at: inSeconds(1) }, { authorization: `Bearer ${leaver}` });
  expect(body.errors).toBeUndefined();
  await app.services.accounts.upsert({ name: "Rogue", email: "rogue@example.org", role: Role.member });
  await new Promise((r) => setTimeout(r, 1100));
  await app.services.playEditing.runDue();
  const [row] = await database.db.query("SELECT title, publish_at FROM play WHERE id = $1", [play.id]);
  expect(row).toEqual({ title: "Before", publish_at: null });
  expect((await activity(play.id, "scheduled")).at(-1)?.detail).toBe("cancelled: Rogue may no longer publish");
});
