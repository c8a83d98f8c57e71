import { randomUUID } from "node:crypto";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { Role } from "../../core/auth";
import { createEventBus } from "../../core/pubsub";
import { startRedis } from "../../test/redis";
import { deliveryTo } from "../../test/mail-delivery";
import { startSmtp } from "../../test/smtp";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { Product, ProductGroup } from "./product.entity";

jest.setTimeout(60_000);

let database: TestDatabase;
let site: TestApp;
let groupId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  groupId = (await database.db.getRepository(ProductGroup).save({ name: "Programmes", slug: "programmes" })).id;
  const products = database.db.getRepository(Product);
  const rows = [
    ...Array.from({ length: 14 }, (_, i) => ({ name: `UK item ${String(i).padStart(2, "0")}`, country: "uk", rrpPrice: 10, stock: { cambridge: 1 }, stockTotal: 1 })),
    { name: "Irish mug", country: "ie", rrpPrice: 10, stock: { dublin: 2 }, stockTotal: 2 },
    { name: "Sold out programme", country: "uk", rrpPrice: 20, stock: { cambridge: 0 }, stockTotal: 0, groupId },
  ];
  for (const row of rows) {
    const saved = await products.save(products.create({ ...row, slug: row.name.toLowerCase().replace(/\s+/g, "-"), category: "Things" }));
    ids[row.name] = saved.id;
  }
  site = await startTestApp(database.db, { settings: { messages: { societyEmail: "shop@example.org" } } });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

const call = (method: string, path: string, body?: unknown, token?: string) => site.rest(method, path, body, token);

function subscriber(url: string, token?: string): Client {
  return createClient({ url: url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: token ? { authorization: `Bearer ${token}` } : {} });
}

/** The first event of a subscription, or its error. */
function firstEvent<T>(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    client.subscribe<T>({ query, variables }, { next: ({ data, errors }) => (errors ? reject(errors) : resolve(data as T)), error: reject, complete: () => undefined });
  });
}

describe("products by country", () => {
  test("GET /api/uk/products pages by 12 with the specification's envelope", async () => {
    const first = await call("GET", "/api/uk/products");
    expect(first.status).toBe(200);
    expect(first.body.products).toHaveLength(12);
    expect(first.body).toMatchObject({ currentPage: 1, pages: 2, nextUrl: "/api/uk/products?page=2", prevUrl: "" });
    expect(first.body.products[0]).toMatchObject({ _id: expect.any(String), name: "Sold out programme", country: "uk", rrpPrice: 20, hasStockSomewhere: false, watching: false, maxPrice: null });
    expect(first.body.products[0].group).toEqual({ _id: groupId, name: "Programmes", slug: "programmes" });
    const second = await call("GET", "/api/uk/products?page=2");
    expect(second.body.products).toHaveLength(3);
    expect(second.body).toMatchObject({ currentPage: 2, nextUrl: "", prevUrl: "/api/uk/products?page=1" });
  });

  test("an unknown country is an empty page, not an error; countries lists the known ones", async () => {
    const { status, body } = await call("GET", "/api/fr/products");
    expect(status).toBe(200);
    expect(body).toEqual({ products: [], currentPage: 1, pages: 1, nextUrl: "", prevUrl: "" });
    const gql = await site.graphql<any>("{ countries products(country: \"ie\") { items { name stock { store quantity } } total } }");
    expect(gql.body.data).toEqual({ countries: ["ie", "uk"], products: { items: [{ name: "Irish mug", stock: [{ store: "dublin", quantity: 2 }] }], total: 1 } });
  });

  test("one product by country and slug; unknown is NOT_FOUND", async () => {
    const { body } = await site.graphql<any>("{ product(country: \"uk\", slug: \"sold-out-programme\") { name stockTotal hasStockSomewhere } }");
    expect(body.data.product).toEqual({ name: "Sold out programme", stockTotal: 0, hasStockSomewhere: false });
    const missing = await site.graphql<any>("{ product(country: \"uk\", slug: \"nothing\") { name } }");
    expect(missing.body.errors![0].extensions!.code).toBe("NOT_FOUND");
    // A NUL byte, which PostgreSQL refuses in text: not found, never a failure.
    const nul = await site.graphql<any>("query ($slug: String!) { product(country: \"uk\", slug: $slug) { name } }", { slug: "a\u0000b" });
    expect(nul.body.errors![0].extensions!.code).toBe("NOT_FOUND");
  });
});

describe("watches and maximum prices", () => {
  test("members watch and unwatch a product; the listing shows it for them only", async () => {
    const member = await site.tokenFor(Role.member);
    expect((await call("PUT", "/api/user/watchToggle", { watch: true, productId: ids["Irish mug"] })).status).toBe(401);
    const watched = await call("PUT", "/api/user/watchToggle", { watch: true, productId: ids["Irish mug"] }, member);
    expect(watched.status).toBe(200);
    expect(watched.body).toMatchObject({ productId: ids["Irish mug"], productGroupId: null, watching: true, message: expect.stringContaining("Watching") });
    const mine = await call("GET", "/api/ie/products", undefined, member);
    expect(mine.body.products[0].watching).toBe(true);
    expect((await call("GET", "/api/ie/products")).body.products[0].watching).toBe(false);
    const unwatched = await call("PUT", "/api/user/watchToggle", { watch: false, productId: ids["Irish mug"] }, member);
    expect(unwatched.body).toMatchObject({ watching: false, message: expect.stringContaining("Unwatching") });
  });

  test("watching a group watches its products; a maximum price needs a number of at least 1", async () => {
    const member = await site.tokenFor(Role.member);
    await call("PUT", "/api/user/watchToggle", { watch: true, productGroupId: groupId }, member);
    const { body } = await site.graphql<any>("{ product(country: \"uk\", slug: \"sold-out-programme\") { watching maxPrice } }", undefined, { authorization: `Bearer ${member}` });
    expect(body.data.product).toEqual({ watching: true, maxPrice: null });
    for (const bad of ["cheap", 0.5, null]) {
      const refused = await call("PUT", "/api/user/maxPrice", { maxPrice: bad, productGroupId: groupId }, member);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].path).toBe("maxPrice");
    }
    const set = await call("PUT", "/api/user/maxPrice", { maxPrice: "15.50", productGroupId: groupId }, member);
    expect(set.body).toMatchObject({ maxPrice: 15.5, message: "Updated maximum price to £15.50" });
  });

  test("naming both, neither or an unknown product is refused", async () => {
    const member = await site.tokenFor(Role.member);
    expect((await call("PUT", "/api/user/watchToggle", { watch: true }, member)).status).toBe(400);
    expect((await call("PUT", "/api/user/watchToggle", { watch: true, productId: ids["Irish mug"], productGroupId: groupId }, member)).status).toBe(400);
    expect((await call("PUT", "/api/user/watchToggle", { watch: true, productId: randomUUID() }, member)).status).toBe(404);
    expect((await call("PUT", "/api/user/watchToggle", { watch: "yes", productId: ids["Irish mug"] }, member)).status).toBe(400);
  });
});

describe("stock", () => {
  test("editors change stock; subscribers over graphql-ws receive stockUpdated for the products they asked for", async () => {
    const editor = await site.tokenFor(Role.editor);
    const member = await site.tokenFor(Role.member);
    const client = subscriber(site.url);
    const onlyMug = firstEvent<{ stockUpdated: { productId: string; changes: { store: string; quantity: number }[]; stockTotal: number } }>(
      client,
      "subscription ($ids: [ID!]) { stockUpdated(productIds: $ids) { productId changes { store quantity } stockTotal hasStockSomewhere } }",
      { ids: [ids["Irish mug"]] },
    );
    await new Promise((r) => setTimeout(r, 200));
    expect((await call("PUT", `/api/products/${ids["UK item 00"]}/stock`, { stock: 9 }, member)).status).toBe(403);
    await call("PUT", `/api/products/${ids["UK item 00"]}/stock`, { stock: 9 }, editor);
    const update = await call("PUT", `/api/products/${ids["Irish mug"]}/stock`, { stock: { dublin: 7, cork: 1 } }, editor);
    expect(update.body).toEqual({ productId: ids["Irish mug"], changes: [{ store: "dublin", quantity: 7 }, { store: "cork", quantity: 1 }], stockTotal: 8, hasStockSomewhere: true });
    await expect(onlyMug).resolves.toEqual({ stockUpdated: { productId: ids["Irish mug"], changes: [{ store: "dublin", quantity: 7 }, { store: "cork", quantity: 1 }], stockTotal: 8, hasStockSomewhere: true } });
    await client.dispose();
  });

  test("the updateStock mutation does the same; a negative quantity is refused", async () => {
    const editor = { authorization: `Bearer ${await site.tokenFor(Role.editor)}` };
    const { body } = await site.graphql<any>(`mutation { updateStock(productId: "${ids["UK item 01"]}", stock: [{ store: "cambridge", quantity: 4 }]) { stockTotal } }`, undefined, editor);
    expect(body.data.updateStock.stockTotal).toBe(4);
    const bad = await site.graphql<any>(`mutation { updateStock(productId: "${ids["UK item 01"]}", stock: [{ store: "cambridge", quantity: -1 }]) { stockTotal } }`, undefined, editor);
    expect(bad.body.errors![0].extensions!.code).toBe("BAD_USER_INPUT");
  });

  test("an anonymous subscription to something private is refused; an admin's is accepted", async () => {
    const anonymous = subscriber(site.url);
    await expect(firstEvent(anonymous, "subscription { messageReceived { id } }")).rejects.toEqual([expect.objectContaining({ message: expect.any(String) })]);
    await anonymous.dispose();
    const admin = subscriber(site.url, await site.tokenFor(Role.admin));
    const event = firstEvent<{ messageReceived: { id: string } }>(admin, "subscription { messageReceived { id } }");
    await new Promise((r) => setTimeout(r, 200));
    const { id } = await site.services.messages.receive({ name: "Visitor", email: "v@example.org", messagetype: "Director submission" });
    await expect(event).resolves.toEqual({ messageReceived: { id } });
    await admin.dispose();
  });
});

describe("stock alerts", () => {
  test("a restock alerts each watcher within their maximum price once, by email", async () => {
    const smtp = await startSmtp();
    const editor = await site.tokenFor(Role.editor);
    const product = ids["Sold out programme"];
    const watcher = async (name: string, change?: { maxPrice?: number; group?: boolean; watch?: boolean }) => {
      const token = await site.tokenFor(Role.member, name);
      const target = change?.group ? { productGroupId: groupId } : { productId: product };
      await call("PUT", "/api/user/watchToggle", { watch: change?.watch ?? true, ...target }, token);
      if (change?.maxPrice) await call("PUT", "/api/user/maxPrice", { maxPrice: change.maxPrice, ...target }, token);
    };
    await database.db.query("DELETE FROM watch");
    await database.db.query("DELETE FROM message");
    await watcher("Anyprice");
    await watcher("Generous", { maxPrice: 25 });
    await watcher("Stingy", { maxPrice: 5 });
    await watcher("Viagroup", { group: true, maxPrice: 20 });
    await watcher("Quitter", { watch: false });

    await call("PUT", `/api/products/${product}/stock`, { stock: { cambridge: 2 } }, editor);
    await call("PUT", `/api/products/${product}/stock`, { stock: { cambridge: 5 } }, editor);
    const delivery = deliveryTo(database.db, smtp, "shop@example.org");
    expect(await delivery.tick()).toBe(3);
    const recipients = smtp.received.map((m) => m.envelopeTo[0]).sort();
    expect(recipients).toEqual(["anyprice@example.org", "generous@example.org", "viagroup@example.org"]);
    expect(smtp.received[0].headers.subject).toBe("Back in stock: Sold out programme");
    expect(smtp.received[0].body).toContain("/products/uk/sold-out-programme");

    await call("PUT", `/api/products/${product}/stock`, { stock: { cambridge: 0 } }, editor);
    await call("PUT", `/api/products/${product}/stock`, { stock: { cambridge: 1 } }, editor);
    expect(await delivery.tick()).toBe(3);
    await delivery.stop();
    await smtp.close();
  });
});

describe("several instances", () => {
  test("with Redis, an event published on one instance reaches a subscriber on another", async () => {
    const redis = await startRedis();
    const busA = createEventBus(redis.url);
    const busB = createEventBus(redis.url);
    const a = await startTestApp(database.db, { events: busA.pubsub });
    const b = await startTestApp(database.db, { events: busB.pubsub });
    try {
      const client = subscriber(b.url);
      const event = firstEvent<{ stockUpdated: { productId: string; stockTotal: number } }>(client, "subscription { stockUpdated { productId stockTotal } }");
      const editor = await a.tokenFor(Role.editor);
      // Publish on A until B's subscriber hears it: its Redis subscription may take a moment to start.
      let received: { stockUpdated: { productId: string; stockTotal: number } } | undefined;
      void event.then((e) => (received = e));
      for (let quantity = 11; !received && quantity < 60; quantity++) {
        const response = await fetch(`${a.url}/api/products/${ids["UK item 02"]}/stock`, { method: "PUT", headers: { "content-type": "application/json", authorization: `Bearer ${editor}` }, body: JSON.stringify({ stock: quantity }) });
        expect(response.status).toBe(200);
        await new Promise((r) => setTimeout(r, 300));
      }
      expect(received).toEqual({ stockUpdated: { productId: ids["UK item 02"], stockTotal: expect.any(Number) } });
      await client.dispose();
    } finally {
      await a.app.close();
      await b.app.close();
      await busA.close();
      await busB.close();
      await redis.stop();
    }
  });
});
