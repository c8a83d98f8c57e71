import fs from "node:fs";
import path from "node:path";
import { Role } from "../../core/auth";
import { picture, postFile } from "../../test/images";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, testStorage, type TestApp } from "../../test/test-app";
import { KEEP_DELETED_DAYS } from "./trash.service";

let database: TestDatabase;
let site: TestApp;
let editor: string;
const storage = testStorage();
let now = new Date();
const DAY = 86_400_000;

const gql = async (query: string, variables: Record<string, unknown> = {}, token = editor): Promise<any> =>
  (await site.graphql<any>(query, variables, { authorization: `Bearer ${token}` })).body;
const ok = async (query: string, variables: Record<string, unknown> = {}, token = editor): Promise<any> => {
  const body = await gql(query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data;
};

/** A published blog (REST, as integrators make one) with an uploaded image. */
async function publishedBlog(slug: string): Promise<{ _id: string; slug: string }> {
  const made = (await site.rest("POST", "/api/blogs/", undefined, editor)).body;
  const saved = await site.rest("PUT", `/api/blogs/${made._id}`, { title: `Post ${slug}`, slug, author: "Ann", body: "<p>Words</p>", version: made.version }, editor);
  expect(saved.status).toBe(200);
  const upload = await postFile(`${site.url}/api/blogs/${made._id}/uploadimage`, "myfile", await picture("jpeg"), `${made._id}_mainimage0.jpg`, { authorization: `Bearer ${editor}` });
  expect(upload.status).toBe(201);
  return saved.body;
}

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db, { storage, settings: { clock: () => now } });
  editor = await site.tokenFor(Role.editor, "Margaret");
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
  fs.rmSync(storage.root, { recursive: true, force: true });
});

test("Delete moves a blog to Deleted items: off the site at once, images kept; Restore brings it back as it was", async () => {
  const blog = await publishedBlog("kept-post");
  expect((await site.rest("DELETE", `/api/blogs/${blog._id}`, undefined, editor)).status).toBe(200);
  expect((await site.rest("GET", "/api/blogs/kept-post")).status).toBe(404);
  expect((await ok("{ blogs { items { slug } } }")).blogs.items.map((b: any) => b.slug)).not.toContain("kept-post");
  expect(fs.existsSync(path.join(storage.root, "blogs", blog._id, "mainimage0.jpg"))).toBe(true);

  const { deletedItems } = await ok("{ deletedItems { kind id title slug deletedAt deletedBy purgeAt } }");
  const item = deletedItems.find((d: any) => d.id === blog._id);
  expect(item).toMatchObject({ kind: "blog", title: "Post kept-post", slug: "kept-post", deletedBy: "Margaret" });
  expect(new Date(item.purgeAt).getTime() - new Date(item.deletedAt).getTime()).toBe(KEEP_DELETED_DAYS * DAY);
  // A deleted item cannot be edited, deleted again or previewed.
  expect((await site.rest("DELETE", `/api/blogs/${blog._id}`, undefined, editor)).status).toBe(404);
  expect((await gql('{ blogDraft(slug: "kept-post") { id } }')).errors[0].extensions.code).toBe("NOT_FOUND");

  const restored = (await ok("mutation ($id: ID!) { restoreBlog(id: $id) { slug title state } }", { id: blog._id })).restoreBlog;
  expect(restored).toEqual({ slug: "kept-post", title: "Post kept-post", state: "published" });
  expect((await site.rest("GET", "/api/blogs/kept-post")).body.title).toBe("Post kept-post");
  expect((await ok("{ deletedItems { id } }")).deletedItems.map((d: any) => d.id)).not.toContain(blog._id);
  expect((await gql("mutation ($id: ID!) { restoreBlog(id: $id) { slug } }", { id: blog._id })).errors[0].extensions.code).toBe("NOT_FOUND");
});

test("a slug taken while the item was deleted: restoring asks for another, and checks it", async () => {
  const play = (await site.rest("POST", "/api/plays/", undefined, editor)).body;
  await site.rest("PUT", `/api/plays/${play._id}`, { title: "Hamlet", slug: "hamlet-trash", version: play.version }, editor);
  await ok("mutation ($id: ID!) { deletePlay(id: $id) }", { id: play._id });
  // The slug is free for a new play once the old one is deleted.
  const newer = (await site.rest("POST", "/api/plays/", undefined, editor)).body;
  expect((await site.rest("PUT", `/api/plays/${newer._id}`, { title: "Hamlet again", slug: "hamlet-trash", version: newer.version }, editor)).status).toBe(200);

  const taken = await gql("mutation ($id: ID!) { restorePlay(id: $id) { slug } }", { id: play._id });
  expect(taken.errors[0].extensions.code).toBe("CONFLICT");
  expect(taken.errors[0].extensions.fields).toEqual([{ path: "slug", message: expect.stringContaining("already used") }]);
  const bad = await gql("mutation ($id: ID!, $slug: String) { restorePlay(id: $id, slug: $slug) { slug } }", { id: play._id, slug: "no spaces!" });
  expect(bad.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  expect(bad.errors[0].extensions.fields[0].path).toBe("slug");
  expect((await ok("{ deletedItems { id } }")).deletedItems.map((d: any) => d.id)).toContain(play._id);

  const restored = (await ok("mutation ($id: ID!, $slug: String) { restorePlay(id: $id, slug: $slug) { slug title } }", { id: play._id, slug: "Hamlet-First" })).restorePlay;
  expect(restored).toEqual({ slug: "hamlet-first", title: "Hamlet" });
  expect((await site.rest("GET", "/api/plays/hamlet-first")).body.title).toBe("Hamlet");
  expect((await site.rest("GET", "/api/plays/hamlet-trash")).body.title).toBe("Hamlet again");
});

test(`the purge deletes for good, with images and revisions, what was deleted over ${KEEP_DELETED_DAYS} days ago`, async () => {
  const old = await publishedBlog("old-post");
  const recent = await publishedBlog("recent-post");
  await site.rest("DELETE", `/api/blogs/${old._id}`, undefined, editor);
  await site.rest("DELETE", `/api/blogs/${recent._id}`, undefined, editor);
  // As if deleted two days later than the old one.
  await database.db.query("UPDATE blog SET deleted_at = deleted_at + interval '2 days' WHERE id = $1", [recent._id]);

  now = new Date(Date.now() + (KEEP_DELETED_DAYS - 1) * DAY);
  expect(await site.services.trash.purge()).toBe(0);
  now = new Date(Date.now() + (KEEP_DELETED_DAYS + 1) * DAY);
  expect(await site.services.trash.purge()).toBe(1);
  expect(await site.services.trash.purge()).toBe(0); // a second run finds nothing more

  const rows = await database.db.query("SELECT id FROM blog WHERE id = ANY($1)", [[old._id, recent._id]]);
  expect(rows.map((r: any) => r.id)).toEqual([recent._id]);
  expect(fs.existsSync(path.join(storage.root, "blogs", old._id))).toBe(false);
  expect(fs.existsSync(path.join(storage.root, "blogs", recent._id, "mainimage0.jpg"))).toBe(true);
  expect(await database.db.query("SELECT 1 FROM revision WHERE item_id = $1", [old._id])).toEqual([]);
  expect((await gql("mutation ($id: ID!) { restoreBlog(id: $id) { slug } }", { id: old._id })).errors[0].extensions.code).toBe("NOT_FOUND");
  now = new Date();
});
