#!/usr/bin/env node
// Subscriptions under load: `subscribers` graphql-ws clients listen to stockUpdated while an editor
// makes `updates` stock changes through the REST API, one after another. Counts the updates that
// reached each subscriber in order with the right values, and times it. Run directly, it does so
// against the built site started by built-site.mjs and prints the numbers. Numbers, not a test.
import { createClient } from "graphql-ws";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import { adminToken, startBuiltSite } from "./built-site.mjs";

const QUERY = "subscription { stockUpdated { productId changes { store quantity } stockTotal } }";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function firstProductId(url) {
  const ask = async (query, variables) => (await (await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) })).json()).data;
  const { countries } = await ask("{ countries }");
  const { products } = await ask("query ($country: String!) { products(country: $country) { items { id } } }", { country: countries[0] });
  return products.items[0].id;
}

/** `token`: an editor's or admin's bearer token (changing stock needs one). */
export async function benchSubscriptions(url, { subscribers = 1000, updates = 100, token, timeoutMs = 120_000 } = {}) {
  const productId = await firstProductId(url);
  const setStock = async (quantity) => {
    const response = await fetch(`${url}/api/products/${productId}/stock`, { method: "PUT", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ stock: quantity }) });
    if (!response.ok) throw new Error(`stock update answered ${response.status}: ${await response.text()}`);
  };
  const waitFor = async (done, poke) => {
    const end = Date.now() + timeoutMs;
    while (!done() && Date.now() < end) {
      await poke?.();
      await sleep(50);
    }
  };

  // Each subscriber's events: [stockTotal, time received]. Warm-ups set the stock to 0, updates to 1…N.
  const heard = Array.from({ length: subscribers }, () => []);
  const started = performance.now();
  const clients = heard.map((events) => {
    const client = createClient({ url: `${url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    client.subscribe({ query: QUERY }, {
      next: ({ data }) => data?.stockUpdated.productId === productId && events.push([data.stockUpdated.stockTotal, performance.now()]),
      error: () => undefined,
      complete: () => undefined,
    });
    return client;
  });
  try {
    // graphql-ws does not acknowledge a subscription: warm-ups until every subscriber has heard one.
    await waitFor(() => heard.every((events) => events.length > 0), () => setStock(0));
    const secondsToSubscribe = (performance.now() - started) / 1000;

    const sentAt = [];
    const updatesFrom = (events) => events.filter(([total]) => total > 0);
    for (let quantity = 1; quantity <= updates; quantity++) {
      sentAt[quantity] = performance.now();
      await setStock(quantity);
    }
    await waitFor(() => heard.every((events) => updatesFrom(events).length >= updates));
    const finished = Math.max(...heard.map((events) => events.at(-1)?.[1] ?? 0));

    const latencies = [];
    let delivered = 0;
    for (const events of heard) {
      updatesFrom(events).forEach(([total, at], i) => {
        if (total !== i + 1) return;
        delivered += 1;
        latencies.push(at - sentAt[total]);
      });
    }
    latencies.sort((a, b) => a - b);
    return {
      subscribers,
      updates,
      delivered,
      expected: subscribers * updates,
      secondsToSubscribe: Number(secondsToSubscribe.toFixed(2)),
      secondsToDeliverAll: Number(((finished - sentAt[1]) / 1000).toFixed(2)),
      p99DeliveryMs: Number((latencies[Math.ceil(latencies.length * 0.99) - 1] ?? NaN).toFixed(1)),
    };
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = await startBuiltSite();
  try {
    console.table(await benchSubscriptions(site.url, { token: await adminToken(site.url) }));
  } finally {
    await site.stop();
  }
}
