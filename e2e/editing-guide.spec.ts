import type { Locator, Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { adminToken, editorContext, expect, graphql, publishedPlay, test } from "./fixtures";

/**
 * The screenshots in docs/editing.md, made here so that they show the editing screens as they are
 * today: each run of the browser tests writes them again into docs/images/. One fixed viewport, the
 * top of each screen only, so that they stay small and readable in the guide.
 */

const IMAGES = path.join(__dirname, "..", "docs", "images");
const VIEWPORT = { width: 1280, height: 800 };

/**
 * Waits for the screen to settle (fonts, images, no loading indicator), then saves it as
 * docs/images/{name}.png: the screen as it shows, or only `element`, or only what is above `above`
 * (so that a part whose contents change from run to run, such as a list with times, is left out).
 */
async function shoot(page: Page, name: string, { element, above }: { element?: Locator; above?: Locator } = {}): Promise<void> {
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold never load, so only those on screen are waited for.
    const onScreen = (image: HTMLImageElement) => image.getBoundingClientRect().top < window.innerHeight && image.getBoundingClientRect().bottom > 0;
    await Promise.all(Array.from(document.images).filter(onScreen).map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
  });
  // A focus ring or a caret left by navigation would differ from run to run.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  fs.mkdirSync(IMAGES, { recursive: true });
  const file = path.join(IMAGES, `${name}.png`);
  if (element) {
    await element.screenshot({ path: file, animations: "disabled", caret: "hide" });
  } else {
    const end = above ? (await above.boundingBox())!.y : VIEWPORT.height;
    await page.screenshot({ path: file, animations: "disabled", caret: "hide", clip: { x: 0, y: 0, width: VIEWPORT.width, height: Math.min(end, VIEWPORT.height) } });
  }
  expect(fs.statSync(file).size).toBeGreaterThan(0);
}

test("the editing guide's screenshots are made from the editing screens as they are", async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const context = await editorContext(browser, baseURL!, token);
  let page = await context.newPage();
  await page.setViewportSize(VIEWPORT);

  await page.goto("/admin-edit-tool");
  await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Site settings" })).toBeVisible();
  await shoot(page, "admin-menu");

  await page.goto("/admin-edit-tool/plays");
  await expect(page.getByRole("heading", { level: 1, name: "Plays" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Twelfth Night/ })).toBeVisible();
  await shoot(page, "plays-list");

  await page.goto("/admin-edit-tool/plays/twelfth-night");
  await expect(page.getByRole("heading", { level: 1, name: "Edit play" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();
  await shoot(page, "play-editor");

  // The Programme section of the same play, from its heading down (the demo play has a programme).
  const programme = page.locator("section#programme");
  await expect(programme.getByLabel("Author's billing")).toHaveValue("by William Shakespeare");
  await programme.evaluate((section) => section.scrollIntoView({ block: "start" }));
  await shoot(page, "play-programme");

  // The accessibility check at Save changes, on a play of this test's own: a photo without a
  // description (blocking) and a notice in capitals (a warning). Nothing is published.
  const checked = await publishedPlay(request, token, "The Country Wife");
  await page.goto(`/admin-edit-tool/plays/${checked.slug}`);
  const form = page.getByRole("form", { name: "Play" });
  await form.getByLabel("Notice message").fill("LAST FEW TICKETS FOR SATURDAY");
  const scene = await sharp({ create: { width: 640, height: 420, channels: 3, background: { r: 40, g: 90, b: 120 } } }).jpeg().toBuffer();
  await form.getByLabel("Choose photos").setInputFiles({ name: "scene.jpg", mimeType: "image/jpeg", buffer: scene });
  await expect(form.getByRole("region", { name: "Uploads" }).getByRole("status")).toHaveText("Uploads finished: 1 uploaded");
  await form.getByLabel("Caption of photo 1", { exact: true }).fill("Margery Pinchwife in disguise");
  await form.getByRole("button", { name: "Save changes" }).click();
  const check = page.getByRole("region", { name: /Accessibility check: not published yet/ });
  await expect(check.getByRole("link", { name: /^Photo 1 has no description/ })).toBeVisible();
  await expect(check.getByRole("link", { name: /is in capitals/ })).toBeVisible();
  await check.evaluate((box) => box.scrollIntoView({ block: "start" }));
  await shoot(page, "accessibility-check", { element: check });
  // A fresh tab: the play's unsaved changes would ask before leaving.
  await page.close();
  page = await context.newPage();
  await page.setViewportSize(VIEWPORT);

  // Your account: the top of it (two-step sign-in and passkeys); the devices below hold times.
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn on two-step sign-in" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a passkey" })).toBeVisible();
  await shoot(page, "account-sign-in", { above: page.getByRole("heading", { level: 2, name: "Change your password" }) });

  // API tokens: the explanation and the form for a new token (the list below holds times).
  await page.goto("/admin-edit-tool/api-tokens");
  await expect(page.getByRole("heading", { level: 1, name: "API tokens" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create token" })).toBeVisible();
  await shoot(page, "api-tokens", { above: page.getByRole("heading", { level: 2, name: "Tokens", exact: true }) });

  // Deleted items with something in it: a play of this test's own, deleted through the API.
  const play = await publishedPlay(request, token, "The Recruiting Officer");
  await graphql(request, token, "mutation ($id: ID!) { deletePlay(id: $id) }", { id: play.id });
  await page.goto("/admin-edit-tool/deleted");
  await expect(page.getByRole("heading", { level: 1, name: "Deleted items" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "The Recruiting Officer", exact: true })).toBeVisible();
  await shoot(page, "deleted-items");

  await context.close();
});
