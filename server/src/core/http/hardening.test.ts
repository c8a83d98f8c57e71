import http from "node:http";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { GRAPHQL_LIMITS } from "../graphql/limits";

let database: TestDatabase;
let site: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db);
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

describe("abuse gets quick 4xx answers, and the service keeps serving", () => {
  test(`a query deeper than ${GRAPHQL_LIMITS.maxDepth} levels is refused`, async () => {
    const deep = `{ ${"__schema { types { fields { type { ofType { ".repeat(200)} name ${"} } } } } ".repeat(200)}}`;
    const { result, ms } = await timed(() => site.graphql(deep));
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0].message).toMatch(/depth|token/i);
    expect(ms).toBeLessThan(2000);
  });

  test("1,000 aliases are refused", async () => {
    const aliases = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: about { text }`).join(" ")} }`;
    const { body, status } = await site.graphql(aliases);
    expect(status).toBe(400);
    expect(body.errors?.[0].message).toMatch(/alias|token/i);
  });

  test("a 100 MB body is refused with 413 before it is read", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${site.url}/api/register`, { method: "POST", headers: { "content-type": "application/json", "content-length": String(100 * 1024 * 1024) } }, (response) => {
        resolve(response.statusCode ?? 0);
        response.resume();
        request.destroy();
      });
      request.on("error", reject);
      request.write("{");
    });
    expect(status).toBe(413);
  });

  test("wrong content types are refused: GraphQL as text/plain (CSRF prevention), REST bodies that are not JSON", async () => {
    const graphql = await fetch(`${site.url}/graphql`, { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify({ query: "{ about { text } }" }) });
    expect(graphql.status).toBe(400);
    const rest = await fetch(`${site.url}/api/register`, { method: "POST", headers: { "content-type": "text/plain" }, body: "name=x" });
    expect(rest.status).toBe(400);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  });

  test("batched GraphQL requests are off", async () => {
    const response = await fetch(`${site.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify([{ query: "{ about { text } }" }, { query: "{ about { text } }" }]) });
    expect(response.status).toBe(400);
  });
});

describe("headers", () => {
  test("security headers, with a Content-Security-Policy that allows no inline script and images from this site only", async () => {
    const response = await fetch(`${site.url}/api/about`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    // Images from this site only: no visitor's address goes to another host (video thumbnails are stored here).
    expect(csp).toMatch(/(^|;)img-src 'self'(;|$)/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age/);
  });

  test("CORS is closed by default and opened to configured origins only", async () => {
    const closed = await fetch(`${site.url}/api/about`, { headers: { origin: "https://other.example" } });
    expect(closed.headers.get("access-control-allow-origin")).toBeNull();
    const open = await startTestApp(database.db, { corsOrigins: ["https://friends.example"] });
    try {
      const allowed = await fetch(`${open.url}/api/about`, { headers: { origin: "https://friends.example" } });
      expect(allowed.headers.get("access-control-allow-origin")).toBe("https://friends.example");
      const other = await fetch(`${open.url}/graphql`, { method: "OPTIONS", headers: { origin: "https://other.example", "access-control-request-method": "POST" } });
      expect(other.headers.get("access-control-allow-origin")).toBeNull();
    } finally {
      await open.app.close();
    }
  });
});
