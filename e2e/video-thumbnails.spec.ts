import sharp from "sharp";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminToken, editorContext, expect, graphql, loaded, test } from "./fixtures";
import { E2E_VIDEO } from "./stand-in-video";

/**
 * Issue 21: a visitor who does nothing is seen by no third party. Video thumbnails are fetched by
 * the server (from global-setup's stand-in for YouTube) or uploaded by an editor, and served from
 * this site; the page asks no other host for anything.
 */
const suffix = () => String(Date.now()).slice(-6);
const OTHER_SITE_VIDEO = "https://video.example.org/clip/7";

/** A play published through the API with these video links. */
async function playWithVideos(request: APIRequestContext, token: string, title: string, videolinks: string[]): Promise<{ id: string; slug: string }> {
  const { createPlay } = await graphql<{ createPlay: { id: string; version: number } }>(request, token, "mutation { createPlay { id version } }");
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  const { updatePlay } = await graphql<{ updatePlay: { id: string; slug: string } }>(request, token, "mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { id slug } }", {
    id: createPlay.id,
    input: { title, slug, videolinks, version: createPlay.version },
  });
  return updatePlay;
}

/** Every address the page asks for from now on (documents, scripts, images, API calls). */
function recordRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(request.url()));
  return asked;
}

/** Scrolls through the whole page, so lazy images load, and waits for the network to settle. */
async function readToTheEnd(page: Page): Promise<void> {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) await page.mouse.wheel(0, 500);
  await page.waitForLoadState("networkidle");
}

const otherHosts = (asked: string[], baseURL: string) => asked.filter((url) => new URL(url).origin !== new URL(baseURL).origin);

test("a play page shows its video's thumbnail fetched and stored by the server, and asks no other host for anything", async ({ page, request, baseURL }) => {
  const token = await adminToken(request);
  const play = await playWithVideos(request, token, `Trailer play ${suffix()}`, [E2E_VIDEO.url, OTHER_SITE_VIDEO]);
  // The server's job fetches it shortly after the save.
  await expect.poll(async () => (await graphql<{ play: { videos: { thumbnail: { url: string } | null }[] } }>(request, token, `{ play(slug: "${play.slug}") { videos { thumbnail { url } } } }`)).play.videos[0].thumbnail?.url ?? null, { timeout: 20_000 }).toMatch(/^\/images\/videos\//);

  const asked = recordRequests(page);
  await page.goto(`/${play.slug}`);
  await loaded(page);
  const videos = page.getByRole("region", { name: "Videos" });
  const trailer = videos.getByRole("link", { name: new RegExp(`${E2E_VIDEO.title}.*Watch on YouTube.*opens YouTube in a new tab`) });
  await expect(trailer).toHaveAttribute("href", E2E_VIDEO.url);
  await expect(trailer).toHaveAttribute("rel", "noopener noreferrer");
  const thumbnail = trailer.locator("img");
  await expect(thumbnail).toHaveAttribute("src", /^\/images\/videos\/[0-9a-f-]+\/fetched\d+\.jpg$/);
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // A site the server does not fetch from: a placeholder under its name, no image at all.
  const other = videos.getByRole("link", { name: /Video 2 of .*Watch on video\.example\.org/ });
  await expect(other.locator(".video-placeholder")).toHaveText("video.example.org");
  await expect(other.locator("img")).toHaveCount(0);

  await readToTheEnd(page);
  expect(asked.length).toBeGreaterThan(3);
  expect(otherHosts(asked, baseURL!)).toEqual([]);
});

test("the demo play's videos, which could not be fetched, show placeholders; nothing is loaded from YouTube or Vimeo", async ({ page, baseURL }) => {
  const asked = recordRequests(page);
  await page.goto("/twelfth-night");
  await loaded(page);
  const videos = page.getByRole("region", { name: "Videos" });
  await expect(videos.locator(".video-placeholder")).toHaveText(["YouTube", "Vimeo"]);
  await expect(videos.getByRole("link", { name: /Watch on Vimeo \(opens Vimeo in a new tab\)/ })).toHaveAttribute("href", "https://vimeo.com/402311842");
  await readToTheEnd(page);
  expect(otherHosts(asked, baseURL!)).toEqual([]);
});

test("an editor uploads a thumbnail for a video the server cannot fetch; visitors see it, served from this site", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const play = await playWithVideos(request, token, `Own thumbnail ${suffix()}`, [`${OTHER_SITE_VIDEO}?play=${suffix()}`]);
  const context = await editorContext(browser, baseURL!, token);
  const editor = await context.newPage();
  await editor.goto(`/admin-edit-tool/plays/${play.slug}`);
  const form = editor.getByRole("form", { name: "Play" });
  await expect(form.getByText(/Thumbnails are not fetched from video\.example\.org/)).toBeVisible();
  const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 40, g: 90, b: 160 } } }).png().toBuffer();
  await form.getByLabel("Upload a thumbnail for video link 1").setInputFiles({ name: "still.png", mimeType: "image/png", buffer: image });
  await expect(form.getByText("Your uploaded thumbnail is shown.")).toBeVisible();
  // The editor is given a signed address (PRODUCT decision 23); visitors the plain one, once the play shows it.
  await expect(form.getByRole("img", { name: /Thumbnail of video link 1/ })).toHaveAttribute("src", /^\/images\/videos\/[0-9a-f-]+\/uploaded0\.jpg\?sig=[\w.-]+$/);
  await context.close();

  const visitor = await browser.newPage({ baseURL });
  const asked = recordRequests(visitor);
  await visitor.goto(`/${play.slug}`);
  await loaded(visitor);
  await expect(visitor.getByRole("region", { name: "Videos" }).locator("img")).toHaveAttribute("src", /^\/images\/videos\/[0-9a-f-]+\/uploaded0\.jpg$/);
  await readToTheEnd(visitor);
  expect(otherHosts(asked, baseURL!)).toEqual([]);
  await visitor.close();
});
