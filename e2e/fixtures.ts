import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";

import { E2E_ADMIN } from "./admin";

const SHOTS = path.join(__dirname, "..", "test-results", "screenshots");

/** Every browser test talks to the site that global-setup.ts started. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run through playwright.config.ts");
    await use(url);
  },
});

export { expect };

/** A token for the e2e admin, through the REST login. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/login", { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A GraphQL call through the API with a token; GraphQL errors throw. */
export async function graphql<T>(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post("/graphql", { headers: { authorization: `Bearer ${token}` }, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/** A play made and published through the API, so that each test has its own (demo plays stay as they are). */
export async function publishedPlay(request: APIRequestContext, token: string, title: string): Promise<{ id: string; slug: string }> {
  const { createPlay } = await graphql<{ createPlay: { id: string; version: number } }>(request, token, "mutation { createPlay { id version } }");
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  const { updatePlay } = await graphql<{ updatePlay: { id: string; slug: string } }>(
    request,
    token,
    "mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { id slug } }",
    { id: createPlay.id, input: { title, slug, message: "Booking now", version: createPlay.version } },
  );
  return updatePlay;
}

/** A browser context signed in as the e2e admin (an editor too) on every page it opens. */
export async function editorContext(browser: Browser, baseURL: string, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((value) => window.localStorage.setItem("user-token", value), token);
  return context;
}

/**
 * Saves full-page screenshots at phone (375 px) and desktop (1280 px) widths, and checks that the
 * page does not scroll sideways at 360 px.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
  for (const [label, width, height] of [["phone", 375, 812], ["desktop", 1280, 900]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`), fullPage: true });
  }
}

/**
 * Runs axe-core on the page; serious and critical violations fail the test. Beyond the WCAG A and AA
 * rules, it checks that a control's accessible name contains its visible words (WCAG 2.5.3, an
 * axe rule still marked experimental, so off by default): a voice user says what they see.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`)).toEqual([]);
}

/**
 * Waits until the page's main content has loaded (the footer shows only then) and what on it needs
 * code runs: a page rendered on the server is HTML whose islands each bring their code when near
 * the viewport or reached for (client/src/boot.ts), so each is reached for here, as a visitor
 * would, and waited for; a page rendered in the browser (the editing area) runs once the app has rendered.
 */
export async function loaded(page: Page): Promise<void> {
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.hydrated) return true;
    if (!document.getElementById("server-render-data")) return false;
    const signedIn = localStorage.getItem("user-token") !== null;
    const waiting = [...document.querySelectorAll<HTMLElement>("[data-island]")].filter((island) => !island.dataset.hydrated && (island.dataset.when !== "signed-in" || signedIn));
    for (const island of waiting) island.dispatchEvent(new FocusEvent("focusin"));
    return waiting.length === 0;
  });
}
