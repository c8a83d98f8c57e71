import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Role } from "../../core/auth";
import type { LocalDiskStorage } from "../../core/storage";
import { picture, postFile } from "../../test/images";
import { QueryCounter } from "../../test/query-counter";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, testStorage, type TestApp } from "../../test/test-app";

/**
 * PRODUCT decision 23: an image is public only while a published version of a published item uses
 * it; editors and preview links reach the others by signed addresses.
 */
let database: TestDatabase;
let site: TestApp;
let storage: LocalDiskStorage;
let editor: string;
let admin: string;
let member: string;
const counter = new QueryCounter();
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, "index.html"), "<!doctype html><html><head><title>Site</title></head><body><div id=\"root\"></div></body></html>");
  database = await createTestDatabase({ logger: counter });
  storage = testStorage();
  site = await startTestApp(database.db, { storage, clientDist, readCache: true });
  editor = await site.tokenFor(Role.editor);
  admin = await site.tokenFor(Role.admin);
  member = await site.tokenFor(Role.member);
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

const gql = async (query: string, variables?: Record<string, unknown>, token?: string): Promise<any> =>
  (await site.graphql<any>(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body;
const ok = async (query: string, variables?: Record<string, unknown>, token = editor): Promise<any> => {
  const answer = await gql(query, variables, token);
  expect(answer.errors).toBeUndefined();
  return answer.data;
};
const unsigned = (url: string) => url.replace(/\?.*$/, "");
const small = (url: string) => unsigned(url).replace(/\.jpg$/, "-480.webp");
const status = async (url: string) => (await fetch(`${site.url}${url}`)).status;
/** What a visitor's request for each address answers. */
const visitorSees = async (...urls: string[]) => Object.fromEntries(await Promise.all(urls.map(async (url) => [url, await status(url)])));
const upload = async (owner: "plays" | "blogs", id: string, key: string, index: number) => {
  const { status: code, body } = await postFile(`${site.url}/api/${owner}/${id}/uploadimage?index=${index}`, "myfile", await picture("jpeg"), `${id}_${key}${index}.jpg`, { authorization: `Bearer ${editor}` });
  expect(code).toBe(201);
  return body as { url: string; sizes: { width: number; url: string }[] };
};
const stored = (key: string) => fs.existsSync(path.join(storage.root, key));
/** Hours from now until a signed address expires. */
const hoursLeft = (url: string) => (Number(new URL(url, site.url).searchParams.get("sig")!.split(".")[0]) * 1000 - Date.now()) / 3_600_000;

describe("a play's images", () => {
  let id: string;
  let version: number;
  let main: string;

  test("a draft's image answers 404 to visitors at its public address; its editor and a preview link's holder load it by signed addresses", async () => {
    ({ id, version } = (await ok("mutation { createPlay { id version } }")).createPlay);
    const uploaded = await upload("plays", id, "mainimage", 0);
    main = unsigned(uploaded.url);
    expect(main).toBe(`/images/plays/${id}/mainimage0.jpg`);
    expect(await visitorSees(main, small(main))).toEqual({ [main]: 404, [small(main)]: 404 });
    expect(await status(uploaded.url)).toBe(200);
    expect(await status(uploaded.sizes[0].url)).toBe(200);

    // The signed address the editor was given is saved as the plain path.
    const draft = await ok("mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { version mainimage mainimageSizes { url } } }",
      { id, input: { title: "The Hidden Poster", slug: "hidden-poster", mainimage: uploaded.url, mainimageDescription: "A poster in plum", version } });
    version = draft.savePlayDraft.version;
    const [row] = await database.db.query("SELECT draft FROM play WHERE id = $1", [id]);
    expect(row.draft.mainimage).toBe(main);
    expect(draft.savePlayDraft.mainimage).toMatch(/\?sig=/);
    expect(await status(draft.savePlayDraft.mainimageSizes[1].url)).toBe(200);

    // A signature is for its own path only, and cannot be made up or altered.
    const signature = new URL(uploaded.url, site.url).searchParams.get("sig")!;
    expect(await status(`/images/plays/${id}/mainimage1.jpg?sig=${signature}`)).toBe(404);
    expect(await status(`${main}?sig=${signature.replace(/.$/, (c) => (c === "A" ? "B" : "A"))}`)).toBe(404);
    expect(await status(`${main}?sig=9999999999.${signature.split(".")[1]}`)).toBe(404);
    expect(await status(`${main}?sig=`)).toBe(404);

    const link = (await ok(`mutation { createPreviewLink(kind: play, id: "${id}") { url } }`)).createPreviewLink.url as string;
    const token = link.split("/preview/")[1];
    const preview = await gql("query ($token: String!) { preview(token: $token) { play { mainimage mainimageSizes { url } } } }", { token });
    expect(unsigned(preview.data.preview.play.mainimage)).toBe(main);
    expect(await status(preview.data.preview.play.mainimage)).toBe(200);
    expect(await status(preview.data.preview.play.mainimageSizes[0].url)).toBe(200);
    // A link's holder keeps an address an hour or two (revoking the link soon leaves them nothing); an editor's lasts a day.
    expect(hoursLeft(preview.data.preview.play.mainimage)).toBeGreaterThan(1);
    expect(hoursLeft(preview.data.preview.play.mainimage)).toBeLessThanOrEqual(2);
    expect(hoursLeft(uploaded.url)).toBeGreaterThan(24);
    expect(hoursLeft(uploaded.url)).toBeLessThanOrEqual(30);
  });

  test("publishing makes them public at the same addresses; no public answer carries a signature", async () => {
    const published = await ok("mutation ($id: ID!, $version: Int!) { publishPlay(id: $id, version: $version) { version } }", { id, version });
    version = published.publishPlay.version;
    const response = await fetch(`${site.url}${main}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    expect(await status(small(main))).toBe(200);

    expect((await gql('{ play(slug: "hidden-poster") { mainimage mainimageSizes { url } } }')).data.play.mainimage).toBe(main);
    expect((await site.rest("GET", "/api/plays/hidden-poster")).body.mainimage).toBe(main);
    for (const token of [undefined, member]) expect(JSON.stringify(await gql('{ play(slug: "hidden-poster") { mainimage images { photo sizes { url } } } }', undefined, token))).not.toContain("sig=");
    const page = await fetch(`${site.url}/hidden-poster`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(main);
    expect(html).not.toContain("sig=");
  });

  test("a new image in a draft of a published play stays hidden until that draft is published", async () => {
    const photo = await upload("plays", id, "photo", 0);
    const draft = await ok("mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { version } }",
      { id, input: { title: "The Hidden Poster", slug: "hidden-poster", mainimage: main, mainimageDescription: "A poster in plum", images: [{ photo: photo.url, caption: "Act one", description: "The cast on a bare stage" }], version } });
    version = draft.savePlayDraft.version;
    expect(await visitorSees(main, unsigned(photo.url), small(photo.url))).toEqual({ [main]: 200, [unsigned(photo.url)]: 404, [small(photo.url)]: 404 });
    const editing = await ok('{ playDraft(slug: "hidden-poster") { images { photo sizes { url } } } }');
    expect(await status(editing.playDraft.images[0].photo)).toBe(200);
    expect(await status(editing.playDraft.images[0].sizes[2].url)).toBe(200);
  });

  test("unpublishing hides them again and revokes the play's preview links; publishing brings the images back", async () => {
    const link = (await ok(`mutation { createPreviewLink(kind: play, id: "${id}") { url } }`)).createPreviewLink.url as string;
    const unpublished = await ok("mutation ($id: ID!, $version: Int!) { unpublishPlay(id: $id, version: $version) { version } }", { id, version });
    version = unpublished.unpublishPlay.version;
    expect(await visitorSees(main, small(main))).toEqual({ [main]: 404, [small(main)]: 404 });
    const preview = await gql("query ($token: String!) { preview(token: $token) { kind } }", { token: link.split("/preview/")[1] });
    expect(preview.errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await ok(`{ previewLinks(kind: play, id: "${id}") { id } }`)).previewLinks).toEqual([]);

    const published = await ok("mutation ($id: ID!, $version: Int!) { publishPlay(id: $id, version: $version) { version images { photo } } }", { id, version });
    version = published.publishPlay.version;
    const photo = unsigned(published.publishPlay.images[0].photo);
    expect(await visitorSees(main, photo)).toEqual({ [main]: 200, [photo]: 200 });
  });

  test("a link made with the id in capitals is the same item's: listed, counted and revoked with the others", async () => {
    await ok(`mutation { createPreviewLink(kind: play, id: "${id.toUpperCase()}") { url } }`);
    expect((await ok(`{ previewLinks(kind: play, id: "${id}") { id } }`)).previewLinks).toHaveLength(1);
    expect((await ok(`{ previewLinks(kind: play, id: "${id.toUpperCase()}") { id } }`)).previewLinks).toHaveLength(1);
  });

  test("deleting hides them at once and revokes the play's preview links; restoring brings the images back", async () => {
    expect((await ok(`{ previewLinks(kind: play, id: "${id}") { id } }`)).previewLinks).toHaveLength(1);
    expect((await ok("mutation ($id: ID!) { deletePlay(id: $id) }", { id })).deletePlay).toBe(id);
    expect(await visitorSees(main, small(main))).toEqual({ [main]: 404, [small(main)]: 404 });
    expect(await database.db.query("SELECT id FROM preview_link WHERE lower(item_id) = $1 AND revoked_at IS NULL", [id])).toEqual([]);
    await ok("mutation ($id: ID!) { restorePlay(id: $id) { id } }", { id });
    expect(await visitorSees(main, small(main))).toEqual({ [main]: 200, [small(main)]: 200 });
  });

  test("Delete for good (admins only) removes a deleted play, its revisions and its image files now", async () => {
    await ok("mutation ($id: ID!) { deletePlay(id: $id) }", { id });
    const erase = (token?: string) => gql(`mutation { deleteForGood(kind: play, id: "${id}") }`, undefined, token);
    expect((await erase()).errors[0].extensions.code).toBe("UNAUTHENTICATED");
    expect((await erase(member)).errors[0].extensions.code).toBe("FORBIDDEN");
    expect((await erase(editor)).errors[0].extensions.code).toBe("FORBIDDEN");
    expect(stored(`plays/${id}/mainimage0.jpg`)).toBe(true);
    expect((await database.db.query("SELECT count(*)::int AS n FROM revision WHERE item_id = $1", [id]))[0].n).toBeGreaterThan(0);

    expect((await erase(admin)).data.deleteForGood).toBe(true);
    expect(stored(`plays/${id}`)).toBe(false);
    expect(await database.db.query("SELECT id FROM preview_link WHERE lower(item_id) = $1", [id])).toEqual([]);
    expect(await database.db.query("SELECT id FROM play WHERE id = $1", [id])).toEqual([]);
    expect((await database.db.query("SELECT count(*)::int AS n FROM revision WHERE item_id = $1", [id]))[0].n).toBe(0);
    expect((await ok("{ deletedItems { id } }")).deletedItems).toEqual([]);
    expect((await erase(admin)).errors[0].extensions.code).toBe("NOT_FOUND");
  });

  test("Delete for good takes only what is in Deleted items, and says which field is wrong", async () => {
    const live = (await ok("mutation { createPlay { id } }")).createPlay.id as string;
    const answer = await gql(`mutation { deleteForGood(kind: play, id: "${live}") }`, undefined, admin);
    expect(answer.errors[0].extensions.code).toBe("NOT_FOUND");
    expect(await database.db.query("SELECT id FROM play WHERE id = $1", [live])).toHaveLength(1);
    expect((await gql(`mutation { deleteForGood(kind: page, id: "about") }`, undefined, admin)).errors[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ path: "kind" }] });
    expect((await gql(`mutation { deleteForGood(kind: blog, id: "not-an-id") }`, undefined, admin)).errors[0].extensions.code).toBe("NOT_FOUND");
  });
});

describe("a blog's images", () => {
  test("follow the post: hidden in a draft and once deleted, public while published, and gone with Delete for good", async () => {
    const { id, version } = (await ok("mutation { createBlog { id version } }")).createBlog;
    const uploaded = await upload("blogs", id, "mainimage", 0);
    const main = unsigned(uploaded.url);
    expect(await visitorSees(main, small(main))).toEqual({ [main]: 404, [small(main)]: 404 });
    expect(await status(uploaded.url)).toBe(200);

    const published = await ok("mutation ($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { mainimage } }",
      { id, input: { title: "Get-in day", slug: "get-in-day", author: "Stage manager", body: "<p>Vans.</p>", mainimage: uploaded.url, mainimageDescription: "Two vans at a stage door", version } });
    expect(unsigned(published.updateBlog.mainimage)).toBe(main);
    expect(await visitorSees(main, small(main))).toEqual({ [main]: 200, [small(main)]: 200 });
    expect((await site.rest("GET", "/api/blogs/get-in-day")).body.mainimage).toBe(main);
    expect((await gql('{ blog(slug: "get-in-day") { mainimage } }')).data.blog.mainimage).toBe(main);

    await ok("mutation ($id: ID!) { deleteBlog(id: $id) }", { id });
    expect(await visitorSees(main)).toEqual({ [main]: 404 });
    expect((await gql(`mutation { deleteForGood(kind: blog, id: "${id}") }`, undefined, admin)).data.deleteForGood).toBe(true);
    expect(stored(`blogs/${id}`)).toBe(false);
  });
});

describe("a person's photo", () => {
  test("hidden from visitors until saved as their photo and while they are hidden; REST, GraphQL and their page name it only then", async () => {
    const created = (await ok("mutation ($input: PersonInput!) { createPerson(input: $input) { id slug version } }", { input: { name: "Ida Visible" } })).createPerson;
    const { status: code, body } = await postFile(`${site.url}/api/people/${created.id}/uploadimage?index=0`, "myfile", await picture("jpeg"), `${created.id}_photo0.jpg`, { authorization: `Bearer ${editor}` });
    expect(code).toBe(201);
    const photo = unsigned(body.url);
    expect(await visitorSees(photo, small(photo))).toEqual({ [photo]: 404, [small(photo)]: 404 });
    expect(await status(body.url)).toBe(200);

    const save = async (hidden: boolean, version: number) =>
      (await ok("mutation ($id: ID!, $input: PersonInput!) { updatePerson(id: $id, input: $input) { version photo } }", { id: created.id, input: { name: "Ida Visible", photo: body.url, hidden, version } })).updatePerson;
    const saved = await save(false, created.version);
    expect(await visitorSees(photo, small(photo))).toEqual({ [photo]: 200, [small(photo)]: 200 });
    expect((await site.rest("GET", `/api/people/${created.slug}`)).body.photo).toBe(photo);
    expect((await gql(`{ person(slug: "${created.slug}") { photo } }`)).data.person.photo).toBe(photo);
    const page = await fetch(`${site.url}/people/${created.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("sig=");

    const hidden = await save(true, saved.version);
    expect(await visitorSees(photo, small(photo))).toEqual({ [photo]: 404, [small(photo)]: 404 });
    expect((await site.rest("GET", `/api/people/${created.slug}`)).status).toBe(404);
    expect((await fetch(`${site.url}/people/${created.slug}`)).status).toBe(404);
    // Editors still see it on the People screen.
    const listed = await ok(`{ personById(id: "${created.id}") { photo } }`);
    expect(listed.personById.photo).toMatch(/\?sig=/);
    expect(await status(listed.personById.photo)).toBe(200);
    expect(hidden.photo).toMatch(/\?sig=/);
  });
});

describe("everything else under /images", () => {
  test("an image a published text shows is public; one a draft's text shows is not; shop products' images are public", async () => {
    const { id, version } = (await ok("mutation { createBlog { id version } }")).createBlog;
    const inline = unsigned((await upload("blogs", id, "photo", 3)).url);
    const draftOnly = unsigned((await upload("blogs", id, "photo", 4)).url);
    const input = { title: "Pictures inline", slug: "pictures-inline", author: "Props", body: `<p>Set</p><img src="${inline}" alt="The set">`, version };
    const published = await ok("mutation ($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { version } }", { id, input });
    await ok("mutation ($id: ID!, $input: BlogInput!) { saveBlogDraft(id: $id, input: $input) { version } }",
      { id, input: { ...input, body: `<img src="${draftOnly}" alt="Later">`, version: published.updateBlog.version } });
    expect(await visitorSees(inline, small(inline), draftOnly)).toEqual({ [inline]: 200, [small(inline)]: 200, [draftOnly]: 404 });

    const productId = "5f1e8f8e-3a40-4c52-9a3c-0c6a7b0d1e2f";
    fs.mkdirSync(path.join(storage.root, "products", productId), { recursive: true });
    fs.copyFileSync(path.join(storage.root, inline.replace("/images/", "")), path.join(storage.root, "products", productId, "image0.jpg"));
    expect(await status(`/images/products/${productId}/image0.jpg`)).toBe(404);
    await database.db.query("INSERT INTO product (id, name, slug, country, image, rrp_price) VALUES ($1, 'Programme', 'programme', 'uk', $2, 5)", [productId, `/images/products/${productId}/image0.jpg`]);
    site.services.events.publish("CONTENT_CHANGED");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await status(`/images/products/${productId}/image0.jpg`)).toBe(200);
  });

  test("made-up addresses cost no query: the public images are read once until content changes", async () => {
    const main = `/images/plays/${(await database.db.query("SELECT id FROM play LIMIT 1"))[0]?.id}/mainimage0.jpg`;
    await status(main);
    const queries = await counter.measure(async () => {
      for (let n = 0; n < 200; n++) await status(`/images/plays/${crypto.randomUUID()}/mainimage${n % 100}.jpg`);
    });
    expect(queries).toBe(0);
  });

  test("made-up folders, ids and names are a plain 404, whether or not a file is there", async () => {
    fs.mkdirSync(path.join(storage.root, "stray"), { recursive: true });
    fs.writeFileSync(path.join(storage.root, "stray", "x.jpg"), "not public");
    for (const url of ["/images/stray/x.jpg", "/images/plays/00000000-0000-4000-8000-000000000000/mainimage0.jpg", "/images/plays/not-an-id/mainimage0.jpg", "/images/heros/00000000-0000-4000-8000-000000000000/hero0.jpg"]) {
      const response = await fetch(`${site.url}${url}`);
      expect([url, response.status, response.headers.get("cache-control")]).toEqual([url, 404, "no-store"]);
    }
  });
});
