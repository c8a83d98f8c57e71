import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { insertPlays, playFixture } from "../plays/play.fixtures";
import { Product } from "../shop/product.entity";

/**
 * The server's side of rendering pages, with a stand-in for the client's server build (the real one
 * exists only after `npm run build`; the browser tests render every page with it): what it is
 * given, where its HTML and data go, what stays browser-only, and what happens when it fails.
 */
let database: TestDatabase;
let site: TestApp;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-ssr-"));
const TEMPLATE = `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><meta name="description" content="default" /><title>Fen Street Players</title><script type="module" crossorigin src="/assets/index-e.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-r.js"></head><body><div id="root"></div></body></html>`;

/**
 * Renders the URL and the society's name from a real query. Contact subjects choose a fault:
 * `flaky` throws the first time, `slow-*` take 300 ms, `part-broken` reports a part that failed,
 * `bad-query` sends a query with an error, `outlined` answers a part streamed apart (an inline script).
 */
const RENDERER = `
let renders = 0;
const failed = new Set();
exports.renderPage = async ({ url, now, execute, signal, onError }) => {
  renders++;
  if (url.includes("flaky") && !failed.has(url)) {
    failed.add(url);
    throw new Error("a component broke");
  }
  if (url.includes("slow")) await new Promise((resolve) => setTimeout(resolve, 300));
  if (url.includes("part-broken")) onError(new Error("one part broke"));
  if (url.includes("outlined")) return { html: "<p>shell</p><script>$RC('B:0','S:0')</script>", data: { now, apollo: {} }, aborted: false };
  const result = await execute({ query: url.includes("bad-query") ? "query Site { site { name } me { id } nope }" : "query Site { site { name } me { id } }", operationName: "Site" });
  if (!result.data) return { html: "", data: { now, apollo: {} }, aborted: false };
  return {
    html: "<p>Rendered " + url + " for " + result.data.site.name + ", signed in: " + Boolean(result.data.me) + ", render " + renders + "</p>",
    data: { now, apollo: { ROOT_QUERY: { note: "</script><script>alert(1)</script>" } } },
    ...(url.includes("titled") ? { title: "The page's own title & more | Fen Street Players" } : {}),
    aborted: signal.aborted,
  };
};
`;

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, "index.html"), TEMPLATE);
  fs.mkdirSync(path.join(clientDist, ".ssr"));
  fs.writeFileSync(path.join(clientDist, ".ssr", "entry-server.cjs"), RENDERER);
  fs.mkdirSync(path.join(clientDist, ".vite"));
  fs.writeFileSync(
    path.join(clientDist, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-e.js", isEntry: true },
      "src/boot.ts": { file: "assets/boot-b.js", isEntry: true },
      "src/features/plays/whats-on-page.tsx": { file: "assets/whats-on-w.js", isDynamicEntry: true, imports: ["index.html"] },
    }),
  );
  database = await createTestDatabase();
  // Twelve previous productions make two pages; a product makes the UK a shop country.
  await insertPlays(database.db, [playFixture({ slug: "arcadia", title: "Arcadia" }), ...Array.from({ length: 11 }, (_, i) => playFixture({ slug: `old-play-${i}` }))]);
  const products = database.db.getRepository(Product);
  await products.save(products.create({ name: "Programme", slug: "programme", country: "uk", category: "Things", rrpPrice: 5, stock: { cambridge: 1 }, stockTotal: 1 }));
  site = await startTestApp(database.db, { clientDist, readCache: true });
});

afterAll(async () => {
  await site?.app.close();
  await database?.drop();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];

test("a public page carries its rendered HTML and its data, run as an anonymous visitor, the data escaped", async () => {
  const response = await fetch(`${site.url}/about`, { headers: { authorization: "Bearer not-a-token" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-cache");
  const html = await response.text();
  expect(rootOf(html)).toMatch(/^<p>Rendered \/about for Fen Street Players, signed in: false, render \d+<\/p>$/);
  const data = /<script type="application\/json" id="server-render-data">(.*?)<\/script>/s.exec(html)?.[1];
  expect(data).toBeDefined();
  // Nothing in the data can close the element: "<" is written as \\u003c.
  expect(data).not.toContain("</script>");
  expect(JSON.parse(data!)).toEqual({ now: expect.any(Number), apollo: { ROOT_QUERY: { note: "</script><script>alert(1)</script>" } } });
  expect(Math.abs(JSON.parse(data!).now - Date.now())).toBeLessThan(60_000);
});

test("a page is rendered once and kept for everyone: headers, HEAD and signed-in callers do not render it again", async () => {
  const first = rootOf(await (await fetch(`${site.url}/whats-on`)).text());
  for (const headers of [{}, { accept: "text/plain" }, { accept: "*/*", itemsperpage: "3" }, { authorization: "Bearer x" }] as Record<string, string>[]) {
    expect(rootOf(await (await fetch(`${site.url}/whats-on`, { headers })).text())).toBe(first);
  }
  expect((await fetch(`${site.url}/whats-on`, { method: "HEAD" })).status).toBe(200);
  expect(rootOf(await (await fetch(`${site.url}/whats-on`)).text())).toBe(first);
});

const renderNumber = async (pathname: string) => Number(/render (\d+)/.exec(rootOf(await (await fetch(`${site.url}${pathname}`)).text()) ?? "")?.[1]);

test("a HEAD renders a page once and keeps it, as a GET does: HEADs cannot make the server render again and again", async () => {
  const before = await renderNumber("/get-involved");
  for (let i = 0; i < 3; i++) {
    const head = await fetch(`${site.url}/backstage-crew`, { method: "HEAD" });
    expect([head.status, await head.text()]).toEqual([200, ""]);
  }
  // The first HEAD rendered the page; the others and the GET had it from the read cache.
  expect(await renderNumber("/backstage-crew")).toBe(before + 1);
});

test("a query string the page does not read, capitals in a slug and trailing slashes go, with a permanent redirect: one rendering per page", async () => {
  for (const [asked, canonical] of [
    ["/?fbclid=abc", "/"],
    ["/about?utm_source=x&page=2", "/about"],
    ["/previous-productions?page=2&x=1", "/previous-productions?page=2"],
    ["/whats-on?venue=ADC-Theatre&utm=1&access=captioned", "/whats-on?access=captioned&venue=adc-theatre"],
    ["/whats-on?access=nonsense", "/whats-on"],
    ["/whats-on?venue=a%20b&access=any", "/whats-on?access=any"],
    ["/previous-productions?page=1", "/previous-productions"],
    ["/previous-productions?page=02", "/previous-productions?page=2"],
    ["/previous-productions?page=9999999", "/previous-productions"],
    ["/products/uk?page=3&sort=x", "/products/uk?page=3"],
    ["/about/", "/about"],
    ["/ARCADIA", "/arcadia"],
    ["/Arcadia//?fbclid=1", "/arcadia"],
    ["/ARCADIA/reviews/1/", "/arcadia/reviews/1"],
    ["/whats-on///?access=captioned", "/whats-on?access=captioned"],
  ]) {
    const response = await fetch(`${site.url}${asked}`, { redirect: "manual" });
    expect([asked, response.status, response.headers.get("location")]).toEqual([asked, 301, canonical]);
  }
  expect(rootOf(await (await fetch(`${site.url}/previous-productions?page=2`)).text())).toContain("Rendered /previous-productions?page=2");
  expect(rootOf(await (await fetch(`${site.url}/arcadia`)).text())).toContain("Rendered /arcadia");
  expect(rootOf(await (await fetch(`${site.url}/whats-on?access=captioned&venue=adc-theatre`)).text())).toContain("Rendered /whats-on?access=captioned&venue=adc-theatre");
  // Pages rendered in the browser keep their query strings (the editor's area reads its own).
  expect((await fetch(`${site.url}/admin-edit-tool/activity?person=x`, { redirect: "manual" })).status).toBe(200);
});

test("the editor's area, login, account, the shop's entrance and not-found pages are not rendered on the server", async () => {
  for (const pathname of ["/admin-edit-tool", "/admin-edit-tool/login", "/account", "/products"]) {
    const html = await (await fetch(`${site.url}${pathname}`)).text();
    expect(rootOf(html)).toBe("");
    expect(html).not.toContain("server-render-data");
  }
  for (const pathname of ["/no-such-play", "/contact/a%25b", `/contact/${"x".repeat(41)}`, "/contact/a.b"]) {
    const missing = await fetch(`${site.url}${pathname}`);
    expect([pathname, missing.status]).toEqual([pathname, 404]);
    expect(await missing.text()).toContain("Page not found");
  }
  expect(rootOf(await (await fetch(`${site.url}/products/uk`)).text())).toContain("Rendered /products/uk");
});

test("a rendered page names the boot script alone (its islands bring their code), with the title its code gives it; an empty page loads the app at once", async () => {
  const rendered = await (await fetch(`${site.url}/whats-on`)).text();
  expect(rendered).toContain('<script type="module" crossorigin src="/assets/boot-b.js" fetchpriority="low"></script>');
  expect(rendered).not.toContain("modulepreload");
  expect(rendered).not.toContain("/assets/index-e.js");
  expect(rendered).toContain("<title>What&#39;s on | Fen Street Players</title>");
  expect(await (await fetch(`${site.url}/search?q=titled`)).text()).toContain("<title>The page&#39;s own title &#38; more | Fen Street Players</title>");
  for (const pathname of ["/admin-edit-tool/login", "/search?q=flaky-boot"]) {
    const empty = await (await fetch(`${site.url}${pathname}`)).text();
    expect([pathname, rootOf(empty)]).toEqual([pathname, ""]);
    expect(empty).toContain('<script type="module" crossorigin src="/assets/index-e.js"></script>');
    expect(empty).toContain('<link rel="modulepreload" crossorigin href="/assets/react-r.js">');
    expect(empty).not.toContain("boot-b.js");
    expect(empty).not.toContain('fetchpriority="low"');
  }
});

test("a page that fails to render, in part or whole, goes out for the browser to render, and is not kept", async () => {
  for (const pathname of ["/search?q=flaky", "/search?q=part-broken", "/search?q=bad-query", "/search?q=outlined"]) {
    const response = await fetch(`${site.url}${pathname}`);
    expect([pathname, response.status, response.headers.get("cache-control")]).toEqual([pathname, 200, "no-store"]);
    const html = await response.text();
    expect(rootOf(html)).toBe("");
    expect(html).not.toContain("server-render-data");
  }
  // Not kept: the next visit renders again (and this time it works).
  expect(rootOf(await (await fetch(`${site.url}/search?q=flaky`)).text())).toContain("Rendered /search?q=flaky");
});

test("renders at once are limited: past the limit pages go out for the browser to render", async () => {
  const many = os.availableParallelism() + 4;
  const answers = await Promise.all(Array.from({ length: many }, (_, i) => fetch(`${site.url}/search?q=slow-${i}`).then(async (r) => ({ cache: r.headers.get("cache-control"), root: rootOf(await r.text()) }))));
  const rendered = answers.filter((a) => a.root !== "");
  expect(rendered.length).toBeGreaterThanOrEqual(2);
  expect(rendered.length).toBeLessThan(many);
  expect(answers.filter((a) => a.root === "").every((a) => a.cache === "no-store")).toBe(true);
});

test("each client address has a budget of renders a minute: past it, pages go out for the browser to render, and are not kept", async () => {
  const limited = await startTestApp(database.db, { clientDist, readCache: true, settings: { rendersPerMinute: 2 } });
  try {
    for (const pathname of ["/terms", "/privacy-policy"]) expect(rootOf(await (await fetch(`${limited.url}${pathname}`)).text())).toContain(`Rendered ${pathname}`);
    // A page the read cache keeps costs no render, and is still served whole.
    expect(rootOf(await (await fetch(`${limited.url}/terms`)).text())).toContain("Rendered /terms");
    const past = await fetch(`${limited.url}/about`);
    expect([past.status, past.headers.get("cache-control")]).toEqual([200, "no-store"]);
    const html = await past.text();
    expect(rootOf(html)).toBe("");
    expect(html).toContain("<title>About us");
  } finally {
    await limited.app.close();
  }
});

test("/blog goes to /blogs for good", async () => {
  const response = await fetch(`${site.url}/blog`, { redirect: "manual" });
  expect(response.status).toBe(301);
  expect(response.headers.get("location")).toBe("/blogs");
});
