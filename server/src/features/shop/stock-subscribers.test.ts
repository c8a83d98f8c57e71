import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { Role } from "../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { Product } from "./product.entity";
import type { StockUpdate } from "./shop.types";

/** Load: 1,000 graphql-ws subscribers over real sockets, each of which must hear all 100 stock updates. */
const SUBSCRIBERS = 1000;
const UPDATES = 100;

let database: TestDatabase;
let site: TestApp;
let productId: string;
let editor: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const products = database.db.getRepository(Product);
  productId = (await products.save(products.create({ name: "Programme", slug: "programme", country: "uk", category: "Things", rrpPrice: 5, stock: {}, stockTotal: 0 }))).id;
  site = await startTestApp(database.db);
  editor = await site.tokenFor(Role.editor);
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

const setStock = async (quantity: number) => {
  const response = await fetch(`${site.url}/api/products/${productId}/stock`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${editor}` },
    body: JSON.stringify({ stock: quantity }),
  });
  expect(response.status).toBe(200);
};

const expected = (quantity: number): StockUpdate => ({ productId, changes: [{ store: "total", quantity }], stockTotal: quantity, hasStockSomewhere: quantity > 0 });

/** Resolves when `done()` holds, checking as events arrive; fails with `describe()` after `ms`. */
function until(done: () => boolean, ms: number, describe: () => string, poke?: () => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const end = Date.now() + ms;
    const check = async () => {
      if (done()) return resolve();
      if (Date.now() > end) return reject(new Error(describe()));
      await poke?.();
      setTimeout(() => void check().catch(reject), 50);
    };
    void check().catch(reject);
  });
}

test(`${SUBSCRIBERS} subscribers each receive every one of ${UPDATES} stock updates, in order`, async () => {
  const clients: Client[] = [];
  const received: StockUpdate[][] = [];
  const errors: unknown[] = [];
  const url = `${site.url.replace("http", "ws")}/graphql`;
  try {
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const client = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0 });
      const events: StockUpdate[] = [];
      client.subscribe<{ stockUpdated: StockUpdate }>(
        { query: "subscription { stockUpdated { productId changes { store quantity } stockTotal hasStockSomewhere } }" },
        { next: ({ data, errors: e }) => (e ? errors.push(e) : events.push(data!.stockUpdated)), error: (e) => errors.push(e), complete: () => undefined },
      );
      clients.push(client);
      received.push(events);
    }

    // graphql-ws does not acknowledge a subscription: a warm-up event (stock 0) is sent until every
    // subscriber has heard one, so each is known to be listening before the counted updates start.
    const listening = () => received.filter((events) => events.length > 0).length;
    await until(() => listening() === SUBSCRIBERS, 60_000, () => `only ${listening()} of ${SUBSCRIBERS} subscribers heard the warm-up; errors: ${JSON.stringify(errors.slice(0, 3))}`, () => setStock(0));

    // The counted updates set stock 1 to 100; warm-ups (stock 0) still on their way are left out.
    const counted = () => received.map((events) => events.filter((e) => e.stockTotal > 0));
    for (let quantity = 1; quantity <= UPDATES; quantity++) await setStock(quantity);
    const complete = () => counted().filter((events) => events.length >= UPDATES).length;
    await until(() => complete() === SUBSCRIBERS, 60_000, () => `only ${complete()} of ${SUBSCRIBERS} subscribers heard all ${UPDATES} updates`);

    const all = Array.from({ length: UPDATES }, (_, i) => expected(i + 1));
    expect(counted().filter((events) => JSON.stringify(events) !== JSON.stringify(all))).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
  }
}, 180_000);
