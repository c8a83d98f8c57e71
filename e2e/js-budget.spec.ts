import { expect, loaded, test } from "./fixtures";

/** The JavaScript a visitor of the home page may download: 150 KB (of 1,024 bytes, as the README counts), compressed as sent. */
const BUDGET = 150 * 1024;

test("the home page fetches less than 150 KB of JavaScript, compressed as the server sends it", async ({ page }) => {
  const scripts: { url: string; encoding: string; bytes: Promise<number> }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    // responseBodySize is the body as it came over the wire, before the browser decoded it.
    scripts.push({ url: response.url(), encoding: response.headers()["content-encoding"] ?? "none", bytes: response.request().sizes().then((s) => s.responseBodySize) });
  });
  await page.goto("/");
  await loaded(page);
  // Lazy chunks that load after the first render count too.
  await page.waitForLoadState("networkidle");

  const sizes = await Promise.all(scripts.map(async (s) => ({ ...s, bytes: await s.bytes })));
  const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
  const report = sizes.map((s) => `${new URL(s.url).pathname} ${s.encoding} ${s.bytes}`).join("\n");
  console.log(`Home page JavaScript: ${total} bytes in ${sizes.length} files\n${report}`);
  expect(sizes.length, "no scripts seen").toBeGreaterThan(0);
  expect(total, report).toBeLessThan(BUDGET);
});

for (const path of ["/whats-on", "/about", "/twelfth-night"]) {
  test(`${path}: the page's HTML names every script the page loads (boot script, entry or modulepreload), so none waits on another`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    const named = new Set([...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"|data-app="([^"]+)"/g)].map((m) => m[1] ?? m[2]));
    const loadedScripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") loadedScripts.push(new URL(response.url()).pathname);
    });
    await page.goto(path);
    await loaded(page);
    await page.waitForLoadState("networkidle");
    expect(loadedScripts.length).toBeGreaterThan(1);
    expect(loadedScripts.filter((script) => !named.has(script)), `named in the HTML: ${[...named].join(", ")}`).toEqual([]);
  });
}
