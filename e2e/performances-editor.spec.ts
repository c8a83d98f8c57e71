import type { Browser, BrowserContext, Page } from "@playwright/test";
import { adminToken, expect, expectAccessible, graphql, loaded, publishedPlay, screenshots, test } from "./fixtures";

/**
 * Issue 20, the editor's side: performances added with the repeat helper, a status changed with one
 * click from the play's list of performances, and the Venues screen.
 */

const suffix = () => String(Date.now()).slice(-6);

/**
 * The e2e admin signed in, in a browser whose clock is New York's: the editor still types and
 * reads London's times (the society's), never the browser's.
 */
async function editorAbroad(browser: Browser, baseURL: string, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, timezoneId: "America/New_York" });
  await context.addInitScript((value) => window.localStorage.setItem("user-token", value), token);
  return context;
}

/** Save changes, waiting for the server's answer (the 'Saved!' notice may still show from the last one). */
async function saveChanges(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith("/graphql") && (response.request().postData() ?? "").includes('"UpdatePlay"'));
  await page.getByRole("form", { name: "Play" }).getByRole("button", { name: "Save changes" }).click();
  const response = await answered;
  expect(response.ok()).toBe(true);
  expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
}

const WEEK = [
  "Tuesday 16th March 2027, 7.30pm",
  "Wednesday 17th March 2027, 7.30pm",
  "Thursday 18th March 2027, 7.30pm",
  "Friday 19th March 2027, 7.30pm",
  "Saturday 20th March 2027, 2.30pm",
  "Saturday 20th March 2027, 7.30pm",
];

test("an editor adds a week of performances with the repeat helper and a matinée, publishes, and cancels one with one click: the play page marks it Cancelled, without Book", async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const play = await publishedPlay(request, token, `A week of nights ${suffix()}`);
  const { venues } = await graphql<{ venues: { id: string; slug: string }[] }>(request, token, "{ venues { id slug } }");
  const adc = venues.find((venue) => venue.slug === "adc-theatre")!;
  const context = await editorAbroad(browser, baseURL!, token);
  const page = await context.newPage();
  await page.goto(`/admin-edit-tool/plays/${play.slug}`);
  const form = page.getByRole("form", { name: "Play" });
  await expect(form.getByLabel("Notice message")).toHaveValue("Booking now");
  await form.getByLabel("Buy-ticket link").fill("https://tickets.example.org/a-week-of-nights");
  await form.getByLabel("Running time (minutes)").fill("100");
  await form.getByLabel("Intervals").fill("1");
  await form.getByLabel("Age guidance").fill("12+");
  await form.getByRole("checkbox", { name: "Strobe lighting" }).check();

  // '7.30pm nightly from Tuesday 16th to Saturday 20th': the first use of the helper…
  const helper = form.getByRole("group", { name: "Add performances" });
  await helper.getByLabel("First day").fill("2027-03-16");
  await helper.getByLabel("Last day").fill("2027-03-20");
  await helper.getByLabel("Time").fill("19:30");
  await expect(helper.getByLabel("Venue").locator(`option[value="${adc.id}"]`)).toHaveText(/^ADC Theatre/);
  await helper.getByLabel("Venue").selectOption(adc.id);
  await helper.getByRole("button", { name: "Add performances" }).click();
  await expect(helper.getByRole("status")).toHaveText("Added 5 performances: Tuesday 16th March 2027 to Saturday 20th March 2027 at 7.30pm.");
  // …'matinée Saturday 2.30pm': the second.
  await helper.getByLabel("First day").fill("2027-03-20");
  await helper.getByLabel("Last day").fill("");
  await helper.getByLabel("Time").fill("14:30");
  await helper.getByRole("button", { name: "Add performances" }).click();
  await expect(helper.getByRole("status")).toHaveText("Added 1 performance: Saturday 20th March 2027, 2.30pm.");

  const list = form.getByRole("list", { name: "Performances of this play" });
  await expect(list.locator(":scope > li > fieldset > legend")).toHaveText(WEEK);
  await expect(form.getByRole("group", { name: WEEK[0], exact: true }).getByLabel("Date and time")).toHaveValue("2027-03-16T19:30");
  await expectAccessible(page);
  await screenshots(page, "admin-performances-editor");

  await saveChanges(page);
  await expect(page.getByText("Saved!")).toBeVisible();
  await expect(list.locator(":scope > li > fieldset > legend")).toHaveText(WEEK);

  // One click on Thursday's 'Cancelled', then Save changes puts it on the site.
  const thursday = form.getByRole("group", { name: WEEK[2], exact: true });
  await thursday.getByText("Cancelled", { exact: true }).click();
  await expect(thursday.getByRole("radio", { name: "Cancelled" })).toBeChecked();
  await saveChanges(page);
  await expect(form.getByRole("group", { name: WEEK[2], exact: true }).getByRole("radio", { name: "Cancelled" })).toBeChecked();

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/${play.slug}`);
  await loaded(visitor);
  const performances = visitor.getByRole("region", { name: "Performances" }).getByRole("listitem").filter({ has: visitor.locator(".performance-when") });
  await expect(performances).toHaveCount(6);
  await expect(performances.locator(".performance-when time")).toHaveText(WEEK);
  const cancelled = performances.filter({ hasText: WEEK[2] });
  await expect(cancelled).toContainText("Cancelled");
  await expect(cancelled.getByRole("link", { name: /^Book/ })).toHaveCount(0);
  await expect(performances.getByRole("link", { name: /^Book/ })).toHaveCount(5);
  await expect(performances.first().getByRole("link", { name: /^Book/ })).toHaveAttribute("href", "https://tickets.example.org/a-week-of-nights");
  for (const text of WEEK.filter((_, i) => i !== 2)) await expect(performances.filter({ hasText: text })).not.toContainText("Cancelled");
  await visitor.close();
  await context.close();
  await graphql(request, token, "mutation ($id: ID!) { deletePlay(id: $id) }", { id: play.id });
});

test("Venues: an editor adds a venue with its access information, edits it (a taken url is refused by its field), cannot delete a venue in use, and deletes their own", async ({ browser, baseURL, request }) => {
  test.setTimeout(60_000);
  const token = await adminToken(request);
  const context = await editorAbroad(browser, baseURL!, token);
  const page = await context.newPage();
  const name = `Round Church Hall ${suffix()}`;
  // The demo's ADC Theatre (other tests may have made venues of the same name elsewhere).
  const adc = page.getByRole("row", { name: /^ADC Theatre Park Street, Cambridge CB5 8AS/ });
  const slug = name.toLowerCase().replace(/ /g, "-");

  await page.goto("/admin-edit-tool");
  await page.getByRole("link", { name: "Venues", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Venues" })).toBeVisible();
  await expect(adc).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "+ Add venue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a venue" })).toBeVisible();
  const form = page.getByRole("form", { name: "Venue" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Address").fill("Bridge Street, Cambridge CB2 1UB");
  await form.getByLabel("Map link").fill("round church");
  await form.getByLabel("Step-free access").fill("Level access through the west door.");
  await form.getByLabel("Wheelchair spaces").fill("Three spaces at the front: book them at the door.");
  await form.getByLabel("Hearing loop").fill("None.");
  await form.getByLabel("Accessible toilets").fill("In the hall next door.");
  await form.getByLabel("Parking").fill("Park Street car park.");
  await form.getByLabel("Getting here").fill("Buses to Bridge Street.");
  await form.getByLabel("More about access").fill("Assistance dogs are welcome.");
  await form.getByRole("button", { name: "Add venue" }).click();
  await expect(form.getByText("The map link must be a web address (http:// or https://)")).toBeVisible();
  await form.getByLabel("Map link").fill("https://maps.example.org/round-church");
  await expectAccessible(page);
  await screenshots(page, "admin-venue-editor");
  await form.getByRole("button", { name: "Add venue" }).click();
  await expect(page.getByText(`Added ${name}`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Venues" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Bridge Street, Cambridge CB2 1UB");
  await expect(row.getByRole("link", { name: `/venues/${slug} (opens in a new tab)` })).toBeVisible();

  // A url another venue has: the server refuses it, said by the field.
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
  await expect(form.getByLabel("Step-free access")).toHaveValue("Level access through the west door.");
  await form.getByLabel("Url").fill("adc-theatre");
  await form.getByRole("button", { name: "Save venue" }).click();
  await expect(page.getByRole("dialog", { name: "Oh oo!" })).toContainText("already taken");
  await page.getByRole("dialog", { name: "Oh oo!" }).getByRole("button", { name: "OK" }).click();
  await expect(form.getByRole("alert")).toContainText("already used by another");
  await form.getByLabel("Url").fill(slug);
  await form.getByLabel("Hearing loop").fill("A portable hearing loop: ask at the door.");
  await form.getByRole("button", { name: "Save venue" }).click();
  await expect(page.getByText(`Saved ${name}`)).toBeVisible();

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/venues/${slug}`);
  await loaded(visitor);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor.getByText("A portable hearing loop: ask at the door.")).toBeVisible();
  await visitor.close();

  // A venue plays use cannot go: the server's message says which.
  await adc.getByRole("button", { name: "Delete ADC Theatre" }).click();
  await page.getByRole("alertdialog", { name: "Delete ADC Theatre?" }).getByRole("button", { name: "Delete" }).click();
  const refused = page.getByRole("dialog", { name: "Oh oo!" });
  await expect(refused).toContainText("ADC Theatre is still the venue of");
  await expect(refused).toContainText("Twelfth Night");
  await refused.getByRole("button", { name: "OK" }).click();
  await expect(adc).toBeVisible();

  await page.getByRole("row", { name: new RegExp(name) }).getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog", { name: `Delete ${name}?` }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`Deleted ${name}`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  await context.close();
});
