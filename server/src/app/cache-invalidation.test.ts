import { randomUUID } from "node:crypto";
import { Role } from "../core/auth";
import { Product } from "../features/shop/product.entity";
import { insertPlays, playFixture } from "../features/plays/play.fixtures";
import { picture, postFile } from "../test/images";
import type { TestDatabase } from "../test/test-database";
import type { TestApp } from "../test/test-app";
import { startTwoInstances, type TwoInstances } from "../test/two-instances";

jest.setTimeout(120_000);

/** Two instances sharing one database and one Redis bus, both with the read cache on. */
let pair: TwoInstances;
let database: TestDatabase;
let one: TestApp;
let two: TestApp;
let editor: string;
let member: string;
let productId: string;

beforeAll(async () => {
  pair = await startTwoInstances((_bus, index) => ({ readCache: true, ...(index === 0 && { settings: { messages: { societyEmail: "society@example.org" } } }) }));
  ({ database, one, two } = pair);
  editor = await one.tokenFor(Role.editor);
  member = await one.tokenFor(Role.member, "Watcher");
  productId = (await database.db.getRepository(Product).save({ name: "Programme", slug: "programme", country: "uk", category: "Things", rrpPrice: 5, stock: { cambridge: 1 }, stockTotal: 1 })).id;
});

afterAll(() => pair.close());

const call = (app: TestApp, method: string, path: string, body?: unknown, token?: string) => app.rest(method, path, body, token);

/** Polls `check` for up to 4 s. */
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 40 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
};

/** Each test reads its own URL and query, so it starts with cold caches whatever earlier tests left. */
let round = 0;
const contactText = async (app: TestApp) => (await call(app, "GET", `/api/contactus?round=${round}`)).body.text as string;
const contactByQuery = async (app: TestApp) => (await app.graphql<{ contact: { text: string } }>(`query Round${round} { contact { text } }`)).body.data?.contact.text;
const behindTheCache = (value: string) => database.db.query("UPDATE site_page SET text = $1 WHERE kind = 'contact'", [value]);

/**
 * Both instances hold the Contact page (REST and GraphQL) in their caches, then the database changes
 * behind them: the old text while the caches are warm, the new one once they are dropped.
 */
async function warmBothCaches(): Promise<{ before: string; after: string }> {
  round += 1;
  const before = `<p>${randomUUID()}</p>`;
  await behindTheCache(before);
  for (const app of [one, two]) {
    expect(await contactText(app)).toBe(before);
    expect(await contactByQuery(app)).toBe(before);
  }
  const after = `<p>${randomUUID()}</p>`;
  await behindTheCache(after);
  for (const app of [one, two]) {
    expect(await contactText(app)).toBe(before);
    expect(await contactByQuery(app)).toBe(before);
  }
  return { before, after };
}

async function expectDroppedOnBoth(after: string): Promise<void> {
  for (const app of [one, two]) {
    await until(async () => (await contactText(app)) === after);
    expect(await contactText(app)).toBe(after);
    expect(await contactByQuery(app)).toBe(after);
  }
}

async function expectStillWarm(before: string): Promise<void> {
  // Long enough for a drop to cross Redis if one had been announced.
  await new Promise((r) => setTimeout(r, 300));
  for (const app of [one, two]) {
    expect(await contactText(app)).toBe(before);
    expect(await contactByQuery(app)).toBe(before);
  }
}

describe("writes that change nothing visitors read leave every cache warm", () => {
  const writes: [string, () => Promise<unknown>][] = [
    ["a login", async () => expect((await call(one, "POST", "/api/login", { email: "watcher@example.org", password: "correct horse battery" })).status).toBe(200)],
    ["a failed login", async () => expect((await call(one, "POST", "/api/login", { email: "watcher@example.org", password: "wrong" })).status).toBe(401)],
    ["a registration", async () => expect((await call(one, "POST", "/api/register", { name: `Reg${randomUUID().replace(/\d|-/g, "").slice(0, 8)}`, email: `${randomUUID()}@example.org`, password: "long enough password" })).status).toBe(201)],
    ["a message", async () => expect((await call(one, "POST", "/api/sendemail/", { messagetype: "Director submission", name: "Ada Lovelace", email: "ada@example.org", message: "I would like to direct." })).status).toBeLessThan(300)],
    ["a message with the honeypot filled", async () => expect((await call(one, "POST", "/api/sendemail/", { messagetype: "Director submission", name: "Robot", email: "bot@example.org", message: "Buy now", website: "https://spam.example" })).status).toBeLessThan(300)],
    ["a member's watch toggle, over GraphQL", async () => expect((await one.graphql("mutation ($input: WatchToggleInput!) { watchToggle(input: $input) { watching } }", { input: { productId, watch: true } }, { authorization: `Bearer ${member}` })).body.errors).toBeUndefined()],
    ["a refused write", async () => expect((await call(one, "PUT", "/api/contactus", { text: "<p>x</p>", version: 1 }, member)).status).toBe(403)],
  ];
  test.each(writes)("%s", async (_name, write) => {
    const { before } = await warmBothCaches();
    await write();
    await expectStillWarm(before);
  });
});

describe("every write of public content drops the caches of both instances", () => {
  const auth = () => ({ authorization: `Bearer ${editor}` });
  const newPlay = async () => (await call(one, "POST", "/api/plays/", undefined, editor)).body;
  const newBlog = async () => (await call(one, "POST", "/api/blogs/", undefined, editor)).body;
  const writes: [string, () => Promise<void>][] = [
    ["a page saved", async () => {
      const { version } = (await call(one, "GET", "/api/about", undefined, editor)).body;
      expect((await call(one, "PUT", "/api/about", { text: "<p>About</p>", committeeMembers: "<p>Us</p>", version }, editor)).status).toBe(200);
    }],
    ["a play created", async () => void (await newPlay())],
    ["a play saved", async () => {
      const play = await newPlay();
      const saved = await call(one, "PUT", `/api/plays/${play._id}`, { ...play, title: "Cached Play", slug: `cached-${play._id.slice(0, 8)}` }, editor);
      expect(saved.status).toBe(200);
    }],
    ["a play deleted", async () => {
      const play = await newPlay();
      expect((await call(one, "DELETE", `/api/plays/${play._id}`, undefined, editor)).status).toBe(200);
    }],
    ["a blog created", async () => void (await newBlog())],
    ["a blog saved", async () => {
      const blog = await newBlog();
      const saved = await call(one, "PUT", `/api/blogs/${blog._id}`, { ...blog, title: "Cached Blog", slug: `cached-${blog._id.slice(0, 8)}`, author: "Ada", body: "<p>Hi</p>" }, editor);
      expect(saved.status).toBe(200);
    }],
    ["a blog deleted", async () => {
      const blog = await newBlog();
      expect((await call(one, "DELETE", `/api/blogs/${blog._id}`, undefined, editor)).status).toBe(200);
    }],
    ["an image uploaded to a play", async () => {
      const play = await newPlay();
      expect((await postFile(`${one.url}/api/plays/${play._id}/uploadimage`, "myfile", await picture("jpeg"), `${play._id}_photo0.jpg`, auth())).status).toBe(201);
    }],
    ["a hero image added", async () => {
      expect((await postFile(`${one.url}/api/heros`, "myfile", await picture("jpeg", 1600, 600), "hero.jpg", auth(), { caption: "Stage" })).status).toBe(201);
    }],
    ["the hero carousel saved", async () => {
      const heroes = (await call(one, "GET", "/api/heros", undefined, editor)).body as { _id: string; caption: string }[];
      expect((await call(one, "PUT", "/api/heros", heroes.map((h) => ({ _id: h._id, caption: `${h.caption}!` })), editor)).status).toBe(200);
    }],
    ["a product's stock set", async () => {
      const { body } = await one.graphql("mutation ($id: ID!, $stock: [StoreStockInput!]!) { updateStock(productId: $id, stock: $stock) { stockTotal } }", { id: productId, stock: [{ store: "cambridge", quantity: 3 }] }, auth());
      expect(body.errors).toBeUndefined();
    }],
  ];
  test.each(writes)("%s", async (_name, write) => {
    const { after } = await warmBothCaches();
    await write();
    await expectDroppedOnBoth(after);
  });
});

test("a GraphQL answer that carries errors is never kept", async () => {
  const query = '{ play(slug: "added-later") { title } }';
  const first = await one.graphql(query);
  expect(first.body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  await insertPlays(database.db, [playFixture({ slug: "added-later", title: "Added Later" })]);
  expect((await one.graphql(query)).body).toEqual({ data: { play: { title: "Added Later" } } });
});
