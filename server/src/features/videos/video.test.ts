import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { Role } from "../../core/auth";
import type { LocalDiskStorage } from "../../core/storage";
import { picture } from "../../test/images";
import { createTestDatabase, siteDataSource, type TestDatabase } from "../../test/test-database";
import { startTestApp, testStorage, type TestApp } from "../../test/test-app";
import { until } from "../../test/until";
import { startVideoSite, standInThumbnail, type VideoSite } from "../../test/video-site";
import { insertPlays, playFixture } from "../plays/play.fixtures";
import { VIDEO_THUMBNAILS } from "./video.service";

jest.setTimeout(60_000);

/**
 * Video thumbnails fetched by the server (never by a visitor's browser) from a real HTTP server
 * standing in for YouTube and Vimeo, and a second one standing in for any other host, which must
 * never be asked anything.
 */
let database: TestDatabase;
let youtube: VideoSite;
let elsewhere: VideoSite;
let storage: LocalDiskStorage;
let site: TestApp;
let editor: string;
/** The services' clock: real time unless a test moves it. */
let now: Date | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  [youtube, elsewhere] = await Promise.all([startVideoSite(), startVideoSite()]);
  storage = testStorage();
  site = await startTestApp(database.db, { storage, settings: { videoSources: { ...youtube.sources, timeoutMs: 1000 }, clock: () => now ?? new Date(), jobs: { pollingSeconds: 0.5 } } });
  editor = await site.tokenFor(Role.editor);
});

afterAll(async () => {
  await site.app.close();
  await Promise.all([youtube.close(), elsewhere.close()]);
  await database.drop();
});

const auth = () => ({ authorization: `Bearer ${editor}` });
const watch = (id: string) => `https://www.youtube.com/watch?v=${id}`;
const VIDEO_FIELDS = "videos { url title site thumbnailStatus thumbnail { url width height sizes { width url } } }";

async function videosOf(slug: string): Promise<any[]> {
  const { body } = await site.graphql<any>(`{ play(slug: "${slug}") { ${VIDEO_FIELDS} } }`);
  expect(body.errors).toBeUndefined();
  return body.data.play.videos;
}

async function record(url: string): Promise<{ status: string; attempts: number; last_error: string | null; next_attempt_at: Date | null; title: string | null; image: string }> {
  const [row] = await database.db.query("SELECT status, attempts, last_error, next_attempt_at, title, image FROM video WHERE url = $1", [url]);
  return row;
}

const stored = (url: string) => path.join(storage.root, url.replace(/^\/images\//, ""));

describe("fetched by the job, after the save", () => {
  test("a play saved with a YouTube link gets its thumbnail stored here, with the video's title", async () => {
    youtube.videos.set("rehearsal01", { title: "Rehearsal footage" });
    // The job as the app defines it (app/jobs.ts), run by pg-boss: nudged by the save, not run in it.
    await site.services.jobs.start([{ name: VIDEO_THUMBNAILS, run: () => site.services.videos.fetchDue() }]);
    try {
      const { id, version } = (await site.services.playEditing.create({ id: "00000000-0000-4000-8000-0000000000aa", name: "Fixture", role: Role.admin }));
      const { body } = await site.graphql<any>(
        `mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { slug ${VIDEO_FIELDS} } }`,
        { id, input: { title: "With a trailer", slug: "with-a-trailer", videolinks: [watch("rehearsal01")], version } },
        auth(),
      );
      expect(body.errors).toBeUndefined();
      // The save answers before anything is fetched: the job does it.
      expect(body.data.updatePlay.videos).toEqual([{ url: watch("rehearsal01"), title: null, site: "YouTube", thumbnailStatus: "pending", thumbnail: null }]);

      const [video] = await until(() => videosOf("with-a-trailer"), ([v]) => v.thumbnail !== null, (v) => `no thumbnail yet: ${JSON.stringify(v)}`, { ms: 15_000 });
      expect(video).toMatchObject({ url: watch("rehearsal01"), title: "Rehearsal footage", site: "YouTube", thumbnailStatus: "fetched", thumbnail: { width: 480, height: 360 } });
      expect(video.thumbnail.url).toMatch(/^\/images\/videos\/[0-9a-f-]{36}\/fetched1\.jpg$/);
      expect(video.thumbnail.sizes.map((s: { width: number }) => s.width)).toEqual([480, 960, 1600]);
      const image = await fetch(`${site.url}${video.thumbnail.url}`);
      expect(image.headers.get("content-type")).toBe("image/jpeg");
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe("jpeg");
      expect(youtube.requests.filter((r) => r.includes("rehearsal01"))).toEqual([
        `/oembed?url=${encodeURIComponent(watch("rehearsal01"))}&format=json`,
        "/vi/rehearsal01/hqdefault.jpg",
      ]);
    } finally {
      await site.services.jobs.stop();
    }
  });
});

describe("fetching (the job's run)", () => {
  test("links plays already hold are found and fetched: YouTube's shorts, youtu.be and embed links, and Vimeo's", async () => {
    youtube.videos.set("shortclip1", { title: "A short" });
    youtube.videos.set("bebe123456", { title: "Be be" });
    youtube.videos.set("402311842", { title: "On Vimeo" });
    const links = ["https://www.youtube.com/shorts/shortclip1", "https://youtu.be/bebe123456", "https://www.youtube-nocookie.com/embed/shortclip1", "https://vimeo.com/402311842"];
    await insertPlays(database.db, [playFixture({ slug: "already-there", videolinks: links })]);
    expect(await site.services.videos.fetchDue()).toEqual({ fetched: 4, failed: 0 });
    const videos = await videosOf("already-there");
    expect(videos.map((v) => [v.site, v.title, v.thumbnailStatus])).toEqual([
      ["YouTube", "A short", "fetched"],
      ["YouTube", "Be be", "fetched"],
      ["YouTube", "A short", "fetched"],
      ["Vimeo", "On Vimeo", "fetched"],
    ]);
    expect(youtube.requests).toContain(`/api/oembed.json?url=${encodeURIComponent("https://vimeo.com/402311842")}&format=json`);
    for (const video of videos) expect(fs.existsSync(stored(video.thumbnail.url))).toBe(true);
  });

  test("a link to any other site is never fetched: the page shows its host", async () => {
    const before = youtube.requests.length;
    await insertPlays(database.db, [playFixture({ slug: "elsewhere-video", videolinks: [`${elsewhere.url}/watch/1`, "https://www.example.org/trailer"] })]);
    await site.services.videos.fetchDue();
    expect((await videosOf("elsewhere-video")).map((v) => [v.site, v.thumbnailStatus, v.thumbnail])).toEqual([
      ["127.0.0.1", "unsupported", null],
      ["example.org", "unsupported", null],
    ]);
    expect(youtube.requests.length).toBe(before);
    expect(elsewhere.requests).toEqual([]);
  });

  const guards: [string, (id: string) => void, RegExp, boolean][] = [
    ["a thumbnail on a host not allowed is not asked for", (id) => youtube.videos.set(id, { title: "Off site", thumbnail: `${elsewhere.url}/vi/${id}/hqdefault.jpg` }), /thumbnail: http:\/\/127\.0\.0\.1:\d+ is not an allowed host/, false],
    ["a redirect to another host is not followed", (id) => {
      youtube.videos.set(id, { title: "Redirected", thumbnail: `/away/${id}` });
      youtube.routes.set(`/away/${id}`, (_req, res) => res.writeHead(302, { location: `${elsewhere.url}/vi/${id}/hqdefault.jpg` }).end());
    }, /thumbnail: redirected to another host/, false],
    ["an answer that is not an image is refused", (id) => {
      youtube.videos.set(id, { title: "A page", thumbnail: `/page/${id}` });
      youtube.routes.set(`/page/${id}`, (_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<html>an image, honest</html>"));
    }, /thumbnail: answered text\/html, not what was asked for/, false],
    ["bytes that are not an image, labelled as one, are refused", (id) => {
      youtube.videos.set(id, { title: "Lies", thumbnail: `/lies/${id}` });
      youtube.routes.set(`/lies/${id}`, (_req, res) => res.writeHead(200, { "content-type": "image/jpeg" }).end("<svg onload=alert(1)>"));
    }, /thumbnail: The file is not an image we accept/, false],
    ["an image over the size cap is cut off as it arrives", (id) => {
      youtube.videos.set(id, { title: "Huge", thumbnail: `/huge/${id}` });
      youtube.routes.set(`/huge/${id}`, (_req, res) => {
        // No content-length: the cap must hold while reading.
        res.writeHead(200, { "content-type": "image/jpeg" });
        const chunk = Buffer.alloc(1024 * 1024, 0xff);
        let sent = 0;
        const more = () => {
          while (sent < 8 && res.write(chunk)) sent++;
          if (sent < 8) res.once("drain", () => { sent++; more(); });
          else res.end();
        };
        res.on("error", () => undefined);
        more();
      });
    }, /thumbnail: answered more than 5120 KB/, false],
    ["a host that does not answer in time is given up on, and tried again later", (id) => {
      youtube.videos.set(id, { title: "Slow", thumbnail: `/slow/${id}` });
      youtube.routes.set(`/slow/${id}`, () => undefined);
    }, /thumbnail: no answer within 1 s/, true],
    ["a video its site does not know (404) is not asked for again", () => undefined, /oEmbed: answered 404/, false],
  ];

  test.each(guards)("%s", async (_name, arrange, error, retried) => {
    const id = `guard${guards.findIndex(([name]) => name === _name)}xyz`;
    arrange(id);
    await insertPlays(database.db, [playFixture({ slug: `guarded-${id.toLowerCase()}`, videolinks: [watch(id)] })]);
    const started = Date.now();
    expect(await site.services.videos.fetchDue()).toEqual({ fetched: 0, failed: 1 });
    expect(Date.now() - started).toBeLessThan(5000);
    const row = await record(watch(id));
    expect(row.status).toBe("failed");
    expect(row.last_error).toMatch(error);
    expect(row.image).toBe("");
    expect(row.next_attempt_at === null).toBe(!retried);
    expect(elsewhere.requests).toEqual([]);
    const [video] = await videosOf(`guarded-${id.toLowerCase()}`);
    expect(video).toMatchObject({ thumbnailStatus: "failed", thumbnail: null, site: "YouTube" });
  });

  test("a redirect within the same host is followed", async () => {
    youtube.videos.set("movedvideo", { title: "Moved", thumbnail: "/moved" });
    youtube.routes.set("/moved", (_req, res) => res.writeHead(301, { location: "/vi/movedvideo/hqdefault.jpg" }).end());
    await insertPlays(database.db, [playFixture({ slug: "moved-thumbnail", videolinks: [watch("movedvideo")] })]);
    expect(await site.services.videos.fetchDue()).toEqual({ fetched: 1, failed: 0 });
    expect((await record(watch("movedvideo"))).status).toBe("fetched");
  });

  test("a failing fetch waits longer after each failure, then stops, quietly", async () => {
    let fail = true;
    youtube.videos.set("flakyvideo", { title: "Flaky", thumbnail: "/flaky.jpg" });
    youtube.routes.set("/flaky.jpg", (_req, res) => {
      if (fail) return void res.writeHead(503).end();
      void standInThumbnail().then((jpeg) => res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg));
    });
    await insertPlays(database.db, [playFixture({ slug: "flaky", videolinks: [watch("flakyvideo")] })]);
    const start = new Date();
    now = start;
    try {
      const asked = () => youtube.requests.filter((r) => r === "/flaky.jpg").length;
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt++) {
        await site.services.videos.fetchDue();
        // Not due again at once.
        await site.services.videos.fetchDue();
        expect(asked()).toBe(attempt);
        const row = await record(watch("flakyvideo"));
        expect(row).toMatchObject({ status: "failed", attempts: attempt, title: "Flaky" });
        expect(row.last_error).toBe("thumbnail: answered 503");
        if (row.next_attempt_at === null) break;
        waits.push((row.next_attempt_at.getTime() - now.getTime()) / 60_000);
        now = new Date(row.next_attempt_at.getTime() + 1000);
      }
      expect(waits).toEqual([5, 30, 120, 720, 1440]);
      now = new Date(now.getTime() + 30 * 24 * 3600_000);
      fail = false;
      await site.services.videos.fetchDue();
      expect(asked()).toBe(6);
    } finally {
      now = undefined;
    }
  });

  test("two instances running the job at once fetch each video once", async () => {
    const other = siteDataSource(database.url);
    await other.initialize();
    const second = await startTestApp(other, { settings: { videoSources: youtube.sources } });
    try {
      const ids = ["twice00001", "twice00002", "twice00003"];
      for (const id of ids) youtube.videos.set(id, { title: id });
      await insertPlays(database.db, [playFixture({ slug: "run-twice", videolinks: ids.map(watch) })]);
      const results = await Promise.all([site.services.videos.fetchDue(), second.services.videos.fetchDue(), site.services.videos.fetchDue()]);
      expect(results.reduce((sum, r) => sum + r.fetched, 0)).toBe(3);
      for (const id of ids) expect(youtube.requests.filter((r) => r.startsWith("/oembed") && r.includes(id))).toHaveLength(1);
    } finally {
      await second.app.close();
      await other.destroy();
    }
  });

  test("a draft's new links are fetched too, for its editor", async () => {
    youtube.videos.set("draftvideo", { title: "In the draft" });
    const [play] = await insertPlays(database.db, [playFixture({ slug: "drafted-video", videolinks: [] })]);
    const { body } = await site.graphql<any>(
      "mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { id } }",
      { id: play.id, input: { title: "Drafted video", slug: "drafted-video", videolinks: [watch("draftvideo")], version: play.version } },
      auth(),
    );
    expect(body.errors).toBeUndefined();
    await site.services.videos.fetchDue();
    const draft = await site.graphql<any>(`{ playDraft(slug: "drafted-video") { ${VIDEO_FIELDS} } }`, {}, auth());
    expect(draft.body.data.playDraft.videos[0]).toMatchObject({ title: "In the draft", thumbnailStatus: "fetched" });
    // Visitors still see the published play, without the link.
    expect(await videosOf("drafted-video")).toEqual([]);
  });
});

describe("an editor's thumbnail", () => {
  const upload = async (url: string, file: Buffer, headers: Record<string, string> = auth()) => {
    const form = new FormData();
    form.append("operations", JSON.stringify({ query: "mutation ($url: String!, $file: Upload!) { uploadVideoThumbnail(url: $url, file: $file) { url site thumbnailStatus lastError thumbnail { url width height } } }", variables: { url, file: null } }));
    form.append("map", JSON.stringify({ 0: ["variables.file"] }));
    form.append("0", new Blob([new Uint8Array(file)]), "thumbnail.png");
    const response = await fetch(`${site.url}/graphql`, { method: "POST", body: form, headers: { "apollo-require-preflight": "true", ...headers } });
    return (await response.json()) as any;
  };

  test("is stored like an upload and shown instead; another replaces it and the old files go", async () => {
    const url = "https://player.example.net/v/42";
    await insertPlays(database.db, [playFixture({ slug: "uploaded-thumb", videolinks: [url] })]);
    const first = await upload(url, await picture("png", 640, 360));
    expect(first.errors).toBeUndefined();
    expect(first.data.uploadVideoThumbnail).toMatchObject({ url, site: "player.example.net", thumbnailStatus: "uploaded", lastError: null, thumbnail: { width: 640, height: 360 } });
    // Its editor is given a signed address (no published play shows it yet); the path is what is stored.
    const firstImage = first.data.uploadVideoThumbnail.thumbnail.url.replace(/\?.*$/, "");
    expect(firstImage).toMatch(/^\/images\/videos\/[0-9a-f-]{36}\/uploaded0\.jpg$/);
    expect((await videosOf("uploaded-thumb"))[0].thumbnail.url).toBe(firstImage);

    const second = await upload(url, await picture("jpeg", 320, 180));
    const secondImage = second.data.uploadVideoThumbnail.thumbnail.url.replace(/\?.*$/, "");
    expect({ ...second.data.uploadVideoThumbnail.thumbnail, url: secondImage }).toMatchObject({ url: firstImage.replace("uploaded0", "uploaded1"), width: 320, height: 180 });
    expect(fs.existsSync(stored(firstImage))).toBe(false);
    expect(fs.existsSync(stored(firstImage.replace(".jpg", "-480.webp")))).toBe(false);
    expect(fs.existsSync(stored(secondImage))).toBe(true);
  });

  test("is kept over fetching: a YouTube link given one is not fetched", async () => {
    youtube.videos.set("uploadwins", { title: "Upload wins" });
    const url = watch("uploadwins");
    await insertPlays(database.db, [playFixture({ slug: "upload-wins", videolinks: [url] })]);
    expect((await upload(url, await picture("jpeg"))).errors).toBeUndefined();
    await site.services.videos.fetchDue();
    expect(youtube.requests.filter((r) => r.includes("uploadwins"))).toEqual([]);
    expect((await videosOf("upload-wins"))[0]).toMatchObject({ site: "YouTube", thumbnailStatus: "uploaded" });
  });

  test("a bad address or a file that is not an image is refused, naming what is wrong", async () => {
    const bad = await upload("javascript:alert(1)", await picture("jpeg"));
    expect(bad.errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ path: "url", message: expect.stringContaining("web address") }] });
    const text = await upload("https://vimeo.com/1234", Buffer.from("not a picture"));
    expect(text.errors[0].extensions.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  test("members and visitors may not upload one", async () => {
    const member = await site.tokenFor(Role.member);
    expect((await upload("https://vimeo.com/1234", await picture("jpeg"), { authorization: `Bearer ${member}` })).errors[0].extensions.code).toBe("FORBIDDEN");
    expect((await upload("https://vimeo.com/1234", await picture("jpeg"), {})).errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });
});

describe("what does not change", () => {
  test("the REST facade's play keeps its shape: videolinks as they were, nothing added", async () => {
    const { body } = await site.rest("GET", "/api/plays/already-there");
    expect(body.videolinks).toHaveLength(4);
    expect(Object.keys(body)).not.toEqual(expect.arrayContaining(["videos"]));
    expect(Object.keys(body)).not.toEqual(expect.arrayContaining(["videoRecords"]));
  });

  test("each play of a list answers its videos (read with the play, in the same statement)", async () => {
    const { body } = await site.graphql<any>(`{ plays(perPage: 50) { items { slug ${VIDEO_FIELDS} } } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.plays.items.find((p: { slug: string }) => p.slug === "already-there").videos).toHaveLength(4);
  });
});
