import fs from "node:fs";
import path from "node:path";
import { Role } from "../../core/auth";
import type { LocalDiskStorage } from "../../core/storage";
import { picture, postFile } from "../../test/images";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, testStorage, type TestApp } from "../../test/test-app";

let database: TestDatabase;
let site: TestApp;
let storage: LocalDiskStorage;
let editor: string;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = testStorage();
  site = await startTestApp(database.db, { storage });
  editor = await site.tokenFor(Role.editor);
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

const auth = () => ({ authorization: `Bearer ${editor}` });
const add = async (caption: string) => (await postFile(`${site.url}/api/heros`, "myfile", await picture("jpeg", 1600, 600), "hero.jpg", auth(), { caption })).body;
const list = async () => (await (await fetch(`${site.url}/api/heros`)).json()) as any[];
const put = async (body: unknown) => {
  const response = await fetch(`${site.url}/api/heros`, { method: "PUT", headers: { "content-type": "application/json", ...auth() }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
};

test("POST /api/heros adds an uploaded image with its caption at the end of the carousel", async () => {
  const first = await add("Rehearsal");
  const second = await add("First night");
  expect(first).toMatchObject({ _id: expect.any(String), caption: "Rehearsal", position: 0 });
  expect(second.position).toBe(1);
  expect((await fetch(`${site.url}${second.url}`)).status).toBe(200);
});

test("PUT /api/heros saves the whole list: order, captions, and removes what is left out with its files", async () => {
  await add("Third");
  const [a, b, c] = await list();
  const { status, body } = await put([{ ...c, caption: "Third, renamed" }, a]);
  expect(status).toBe(200);
  expect(body.map((h: { _id: string; caption: string; position: number }) => [h._id, h.caption, h.position])).toEqual([[c._id, "Third, renamed", 0], [a._id, "Rehearsal", 1]]);
  expect(fs.existsSync(path.join(storage.root, "heros", b._id))).toBe(false);
  expect(await list()).toEqual(body);
});

test("PUT /api/heros refuses unknown ids and malformed lists, changing nothing", async () => {
  const before = await list();
  expect((await put([{ _id: "00000000-0000-4000-8000-000000000000", caption: "Ghost" }])).status).toBe(400);
  expect((await put({ not: "a list" })).status).toBe(400);
  expect((await put([{ _id: before[0]._id, caption: "x".repeat(400) }])).body.errors[0].path).toBe("heros[0].caption");
  expect(await list()).toEqual(before);
});

test("GraphQL: caption, reorder and remove", async () => {
  const headers = auth();
  const [x, y] = await list();
  const captioned = await site.graphql<any>(`mutation { updateHeroImageCaption(id: "${x._id}", caption: "Backstage") { caption } }`, undefined, headers);
  expect(captioned.body.data.updateHeroImageCaption.caption).toBe("Backstage");
  const reordered = await site.graphql<any>(`mutation { reorderHeroImages(ids: ["${y._id}", "${x._id}"]) { id position } }`, undefined, headers);
  expect(reordered.body.data.reorderHeroImages).toEqual([{ id: y._id, position: 0 }, { id: x._id, position: 1 }]);
  const partial = await site.graphql<any>(`mutation { reorderHeroImages(ids: ["${y._id}"]) { id } }`, undefined, headers);
  expect(partial.body.errors![0].extensions!.code).toBe("BAD_USER_INPUT");
  const removed = await site.graphql<any>(`mutation { removeHeroImage(id: "${x._id}") }`, undefined, headers);
  expect(removed.body.data.removeHeroImage).toBe(true);
  expect((await list()).map((h) => h._id)).toEqual([y._id]);
});

test("a hero image needs its caption (its only description): an upload without one, or a caption emptied, is refused and changes nothing; one stored empty before stays movable", async () => {
  const before = await list();
  const upload = await postFile(`${site.url}/api/heros`, "myfile", await picture("jpeg", 1600, 600), "hero.jpg", auth(), { caption: "   " });
  expect(upload.status).toBe(400);
  expect(upload.body.errors[0]).toEqual({ path: "caption", message: expect.stringMatching(/^The image has no description: write what it shows/) });
  const emptied = await put(before.map((h: { _id: string; caption: string }, i: number) => ({ _id: h._id, caption: i === 0 ? "" : h.caption })));
  expect(emptied.status).toBe(400);
  expect(emptied.body.errors[0].path).toBe("heros[0].caption");
  const graphqlEmptied = await site.graphql<any>(`mutation { updateHeroImageCaption(id: "${before[0]._id}", caption: "") { caption } }`, undefined, auth());
  expect(graphqlEmptied.body.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ path: "caption", message: expect.stringContaining("has no description") }] });
  expect(await list()).toEqual(before);

  // An image from before the check, stored without a caption, can still be reordered.
  await database.db.query("UPDATE hero_image SET caption = '' WHERE id = $1", [before[0]._id]);
  const legacy = await list();
  expect((await put([...legacy].reverse().map((h: { _id: string; caption: string }) => ({ _id: h._id, caption: h.caption })))).status).toBe(200);
});
