/**
 * A full gallery (300 photos) as a reader without JavaScript gets it, from the BUILT client's
 * server renderer (client/dist/.ssr): every photo a lazily loaded picture with AVIF and WebP
 * sources at the offered widths and its own width and height. Runs after `npm run build`.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { PlayStatus } from "./play-status.types";
import { insertPlays, playFixture } from "./play.fixtures";
import { MAX_GALLERY_PHOTOS } from "./play.types";

const CLIENT_DIST = path.join(__dirname, "..", "..", "..", "..", "client", "dist");
const ID = randomUUID();
const photoPath = (i: number) => `/images/plays/${ID}/photo${i}.jpg`;

let database: TestDatabase;
let site: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertPlays(database.db, [
    playFixture({
      id: ID,
      slug: "the-full-gallery",
      title: "The Full Gallery",
      status: [PlayStatus.current],
      // Landscape and portrait photos, each with its own size.
      images: Array.from({ length: MAX_GALLERY_PHOTOS }, (_, i) => ({
        id: randomUUID(), photo: photoPath(i), caption: `Scene ${i}`, description: `Photo ${i} of the run`, decorative: false, width: i % 2 ? 1600 : 1067, height: i % 2 ? 1067 : 1600,
      })),
      galleryCover: photoPath(150),
    }),
  ]);
  site = await startTestApp(database.db, { clientDist: CLIENT_DIST, readCache: true });
});

afterAll(async () => {
  await site?.app.close();
  await database?.drop();
});

test("all 300 photos of a gallery are served as pictures: AVIF and WebP srcset at every offered width, the JPEG with width and height, loaded lazily; the cover first", async () => {
  const response = await fetch(`${site.url}/the-full-gallery`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const gallery = /<ul class="gallery">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
  const pictures = [...gallery.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map((m) => m[1]);
  expect(pictures).toHaveLength(MAX_GALLERY_PHOTOS);
  const shown = pictures.map((picture) => {
    const jpeg = /<img [^>]*src="([^"]+)"/.exec(picture)?.[1] ?? "";
    const i = Number(/photo(\d+)\.jpg$/.exec(jpeg)?.[1]);
    const base = jpeg.replace(/\.jpg$/, "");
    const srcset = (format: string) => [480, 960, 1600].map((w) => `${base}-${w}.${format} ${w}w`).join(", ");
    // React writes srcSet; HTML attribute names are case-insensitive.
    expect(picture).toContain(`<source type="image/avif" srcSet="${srcset("avif")}"`);
    expect(picture).toContain(`<source type="image/webp" srcSet="${srcset("webp")}"`);
    expect(picture).toMatch(new RegExp(`<img [^>]*alt="Photo ${i} of the run"[^>]*width="${i % 2 ? 1600 : 1067}" height="${i % 2 ? 1067 : 1600}"[^>]*loading="lazy"`));
    return i;
  });
  expect(shown).toEqual([150, ...Array.from({ length: MAX_GALLERY_PHOTOS }, (_, i) => i).filter((i) => i !== 150)]);
});
