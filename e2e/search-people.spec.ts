import type { Page } from "@playwright/test";
import { adminToken, expect, graphql, loaded, screenshots, test } from "./fixtures";

/** Visitors are mostly on phones (PRODUCT.md): every journey here is at phone width. */
test.use({ viewport: { width: 375, height: 740 } });

/** The header's search box: it fits beside the menu at this width, without scrolling sideways. */
async function headerSearch(page: Page) {
  const form = page.getByRole("search", { name: "Site search" });
  const box = form.getByRole("searchbox", { name: "Search" });
  const button = form.getByRole("button", { name: "Search" });
  await expect(box).toBeVisible();
  await expect(button).toBeVisible();
  for (const part of [box, button]) {
    const { x, width } = (await part.boundingBox())!;
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  return { box, button };
}

test("on a phone, a visitor searches from the header (by keyboard) for a play, sees it highlighted and opens it", async ({ page }) => {
  await page.goto("/");
  await loaded(page);
  const { box } = await headerSearch(page);
  // Reached with Tab, like every other control.
  for (let i = 0; i < 20 && !(await box.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(box).toBeFocused();
  await page.keyboard.type("twelfth night");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/search\?q=twelfth\+night$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search plays, blogs and people" })).toHaveValue("twelfth night");
  await expect(page.getByRole("status").filter({ hasText: "for “twelfth night”" })).toBeVisible();
  const hit = page.locator(".search-hit").filter({ has: page.getByRole("link", { name: "Twelfth Night", exact: true }) }).first();
  await expect(hit.locator(".search-kind")).toHaveText("Play");
  await expect(hit.locator("mark").first()).toHaveText(/twelfth/i);
  await screenshots(page, "search-results");
  await page.setViewportSize({ width: 375, height: 740 });
  await hit.getByRole("link", { name: "Twelfth Night", exact: true }).click();
  await expect(page).toHaveURL(/\/twelfth-night$/);
  await expect(page.getByRole("heading", { level: 1, name: "Twelfth Night" })).toBeVisible();
});

test("a name spelt without its accents finds the person, whose page lists their part", async ({ page }) => {
  await page.goto("/whats-on");
  await loaded(page);
  const { box, button } = await headerSearch(page);
  await box.fill("Zoe Lefevre");
  await button.click();
  await expect(page).toHaveURL(/\/search\?q=Zoe\+Lefevre$/);
  const person = page.locator(".search-hit").filter({ has: page.locator(".search-kind", { hasText: "Person" }) }).first();
  await expect(person.getByRole("link", { name: "Zoë Lefèvre" })).toBeVisible();
  await person.getByRole("link", { name: "Zoë Lefèvre" }).click();
  await expect(page).toHaveURL(/\/people\/zoe-lefevre$/);
  await expect(page.getByRole("heading", { level: 1, name: "Zoë Lefèvre" })).toBeVisible();
  await expect(page.getByRole("region", { name: "In our productions" })).toContainText(/Edith in Blithe Spirit \(\d{4}\)/);
});

test("a play's cast links to a person's page, which lists their credits across productions, newest first", async ({ page }) => {
  await page.goto("/twelfth-night");
  await loaded(page);
  const cast = page.getByRole("region", { name: "Cast" });
  // A name without a person's page stays plain text; a linked one leads to it.
  await cast.getByRole("link", { name: "Priya Raman" }).click();
  await expect(page).toHaveURL(/\/people\/priya-raman$/);
  await expect(page.getByRole("heading", { level: 1, name: "Priya Raman" })).toBeVisible();
  await expect(page.getByText(/Priya joined the society as a student/)).toBeVisible();
  const credits = page.getByRole("region", { name: "In our productions" }).getByRole("listitem");
  // The Importance of Being Earnest opens after Twelfth Night.
  await expect(credits).toHaveText([/^Producer, The Importance of Being Earnest \(\d{4}\)$/, /^Viola in Twelfth Night \(\d{4}\)$/]);
  await expect(page).toHaveTitle(/^Priya Raman \| /);
  await screenshots(page, "person");
  await page.setViewportSize({ width: 375, height: 740 });
  await credits.nth(0).getByRole("link", { name: "The Importance of Being Earnest" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "The Importance of Being Earnest" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Production team" }).getByRole("link", { name: "Priya Raman" })).toHaveAttribute("href", "/people/priya-raman");
});

test("results come a page at a time, with real links between pages", async ({ page }) => {
  // Every demo play's blurb or team names the playwright or the director: more than a page.
  await page.goto("/search?q=production");
  await loaded(page);
  const pages = page.getByRole("navigation", { name: "Search results pages" });
  await expect(pages).toContainText("Page 1 of");
  await expect(pages.getByRole("link", { name: "Next →" })).toHaveAttribute("href", "/search?q=production&page=2");
  await pages.getByRole("link", { name: "Next →" }).click();
  await expect(page).toHaveURL(/\/search\?q=production&page=2$/);
  await expect(page.getByRole("navigation", { name: "Search results pages" })).toContainText("Page 2 of");
  await expect(page.getByRole("navigation", { name: "Search results pages" }).getByRole("link", { name: "← Previous" })).toHaveAttribute("href", "/search?q=production");
});

test("no words show just the form; a search the site refuses says why; nothing found says what to try", async ({ page }) => {
  await page.goto("/search");
  await loaded(page);
  await expect(page.getByRole("searchbox", { name: "Search plays, blogs and people" })).toHaveValue("");
  await expect(page.locator(".search-hit")).toHaveCount(0);
  await expect(page.locator(".search-summary")).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Search plays, blogs and people" }).fill("xqzvwy plokijuh");
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^0 results for “xqzvwy plokijuh”$/ })).toBeVisible();
  await expect(page.getByText("Try fewer or other words")).toBeVisible();

  // Longer than the API takes (the box itself stops at 200 characters): its own message, on the page, not an error screen.
  await page.goto(`/search?q=${"a".repeat(201)}`);
  await loaded(page);
  await expect(page.locator(".search-refused")).toHaveText(/^Your search /);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("an unknown person, or one hidden at their request, is the not-found page (status 404), and search leaves the hidden one out", async ({ page, request }) => {
  const unknown = await page.goto("/people/no-such-person");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  // Once hydrated, the app's 404 flow goes on to the static not-found page: let it, before going elsewhere.
  await page.waitForURL("**/404.html");

  const token = await adminToken(request);
  const { createPerson } = await graphql<{ createPerson: { slug: string } }>(request, token, "mutation ($input: PersonInput!) { createPerson(input: $input) { slug } }", {
    input: { name: "Quentin Hidden-Request", hidden: true },
  });
  const hidden = await request.get(`/people/${createPerson.slug}`);
  expect(hidden.status()).toBe(404);
  expect(await hidden.text()).not.toContain("Quentin Hidden-Request");
  await page.goto(`/search?q=${encodeURIComponent("Quentin Hidden-Request")}`);
  await loaded(page);
  await expect(page.getByRole("link", { name: "Quentin Hidden-Request" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's box searches and the results and people's pages read as they are", async ({ page }) => {
    await page.goto("/about");
    const { box, button } = await headerSearch(page);
    await box.fill("Priya Raman");
    await button.click();
    await expect(page).toHaveURL(/\/search\?q=Priya\+Raman$/);
    await expect(page.getByRole("status").filter({ hasText: "for “Priya Raman”" })).toBeVisible();
    await page.locator(".search-hit").filter({ has: page.locator(".search-kind", { hasText: "Person" }) }).getByRole("link", { name: "Priya Raman" }).click();
    await expect(page).toHaveURL(/\/people\/priya-raman$/);
    await expect(page.getByRole("region", { name: "In our productions" })).toContainText(/Viola in Twelfth Night/);
  });
});
