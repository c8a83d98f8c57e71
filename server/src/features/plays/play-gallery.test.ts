import fs from "node:fs";
import path from "node:path";
import { Role } from "../../core/auth";
import type { LocalDiskStorage } from "../../core/storage";
import { picture, postFile } from "../../test/images";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { MAX_GALLERY_PHOTOS } from "./play.types";

/** A play's gallery: its size limit, each photo's words and size, the cover, and the sized copies visitors get. */
let database: TestDatabase;
let site: TestApp;
let editor: string;

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db);
  editor = await site.tokenFor(Role.editor, "Margaret");
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

 
const gql = async (query: string, variables?: Record<string, unknown>): Promise<any> => (await site.graphql(query, variables, { authorization: `Bearer ${editor}` })).body;
const storageRoot = () => (site.services.storage as LocalDiskStorage).root;
const unsigned = (url: string) => url.replace(/\?.*$/, "");
const PHOTO = "photo caption description decorative width height";

async function newPlay(): Promise<{ id: string; slug: string; version: number }> {
  return (await gql("mutation { createPlay { id slug version } }")).data.createPlay;
}

const input = (slug: string, version: number, extra: Record<string, unknown> = {}) => ({ title: slug.replace(/-/g, " "), slug, version, status: ["current"], ...extra });

async function upload(id: string, index: number, file: Buffer): Promise<{ status: number; url: string; body: { message?: string } }> {
  const response = await postFile(`${site.url}/api/plays/${id}/uploadimage?index=${index}`, "myfile", file, `${id}_photo${index}.jpg`, { authorization: `Bearer ${editor}` });
  return { status: response.status, url: response.body?.url ? unsigned(response.body.url) : "", body: response.body };
}

const photos = (id: string, count: number) => Array.from({ length: count }, (_, i) => ({ photo: `/images/plays/${id}/photo${i}.jpg`, caption: `Scene ${i}`, description: `The stage in scene ${i}` }));

describe("at most 300 photos a play", () => {
  test("a save, published or draft, with more than 300 photos is refused with a clear error on images", async () => {
    const play = await newPlay();
    for (const mutation of ["updatePlay", "savePlayDraft"]) {
      const answer = await gql(`mutation ($id: ID!, $input: PlayInput!) { ${mutation}(id: $id, input: $input) { id } }`, { id: play.id, input: input("too-many-photos", play.version, { images: photos(play.id, MAX_GALLERY_PHOTOS + 1) }) });
      expect(answer.errors[0].extensions.code).toBe("BAD_USER_INPUT");
      expect(answer.errors[0].extensions.fields).toEqual([{ path: "images", message: "A play's gallery holds at most 300 photos: remove some before adding more" }]);
    }
    const rest = await site.rest("PUT", `/api/plays/${play.id}`, input("too-many-photos", play.version, { images: photos(play.id, MAX_GALLERY_PHOTOS + 1) }), editor);
    expect(rest.status).toBe(400);
  });

  test("with 300 photos in its gallery (or its draft's), a play takes no further upload, and says why", async () => {
    const play = await newPlay();
    const saved = await gql(`mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { version images { id } } }`, { id: play.id, input: input("full-gallery", play.version, { images: photos(play.id, MAX_GALLERY_PHOTOS) }) });
    expect(saved.data.updatePlay.images).toHaveLength(MAX_GALLERY_PHOTOS);
    const refused = await upload(play.id, MAX_GALLERY_PHOTOS, await picture("jpeg"));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/gallery already holds 300 photos/);
    expect(fs.existsSync(path.join(storageRoot(), "plays", play.id))).toBe(false);

    // A draft with one photo fewer makes room for one.
    await gql(`mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { version } }`, { id: play.id, input: input("full-gallery", saved.data.updatePlay.version, { images: photos(play.id, MAX_GALLERY_PHOTOS - 1) }) });
    expect((await upload(play.id, MAX_GALLERY_PHOTOS, await picture("jpeg"))).status).toBe(201);
  });
});

describe("each photo's words, order and size, and the cover", () => {
  test("order, captions, descriptions, decorative and cover are saved through GraphQL, as drafts first, and the server measures each photo", async () => {
    const play = await newPlay();
    const wide = await upload(play.id, 0, await picture("png", 900, 600));
    const tall = await upload(play.id, 1, await picture("webp", 400, 700));
    const third = await upload(play.id, 2, await picture("jpeg", 640, 480));
    const gallery = [
      { photo: tall.url, caption: "The ball", description: "Dancers in masks under paper lanterns", decorative: false },
      { photo: third.url, caption: "", description: "", decorative: true },
      { photo: wide.url, caption: "Curtain call", description: "The whole cast bowing", decorative: false },
    ];
    const draft = await gql(`mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { version } }`, { id: play.id, input: input("gallery-words", play.version, { images: gallery, galleryCover: wide.url }) });
    expect(draft.errors).toBeUndefined();
    const drafted = await gql(`{ playDraft(slug: "${play.slug}") { galleryCover images { ${PHOTO} } } }`);
    const expected = [
      { ...gallery[0], width: 400, height: 700 },
      { ...gallery[1], width: 640, height: 480 },
      { ...gallery[2], width: 900, height: 600 },
    ];
    expect({ ...drafted.data.playDraft, images: drafted.data.playDraft.images.map((i: { photo: string }) => ({ ...i, photo: unsigned(i.photo) })) }).toEqual({ galleryCover: wide.url, images: expected });
    // Visitors see nothing of a draft.
    expect((await site.graphql(`{ play(slug: "gallery-words") { id } }`)).body.data).toBeNull();

    const published = await gql(`mutation { publishPlay(id: "${play.id}", version: ${draft.data.savePlayDraft.version}) { version } }`);
    expect(published.errors).toBeUndefined();
    const shown = (await site.graphql<any>(`{ play(slug: "gallery-words") { galleryCover images { ${PHOTO} } } }`)).body.data.play;  
    expect(shown).toEqual({ galleryCover: wide.url, images: expected });
  });

  test("the REST facade gives the gallery's fields and takes them back as read", async () => {
    const play = await newPlay();
    const first = await upload(play.id, 0, await picture("jpeg", 640, 480));
    const second = await upload(play.id, 1, await picture("jpeg", 300, 200));
    const gallery = [
      { photo: second.url, caption: "Rehearsal", description: "Two actors reading at a table", decorative: false },
      { photo: first.url, caption: "", description: "", decorative: true },
    ];
    const put = await site.rest("PUT", `/api/plays/${play.id}`, input("rest-gallery", play.version, { images: gallery, galleryCover: second.url }), editor);
    expect(put.status).toBe(200);
    const read = await site.rest("GET", "/api/plays/rest-gallery");
    expect(read.body.galleryCover).toBe(second.url);
    expect(read.body.images.map(({ _id, ...image }: { _id: string }) => (expect(_id).toMatch(/^[0-9a-f-]{36}$/), image))).toEqual([
      { ...gallery[0], width: 300, height: 200 },
      { ...gallery[1], width: 640, height: 480 },
    ]);

    // Sent back as read, reordered and with the cover moved: kept as sent, ids and sizes too.
    const reordered = [read.body.images[1], { ...read.body.images[0], description: "Two actors reading their lines" }];
    const again = await site.rest("PUT", `/api/plays/${play.id}`, { ...read.body, images: reordered, galleryCover: first.url, version: read.body.version }, editor);
    expect(again.status).toBe(200);
    const after = await site.rest("GET", "/api/plays/rest-gallery");
    expect(after.body.images).toEqual(reordered);
    expect(after.body.galleryCover).toBe(first.url);
  });

  test("a cover that is not one of the gallery's photos is refused on galleryCover", async () => {
    const play = await newPlay();
    const answer = await gql(`mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { id } }`, {
      id: play.id,
      input: input("stray-cover", play.version, { images: photos(play.id, 2), galleryCover: `/images/plays/${play.id}/photo9.jpg` }),
    });
    expect(answer.errors[0].extensions.fields).toEqual([{ path: "galleryCover", message: "galleryCover must be one of the gallery's photos: choose the cover among them, or none" }]);
  });
});

describe("the sized copies", () => {
  test("a published photo's AVIF and WebP copies are served at the offered widths (AVIF made on first request and kept); other sizes are refused and never made", async () => {
    const play = await newPlay();
    const photo = await upload(play.id, 0, await picture("jpeg", 1200, 800));
    expect((await site.rest("PUT", `/api/plays/${play.id}`, input("sized-copies", play.version, { images: [{ photo: photo.url, caption: "Lit stage", description: "An empty stage under one warm light" }] }), editor)).status).toBe(200);
    const shown = (await site.graphql<any>(`{ play(slug: "sized-copies") { images { sizes { width url } avifSizes { width url } } } }`)).body.data.play.images[0];  
    const base = photo.url.replace(/\.jpg$/, "");
    expect(shown.avifSizes).toEqual([480, 960, 1600].map((width) => ({ width, url: `${base}-${width}.avif` })));
    expect(shown.sizes).toEqual([480, 960, 1600].map((width) => ({ width, url: `${base}-${width}.webp` })));

    const folder = path.join(storageRoot(), "plays", play.id);
    expect(fs.existsSync(path.join(folder, "photo0-960.avif"))).toBe(false);
    const avif = await fetch(`${site.url}${base}-960.avif`);
    expect(avif.status).toBe(200);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(Buffer.from(await avif.arrayBuffer()).subarray(4, 12).toString("latin1")).toBe("ftypavif");
    expect(fs.existsSync(path.join(folder, "photo0-960.avif"))).toBe(true);
    expect((await fetch(`${site.url}${base}-480.webp`)).headers.get("content-type")).toBe("image/webp");

    for (const size of ["-500.avif", "-500.webp", "-48000.avif", "-0.avif", "-961.webp"]) {
      const refused = await fetch(`${site.url}${base}${size}`);
      expect([size, refused.status]).toEqual([size, 404]);
    }
    expect(fs.readdirSync(folder).sort()).toEqual(["photo0-1600.webp", "photo0-480.webp", "photo0-960.avif", "photo0-960.webp", "photo0.jpg"]);
  });

  test("a draft's photo's copies, AVIF too, reach only whoever holds a signed address", async () => {
    const play = await newPlay();
    const photo = await upload(play.id, 0, await picture("jpeg"));
    await gql(`mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { id } }`, { id: play.id, input: input("draft-copies", play.version, { images: [{ photo: photo.url }] }) });
    const avif = photo.url.replace(/\.jpg$/, "-480.avif");
    expect((await fetch(`${site.url}${avif}`)).status).toBe(404);
    const signed = (await gql(`{ playDraft(slug: "${play.slug}") { images { avifSizes { url } } } }`)).data.playDraft.images[0].avifSizes[0].url;
    expect(unsigned(signed)).toBe(avif);
    expect((await fetch(`${site.url}${signed}`)).status).toBe(200);
  });
});
