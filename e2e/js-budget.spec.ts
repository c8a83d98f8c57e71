import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The JavaScript a visitor's phone downloads on arrival (issue 39), in KB of 1,024 bytes,
 * compressed as sent: the home page's carousel, and nothing on a play page but what its islands in
 * view need. Lighthouse (scripts/lighthouse.mjs) holds the same budgets.
 */
const BUDGETS: [path: string, kb: number][] = [
  ["/", 60],
  ["/twelfth-night", 40],
];

/** Every script the page fetches until the network is quiet, without anyone touching it: its body as it came over the wire. */
async function scriptsOnArrival(page: Page, path: string) {
  const scripts: { url: string; encoding: string; bytes: Promise<number> }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    // responseBodySize is the body as it came over the wire, before the browser decoded it.
    scripts.push({ url: response.url(), encoding: response.headers()["content-encoding"] ?? "none", bytes: response.request().sizes().then((s) => s.responseBodySize) });
  });
  // A phone's viewport, as Lighthouse's mobile run has it: what is near it is what loads.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return Promise.all(scripts.map(async (s) => ({ ...s, bytes: await s.bytes })));
}

for (const [path, kb] of BUDGETS) {
  test(`${path} fetches at most ${kb} KB of JavaScript on arrival, compressed as the server sends it`, async ({ page }) => {
    const sizes = await scriptsOnArrival(page, path);
    const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
    const report = sizes.map((s) => `${new URL(s.url).pathname} ${s.encoding} ${s.bytes}`).join("\n");
    console.log(`${path} JavaScript: ${total} bytes in ${sizes.length} files\n${report}`);
    expect(sizes.length, "no scripts seen").toBeGreaterThan(0);
    expect(total, report).toBeLessThanOrEqual(kb * 1024);
  });
}

test("a page whose islands are all out of view (the footer's sign-up) loads the boot script alone", async ({ page }) => {
  const sizes = await scriptsOnArrival(page, "/about");
  expect(sizes.map((s) => new URL(s.url).pathname)).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/), expect.stringMatching(/^\/assets\/preload-helper-[\w-]+\.js$/)]);
});
