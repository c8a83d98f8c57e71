import sharp from "sharp";
import type { Locator } from "@playwright/test";
import { adminToken, editorContext, expect, graphql, publishedPlay, test } from "./fixtures";

/** Issue 32: a draft's image is nobody's to load but its editors' and a preview link's holders'. */

const suffix = () => String(Date.now()).slice(-6);
const poster = () => sharp({ create: { width: 800, height: 450, channels: 3, background: { r: 120, g: 40, b: 90 } } }).jpeg().toBuffer();

/** Waits until the image has really loaded (a 404 leaves it broken, with no natural width). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

test("a share-preview link opened without an account shows the draft's new image, while its public address answers 404", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const title = `Poster in draft ${suffix()}`;
  const play = await publishedPlay(request, token, title);

  // The editor uploads a main image into the draft: the editor sees it at once.
  const context = await editorContext(browser, baseURL!, token);
  const editor = await context.newPage();
  await editor.goto(`/admin-edit-tool/plays/${play.slug}`);
  const form = editor.getByRole("form", { name: "Play" });
  await form.getByLabel("Main image").setInputFiles({ name: "poster.jpg", mimeType: "image/jpeg", buffer: await poster() });
  await expectLoaded(form.getByRole("img", { name: "Main image" }));
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(editor.getByText("Published, with unpublished changes")).toBeVisible();
  const { playDraft } = await graphql<{ playDraft: { mainimage: string } }>(request, token, `{ playDraft(slug: "${play.slug}") { mainimage } }`);
  const publicAddress = playDraft.mainimage.replace(/\?.*$/, "");
  expect(publicAddress).toMatch(new RegExp(`^/images/plays/${play.id}/mainimage\\d+\\.jpg$`));

  await editor.getByRole("button", { name: "Share preview link" }).click();
  const address = await editor.getByRole("textbox", { name: /Preview link/ }).inputValue();

  // Someone without an account: the preview shows the new image, loaded.
  const visitor = await browser.newContext({ baseURL });
  const page = await visitor.newPage();
  expect((await page.goto(new URL(address).pathname))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const image = page.locator("img.main-image");
  await expectLoaded(image);
  expect(await image.getAttribute("src")).toContain(`${publicAddress}?sig=`);

  // The same image at its public address is not there for visitors, nor on the published page.
  const direct = await visitor.request.get(publicAddress);
  expect(direct.status()).toBe(404);
  expect((await visitor.request.get(publicAddress.replace(/\.jpg$/, "-480.webp"))).status()).toBe(404);
  await page.goto(`/${play.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("img.main-image")).toHaveCount(0);

  // Save changes publishes the draft (its main image described, as publishing needs): the public address now serves it.
  await form.getByLabel("Describe this picture").fill("A poster in plum");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(editor.getByText("Saved!")).toBeVisible();
  expect((await visitor.request.get(publicAddress)).status()).toBe(200);
  await page.reload();
  await expectLoaded(page.locator("img.main-image"));
  expect(await page.locator("img.main-image").getAttribute("src")).toBe(publicAddress);
  await visitor.close();
  await context.close();
});
