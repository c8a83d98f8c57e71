import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";

/**
 * The server's side of rendering pages, with a stand-in for the client's server build (the real one
 * exists only after `npm run build`; the browser tests render every page with it): what it is
 * given, where its HTML and data go, what stays browser-only, and what happens when it fails.
 */
let database: TestDatabase;
let site: TestApp;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-ssr-"));
const TEMPLATE = `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><meta name="description" content="default" /><title>Fen Street Players</title></head><body><div id="root"></div></body></html>`;

/** Renders the URL and the society's name from a real query; `?flaky` throws the first time. */
const RENDERER = `
let renders = 0;
const failed = new Set();
exports.renderPage = async ({ url, now, execute, signal }) => {
  renders++;
  if (url.includes("flaky") && !failed.has(url)) {
    failed.add(url);
    throw new Error("a component broke");
  }
  const result = await execute({ query: "query Site { site { name } me { id } }", operationName: "Site" });
  return {
    html: "<p>Rendered " + url + " for " + result.data.site.name + ", signed in: " + Boolean(result.data.me) + ", render " + renders + "</p>",
    data: { now, apollo: { ROOT_QUERY: { note: "</script><script>alert(1)</script>" } } },
    aborted: signal.aborted,
  };
};
`;

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, "index.html"), TEMPLATE);
  fs.mkdirSync(path.join(clientDist, ".ssr"));
  fs.writeFileSync(path.join(clientDist, ".ssr", "entry-server.cjs"), RENDERER);
  database = await createTestDatabase();
  site = await startTestApp(database.db, { clientDist, readCache: true });
});

afterAll(async () => {
  await site?.app.close();
  await database?.drop();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];

test("a public page carries its rendered HTML and its data, run as an anonymous visitor, the data escaped", async () => {
  const response = await fetch(`${site.url}/about?x=1`, { headers: { authorization: "Bearer not-a-token" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-cache");
  const html = await response.text();
  expect(rootOf(html)).toMatch(/^<p>Rendered \/about\?x=1 for Fen Street Players, signed in: false, render \d+<\/p>$/);
  const data = /<script type="application\/json" id="server-render-data">(.*?)<\/script>/s.exec(html)?.[1];
  expect(data).toBeDefined();
  // Nothing in the data can close the element: "<" is written as \\u003c.
  expect(data).not.toContain("</script>");
  expect(JSON.parse(data!)).toEqual({ now: expect.any(Number), apollo: { ROOT_QUERY: { note: "</script><script>alert(1)</script>" } } });
  expect(Math.abs(JSON.parse(data!).now - Date.now())).toBeLessThan(60_000);
});

test("rendered pages are kept by the read cache for anonymous visitors", async () => {
  const first = rootOf(await (await fetch(`${site.url}/whats-on`)).text());
  const second = rootOf(await (await fetch(`${site.url}/whats-on`)).text());
  expect(second).toBe(first);
});

test("the editor's area, login, account, the shop's entrance and not-found pages are not rendered on the server", async () => {
  for (const pathname of ["/admin-edit-tool", "/admin-edit-tool/login", "/account", "/products"]) {
    const html = await (await fetch(`${site.url}${pathname}`)).text();
    expect(rootOf(html)).toBe("");
    expect(html).not.toContain("server-render-data");
  }
  const missing = await fetch(`${site.url}/no-such-play`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain("Page not found");
  expect((await fetch(`${site.url}/products/uk`)).status).toBe(200);
  expect(rootOf(await (await fetch(`${site.url}/products/uk`)).text())).toContain("Rendered /products/uk");
});

test("a page that fails to render goes out for the browser to render, and is not kept", async () => {
  const first = await fetch(`${site.url}/terms?flaky`);
  expect(first.status).toBe(200);
  expect(first.headers.get("cache-control")).toBe("no-store");
  const html = await first.text();
  expect(rootOf(html)).toBe("");
  expect(html).not.toContain("server-render-data");
  expect(rootOf(await (await fetch(`${site.url}/terms?flaky`)).text())).toContain("Rendered /terms?flaky");
});

test("/blog goes to /blogs for good", async () => {
  const response = await fetch(`${site.url}/blog`, { redirect: "manual" });
  expect(response.status).toBe(301);
  expect(response.headers.get("location")).toBe("/blogs");
});
