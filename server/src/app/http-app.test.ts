import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { loggedUrl } from "../core/http/logged-url";
import { startTestApp, type TestApp } from "../test/test-app";

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

describe("the HTTP server", () => {
  test("GET /healthz answers 200 while the database is reachable", async () => {
    const response = await fetch(`${site.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
  });

  test("GET /healthz answers 503 when the database is not reachable", async () => {
    const doomed = await createTestDatabase();
    const lonely = await startTestApp(doomed.db);
    try {
      expect((await fetch(`${lonely.url}/healthz`)).status).toBe(200);
      await doomed.cutOff();
      const response = await fetch(`${lonely.url}/healthz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ database: "down" });
    } finally {
      await lonely.app.close();
      await doomed.drop();
    }
  });

  test("an unknown /api path is a JSON 404", async () => {
    const response = await fetch(`${site.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: expect.stringContaining("/api/no-such-thing") });
  });

  test("malformed JSON sent to the REST facade is a 400 with a message, not a 500", async () => {
    const response = await fetch(`${site.url}/api/about`, { method: "PUT", headers: { "content-type": "application/json" }, body: "{oops" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/^The body is not valid JSON: /), code: "BAD_REQUEST" });
  });

  test("a GraphQL request whose body is not JSON gets a 400 in GraphQL's error shape", async () => {
    const response = await fetch(`${site.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: "{oops" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ message: expect.any(String), extensions: { code: "BAD_REQUEST" } }] });
  });

  test("GraphQL parse errors come back as GraphQL errors", async () => {
    const { status, body } = await site.graphql("{ about { text ");
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions?.code).toBe("GRAPHQL_PARSE_FAILED");
  });

  test("client routes fall back to a clear message when the client is not built", async () => {
    const response = await fetch(`${site.url}/about`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("npm run build");
  });
});

test("a password reset link's token is never written to the request log (its page and its API call)", () => {
  expect(loggedUrl("/admin-edit-tool/reset-password/abcDEF_-123?from=mail")).toBe("/admin-edit-tool/reset-password/[token]?from=mail");
  expect(loggedUrl("/Admin-Edit-Tool/Reset-Password/abcDEF_-123/")).toBe("/Admin-Edit-Tool/Reset-Password/[token]/");
  expect(loggedUrl("/api/password-reset/abcDEF_-123")).toBe("/api/password-reset/[token]");
  expect(loggedUrl("/api/password-reset")).toBe("/api/password-reset");
});

test("a newsletter link's token is never written to the request log", () => {
  expect(loggedUrl("/newsletter/confirm/abcDEF_-123")).toBe("/newsletter/confirm/[token]");
  expect(loggedUrl("/Newsletter/Unsubscribe/abcDEF_-123?x=1")).toBe("/Newsletter/Unsubscribe/[token]?x=1");
  expect(loggedUrl("/newsletter/confirmed")).toBe("/newsletter/confirmed");
});

test("a tickets link's token is never written to the request log: its page, its calendar file or its cancel form", () => {
  expect(loggedUrl("/tickets/abcDEF_-123")).toBe("/tickets/[token]");
  expect(loggedUrl("/Tickets//abcDEF_-123/calendar.ics")).toBe("/Tickets/[token]/calendar.ics");
  expect(loggedUrl("/book/6d1f9a52-8a37-4d38-9a3f-0d2b1f3a1c11?hold=0b0e")).toBe("/book/6d1f9a52-8a37-4d38-9a3f-0d2b1f3a1c11?hold=0b0e");
});

test("a signed image address is never written to the request log: it opens a draft's image for a day", () => {
  expect(loggedUrl("/images/plays/0b0e/mainimage0.jpg?sig=1795845600.abcdefghijklmnopqrstuvwx")).toBe("/images/plays/0b0e/mainimage0.jpg?[signature]");
  expect(loggedUrl("/images/plays/0b0e/mainimage0.jpg")).toBe("/images/plays/0b0e/mainimage0.jpg");
});
