import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { Role } from "../../core/auth";
import { picture, photoWithGps, postFile } from "../../test/images";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, testStorage, type TestApp } from "../../test/test-app";
import type { LocalDiskStorage } from "../../core/storage";
import { insertPlays, playFixture } from "../plays/play.fixtures";

let database: TestDatabase;
let site: TestApp;
let storage: LocalDiskStorage;
let editor: string;
let playId: string;
let otherPlayId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = testStorage();
  site = await startTestApp(database.db, { storage });
  editor = await site.tokenFor(Role.editor);
  [{ id: playId }, { id: otherPlayId }] = await insertPlays(database.db, [playFixture({ slug: "with-images" }), playFixture({ slug: "someone-else" })]);
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

const auth = () => ({ authorization: `Bearer ${editor}` });
const upload = (file: Buffer, name: string, id = playId, query = "") => postFile(`${site.url}/api/plays/${id}/uploadimage${query}`, "myfile", file, name, auth());
const stored = (key: string) => path.join(storage.root, key);

describe("uploading play and blog images", () => {
  test.each(["jpeg", "png", "webp", "avif"] as const)("a %s upload is stored as a JPEG with smaller WebP copies", async (format) => {
    const { status, body } = await upload(await picture(format, 2000, 1000), `${playId}_photo1.jpg`, playId, "?index=1");
    expect(status).toBe(201);
    expect(body).toMatchObject({ originalname: `${playId}_photo1.jpg`, filename: "photo1.jpg" });
    // Not public until a publish uses it: the uploader is given a signed address.
    expect(body.url).toMatch(new RegExp(`^/images/plays/${playId}/photo1\\.jpg\\?sig=\\d+\\.[\\w-]{24}$`));
    expect(body.sizes.map((s: { width: number }) => s.width)).toEqual([480, 960, 1600]);
    expect((await sharp(stored(`plays/${playId}/photo1.jpg`)).metadata()).format).toBe("jpeg");
    const small = await sharp(stored(`plays/${playId}/photo1-480.webp`)).metadata();
    expect({ format: small.format, width: small.width }).toEqual({ format: "webp", width: 480 });
  });

  test("a phone photo's GPS position and camera details are gone after upload", async () => {
    const original = await sharp(await photoWithGps()).metadata();
    expect(original.exif).toBeDefined();
    const { status } = await upload(await photoWithGps(), `${playId}_mainimage0.jpg`);
    expect(status).toBe(201);
    for (const key of [`plays/${playId}/mainimage0.jpg`, `plays/${playId}/mainimage0-960.webp`]) {
      const bytes = fs.readFileSync(stored(key));
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from("PhoneCo"))).toBe(false);
    }
  });

  test("its signed address is kept by the uploader's browser only, with a content ETag that answers 304 when unchanged", async () => {
    const signed = (await upload(await picture("jpeg"), `${playId}_photo2.jpg`)).body.url as string;
    const first = await fetch(`${site.url}${signed}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/jpeg");
    expect(first.headers.get("cache-control")).toBe("private, max-age=3600");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    // As a browser revalidates (fetch() alone would add "Cache-Control: no-cache" to a conditional request).
    const revalidate = { "if-none-match": etag!, "cache-control": "max-age=0" };
    const again = await fetch(`${site.url}${signed}`, { headers: revalidate });
    expect(again.status).toBe(304);
    await upload(await picture("png", 300, 300), `${playId}_photo2.jpg`);
    const changed = await fetch(`${site.url}${signed}`, { headers: revalidate });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  test("a text file named .jpg is refused with 415 and stores nothing", async () => {
    const { status, body } = await upload(Buffer.from("this is not a picture at all"), `${playId}_photo7.jpg`);
    expect(status).toBe(415);
    expect(body.message).toContain("not an image");
    expect(fs.existsSync(stored(`plays/${playId}/photo7.jpg`))).toBe(false);
  });

  test("a file over 15 MB is refused with 413", async () => {
    const { status, body } = await upload(Buffer.alloc(15 * 1024 * 1024 + 10, 1), `${playId}_photo8.jpg`);
    expect(status).toBe(413);
    expect(body.message).toContain("15 MB");
  });

  test("an unknown item is 404; an unknown image key or a badly named file is 400", async () => {
    const jpeg = await picture("jpeg");
    expect((await upload(jpeg, "00000000-0000-4000-8000-000000000000_photo0.jpg", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const key = await upload(jpeg, `${playId}_poster0.jpg`);
    expect(key.status).toBe(400);
    expect(key.body.errors[0].path).toBe("imageKey");
    expect((await upload(jpeg, "holiday.jpg")).status).toBe(400);
    expect((await upload(jpeg, `${playId}_photo3.jpg`, playId, "?index=4")).status).toBe(400);
    expect((await postFile(`${site.url}/api/shows/${playId}/uploadimage`, "myfile", jpeg, "x_photo0.jpg", auth())).status).toBe(404);
  });

  test("anonymous and member uploads are refused before the file is read", async () => {
    const jpeg = await picture("jpeg");
    expect((await postFile(`${site.url}/api/plays/${playId}/uploadimage`, "myfile", jpeg, `${playId}_photo0.jpg`)).status).toBe(401);
    const member = await site.tokenFor(Role.member);
    expect((await postFile(`${site.url}/api/plays/${playId}/uploadimage`, "myfile", jpeg, `${playId}_photo0.jpg`, { authorization: `Bearer ${member}` })).status).toBe(403);
  });
});

describe("deleting an image", () => {
  const remove = (imagepath: string, id = playId) =>
    fetch(`${site.url}/api/plays/${id}/image`, { method: "DELETE", headers: { ...auth(), imagepath } }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

  test("removes that image and its copies", async () => {
    await upload(await picture("jpeg"), `${playId}_photo5.jpg`);
    const { status } = await remove(`/images/plays/${playId}/photo5.jpg`);
    expect(status).toBe(200);
    expect(fs.existsSync(stored(`plays/${playId}/photo5.jpg`))).toBe(false);
    expect(fs.existsSync(stored(`plays/${playId}/photo5-480.webp`))).toBe(false);
    expect((await remove(`/images/plays/${playId}/photo5.jpg`)).status).toBe(404);
  });

  test("refuses every path that is not an image of this item, and touches nothing", async () => {
    await upload(await picture("jpeg"), `${otherPlayId}_photo0.jpg`, otherPlayId);
    await upload(await picture("jpeg"), `${playId}_photo6.jpg`);
    fs.writeFileSync(path.join(storage.root, "..", "outside.txt"), "keep me");
    const attempts = [
      `/images/plays/${playId}/../${otherPlayId}/photo0.jpg`,
      `/images/plays/${otherPlayId}/photo0.jpg`,
      `../${otherPlayId}/photo0.jpg`,
      `/images/plays/${playId}/../../outside.txt`,
      `/images/plays/${playId}/%2e%2e/${otherPlayId}/photo0.jpg`,
      `/images/plays/${playId}/..%2f${otherPlayId}%2fphoto0.jpg`,
      `/etc/passwd`,
      `${storage.root}/plays/${playId}/photo6.jpg`,
      `/images/plays/${playId}/photo6.jpg/..`,
      `/images/plays/${playId}/photo6.jpg%00.png`,
      `/images/plays/${playId}\\..\\${otherPlayId}\\photo0.jpg`,
      `/images/blogs/${playId}/photo6.jpg`,
      `/images/plays/${playId}/secrets.json`,
      `/images/plays/${playId}/poster0.jpg`,
      "",
    ];
    for (const imagepath of attempts) {
      const { status } = await remove(imagepath);
      expect({ imagepath, status }).toEqual({ imagepath, status: 400 });
    }
    expect(fs.existsSync(stored(`plays/${otherPlayId}/photo0.jpg`))).toBe(true);
    expect(fs.existsSync(stored(`plays/${playId}/photo6.jpg`))).toBe(true);
    expect(fs.readFileSync(path.join(storage.root, "..", "outside.txt"), "utf8")).toBe("keep me");
  });
});

describe("GraphQL uploads", () => {
  const multipart = (operations: object, map: object, file: Buffer, headers: Record<string, string>) => {
    const form = new FormData();
    form.append("operations", JSON.stringify(operations));
    form.append("map", JSON.stringify(map));
    form.append("0", new Blob([new Uint8Array(file)]), "stage.png");
    return fetch(`${site.url}/graphql`, { method: "POST", body: form, headers });
  };
  const operations = {
    query: "mutation ($file: Upload!, $id: ID!) { uploadImage(owner: plays, id: $id, imageKey: \"photo\", index: 9, file: $file) { filename url sizes { width url } } }",
    variables: { file: null, id: playId },
  };

  test("uploadImage stores the image like the REST call, with the preflight header", async () => {
    const response = await multipart({ ...operations, variables: { ...operations.variables, id: playId } }, { 0: ["variables.file"] }, await picture("png"), { ...auth(), "apollo-require-preflight": "true" });
    const body = (await response.json()) as any;
    expect(body.errors).toBeUndefined();
    expect(body.data.uploadImage).toMatchObject({ filename: "photo9.jpg" });
    expect(body.data.uploadImage.url).toMatch(new RegExp(`^/images/plays/${playId}/photo9\\.jpg\\?sig=`));
    expect(body.data.uploadImage.sizes[0].url).toMatch(new RegExp(`^/images/plays/${playId}/photo9-480\\.webp\\?sig=`));
    expect(fs.existsSync(stored(`plays/${playId}/photo9.jpg`))).toBe(true);
  });

  test("without the preflight header, CSRF prevention refuses the multipart request", async () => {
    const response = await multipart({ ...operations, variables: { ...operations.variables, id: playId } }, { 0: ["variables.file"] }, await picture("png"), auth());
    expect(response.status).toBe(400);
  });

  test("the smaller copies' URLs are listed beside each image", async () => {
    const { body } = await site.graphql<any>("{ play(slug: \"with-images\") { mainimage mainimageSizes { width url } images { photo sizes { width url } } } }");
    const { mainimage, mainimageSizes, images } = body.data.play;
    expect(mainimageSizes).toEqual([480, 960, 1600].map((width) => ({ width, url: mainimage.replace(/\.jpg$/, `-${width}.webp`) })));
    expect(images[0].sizes[0]).toEqual({ width: 480, url: images[0].photo.replace(/\.jpg$/, "-480.webp") });
  });
});
