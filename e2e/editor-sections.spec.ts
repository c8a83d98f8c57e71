import type { Page } from "@playwright/test";
import { adminToken, editorContext, expect, expectAccessible, graphql, publishedPlay, test } from "./fixtures";

/**
 * Issue 33, point 2: the play editor in named sections, with a list of them that stays in view on
 * wide screens and is a compact menu on phones; each section has an address and folds; a refused
 * save opens the sections that hold its errors, focuses the first and counts them in the list.
 */

const suffix = () => String(Date.now()).slice(-6);

const PLAY_SECTIONS = ["Basics", "Words", "Performances", "Tickets and prices", "Audience and access", "Cast and team", "Reviews", "Pictures and video", "Programme"];

async function openPlay(page: Page, slug: string, hash = "") {
  await page.goto(`/admin-edit-tool/plays/${slug}${hash}`);
  await expect(page.getByRole("form", { name: "Play" }).getByLabel("Notice message")).toHaveValue("Booking now");
}

const sectionsList = (page: Page) => page.getByRole("navigation", { name: "Sections" });
const heading = (page: Page, name: string) => page.getByRole("region", { name, exact: true }).getByRole("heading").getByRole("button");

test("the section list jumps to Performances; a save with an error there opens it, focuses the field and shows 1 beside it; axe finds nothing serious", async ({ browser, baseURL, request }) => {
  test.setTimeout(60_000);
  const token = await adminToken(request);
  const play = await publishedPlay(request, token, `Sections to find ${suffix()}`);
  const { venues } = await graphql<{ venues: { id: string; slug: string }[] }>(request, token, "{ venues { id slug } }");
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await openPlay(page, play.slug);
  const form = page.getByRole("form", { name: "Play" });
  const list = sectionsList(page);
  await expect(list.getByRole("link")).toHaveText(PLAY_SECTIONS);
  await expectAccessible(page);

  // The list stays in view beside the form while it scrolls.
  await heading(page, "Audience and access").evaluate((element) => element.scrollIntoView({ block: "start" }));
  await expect(list.getByRole("link", { name: "Basics" })).toBeInViewport();
  await expect(list.getByRole("link", { name: "Performances" })).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));

  await list.getByRole("link", { name: "Performances" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-edit-tool/plays/${play.slug}#performances$`));
  await expect(heading(page, "Performances")).toBeFocused();
  await expect(page.getByRole("region", { name: "Performances", exact: true })).toBeInViewport();

  // A performance with a booking link that is no web address, then Performances folded.
  const performances = form.getByRole("list", { name: "Performances of this play" });
  await form.getByRole("button", { name: "+ Add a performance" }).click();
  await performances.getByLabel("Date and time (London)").fill("2027-03-16T19:30");
  await performances.getByLabel("Venue").selectOption(venues.find((venue) => venue.slug === "adc-theatre")!.id);
  await performances.getByLabel("Booking link").fill("ring the box office");
  await heading(page, "Performances").focus();
  await page.keyboard.press("Enter");
  await expect(heading(page, "Performances")).toHaveAttribute("aria-expanded", "false");
  await expect(form.getByLabel("Booking link")).toBeHidden();

  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(heading(page, "Performances")).toHaveAttribute("aria-expanded", "true");
  await expect(performances.getByLabel("Booking link")).toBeFocused();
  await expect(performances.getByText("The booking link must be a web address (http:// or https://)")).toBeVisible();
  const counted = list.getByRole("link", { name: "Performances 1 error" });
  await expect(counted).toBeVisible();
  await expect(counted.locator(".error-count")).toHaveText("1 1 error");
  await expect(counted.locator(".error-count [aria-hidden=true]")).toHaveText("1");
  await expect(list.getByRole("link", { name: "Basics", exact: true })).toBeVisible();
  await expectAccessible(page);

  // Put right, the count goes and the play saves.
  await performances.getByLabel("Booking link").fill("https://tickets.example.org/sections");
  await expect(list.getByRole("link", { name: "Performances", exact: true })).toBeVisible();
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved!")).toBeVisible();
  await context.close();
});

test("a folded section stays folded in this browser, and opening the editor at its address opens it", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const play = await publishedPlay(request, token, `Sections kept ${suffix()}`);
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await openPlay(page, play.slug);
  await heading(page, "Reviews").click();
  await expect(heading(page, "Reviews")).toHaveAttribute("aria-expanded", "false");
  await openPlay(page, play.slug);
  await expect(heading(page, "Reviews")).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("button", { name: "+ Add review" })).toBeHidden();

  await openPlay(page, play.slug, "#reviews");
  await expect(heading(page, "Reviews")).toHaveAttribute("aria-expanded", "true");
  await expect(heading(page, "Reviews")).toBeFocused();
  await expect(page.getByRole("button", { name: "+ Add review" })).toBeInViewport();
  await context.close();
});

test("on a phone the sections are a compact menu, worked by keyboard, and the editor does not scroll sideways", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const play = await publishedPlay(request, token, `Sections on a phone ${suffix()}`);
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 812 });
  await openPlay(page, play.slug);
  const list = sectionsList(page);
  const menu = list.getByRole("button", { name: "Sections" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(list.getByRole("link", { name: "Cast and team" })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(list.getByRole("link")).toHaveText(PLAY_SECTIONS);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.keyboard.press("Tab");
  await expect(list.getByRole("link", { name: "Basics" })).toBeFocused();
  await list.getByRole("link", { name: "Cast and team" }).focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(heading(page, "Cast and team")).toBeFocused();
  await expect(page.getByRole("region", { name: "Cast and team" })).toBeInViewport();
  // The menu stays at the top of the screen, to jump again from anywhere.
  await expect(menu).toBeInViewport();
  await context.close();
});

test("the blog editor has the same sections: Basics, Words and Photos", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await page.goto("/admin-edit-tool/blogs/meet-the-backstage-crew");
  await expect(page.getByRole("form", { name: "Blog" }).getByLabel("Title", { exact: true })).not.toHaveValue("");
  await expect(sectionsList(page).getByRole("link")).toHaveText(["Basics", "Words", "Photos"]);
  await sectionsList(page).getByRole("link", { name: "Photos" }).click();
  await expect(heading(page, "Photos")).toBeFocused();
  await expectAccessible(page);
  await context.close();
});
