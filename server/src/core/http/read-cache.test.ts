import { Role } from "../auth";
import { createEventBus, type EventBus } from "../pubsub";
import { startRedis, type TestRedis } from "../../test/redis";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";

jest.setTimeout(60_000);

let database: TestDatabase;
let redis: TestRedis;
let buses: EventBus[];
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = await startRedis();
  buses = [createEventBus(redis.url), createEventBus(redis.url)];
  one = await startTestApp(database.db, undefined, {}, buses[0].pubsub, "/nonexistent", [], true);
  two = await startTestApp(database.db, undefined, {}, buses[1].pubsub, "/nonexistent", [], true);
});

afterAll(async () => {
  await one.app.close();
  await two.app.close();
  for (const bus of buses) await bus.close();
  await redis.stop();
  await database.drop();
});

const text = async (app: TestApp) => ((await (await fetch(`${app.url}/api/contactus`)).json()) as { text: string; version: number });
const behindTheCache = (value: string) => database.db.query("UPDATE site_page SET text = $1 WHERE kind = 'contact'", [value]);
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 40 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
};

test("repeated anonymous reads come from memory; a write through the API drops the cache on every instance", async () => {
  await behindTheCache("<p>First</p>");
  expect((await text(one)).text).toBe("<p>First</p>");
  expect((await text(two)).text).toBe("<p>First</p>");
  await behindTheCache("<p>Changed behind the cache</p>");
  expect((await text(one)).text).toBe("<p>First</p>");

  const editor = await one.tokenFor(Role.editor);
  const { version } = await text(one);
  const saved = await fetch(`${one.url}/api/contactus`, { method: "PUT", headers: { "content-type": "application/json", authorization: `Bearer ${editor}` }, body: JSON.stringify({ text: "<p>Saved through the API</p>", version }) });
  expect(saved.status).toBe(200);
  expect((await text(one)).text).toBe("<p>Saved through the API</p>");
  await until(async () => (await text(two)).text === "<p>Saved through the API</p>");
  expect((await text(two)).text).toBe("<p>Saved through the API</p>");
});

test("GraphQL queries are cached and dropped by a mutation; signed-in reads are never cached", async () => {
  const query = "{ contact { text } }";
  const read = async (headers: Record<string, string> = {}) => ((await one.graphql<{ contact: { text: string } }>(query, undefined, headers)).body.data?.contact.text);
  const before = await read();
  await behindTheCache("<p>Only the database knows</p>");
  expect(await read()).toBe(before);
  const editor = { authorization: `Bearer ${await one.tokenFor(Role.editor)}` };
  expect(await read(editor)).toBe("<p>Only the database knows</p>");
  const { version } = await text(two);
  await one.graphql("mutation ($input: TextPageInput!) { updateContact(input: $input) { id } }", { input: { text: "<p>By mutation</p>", version } }, editor);
  expect(await read()).toBe("<p>By mutation</p>");
});
