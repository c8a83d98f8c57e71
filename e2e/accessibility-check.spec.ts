import sharp from "sharp";
import { adminToken, editorContext, expect, expectAccessible, graphql, publishedPlay, test } from "./fixtures";

/** Issue 38: Save changes checks what is about to go public and lists what would shut people out. */

const suffix = () => String(Date.now()).slice(-6);
const photo = () => sharp({ create: { width: 640, height: 420, channels: 3, background: { r: 40, g: 90, b: 120 } } }).jpeg().toBuffer();

test("publishing a play with a photo without a description is stopped with a link to it; described, it publishes (past a warning)", async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const play = await publishedPlay(request, token, `Gallery check ${suffix()}`);
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await page.goto(`/admin-edit-tool/plays/${play.slug}`);
  const form = page.getByRole("form", { name: "Play" });

  await form.getByLabel("Notice message").fill("NOW BOOKING FOR ALL DATES");
  await form.getByLabel("Choose photos").setInputFiles({ name: "scene.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await expect(form.getByRole("region", { name: "Uploads" }).getByRole("status")).toHaveText("Uploads finished: 1 uploaded");
  // A caption is shown under the photo; it does not describe it.
  await form.getByLabel("Caption of photo 1", { exact: true }).fill("The reunion");
  await form.getByRole("button", { name: "Save changes" }).click();

  // Stopped: the check's list takes the focus, the photo's item links to its description, and there is no way past it.
  const check = page.getByRole("region", { name: /Accessibility check: not published yet/ });
  await expect(check).toBeFocused();
  const item = check.getByRole("list", { name: "Must be put right before publishing" }).getByRole("link", { name: /^Photo 1 has no description/ });
  await expect(item).toBeVisible();
  await expect(check.getByRole("list", { name: "Warnings" }).getByRole("link", { name: /"NOW BOOKING FOR ALL DATES" is in capitals/ })).toBeVisible();
  await expect(check.getByRole("button", { name: "Publish anyway" })).toHaveCount(0);
  await expectAccessible(page);
  // Nothing was published (the draft may keep the changes: autosave).
  const before = await graphql<{ play: { images: unknown[]; message: string } }>(request, token, `{ play(slug: "${play.slug}") { images { caption } message } }`);
  expect(before.play).toEqual({ images: [], message: "Booking now" });

  // The link goes to the field; once described, only the warning is left, and the editor may publish past it.
  await item.click();
  const description = form.getByLabel("Description of photo 1", { exact: true });
  await expect(description).toBeFocused();
  await description.fill("Viola and Sebastian meet at last");
  await form.getByRole("button", { name: "Save changes" }).click();
  const warnings = page.getByRole("region", { name: "Accessibility check: check before publishing" });
  await expect(warnings).toBeFocused();
  await expectAccessible(page);
  await warnings.getByRole("button", { name: "Publish anyway" }).click();
  await expect(page.getByText("Saved!")).toBeVisible();
  await expect(warnings).toHaveCount(0);

  const published = await graphql<{ play: { images: { caption: string; description: string }[]; message: string; accessibilityIssues: { field: string; blocking: boolean }[] } }>(
    request, token, `{ play(slug: "${play.slug}") { images { caption description } message accessibilityIssues { field blocking } } }`,
  );
  expect(published.play).toEqual({ images: [{ caption: "The reunion", description: "Viola and Sebastian meet at last" }], message: "NOW BOOKING FOR ALL DATES", accessibilityIssues: [{ field: "message", blocking: false }] });
  await context.close();
});
