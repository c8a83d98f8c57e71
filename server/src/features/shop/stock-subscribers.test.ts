import { createClient, type Client } from "graphql-ws";
import type { Socket } from "node:net";
import WebSocket from "ws";
import { Role } from "../../core/auth";
import { TOO_FAR_BEHIND } from "../../core/pubsub";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { until } from "../../test/until";
import { Product } from "./product.entity";
import type { StockUpdate } from "./shop.types";

/** stockUpdated under load (1,000 graphql-ws subscribers over real sockets) and with a subscriber that stops reading. */
const SUBSCRIBERS = 1000;
const UPDATES = 100;
const QUERY = "subscription { stockUpdated { productId changes { store quantity } stockTotal hasStockSomewhere } }";

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

const wsUrl = () => `${site.url.replace("http", "ws")}/graphql`;
const expected = (quantity: number): StockUpdate => ({ productId, changes: [{ store: "total", quantity }], stockTotal: quantity, hasStockSomewhere: quantity > 0 });

test(`${SUBSCRIBERS} subscribers each receive every one of ${UPDATES} stock updates, in order`, async () => {
  const clients: Client[] = [];
  const received: StockUpdate[][] = [];
  const errors: unknown[] = [];
  try {
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const client = createClient({ url: wsUrl(), webSocketImpl: WebSocket, retryAttempts: 0 });
      const events: StockUpdate[] = [];
      client.subscribe<{ stockUpdated: StockUpdate }>(
        { query: QUERY },
        { next: ({ data, errors: e }) => (e ? errors.push(e) : events.push(data!.stockUpdated)), error: (e) => errors.push(e), complete: () => undefined },
      );
      clients.push(client);
      received.push(events);
    }

    // graphql-ws does not acknowledge a subscription: a warm-up event (stock 0) is sent until every
    // subscriber has heard one, so each is known to be listening before the counted updates start.
    const listening = () => received.filter((events) => events.length > 0).length;
    await until(listening, (n) => n === SUBSCRIBERS, (n) => `only ${n} of ${SUBSCRIBERS} subscribers heard the warm-up; errors: ${JSON.stringify(errors.slice(0, 3))}`, { ms: 60_000, poke: () => setStock(0) });

    // The counted updates set stock 1 to 100; warm-ups (stock 0) still on their way are left out.
    const counted = () => received.map((events) => events.filter((e) => e.stockTotal > 0));
    for (let quantity = 1; quantity <= UPDATES; quantity++) await setStock(quantity);
    const complete = () => counted().filter((events) => events.length >= UPDATES).length;
    await until(complete, (n) => n === SUBSCRIBERS, (n) => `only ${n} of ${SUBSCRIBERS} subscribers heard all ${UPDATES} updates`, { ms: 60_000 });

    const all = Array.from({ length: UPDATES }, (_, i) => expected(i + 1));
    expect(counted().filter((events) => JSON.stringify(events) !== JSON.stringify(all))).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
  }
}, 180_000);

test("a subscriber that stops reading its socket is ended on its own; the server and other subscribers carry on", async () => {
  const stalled = new WebSocket(wsUrl(), "graphql-transport-ws");
  const frames: { type: string; id?: string; payload?: unknown }[] = [];
  stalled.on("message", (data) => frames.push(JSON.parse(String(data))));
  await new Promise((resolve) => stalled.once("open", resolve));
  // ws keeps its TCP socket private; pausing it is what a client that stops reading looks like.
  const tcp = (stalled as unknown as { _socket: Socket })._socket;
  stalled.send(JSON.stringify({ type: "connection_init" }));
  await until(() => frames.some((f) => f.type === "connection_ack"), Boolean, () => "no connection_ack");
  stalled.send(JSON.stringify({ type: "subscribe", id: "stalled", payload: { query: QUERY } }));
  const healthy = createClient({ url: wsUrl(), webSocketImpl: WebSocket, retryAttempts: 0 });
  const heard: number[] = [];
  healthy.subscribe<{ stockUpdated: StockUpdate }>({ query: QUERY }, { next: ({ data }) => heard.push(data!.stockUpdated.stockTotal), error: () => heard.push(-1), complete: () => undefined });
  await until(() => frames.length > 1 && heard.length > 0, Boolean, () => `subscribers never heard the warm-up: ${JSON.stringify(frames)} ${heard}`, { poke: () => setStock(0) });
  heard.length = 0;

  // Events of 8 KB, published straight on the bus, fill the socket buffers (a few MB) of the client
  // that stopped reading; after that its events queue in the server until the limit ends its
  // subscription. Without the limit the queue overflows with an exception that stops the process.
  tcp.pause();
  const changes = Array.from({ length: 4 }, (_, i) => ({ store: `${i}`.padEnd(2000, "-"), quantity: 1 }));
  const events = 5000;
  for (let i = 1; i <= events; i++) {
    site.services.events.publish("STOCK_UPDATED", { productId, changes, stockTotal: i, hasStockSomewhere: true });
    if (i % 200 === 0) await until(() => heard.length, (n) => n >= i, (n) => `the healthy subscriber heard ${n} of ${i}`);
  }
  expect(heard).toEqual(Array.from({ length: events }, (_, i) => i + 1));
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);

  tcp.resume();
  await until(() => frames.some((f) => f.type === "error"), Boolean, () => `no error after ${frames.length} frames`);
  expect(frames.find((f) => f.type === "error")).toEqual({ type: "error", id: "stalled", payload: [expect.objectContaining({ message: TOO_FAR_BEHIND })] });
  expect(frames.filter((f) => f.type === "next").length).toBeLessThan(events);
  stalled.close();
  await healthy.dispose();
}, 120_000);
