/**
 * The production topology of docker/compose.yaml without Docker: Debian's nginx running the
 * repository's docker/nginx.conf (only its addresses adjusted: see nginx.ts) in front of two real
 * server processes (`node server/dist/index.js`, as the image runs them: NODE_ENV=production,
 * TRUST_PROXY=1, the read cache on, one JWT_SECRET) sharing one PostgreSQL and one redis-server.
 * Every check goes through nginx; writes that must land on a given instance go to it directly.
 * The two start together on an empty database, as compose starts app1 and app2; a start that fails
 * is tried again, as compose's `restart: unless-stopped` would, and the first test reports it.
 *
 * It serves the BUILT client (client/dist, with its server bundle), so it runs after the build:
 * `npm test` runs it as its own suite once `npm run build` is done (jest.built.config.js), and the
 * ordinary server run leaves it out.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { createClient, type Client } from "graphql-ws";
import { Client as PgClient } from "pg";
import WebSocket from "ws";
import { PlayStatus } from "../features/plays/play-status.types";
import { insertPlays, playFixture } from "../features/plays/play.fixtures";
import { Product } from "../features/shop/product.entity";
import { startNginx, REPOSITORY_NGINX_CONF, type TestNginx } from "./nginx";
import { startRedis, type TestRedis } from "./redis";
import { readyServer, type ReadyServer } from "./server-process";
import { siteDataSource } from "./test-database";
import { TEST_JWT_SECRET } from "./test-app";

jest.setTimeout(120_000);

const ROOT = path.join(__dirname, "..", "..", "..");
const CLIENT_DIST = path.join(ROOT, "client", "dist");
/** The persisted documents' manifest (hash → document): the build's, else codegen's. */
const MANIFESTS = [path.join(CLIENT_DIST, ".vite", "persisted-documents.json"), path.join(ROOT, "client", "src", "gql", "persisted-documents.json")];

const TITLE = "The Topology of Tides";
const SLUG = "the-topology-of-tides";
const ADMIN = { email: "stage.manager@example.org", password: "a long admin password" };

let database: { url: string; drop(): Promise<void> } | undefined;
let redis: TestRedis | undefined;
let instances: ReadyServer[] = [];
let proxy: TestNginx | undefined;
let productId: string;
/** Why an instance's first start failed (compose's `restart: unless-stopped` would start it again). */
const failedStarts: string[] = [];

/** An empty database, as compose's `db` service gives the apps on their first start. */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl) throw new Error("TEST_POSTGRES_URL is not set: run the tests through jest (its global setup starts PostgreSQL)");
  const name = `topology_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new PgClient({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  return { url: adminUrl.replace(/\/[^/]*$/, `/${name}`), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The server's one-sentence reason, and where in the start-up it came from (its fatal log line's stack). */
function whyStartFailed(output: string): string {
  const sentence = output.split("\n").find((line) => line.startsWith("Start-up failed")) ?? output.slice(0, 300);
  const fatal = output.split("\n").find((line) => line.includes('"level":60'));
  let frames: string[] = [];
  try {
    frames = String((JSON.parse(fatal ?? "{}") as { err?: { stack?: string } }).err?.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line) && !line.includes("node_modules/pg")).slice(0, 3);
  } catch {
    // not JSON: the sentence alone
  }
  return [sentence, ...frames.map((f) => f.trim())].join(" | ");
}

/** One app instance; a start that fails is tried again, twice at most, as compose's restart policy would. */
async function startInstance(env: Record<string, string>): Promise<ReadyServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await readyServer(env);
    } catch (error) {
      if (attempt === 3) throw error;
      failedStarts.push(whyStartFailed(error instanceof Error ? error.message : String(error)));
    }
  }
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(CLIENT_DIST, "index.html"))) {
    throw new Error(`${CLIENT_DIST}/index.html is missing: this suite serves the built client, so run \`npm run build\` first (npm test runs it after the build)`);
  }
  database = await emptyDatabase();
  redis = await startRedis();

  // As docker/compose.yaml's app1 and app2: the same environment, started together on an empty database.
  const env = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    TRUST_PROXY: "1",
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: "https://theatre.example",
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
    CLIENT_DIST,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  const started = await Promise.allSettled([startInstance(env), startInstance(env)]);
  instances = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) throw failed.reason;

  // The content the checks read, written before anyone reads (so no cache holds an older answer).
  const db = siteDataSource(database.url);
  await db.initialize();
  try {
    await insertPlays(db, [playFixture({ slug: SLUG, title: TITLE, status: [PlayStatus.featured, PlayStatus.current] })]);
    const products = db.getRepository(Product);
    productId = (await products.save(products.create({ name: "Topology mug", slug: "topology-mug", country: "uk", category: "Things", rrpPrice: 8, stock: { cambridge: 3 }, stockTotal: 3 }))).id;
  } finally {
    await db.destroy();
  }

  proxy = await startNginx({ upstreams: instances.map((i) => new URL(i.url).host) });
});

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(instances.map((i) => i.stop()));
  await redis?.stop();
  await database?.drop();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One HTTP request, optionally from a given local address (127.0.0.2, … are loopback too). */
function send(url: string, { method = "GET", headers = {}, body, localAddress }: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

const proxied = () => {
  if (!proxy) throw new Error("nginx did not start");
  return proxy;
};

/** A graphql-ws client through nginx, from a given local address. */
function socketClient(localAddress = "127.0.0.1"): Client {
  class FromAddress extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { localAddress });
    }
  }
  return createClient({ url: `${proxied().url.replace("http", "ws")}/graphql`, webSocketImpl: FromAddress, retryAttempts: 0 });
}

/** The markup React rendered into `<div id="root">`, up to the Apollo cache's script (or the body's end). */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  if (start < 0) return "";
  const rest = html.slice(start + '<div id="root">'.length);
  const end = rest.search(/<script type="application\/json"|<\/body>/);
  return end < 0 ? rest : rest.slice(0, end);
}

const instanceFor = (upstream: string) => instances.find((i) => new URL(i.url).host === upstream);

test("app1 and app2 started together on an empty database both start (compose starts them at once)", () => {
  expect(failedStarts).toEqual([]);
});

describe("docker/nginx.conf", () => {
  test("passes WebSocket upgrades and the client's address on to the apps", () => {
    const conf = fs.readFileSync(REPOSITORY_NGINX_CONF, "utf8");
    expect(conf).toMatch(/^\s*proxy_http_version\s+1\.1\s*;/m);
    expect(conf).toMatch(/^\s*proxy_set_header\s+Upgrade\s+\$http_upgrade\s*;/m);
    expect(conf).toMatch(/^\s*proxy_set_header\s+Connection\s+\$connection_upgrade\s*;/m);
    expect(conf).toMatch(/\bmap\s+\$http_upgrade\s+\$connection_upgrade\s*\{[^}]*\bdefault\s+upgrade\s*;/);
    expect(conf).toMatch(/^\s*proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for\s*;/m);
    // What the test changed in it: the upstream servers' addresses and the port, nothing else.
    const kept = conf.split("\n").filter((line) => !/^\s*(server\s+[^\s{]+\s*;|listen\s+80\s*;)\s*$/.test(line));
    for (const line of kept) expect(proxied().config.split("\n")).toContain(line);
  });

  test("round robin: requests through nginx reach both instances", async () => {
    for (let i = 0; i < 4; i++) expect((await send(`${proxied().url}/healthz`)).status).toBe(200);
    const upstreams = new Set([...proxied().accessLog().matchAll(/"GET \/healthz HTTP\/1\.1" 200 upstream=(\S+)/g)].map((m) => m[1]));
    expect([...upstreams].sort()).toEqual(instances.map((i) => new URL(i.url).host).sort());
  });
});

describe("through nginx", () => {
  test("server-rendered pages: the home page and a play's page answer 200 HTML with the play inside #root", async () => {
    // Twice each: with one nginx worker its round robin alternates, so both instances render each page.
    for (const page of ["/", `/${SLUG}`, "/", `/${SLUG}`]) {
      const answer = await send(`${proxied().url}${page}`, { headers: { accept: "text/html" } });
      expect({ page, status: answer.status, type: answer.headers["content-type"] }).toEqual({ page, status: 200, type: expect.stringMatching(/^text\/html/) });
      expect(rootOf(answer.text)).toContain(TITLE);
    }
  });

  test("persisted GETs keep their Cache-Control and ETag through nginx, and a conditional GET is 304", async () => {
    const manifestFile = MANIFESTS.find((file) => fs.existsSync(file));
    if (!manifestFile) throw new Error(`no persisted documents manifest: looked for ${MANIFESTS.join(" and ")}`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, string>;
    const hash = Object.keys(manifest).find((h) => /\bquery\s+PlayPage\b/.test(manifest[h]));
    if (!hash) throw new Error(`${manifestFile} has no PlayPage query`);
    const query = new URLSearchParams({
      operationName: "PlayPage",
      variables: JSON.stringify({ slug: SLUG }),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
    });
    const get = (base: string, headers: Record<string, string> = {}) => send(`${base}/graphql?${query}`, { headers: { "apollo-require-preflight": "true", ...headers } });

    const viaProxy = await get(proxied().url);
    expect(viaProxy.status).toBe(200);
    expect(JSON.parse(viaProxy.text)).toMatchObject({ data: { play: { title: TITLE } } });
    expect(viaProxy.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    expect(viaProxy.headers.etag).toEqual(expect.any(String));
    // Unchanged by nginx, and the same from either instance.
    for (const instance of instances) {
      const direct = await get(instance.url);
      expect({ cacheControl: direct.headers["cache-control"], etag: direct.headers.etag }).toEqual({ cacheControl: viaProxy.headers["cache-control"], etag: viaProxy.headers.etag });
    }
    // Twice: round robin sends one to each instance.
    for (let i = 0; i < 2; i++) {
      const conditional = await get(proxied().url, { "if-none-match": viaProxy.headers.etag ?? "" });
      expect({ status: conditional.status, body: conditional.text }).toEqual({ status: 304, body: "" });
    }
  });

  test("a graphql-ws subscription through nginx hears a stock update made on the other instance", async () => {
    const login = await send(`${instances[0].url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
    expect(login.status).toBe(200);
    const { token } = JSON.parse(login.text) as { token: string };

    const heard: number[] = [];
    const failures: unknown[] = [];
    const client = socketClient();
    const unsubscribe = client.subscribe<{ stockUpdated: { productId: string; stockTotal: number } }>(
      { query: "subscription ($ids: [ID!]) { stockUpdated(productIds: $ids) { productId stockTotal } }", variables: { ids: [productId] } },
      { next: ({ data, errors }) => (errors ? failures.push(errors) : data && heard.push(data.stockUpdated.stockTotal)), error: (e) => failures.push(e), complete: () => undefined },
    );
    // An update on each instance, straight to its port (the same token: one JWT_SECRET); each
    // repeated with a new quantity until the subscriber hears it (its Redis subscription may take
    // a moment to start). Nginx gave the socket to one of them, so the other's update crossed Redis.
    const heardFrom = new Map<string, number>();
    let quantity = 100;
    for (const instance of instances) {
      for (let attempt = 0; attempt < 30 && !heardFrom.has(instance.url) && failures.length === 0; attempt++) {
        const sent = ++quantity;
        const update = await send(`${instance.url}/api/products/${productId}/stock`, { method: "PUT", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ stock: sent }) });
        expect(update.status).toBe(200);
        for (let wait = 0; wait < 10 && !heard.includes(sent); wait++) await new Promise((r) => setTimeout(r, 50));
        if (heard.includes(sent)) heardFrom.set(instance.url, sent);
      }
    }
    unsubscribe();
    await client.dispose();
    // A socket nginx did not upgrade fails here ("Unexpected server response: 400").
    expect(failures.map((f) => (f as { message?: string }).message ?? JSON.stringify(f))).toEqual([]);

    // Nginx logs the socket (101) when it closes, with the instance it was passed to.
    let line: string | undefined;
    for (let wait = 0; wait < 100 && !line; wait++) {
      line = proxied().accessLog().split("\n").find((l) => /"GET \/graphql HTTP\/1\.1" 101 upstream=/.test(l));
      if (!line) await new Promise((r) => setTimeout(r, 50));
    }
    const served = instanceFor(/upstream=(\S+)/.exec(line ?? "")?.[1] ?? "");
    expect(served).toBeDefined();
    const other = instances.find((i) => i !== served)!;
    expect({ updatedOn: "the other instance", heard: heardFrom.has(other.url) }).toEqual({ updatedOn: "the other instance", heard: true });
    expect(heardFrom.size).toBe(2);
  });

  describe("rate limits see the client's address as nginx saw it (TRUST_PROXY=1)", () => {
    const failedLogin = (from: string, email: string, headers: Record<string, string> = {}) =>
      send(`${proxied().url}/api/login`, { method: "POST", localAddress: from, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ email, password: "not the password" }) });

    test("20 failed logins from one address, spread over both instances, close logins from it; another address is not limited", async () => {
      for (let i = 0; i < 20; i++) expect((await failedLogin("127.0.0.2", `nobody${i}@example.org`)).status).toBe(401);
      const refused = await failedLogin("127.0.0.2", "somebody.else@example.org");
      expect(refused.status).toBe(429);
      expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
      // The count is one, kept in Redis: nginx's round robin passed those attempts to both instances.
      const upstreams = new Set([...proxied().accessLog().matchAll(/^127\.0\.0\.2 "POST \/api\/login HTTP\/1\.1" 401 upstream=(\S+)$/gm)].map((m) => m[1]));
      expect(upstreams.size).toBe(2);

      expect((await failedLogin("127.0.0.3", "nobody0@example.org")).status).toBe(401);
    });

    test("a client's own X-Forwarded-For neither frees it from its limit nor puts another address's limit on it", async () => {
      // 127.0.0.2 is at its limit (previous test); nginx appends the address it saw, which is what the app takes.
      for (const spoofed of ["203.0.113.9", "127.0.0.3", "203.0.113.9, 127.0.0.4"]) {
        expect({ spoofed, status: (await failedLogin("127.0.0.2", "spoofer@example.org", { "x-forwarded-for": spoofed })).status }).toEqual({ spoofed, status: 429 });
      }
      expect((await failedLogin("127.0.0.4", "framed@example.org", { "x-forwarded-for": "127.0.0.2" })).status).toBe(401);
    });

    test("the same limit holds for a login sent over the WebSocket through nginx", async () => {
      const attempt = async (from: string) => {
        const client = socketClient(from);
        try {
          return await new Promise<string | undefined>((resolve, reject) => {
            client.subscribe<unknown>(
              { query: "mutation ($input: LoginInput!) { login(input: $input) { token } }", variables: { input: { email: "socket@example.org", password: "not the password" } } },
              { next: ({ errors }) => resolve((errors?.[0]?.extensions as { code?: string } | undefined)?.code), error: reject, complete: () => resolve(undefined) },
            );
          });
        } finally {
          await client.dispose();
        }
      };
      expect(await attempt("127.0.0.2")).toBe("RATE_LIMITED"); // at its limit since the first test of this block
      expect(await attempt("127.0.0.5")).toBe("UNAUTHENTICATED");
    });

    test("5 failed logins to one account close it from every address and instance", async () => {
      for (let i = 0; i < 5; i++) expect((await failedLogin(`127.0.1.${i + 1}`, ADMIN.email)).status).toBe(401);
      expect((await failedLogin("127.0.1.9", ADMIN.email)).status).toBe(429);
    });
  });
});
