import sharp from "sharp";
import { adminToken, editorContext, expect, expectAccessible, graphql, loaded, publishedPlay, test } from "./fixtures";

/** Issue 38, part 2: galleries volunteers can fill, and visitors can page through full screen. */

const suffix = () => String(Date.now()).slice(-6);
const photo = (i: number, width = 480, height = 320) =>
  sharp({ create: { width, height, channels: 3, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: 120 } } }).jpeg().toBuffer();

test("an editor adds 20 files at once: each shows its progress, a failed attempt is retried, a file that is not an image is reported, the rest finish; photos reorder by keyboard and save", async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const play = await publishedPlay(request, token, `Full gallery ${suffix()}`);
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();

  // The fifth upload's first attempt meets a server that is briefly away; it is tried again.
  let uploads = 0;
  await page.route("**/api/plays/*/uploadimage*", async (route) => {
    uploads += 1;
    if (uploads === 5) await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "The server is busy" }) });
    else await route.continue();
  });

  await page.goto(`/admin-edit-tool/plays/${play.slug}`);
  const form = page.getByRole("form", { name: "Play" });
  const files = await Promise.all(Array.from({ length: 19 }, async (_, i) => ({ name: `scene-${String(i + 1).padStart(2, "0")}.jpg`, mimeType: "image/jpeg", buffer: await photo(i) })));
  files.splice(7, 0, { name: "programme-notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Not a picture at all, only words.") });
  await form.getByLabel("Choose photos").setInputFiles(files);

  const queue = form.getByRole("region", { name: "Uploads" });
  // Each file has a progress bar of its own from the start.
  await expect(queue.getByRole("progressbar")).toHaveCount(20);
  await expect(queue.getByRole("progressbar", { name: "Upload of scene-01.jpg" })).toBeVisible();
  await expect(queue.getByRole("status")).toHaveText("Uploads finished: 19 uploaded, 1 failed", { timeout: 60_000 });
  const failed = queue.getByRole("listitem").filter({ hasText: "programme-notes.jpg" });
  await expect(failed).toContainText("Failed: The file is not an image we accept");
  await expect(failed.getByRole("button", { name: "Try again programme-notes.jpg" })).toBeVisible();
  await expect(queue.getByRole("listitem").filter({ hasText: "Uploaded" })).toHaveCount(19);
  // The retried one: 20 files, 21 attempts.
  expect(uploads).toBe(21);

  const gallery = form.getByRole("list", { name: "Gallery photos, in the order visitors see them" });
  await expect(gallery.getByRole("listitem")).toHaveCount(19);
  await expect(form.getByRole("group", { name: "Photos (19 of at most 300)" })).toBeVisible();

  // Words for the first photo, then it moves down by keyboard: the move is announced.
  await form.getByLabel("Caption of photo 1", { exact: true }).fill("Opening scene");
  await form.getByLabel("Description of photo 1", { exact: true }).fill("The cast in a circle under one lamp");
  const moveDown = form.getByRole("button", { name: "Move down photo 1", exact: true });
  await moveDown.focus();
  await page.keyboard.press("Enter");
  await expect(form.getByText("Photo 1 moved to position 2 of 19")).toBeAttached();
  await expect(form.getByLabel("Caption of photo 2", { exact: true })).toHaveValue("Opening scene");
  await expect(form.getByLabel("Caption of photo 1", { exact: true })).toHaveValue("");
  await form.getByRole("button", { name: "Move up photo 2", exact: true }).press("Enter");
  await expect(form.getByLabel("Caption of photo 1", { exact: true })).toHaveValue("Opening scene");
  await form.getByRole("button", { name: "Move down photo 1", exact: true }).press("Enter");
  await form.getByLabel("Decorative only: needs no description (photo 3)", { exact: true }).check();
  await form.getByLabel("Cover of the gallery (photo 2)", { exact: true }).check();
  // Publishing needs every photo described or marked decorative (the accessibility check).
  for (const n of [1, ...Array.from({ length: 16 }, (_, i) => i + 4)]) {
    await form.getByLabel(`Description of photo ${n}`, { exact: true }).fill(`Scene ${n} of the run`);
  }
  await expectAccessible(page);

  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved!")).toBeVisible();
  const saved = await graphql<{ play: { galleryCover: string; images: { photo: string; caption: string; description: string; decorative: boolean; width: number }[] } }>(
    request,
    token,
    `{ play(slug: "${play.slug}") { galleryCover images { photo caption description decorative width } } }`,
  );
  expect(saved.play.images).toHaveLength(19);
  expect(saved.play.images[1]).toMatchObject({ caption: "Opening scene", description: "The cast in a circle under one lamp", decorative: false, width: 480 });
  expect(saved.play.images[2].decorative).toBe(true);
  expect(saved.play.galleryCover).toBe(saved.play.images[1].photo.replace(/\?.*$/, ""));
  await context.close();
});

test("the public gallery: lazy pictures with AVIF and WebP sources and sizes; a photo opens full screen, arrow keys, swipes and Escape work; the viewer's code loads only then", async ({ page, request }) => {
  const token = await adminToken(request);
  const play = await publishedPlay(request, token, `Gallery to browse ${suffix()}`);
  const photos = [];
  for (let i = 0; i < 3; i++) {
    const response = await request.post(`/api/plays/${play.id}/uploadimage?index=${i}`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { myfile: { name: `${play.id}_photo${i}.jpg`, mimeType: "image/jpeg", buffer: await photo(i, 900, 600) } },
    });
    expect(response.status()).toBe(201);
    photos.push({ photo: ((await response.json()) as { url: string }).url, caption: `Scene ${i + 1}`, description: `Photo number ${i + 1} of the run` });
  }
  const { playDraft } = await graphql<{ playDraft: { version: number; title: string } }>(request, token, `{ playDraft(slug: "${play.slug}") { version title } }`);
  await graphql(request, token, "mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { id } }", {
    id: play.id,
    input: { title: playDraft.title, slug: play.slug, version: playDraft.version, images: photos },
  });

  const scripts: string[] = [];
  page.on("response", (response) => response.request().resourceType() === "script" && scripts.push(response.url()));
  await page.goto(`/${play.slug}`);
  await loaded(page);
  const gallery = page.locator("ul.gallery");
  await expect(gallery.locator("picture")).toHaveCount(3);
  await expect(gallery.locator('source[type="image/avif"]')).toHaveCount(3);
  await expect(gallery.locator('source[type="image/webp"]')).toHaveCount(3);
  const first = gallery.locator("img").first();
  await expect(first).toHaveAttribute("width", "900");
  await expect(first).toHaveAttribute("height", "600");
  await expect(first).toHaveAttribute("loading", "lazy");
  await expect(first).toHaveAttribute("alt", "Photo number 1 of the run");
  expect(scripts.filter((url) => url.includes("photo-viewer"))).toEqual([]);

  await gallery.getByRole("link").first().click();
  const viewer = page.getByRole("dialog", { name: "Photos, full screen" });
  await expect(viewer).toBeVisible();
  expect(scripts.some((url) => url.includes("photo-viewer"))).toBe(true);
  await expect(viewer.getByText("Photo 1 of 3: Scene 1")).toBeVisible();
  await expect(viewer.getByRole("img", { name: "Photo number 1 of the run" })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("Photo 2 of 3: Scene 2")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("Photo 3 of 3: Scene 3")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("Photo 1 of 3: Scene 1")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByText("Photo 3 of 3: Scene 3")).toBeVisible();

  // A swipe to the left shows the next photo.
  const stage = await viewer.locator(".photo-viewer-stage").boundingBox();
  const y = stage!.y + stage!.height / 2;
  await page.mouse.move(stage!.x + stage!.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(stage!.x + stage!.width * 0.2, y, { steps: 5 });
  await page.mouse.up();
  await expect(viewer.getByText("Photo 1 of 3: Scene 1")).toBeVisible();

  // Closed on the second photo: focus goes to that photo in the page.
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(gallery.getByRole("link").nth(1)).toBeFocused();
  await expectAccessible(page);
});
