import { randomUUID } from "node:crypto";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { Role } from "../../core/auth";
import { SIGN_IN_ENDED } from "../../core/graphql/websocket";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { startTwoInstances } from "../../test/two-instances";
import { until } from "../../test/until";
import { insertPlays, playFixture } from "../plays/play.fixtures";
import type { PresenceSettings } from "./presence.service";

jest.setTimeout(90_000);

/** Short timings: a heartbeat every 300 ms, rows count for 1.5 s after their last one. */
const FAST: PresenceSettings = { heartbeatMs: 300, freshMs: 1500, staleMs: 5000 };

let database: TestDatabase;
let site: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db, { settings: { presence: FAST } });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

interface Presence {
  userId: string;
  name: string;
  since: string;
}

const DOCUMENT = "subscription Presence($kind: EditedKind!, $id: ID!) { editingPresence(kind: $kind, id: $id) { userId name since } }";

function socket(app: TestApp, token?: string): Client {
  return createClient({ url: `${app.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: token ? { authorization: `Bearer ${token}` } : {}, retryAttempts: 0 });
}

/** An editor's open editor: every list its subscription got, and how it ended. */
interface Watcher {
  lists: Presence[][];
  errors: unknown[];
  completed: boolean;
  /** The newest list, or undefined before the first. */
  latest(): Presence[] | undefined;
  /** Leaves the item (the subscription ends; the socket stays open). */
  leave(): void;
  dispose(): Promise<void>;
}

function watch(app: TestApp, token: string | undefined, kind: string, id: string, client = socket(app, token)): Watcher {
  const watcher: Watcher = {
    lists: [],
    errors: [],
    completed: false,
    latest: () => watcher.lists.at(-1),
    leave: () => stop(),
    dispose: () => client.dispose() as Promise<void>,
  };
  const stop = client.subscribe<{ editingPresence: Presence[] }>({ query: DOCUMENT, variables: { kind, id } }, {
    next: (result) => {
      if (result.errors) watcher.errors.push(result.errors);
      else if (result.data) watcher.lists.push(result.data.editingPresence);
    },
    error: (error) => void watcher.errors.push(error),
    complete: () => void (watcher.completed = true),
  });
  return watcher;
}

async function editor(name: string, role = Role.editor): Promise<{ token: string; id: string }> {
  const token = await site.tokenFor(role, name);
  return { token, id: (await site.services.accounts.authenticate(`Bearer ${token}`))!.id };
}

/** Presence subscriptions one account may hold at once. */
const MAX_PRESENCE_PER_ACCOUNT = 20;

let plays = 0;
/** A stored play to be edited: presence refuses the ids of plays that do not exist. */
async function newPlay(db = database.db): Promise<string> {
  const [play] = await insertPlays(db, [playFixture({ slug: `presence-play-${plays++}`, venues: [] })]);
  return play.id;
}

/** The first answer a watcher got: its first list, or the first error of its refusal. */
async function firstAnswer(w: Watcher): Promise<{ list?: Presence[]; error?: { message: string; extensions: Record<string, unknown> } }> {
  await until(() => w.errors.length + w.lists.length, (n) => n > 0, () => "no answer");
  if (w.lists.length > 0) return { list: w.lists[0] };
  return { error: (w.errors[0] as { message: string; extensions: Record<string, unknown> }[])[0] };
}

const names = (list: Presence[] | undefined) => (list ?? []).map((p) => p.name);
const rows = async (itemId: string, db = database.db) => Number((await db.query("SELECT count(*) FROM editing_presence WHERE item_id = $1", [itemId]))[0].count);

describe("editingPresence", () => {
  test("two editors of one play see each other, with names and since; one entry per person however many tabs; leaving removes", async () => {
    const margaret = await editor("Margaret");
    const tobias = await editor("Tobias", Role.admin);
    const play = await newPlay();
    const before = Date.now();
    const m = watch(site, margaret.token, "play", play);
    await until(() => m.lists.length, (n) => n > 0, () => "Margaret got no first list");
    expect(m.latest()).toEqual([]);

    const t = watch(site, tobias.token, "play", play);
    const seen = await until(() => m.latest(), (list) => names(list).includes("Tobias"), (list) => `Margaret sees ${JSON.stringify(list)}`);
    expect(seen).toEqual([{ userId: tobias.id, name: "Tobias", since: expect.any(String) }]);
    expect(new Date(seen![0].since).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(seen![0].since).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // Tobias's first list already holds Margaret, who came first.
    await until(() => t.lists.length, (n) => n > 0, () => "Tobias got no first list");
    expect(t.lists[0]).toEqual([{ userId: margaret.id, name: "Margaret", since: expect.any(String) }]);
    expect(new Date(t.lists[0][0].since).getTime()).toBeLessThanOrEqual(new Date(seen![0].since).getTime());

    // A second tab of Tobias's: still one Tobias, with his first since; nothing new is sent.
    const sentBefore = m.lists.length;
    const t2 = watch(site, tobias.token, "play", play);
    await until(() => rows(play), (n) => n === 3, (n) => `${n} rows`);
    await new Promise((r) => setTimeout(r, 3 * FAST.heartbeatMs!));
    expect(m.lists.length).toBe(sentBefore);
    expect(m.latest()).toEqual(seen);
    // Another item is not this one.
    const other = watch(site, margaret.token, "play", await newPlay());
    await until(() => other.lists.length, (n) => n > 0, () => "no first list on the other play");
    expect(other.latest()).toEqual([]);

    // One tab closed: Tobias still there. Both closed: gone, at once (not after the ageing).
    t2.leave();
    await until(() => rows(play), (n) => n === 2, (n) => `${n} rows after one tab closed`);
    expect(m.latest()).toEqual(seen);
    t.leave();
    await until(() => m.latest(), (list) => list?.length === 0, (list) => `Margaret still sees ${JSON.stringify(list)}`, { ms: FAST.freshMs! - 200 });
    expect(await rows(play)).toBe(1);
    expect(m.errors).toEqual([]);

    for (const w of [m, t, t2, other]) await w.dispose();
    await until(() => rows(play), (n) => n === 0, (n) => `${n} rows left after the sockets closed`);
  });

  test("a page is named by its kind; the same page's editors meet, other pages' do not", async () => {
    const a = await editor("Ada");
    const b = await editor("Bertram");
    const about = watch(site, a.token, "page", "about");
    const contact = watch(site, a.token, "page", "contact");
    const second = watch(site, b.token, "page", "about");
    await until(() => about.latest(), (list) => names(list).includes("Bertram"), (list) => `Ada sees ${JSON.stringify(list)}`);
    await until(() => second.latest(), (list) => names(list).includes("Ada"), (list) => `Bertram sees ${JSON.stringify(list)}`);
    expect(contact.latest()).toEqual([]);
    for (const w of [about, contact, second]) await w.dispose();
  });

  test("members and anonymous callers are refused, and a bad id is BAD_USER_INPUT naming the field; nothing is stored", async () => {
    const member = await site.tokenFor(Role.member);
    const play = await newPlay();
    const refusal = async (token: string | undefined, kind: string, id: string) => {
      const w = watch(site, token, kind, id);
      try {
        await until(() => w.errors.length + w.lists.length, (n) => n > 0, () => "no answer");
        expect(w.lists).toEqual([]);
        return (w.errors[0] as { message: string; extensions: Record<string, unknown> }[])[0];
      } finally {
        await w.dispose();
      }
    };
    expect(await refusal(undefined, "play", play)).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
    expect(await refusal(member, "play", play)).toMatchObject({ extensions: { code: "FORBIDDEN" } });
    const { token } = await editor("Cordelia");
    expect(await refusal(token, "play", "twelfth-night")).toMatchObject({ message: expect.stringContaining("id"), extensions: { code: "BAD_USER_INPUT", fields: [{ path: "id", message: expect.stringMatching(/UUID/) }] } });
    expect(await refusal(token, "page", "home")).toMatchObject({ extensions: { code: "BAD_USER_INPUT", fields: [{ path: "id", message: expect.stringMatching(/about, contact, combinations/) }] } });
    expect(await rows(play)).toBe(0);
    expect(await rows("home")).toBe(0);
  });

  test("an id no play or blog has (or one in Deleted items) is refused as BAD_USER_INPUT naming id; nothing is stored", async () => {
    const { token } = await editor("Perdita");
    const madeUp = randomUUID();
    const trashed = await newPlay();
    await database.db.query("UPDATE play SET deleted_at = now() WHERE id = $1", [trashed]);
    for (const [kind, id] of [["play", madeUp], ["blog", madeUp], ["play", trashed]]) {
      const w = watch(site, token, kind, id);
      const { list, error } = await firstAnswer(w);
      await w.dispose();
      expect({ kind, id, list }).toEqual({ kind, id, list: undefined });
      expect(error).toMatchObject({ extensions: { code: "BAD_USER_INPUT", fields: [{ path: "id", message: `must be the id of an existing ${kind}` }] } });
    }
    expect(await rows(madeUp)).toBe(0);
    expect(await rows(trashed)).toBe(0);
    // A real play is watched as before.
    const real = watch(site, token, "play", await newPlay());
    expect((await firstAnswer(real)).list).toEqual([]);
    await real.dispose();
  });

  test(`one account holds at most ${MAX_PRESENCE_PER_ACCOUNT} at once across its sockets, even when they all arrive together; places come back as they end`, async () => {
    const greedy = await editor("Autolycus");
    const other = await editor("Hermione");
    const items = [await newPlay(), await newPlay()];
    const ownRows = async () => Number((await database.db.query("SELECT count(*) FROM editing_presence WHERE user_id = $1", [greedy.id]))[0].count);
    const sockets = [socket(site, greedy.token), socket(site, greedy.token), socket(site, greedy.token)];
    const extra = 6;
    // All subscribed in the same moment, spread over three sockets of the same account.
    const watchers = Array.from({ length: MAX_PRESENCE_PER_ACCOUNT + extra }, (_, i) => watch(site, greedy.token, "play", items[i % 2], sockets[i % 3]));
    const answers = await Promise.all(watchers.map(firstAnswer));
    expect(answers.filter((a) => a.list).length).toBe(MAX_PRESENCE_PER_ACCOUNT);
    const refused = answers.filter((a) => a.error).map((a) => a.error);
    expect(refused).toHaveLength(extra);
    for (const error of refused) expect(error).toMatchObject({ message: expect.stringContaining(`at most ${MAX_PRESENCE_PER_ACCOUNT}`), extensions: { code: "RATE_LIMITED" } });
    expect(await ownRows()).toBe(MAX_PRESENCE_PER_ACCOUNT);

    // Another account is not held back by this one.
    const hers = watch(site, other.token, "play", items[0]);
    expect((await firstAnswer(hers)).list).toBeDefined();
    await hers.dispose();

    // One ends: one more place, and only one.
    watchers[answers.findIndex((a) => a.list)].leave();
    await until(() => ownRows(), (n) => n === MAX_PRESENCE_PER_ACCOUNT - 1, (n) => `${n} rows after one left`);
    const [again, tooMany] = [watch(site, greedy.token, "play", items[0], sockets[0]), watch(site, greedy.token, "play", items[1], sockets[1])];
    const [a, b] = await Promise.all([firstAnswer(again), firstAnswer(tooMany)]);
    expect([a, b].filter((x) => x.list)).toHaveLength(1);
    expect([a, b].filter((x) => x.error?.extensions.code === "RATE_LIMITED")).toHaveLength(1);

    // Closing the sockets gives every place back.
    for (const s of sockets) await s.dispose();
    await until(() => ownRows(), (n) => n === 0, (n) => `${n} rows after the sockets closed`);
    const fresh = socket(site, greedy.token);
    const after = await Promise.all(Array.from({ length: MAX_PRESENCE_PER_ACCOUNT }, () => firstAnswer(watch(site, greedy.token, "play", items[0], fresh))));
    expect(after.filter((x) => x.list)).toHaveLength(MAX_PRESENCE_PER_ACCOUNT);
    await fresh.dispose();
  });

  test("a browser that vanished without closing its socket (no more pongs) disappears: the server's pings end its socket", async () => {
    const staying = await editor("Horatio");
    const vanishing = await editor("Ophelia");
    const play = await newPlay();
    const h = watch(site, staying.token, "play", play);
    // A raw graphql-ws client that never answers the server's pings, as a machine gone from the network.
    const raw = new WebSocket(`${site.url.replace("http", "ws")}/graphql`, "graphql-transport-ws", { autoPong: false });
    raw.on("error", () => undefined);
    raw.on("open", () => raw.send(JSON.stringify({ type: "connection_init", payload: { authorization: `Bearer ${vanishing.token}` } })));
    raw.on("message", (data) => {
      if (JSON.parse(String(data)).type === "connection_ack") raw.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query: DOCUMENT, variables: { kind: "play", id: play } } }));
    });
    const closed = new Promise<number>((resolve) => raw.on("close", resolve));
    try {
      await until(() => h.latest(), (list) => names(list).includes("Ophelia"), (list) => `Horatio sees ${JSON.stringify(list)}`);
      const started = Date.now();
      // graphql-ws pings every 12 s and ends a socket whose pong has not come 12 s later.
      await until(() => h.latest(), (list) => list?.length === 0, (list) => `Horatio still sees ${JSON.stringify(list)}`, { ms: 40_000 });
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(await closed).toBe(1006);
      expect(await rows(play)).toBe(1);
    } finally {
      raw.terminate();
      await h.dispose();
    }
  });

  test("the rows of an instance that died (no more heartbeats) stop counting within the freshness window", async () => {
    const watcher = await editor("Viola");
    const ghost = await editor("Sebastian");
    const play = await newPlay();
    const w = watch(site, watcher.token, "play", play);
    await until(() => w.lists.length, (n) => n > 0, () => "no first list");
    // As another instance would have inserted it before it crashed.
    await database.db.query(
      "INSERT INTO editing_presence (item_kind, item_id, user_id, user_name, token_version) SELECT 'play', $1, id, username, token_version FROM app_user WHERE id = $2",
      [play, ghost.id],
    );
    site.services.events.publish("PRESENCE_CHANGED", { kind: "play" as never, id: play });
    await until(() => w.latest(), (list) => names(list).includes("Sebastian"), (list) => `Viola sees ${JSON.stringify(list)}`);
    const appeared = Date.now();
    await until(() => w.latest(), (list) => list?.length === 0, (list) => `Viola still sees ${JSON.stringify(list)}`, { ms: 10_000 });
    expect(Date.now() - appeared).toBeLessThan(FAST.freshMs! + 3 * FAST.heartbeatMs! + 1000);
    await w.dispose();
    // Long stale rows are deleted by the next editor who opens.
    await database.db.query("UPDATE editing_presence SET seen_at = now() - interval '1 hour' WHERE item_id = $1", [play]);
    const next = watch(site, watcher.token, "play", await newPlay());
    await until(() => next.lists.length, (n) => n > 0, () => "no first list");
    expect(await rows(play)).toBe(0);
    await next.dispose();
  });

  test("an editor who signs out everywhere stops counting, and their subscription ends as UNAUTHENTICATED at its next heartbeat", async () => {
    const staying = await editor("Antonio");
    const leaving = await editor("Miranda");
    const play = await newPlay();
    const a = watch(site, staying.token, "play", play);
    const m = watch(site, leaving.token, "play", play);
    await until(() => a.latest(), (list) => names(list).includes("Miranda"), (list) => `Antonio sees ${JSON.stringify(list)}`);
    await site.graphql("mutation { logoutEverywhere }", undefined, { authorization: `Bearer ${leaving.token}` });
    await until(() => m.errors.length, (n) => n > 0, () => "Miranda's subscription did not end");
    expect(m.errors).toEqual([[expect.objectContaining({ message: SIGN_IN_ENDED, extensions: expect.objectContaining({ code: "UNAUTHENTICATED" }) })]]);
    await until(() => a.latest(), (list) => list?.length === 0, (list) => `Antonio still sees ${JSON.stringify(list)}`, { ms: 5000 });
    await until(() => rows(play), (n) => n === 1, (n) => `${n} rows`);
    for (const w of [a, m]) await w.dispose();
  });
});

test("an editor whose device is signed out from another stops counting, and that device's subscription ends at its next heartbeat", async () => {
  const staying = await editor("Sebastiano");
  const leaving = await editor("Mirandola");
  // A second sign-in of the same account, on another device.
  const { token: elsewhere } = await site.services.accounts.login({ email: "mirandola@example.org", password: "correct horse battery" });
  const play = await newPlay();
  const a = watch(site, staying.token, "play", play);
  const m = watch(site, leaving.token, "play", play);
  await until(() => a.latest(), (list) => names(list).includes("Mirandola"), (list) => `Sebastiano sees ${JSON.stringify(list)}`);
  const { sessionId } = (await site.services.accounts.authenticate(`Bearer ${leaving.token}`))!;
  await site.graphql(`mutation { signOutSession(id: "${sessionId}") }`, undefined, { authorization: `Bearer ${elsewhere}` });
  await until(() => m.errors.length, (n) => n > 0, () => "the signed-out device's subscription did not end");
  expect(m.errors).toEqual([[expect.objectContaining({ message: SIGN_IN_ENDED, extensions: expect.objectContaining({ code: "UNAUTHENTICATED" }) })]]);
  await until(() => a.latest(), (list) => list?.length === 0, (list) => `Sebastiano still sees ${JSON.stringify(list)}`, { ms: 5000 });
  for (const w of [a, m]) await w.dispose();
});

test("an editor API token revoked while it watches stops counting, and its subscription ends at its next heartbeat", async () => {
  const staying = await editor("Prospera");
  const admin = await site.tokenFor(Role.admin, "Gonzala");
  const { token, apiToken } = await site.services.apiTokens.create((await site.services.accounts.authenticate(`Bearer ${admin}`))!, { name: "Watcher script", role: Role.editor });
  const play = await newPlay();
  const a = watch(site, staying.token, "play", play);
  const t = watch(site, token, "play", play);
  await until(() => a.latest(), (list) => names(list).includes("Gonzala"), (list) => `Prospera sees ${JSON.stringify(list)}`);
  await site.graphql(`mutation { revokeApiToken(id: "${apiToken.id}") }`, undefined, { authorization: `Bearer ${admin}` });
  await until(() => t.errors.length, (n) => n > 0, () => "the revoked token's subscription did not end");
  expect(t.errors).toEqual([[expect.objectContaining({ message: SIGN_IN_ENDED, extensions: expect.objectContaining({ code: "UNAUTHENTICATED" }) })]]);
  await until(() => a.latest(), (list) => list?.length === 0, (list) => `Prospera still sees ${JSON.stringify(list)}`, { ms: 5000 });
  for (const w of [a, t]) await w.dispose();
});

test("two instances sharing Redis (and the database) see each other's editors, and their leaving", async () => {
  // Heartbeats far apart: what each instance learns in time, it learns from the other's events.
  const pair = await startTwoInstances(() => ({ settings: { presence: { heartbeatMs: 60_000 } } }));
  try {
    const tokenOn = async (app: TestApp, name: string) => app.tokenFor(Role.editor, name);
    const play = await newPlay(pair.database.db);
    const one = watch(pair.one, await tokenOn(pair.one, "Rosalind"), "play", play);
    await until(() => one.lists.length, (n) => n > 0, () => "no first list on instance one");
    const two = watch(pair.two, await tokenOn(pair.two, "Orlando"), "play", play);
    await until(() => two.latest(), (list) => names(list).includes("Rosalind"), (list) => `Orlando (instance two) sees ${JSON.stringify(list)}`);
    await until(() => one.latest(), (list) => names(list).includes("Orlando"), (list) => `Rosalind (instance one) sees ${JSON.stringify(list)}`, { ms: 5000 });
    await two.dispose();
    await until(() => one.latest(), (list) => list?.length === 0, (list) => `Rosalind still sees ${JSON.stringify(list)}`, { ms: 5000 });
    await one.dispose();
    // Its row gone (and the event sent) before the buses close under it.
    await until(() => rows(play, pair.database.db), (n) => n === 0, (n) => `${n} rows left`);
  } finally {
    await pair.close();
  }
});
