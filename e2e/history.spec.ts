import type { Page } from "@playwright/test";
import { adminToken, editorContext, expect, expectAccessible, loaded, publishedPlay, test } from "./fixtures";

/** Issue 18: an editor's History (Open, Compare, Restore) and Publish at / Unpublish at. */

const suffix = () => String(Date.now()).slice(-6);

/** Save changes, waiting for the server's answer (the 'Saved!' notice may still show from the last one). */
async function saveChanges(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith("/graphql") && (response.request().postData() ?? "").includes('"UpdatePlay"'));
  await page.getByRole("form", { name: "Play" }).getByRole("button", { name: "Save changes" }).click();
  expect((await answered).ok()).toBe(true);
}

test("History: Compare an older revision word by word, Restore it as the draft, then publish it", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const play = await publishedPlay(request, token, `Revised play ${suffix()}`);
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await page.goto(`/admin-edit-tool/plays/${play.slug}`);
  const form = page.getByRole("form", { name: "Play" });
  await expect(form.getByLabel("Notice message")).toHaveValue("Booking now");
  await form.getByLabel("Notice message").fill("Opening night in May");
  await saveChanges(page);
  await form.getByLabel("Notice message").fill("Extra matinee added");
  await saveChanges(page);

  await form.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: /History/ });
  const revisions = history.getByRole("listitem");
  await expect(revisions.first()).toContainText("Published");
  // The newest is what is on the site now; the one before it is the first change.
  const older = revisions.nth(1);
  await expect(older).toContainText("Changed: Notice message");
  await expect(older).toContainText(" by admin");
  const name = (await older.getByRole("heading").textContent())!;
  expect(name).toMatch(/^Revision \d+$/);
  await expectAccessible(page);

  await older.getByRole("button", { name: "Compare" }).click();
  await expect(history.getByRole("heading", { name: `${name} compared with the current draft` })).toBeVisible();
  const message = history.locator(".compare-field").filter({ has: page.getByRole("heading", { name: "Notice message" }) });
  await expect(message.locator("del")).toHaveText(["Opening night in May"]);
  await expect(message.locator("ins")).toHaveText(["Extra matinee added"]);
  await expect(history.getByText(/^Unchanged: Title, Url/)).toBeVisible();

  await history.getByRole("button", { name: "Restore" }).click();
  await expect(history).toHaveCount(0);
  await expect(page.getByText(`${name} restored as the draft`)).toBeVisible();
  await expect(form.getByLabel("Notice message")).toHaveValue("Opening night in May");
  await expect(page.getByText("Published, with unpublished changes")).toBeVisible();

  // Restoring is a draft: the site still shows the newest published text, History the restore.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/${play.slug}`);
  await loaded(visitor);
  await expect(visitor.locator(".play-page .tag")).toHaveText("Extra matinee added");
  await form.getByRole("button", { name: "History" }).click();
  await expect(history.getByRole("listitem").first()).toContainText(`${name} restored`);
  await history.getByRole("button", { name: "Close history" }).click();

  await saveChanges(page);
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await visitor.reload();
  await loaded(visitor);
  await expect(visitor.locator(".play-page .tag")).toHaveText("Opening night in May");
  await visitor.close();
  await context.close();
});

test("Publish at: the editor says when in words, shows a refused time by its field, and Cancel ends the schedule", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const play = await publishedPlay(request, token, `Scheduled play ${suffix()}`);
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await page.goto(`/admin-edit-tool/plays/${play.slug}`);
  const form = page.getByRole("form", { name: "Play" });
  const schedule = page.getByRole("form", { name: "Schedule" });
  await expect(schedule.getByText("Nothing is scheduled.")).toBeVisible();

  await schedule.getByLabel("Publish at", { exact: true }).fill("2020-01-01T10:00");
  await schedule.getByRole("button", { name: "Schedule" }).click();
  await expect(schedule.getByRole("alert")).toContainText("must be in the future");

  // The change on screen is saved as the draft first: that is what will be published.
  await form.getByLabel("Notice message").fill("Coming in December");
  await schedule.getByLabel("Publish at", { exact: true }).fill("2030-12-04T19:00");
  await schedule.getByRole("button", { name: "Schedule" }).click();
  await expect(schedule.getByText(/^Will be published on Wednesday 4 December 2030 at \d/)).toBeVisible();
  await expect(schedule.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("Published, with unpublished changes")).toBeVisible();

  await page.reload();
  await expect(schedule.getByText(/^Will be published on Wednesday 4 December 2030/)).toBeVisible();
  await expect(schedule.getByLabel("Publish at", { exact: true })).toHaveValue("2030-12-04T19:00");
  await expect(form.getByLabel("Notice message")).toHaveValue("Coming in December");

  await schedule.getByRole("button", { name: "Cancel Publish at" }).click();
  await expect(schedule.getByText("Nothing is scheduled.")).toBeVisible();
  await expect(schedule.getByLabel("Publish at", { exact: true })).toHaveValue("");
  await context.close();
});
