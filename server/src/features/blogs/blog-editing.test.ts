import { Role } from "../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";

let database: TestDatabase;
let site: TestApp;
let editor: string;

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db);
  editor = await site.tokenFor(Role.editor, "Beatrice");
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

const call = (method: string, path: string, body?: unknown, token: string | undefined = editor) => site.rest(method, path, body, token);

const post = (blog: any, changes: Record<string, unknown> = {}) => ({
  ...blog,
  title: "Opening night",
  slug: `opening-${blog._id.slice(0, 8)}`,
  author: "Beatrice",
  body: "<p>What a night.</p>",
  order: "2026-11-01T00:00:00.000Z",
  images: [{ photo: "/images/blogs/x/photo0.jpg", caption: "Curtain call", description: "The cast bowing together" }],
  ...changes,
});

test("POST /api/blogs/ creates a blank blog flagged new with a new-blog slug", async () => {
  const { status, body } = await call("POST", "/api/blogs/");
  expect(status).toBe(201);
  expect(body).toMatchObject({ title: "", isNew: true, version: 1, author: "Beatrice" });
  expect(body.slug).toMatch(/^new-blog-[0-9a-f]{6}$/);
});

test("PUT saves the whole blog: sanitised body, display date, stable image ids, the editor as updatedBy", async () => {
  const blog = (await call("POST", "/api/blogs/")).body;
  const saved = await call("PUT", `/api/blogs/${blog._id}`, post(blog, { body: "<p>Hi<img src=x onerror=alert(1)></p>", updatedBy: "Forger" }));
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({ body: "<p>Hi</p>", order: "2026-11-01T00:00:00.000Z", updatedBy: "Beatrice", version: 2, isNew: false });
  const imageId = saved.body.images[0]._id;
  const again = await call("PUT", `/api/blogs/${blog._id}`, { ...saved.body, order: "" });
  expect(again.body.images[0]._id).toBe(imageId);
  expect(again.body.order).toBeNull();
  expect((await call("GET", `/api/blogs/${saved.body.slug}`)).body.version).toBe(3);
});

test.each([
  ["title", { title: "Yes" }, { title: "No" }, "title"],
  ["one-line title", { title: "Opening night" }, { title: "Opening\r\nnight" }, "title"],
  ["author", { author: "Ann" }, { author: "An" }, "author"],
  ["author required", { author: "Ann" }, { author: "" }, "author"],
  ["body", { body: "<p>Yes</p>" }, { body: "No" }, "body"],
  ["slug", { slug: "fine_slug-1" }, { slug: "no way" }, "slug"],
  ["display date", { order: "2026-01-01T00:00:00Z" }, { order: "yesterday" }, "order"],
])("the %s rule: one failing and one passing save", async (_rule, good, bad, field) => {
  const blog = (await call("POST", "/api/blogs/")).body;
  const refused = await call("PUT", `/api/blogs/${blog._id}`, post(blog, bad));
  expect(refused.status).toBe(400);
  expect(refused.body.errors).toEqual([{ path: field, message: expect.any(String) }]);
  expect((await call("PUT", `/api/blogs/${blog._id}`, post(blog, good))).status).toBe(200);
});

test("a title is one line: a line break or other control character is refused by name, in a save and in a draft, and nothing is stored", async () => {
  const blog = (await call("POST", "/api/blogs/")).body;
  const stored = async () => (await database.db.query("SELECT * FROM blog WHERE id = $1", [blog._id]))[0];
  const before = await stored();
  const headers = { authorization: `Bearer ${editor}` };
  const refused = { code: "BAD_USER_INPUT", fields: [{ path: "title", message: "title must be one line of text, without control characters" }] };
  for (const [mutation, title] of [["updateBlog", "Opening\nnight"], ["saveBlogDraft", "Opening\u0000night"], ["saveBlogDraft", "Opening\u2028night"]]) {
    const { body } = await site.graphql<any>(
      `mutation ($id: ID!, $input: BlogInput!) { ${mutation}(id: $id, input: $input) { id } }`,
      { id: blog._id, input: { title, slug: "one-line", author: "Beatrice", body: "<p>Hi</p>", version: blog.version } },
      headers,
    );
    expect(body.errors![0].extensions).toEqual(refused);
  }
  expect(await stored()).toEqual(before);
});

test("a taken slug is a 409 field error; an older version a 409 conflict naming who saved", async () => {
  const first = (await call("POST", "/api/blogs/")).body;
  const second = (await call("POST", "/api/blogs/")).body;
  await call("PUT", `/api/blogs/${first._id}`, post(first, { slug: "taken-slug" }));
  const taken = await call("PUT", `/api/blogs/${second._id}`, post(second, { slug: "taken-slug" }));
  expect(taken.status).toBe(409);
  expect(taken.body.errors[0].path).toBe("slug");
  const stale = await call("PUT", `/api/blogs/${first._id}`, post(first, { slug: "taken-slug", title: "Older copy" }));
  expect(stale.status).toBe(409);
  expect(stale.body.message).toContain("Beatrice");
});

test("DELETE removes the blog; it answers 404 afterwards. GraphQL does the same writes", async () => {
  const blog = (await call("POST", "/api/blogs/")).body;
  expect((await call("DELETE", `/api/blogs/${blog._id}`)).status).toBe(200);
  expect((await call("GET", `/api/blogs/${blog.slug}`)).status).toBe(404);

  const headers = { authorization: `Bearer ${editor}` };
  const created = (await site.graphql<any>("mutation { createBlog { id version } }", undefined, headers)).body.data.createBlog;
  const updated = await site.graphql<any>(
    "mutation ($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { slug author body version } }",
    { id: created.id, input: { title: "Cast party", slug: "cast-party", author: "Benedick", body: "<p>Fun</p>", version: created.version } },
    headers,
  );
  expect(updated.body.data.updateBlog).toEqual({ slug: "cast-party", author: "Benedick", body: "<p>Fun</p>", version: 2 });
  expect((await site.graphql<any>("mutation ($id: ID!) { deleteBlog(id: $id) }", { id: created.id }, headers)).body.data.deleteBlog).toBe(created.id);
});
