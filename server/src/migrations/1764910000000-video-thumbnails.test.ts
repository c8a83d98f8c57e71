import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { startTestApp, type TestApp } from "../test/test-app";
import { insertPlays, playFixture } from "../features/plays/play.fixtures";
import { VideoThumbnails1764910000000 } from "./1764910000000-video-thumbnails";

/**
 * The video table, taken down and put back on a database with plays that already hold video links
 * (run directly, so migrations added later do not matter): nothing is copied, and the fetch job's
 * first run records the links they hold.
 */
let database: TestDatabase;
let site: TestApp | undefined;
const migration = new VideoThumbnails1764910000000();
const table = async () => (await database.db.query("SELECT to_regclass('video') AS video"))[0].video;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertPlays(database.db, [
    playFixture({ slug: "with-videos", videolinks: ["https://www.youtube.com/watch?v=oldvideo01", "https://vimeo.com/76979871"] }),
    playFixture({ slug: "with-a-page", videolinks: ["https://theatre.example/trailer"] }),
  ]);
});

afterAll(async () => {
  await site?.app.close();
  await database.drop();
});

test("down drops the table; up makes it again, empty", async () => {
  const runner = database.db.createQueryRunner();
  try {
    await migration.down(runner);
    expect(await table()).toBeNull();
    await migration.up(runner);
    expect(await table()).toBe("video");
    expect(await database.db.query("SELECT * FROM video")).toEqual([]);
  } finally {
    await runner.release();
  }
});

test("the first run of the job records the links plays already hold, YouTube and Vimeo ones due for fetching", async () => {
  // Nowhere to fetch from: the sources point at a closed port, so every fetch fails at once.
  site = await startTestApp(database.db, { settings: { videoSources: { youtubeOembed: "http://127.0.0.1:9/oembed", vimeoOembed: "http://127.0.0.1:9/oembed", thumbnailOrigins: [] } } });
  expect(await site.services.videos.fetchDue()).toEqual({ fetched: 0, failed: 2 });
  const rows = await database.db.query("SELECT url, provider, status, attempts, last_error FROM video ORDER BY url");
  expect(rows).toEqual([
    { url: "https://theatre.example/trailer", provider: null, status: "unsupported", attempts: 0, last_error: null },
    { url: "https://vimeo.com/76979871", provider: "vimeo", status: "failed", attempts: 1, last_error: expect.stringMatching(/^oEmbed: could not be reached/) },
    { url: "https://www.youtube.com/watch?v=oldvideo01", provider: "youtube", status: "failed", attempts: 1, last_error: expect.stringMatching(/^oEmbed: could not be reached/) },
  ]);
});
