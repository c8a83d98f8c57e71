import type { Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { adminToken, editorContext, expect, graphql, publishedPlay, test } from "./fixtures";

/**
 * The screenshots in docs/editing.md, made here so that they show the editing screens as they are
 * today: each run of the browser tests writes them again into docs/images/. One fixed viewport, the
 * top of each screen only, so that they stay small and readable in the guide.
 */

const IMAGES = path.join(__dirname, "..", "docs", "images");
const VIEWPORT = { width: 1280, height: 800 };

/** Waits for the screen to settle (fonts, images, no loading indicator), then saves it as docs/images/{name}.png. */
async function shoot(page: Page, name: string): Promise<void> {
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
  await page.screenshot({ path: file, animations: "disabled", caret: "hide" });
  expect(fs.statSync(file).size).toBeGreaterThan(0);
}

test("the editing guide's screenshots are made from the editing screens as they are", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
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

  // Deleted items with something in it: a play of this test's own, deleted through the API.
  const play = await publishedPlay(request, token, "The Recruiting Officer");
  await graphql(request, token, "mutation ($id: ID!) { deletePlay(id: $id) }", { id: play.id });
  await page.goto("/admin-edit-tool/deleted");
  await expect(page.getByRole("heading", { level: 1, name: "Deleted items" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "The Recruiting Officer", exact: true })).toBeVisible();
  await shoot(page, "deleted-items");

  await context.close();
});
