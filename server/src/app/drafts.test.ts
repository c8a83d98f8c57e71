import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Role } from "../core/auth";
import { onEvents } from "../core/pubsub";
import { picture, postFile } from "../test/images";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { startTestApp, type TestApp } from "../test/test-app";

/**
 * Drafts and publishing across every public door: the REST facade, GraphQL, page HTML and its
 * JSON-LD, the sitemap, the RSS feed and calendar files see only what is published.
 */
let database: TestDatabase;
let site: TestApp;
let editor: string;
let otherEditor: string;
let member: string;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));
let announcements = 0;
let stopListening: () => Promise<void>;

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, "index.html"), "<!doctype html><html><head><title>Site</title></head><body><div id=\"root\"></div></body></html>");
  fs.writeFileSync(path.join(clientDist, "404.html"), "<!doctype html><html><head><title>Not found</title></head><body><h1>Page not found</h1></body></html>");
  database = await createTestDatabase();
  site = await startTestApp(database.db, { clientDist, readCache: true, settings: { messages: { societyEmail: "society@example.org" } } });
  editor = await site.tokenFor(Role.editor, "Margaret");
  otherEditor = await site.tokenFor(Role.editor, "Daniel");
  member = await site.tokenFor(Role.member);
  stopListening = onEvents(site.services.events, "CONTENT_CHANGED", () => (announcements += 1), () => undefined);
});

afterAll(async () => {
  await stopListening();
  await site.app.close();
  await database.drop();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

const gql = async (query: string, variables?: Record<string, unknown>, token?: string): Promise<any> =>
  (await site.graphql<any>(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body;
const page = async (url: string) => {
  const response = await fetch(`${site.url}${url}`);
  return { status: response.status, text: await response.text() };
};
/** Lets an announcement, if one was made, reach the listener. */
const settle = () => new Promise((r) => setTimeout(r, 100));

const PLAY = "id slug title version state publishedAt draftSavedAt draftSavedBy";
const playInput = (title: string, slug: string, version: number, extra: Record<string, unknown> = {}) => ({
  title,
  slug,
  version,
  status: ["current"],
  blurb: `<p>${title} blurb</p>`,
  dates: { startdate: "2027-05-01T18:30:00.000Z", displayedText: [{ title: "Opening night", description: "Evening performance", startdate: "2027-05-01T18:30:00.000Z" }] },
  ...extra,
});

/** What every public door says about a play's slug: each is true when the play shows there. */
async function publicly(slug: string, title: string) {
  const rest = await site.rest("GET", `/api/plays/${slug}`);
  const graph = await gql(`{ play(slug: "${slug}") { title } }`);
  const html = await page(`/${slug}`);
  const list = await site.rest("GET", "/api/plays");
  const whatsOn = await gql("{ whatsOn { currentPlays { slug } } }");
  const sitemap = await page("/sitemap.xml");
  const ics = await page(`/${slug}.ics`);
  return {
    rest: rest.status === 200 && rest.body.title === title,
    graphql: graph.data?.play?.title === title,
    html: html.status === 200 && html.text.includes(title),
    jsonLd: html.text.includes("application/ld+json") && html.text.includes(`"name":"${title}"`),
    list: list.body.some((p: { slug: string }) => p.slug === slug),
    whatsOn: whatsOn.data.whatsOn.currentPlays.some((p: { slug: string }) => p.slug === slug),
    sitemap: sitemap.text.includes(`/${slug}<`),
    ics: ics.status === 200 && ics.text.includes(title),
  };
}
const everywhere = { rest: true, graphql: true, html: true, jsonLd: true, list: true, whatsOn: true, sitemap: true, ics: true };
const nowhere = { rest: false, graphql: false, html: false, jsonLd: false, list: false, whatsOn: false, sitemap: false, ics: false };

describe("plays", () => {
  test("a new play is hidden until its first Save changes; editors read it through REST and lists", async () => {
    const created = await site.rest("POST", "/api/plays/", undefined, editor);
    expect(created.status).toBe(201);
    const { slug, _id: id, version } = created.body;
    expect((await site.rest("GET", `/api/plays/${slug}`)).status).toBe(404);
    expect((await site.rest("GET", `/api/plays/${slug}`, undefined, member)).status).toBe(404);
    expect((await site.rest("GET", `/api/plays/${slug}`, undefined, editor)).status).toBe(200);
    expect((await site.rest("GET", "/api/plays", undefined, editor)).body.map((p: { slug: string }) => p.slug)).toContain(slug);
    expect((await site.rest("GET", "/api/plays")).body.map((p: { slug: string }) => p.slug)).not.toContain(slug);
    expect((await page(`/${slug}`)).status).toBe(404);
    const listed = await gql(`{ plays { items { slug state } } }`, undefined, editor);
    expect(listed.data.plays.items).toContainEqual({ slug, state: "draft" });

    const saved = await site.rest("PUT", `/api/plays/${id}`, playInput("The Seagull", "the-seagull", version), editor);
    expect(saved.body).toMatchObject({ title: "The Seagull" });
    expect(saved.status).toBe(200);
    expect(await publicly("the-seagull", "The Seagull")).toEqual(everywhere);
  });

  test("a draft save changes nothing visitors see, announces nothing, and its editor reads it back", async () => {
    const body = await gql("mutation { createPlay { id version } }", undefined, editor);
    const { id } = body.data.createPlay;
    const live = await gql(`mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { ${PLAY} } }`, { id, input: playInput("Hedda Gabler", "hedda-gabler", body.data.createPlay.version) }, editor);
    expect(live.data.updatePlay).toMatchObject({ state: "published", draftSavedAt: null });
    expect(await publicly("hedda-gabler", "Hedda Gabler")).toEqual(everywhere);

    await settle();
    const before = announcements;
    const draft = await gql(
      `mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { ${PLAY} } }`,
      { id, input: playInput("Hedda Gabler (revised)", "hedda-gabler-revised", live.data.updatePlay.version) },
      editor,
    );
    expect(draft.errors).toBeUndefined();
    expect(draft.data.savePlayDraft).toMatchObject({ title: "Hedda Gabler (revised)", state: "changed", draftSavedBy: "Margaret", slug: "hedda-gabler-revised" });
    await settle();
    expect(announcements).toBe(before);

    // Every public door, cached or not, still has the published version; the draft's slug is no page.
    expect(await publicly("hedda-gabler", "Hedda Gabler")).toEqual(everywhere);
    expect((await publicly("hedda-gabler-revised", "Hedda Gabler (revised)"))).toEqual(nowhere);
    expect((await page("/sitemap.xml")).text).not.toContain("revised");
    // Visitors see the published play; that a draft exists, and its details, are editors' only.
    expect((await gql(`{ play(slug: "hedda-gabler") { state } }`)).data.play.state).toBeNull();
    const peek = await gql(`{ play(slug: "hedda-gabler") { draftSavedBy } }`);
    expect(peek.errors[0].extensions.code).toBe("UNAUTHENTICATED");

    // The REST facade never shows draft fields, not even to editors; the published saver stays.
    for (const token of [undefined, editor]) {
      const rest = await site.rest("GET", "/api/plays/hedda-gabler", undefined, token);
      expect(Object.keys(rest.body).filter((key) => key.startsWith("draft"))).toEqual([]);
      expect(rest.body.updatedBy).toBe("Margaret");
    }

    const reread = await gql(`{ playDraft(slug: "hedda-gabler") { ${PLAY} } }`, undefined, otherEditor);
    expect(reread.data.playDraft).toMatchObject({ title: "Hedda Gabler (revised)", slug: "hedda-gabler-revised", state: "changed" });

    const published = await gql(`mutation { publishPlay(id: "${id}", version: ${draft.data.savePlayDraft.version}) { ${PLAY} } }`, undefined, otherEditor);
    expect(published.data.publishPlay).toMatchObject({ title: "Hedda Gabler (revised)", state: "published", draftSavedAt: null });
    await settle();
    expect(announcements).toBe(before + 1);
    expect(await publicly("hedda-gabler-revised", "Hedda Gabler (revised)")).toEqual(everywhere);
    expect((await site.rest("GET", "/api/plays/hedda-gabler")).status).toBe(404);
  });

  test("a draft may leave fields empty but keeps every other rule; publishing applies them all", async () => {
    const body = await gql("mutation { createPlay { id slug version } }", undefined, editor);
    const { id, slug, version } = body.data.createPlay;
    const stored = async () => (await database.db.query("SELECT draft, version FROM play WHERE id = $1", [id]))[0];
    const before = await stored();

    const bad = await gql(`mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { id } }`, { id, input: playInput("", "", version, { buylink: "not a link", title: "ab" }) }, editor);
    expect(bad.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const fields = bad.errors[0].extensions.fields.map((f: { path: string }) => f.path);
    expect(fields).toEqual(expect.arrayContaining(["title", "buylink"]));
    expect(fields).not.toContain("slug");
    expect(await stored()).toEqual(before);

    const blank = await gql(`mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { version state } }`, { id, input: playInput("", "", version) }, editor);
    expect(blank.data.savePlayDraft).toEqual({ version: version + 1, state: "draft" });

    const refused = await gql(`mutation { publishPlay(id: "${id}", version: ${version + 1}) { id } }`, undefined, editor);
    expect(refused.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(refused.errors[0].extensions.fields.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(["title", "slug"]));
    expect((await site.rest("GET", `/api/plays/${slug}`)).status).toBe(404);
  });

  test("autosave never overwrites someone else's newer draft: the older version is refused and theirs is kept", async () => {
    const body = await gql("mutation { createPlay { id slug version } }", undefined, editor);
    const { id, slug, version } = body.data.createPlay;
    const theirs = await gql(`mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { version } }`, { id, input: playInput("Their draft", "", version) }, otherEditor);
    expect(theirs.errors).toBeUndefined();
    const mine = await gql(`mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { version } }`, { id, input: playInput("My draft", "", version) }, editor);
    expect(mine.errors[0].extensions.code).toBe("CONFLICT");
    expect(mine.errors[0].message).toContain("Daniel");
    expect((await gql(`{ playDraft(slug: "${slug}") { title draftSavedBy } }`, undefined, editor)).data.playDraft).toEqual({ title: "Their draft", draftSavedBy: "Daniel" });
  });

  test("unpublish takes a play off every public door without deleting it; publish puts it back", async () => {
    const body = await gql("mutation { createPlay { id version } }", undefined, editor);
    const { id } = body.data.createPlay;
    const live = await gql(`mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { version } }`, { id, input: playInput("Arcadia", "arcadia", body.data.createPlay.version) }, editor);
    expect(await publicly("arcadia", "Arcadia")).toEqual(everywhere);

    const stale = await gql(`mutation { unpublishPlay(id: "${id}", version: 1) { id } }`, undefined, editor);
    expect(stale.errors[0].extensions.code).toBe("CONFLICT");
    const off = await gql(`mutation { unpublishPlay(id: "${id}", version: ${live.data.updatePlay.version}) { state publishedAt version } }`, undefined, editor);
    expect(off.data.unpublishPlay).toMatchObject({ state: "draft", publishedAt: null });
    expect(await publicly("arcadia", "Arcadia")).toEqual(nowhere);
    expect((await site.rest("GET", "/api/plays/arcadia", undefined, editor)).status).toBe(200);

    const back = await gql(`mutation { publishPlay(id: "${id}", version: ${off.data.unpublishPlay.version}) { state } }`, undefined, editor);
    expect(back.data.publishPlay.state).toBe("published");
    expect(await publicly("arcadia", "Arcadia")).toEqual(everywhere);
  });

  test("an audition application to a play not on the site is refused", async () => {
    const body = await gql("mutation { createPlay { id version } }", undefined, editor);
    const { id } = body.data.createPlay;
    const live = await gql(`mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { version } }`, { id, input: playInput("Closed Call", "closed-call", body.data.createPlay.version, { status: ["audition"], auditionEmailRecipient: "director@example.org" }) }, editor);
    const apply = () => gql("mutation ($input: MessageInput!) { sendMessage(input: $input) { id } }", {
      input: { name: "Ophelia Green", email: "ophelia@example.org", subject: "Playing the lead", message: "I would love to audition.", messagetype: "Application to audition", playslug: "closed-call" },
    });
    expect((await apply()).errors).toBeUndefined();
    await gql(`mutation { unpublishPlay(id: "${id}", version: ${live.data.updatePlay.version}) { id } }`, undefined, editor);
    expect((await apply()).errors[0].extensions.code).toBe("NOT_FOUND");
  });
});

describe("blogs", () => {
  test("a post is hidden until published, its draft stays out of the feed, and unpublishing removes it", async () => {
    const created = await site.rest("POST", "/api/blogs/", undefined, editor);
    const { _id: id, slug, version } = created.body;
    expect((await site.rest("GET", `/api/blogs/${slug}`)).status).toBe(404);
    expect((await site.rest("GET", `/api/blogs/${slug}`, undefined, editor)).status).toBe(200);
    expect((await site.rest("GET", "/api/blogs")).body.blogs.map((b: { slug: string }) => b.slug)).not.toContain(slug);
    expect((await site.rest("GET", "/api/blogs", undefined, editor)).body.blogs.map((b: { slug: string }) => b.slug)).toContain(slug);

    const live = await site.rest("PUT", `/api/blogs/${id}`, { title: "Opening night", slug: "opening-night", author: "Ann", body: "<p>It went well.</p>", version }, editor);
    expect(live.status).toBe(200);
    expect((await page("/blogs/rss.xml")).text).toContain("Opening night");

    const draft = await gql(`mutation ($id: ID!, $input: BlogInput!) { saveBlogDraft(id: $id, input: $input) { title state version } }`, { id, input: { title: "Opening night: the secret draft", slug: "opening-night", author: "Ann", body: "<p>Draft</p>", version: live.body.version } }, editor);
    expect(draft.data.saveBlogDraft).toMatchObject({ title: "Opening night: the secret draft", state: "changed" });
    expect((await page("/blogs/rss.xml")).text).not.toContain("secret draft");
    expect((await page("/blogs/opening-night")).text).not.toContain("secret draft");
    expect((await gql(`{ blog(slug: "opening-night") { title } }`)).data.blog.title).toBe("Opening night");
    expect((await gql(`{ blogDraft(slug: "opening-night") { title } }`, undefined, editor)).data.blogDraft.title).toBe("Opening night: the secret draft");

    const off = await gql(`mutation { unpublishBlog(id: "${id}", version: ${draft.data.saveBlogDraft.version}) { state } }`, undefined, editor);
    expect(off.data.unpublishBlog.state).toBe("draft");
    expect((await site.rest("GET", "/api/blogs/opening-night")).status).toBe(404);
    expect((await page("/blogs/opening-night")).status).toBe(404);
    expect((await page("/blogs/rss.xml")).text).not.toContain("Opening night");
    expect((await page("/sitemap.xml")).text).not.toContain("/blogs/opening-night");
  });
});

describe("pages", () => {
  test("a page's draft is its editor's until published", async () => {
    const version = (await site.rest("GET", "/api/about")).body.version;
    const draft = await gql(
      "mutation ($input: AboutPageInput!) { saveAboutDraft(input: $input) { text committeeMembers state version } }",
      { input: { text: "<p>Our draft story</p>", committeeMembers: "", version } },
      editor,
    );
    expect(draft.data.saveAboutDraft).toMatchObject({ text: "<p>Our draft story</p>", committeeMembers: "", state: "changed" });
    expect((await site.rest("GET", "/api/about")).body.text).not.toContain("draft story");
    expect((await gql("{ about { text state } }")).data.about.state).toBeNull();
    expect((await gql("{ aboutDraft { text } }", undefined, editor)).data.aboutDraft.text).toBe("<p>Our draft story</p>");

    const refused = await gql(`mutation { publishPage(kind: about, version: ${draft.data.saveAboutDraft.version}) { id } }`, undefined, editor);
    expect(refused.errors[0].extensions.fields.map((f: { path: string }) => f.path)).toEqual(["committeeMembers"]);

    const fixed = await gql(
      "mutation ($input: AboutPageInput!) { saveAboutDraft(input: $input) { version } }",
      { input: { text: "<p>Our draft story</p>", committeeMembers: "<p>Chair: Ann</p>", version: draft.data.saveAboutDraft.version } },
      editor,
    );
    const published = await gql(`mutation { publishPage(kind: about, version: ${fixed.data.saveAboutDraft.version}) { text state } }`, undefined, editor);
    expect(published.data.publishPage).toEqual({ text: "<p>Our draft story</p>", state: "published" });
    expect((await site.rest("GET", "/api/about")).body.text).toBe("<p>Our draft story</p>");
    const cannot = await gql(`{ __type(name: "Mutation") { fields { name } } }`);
    expect(cannot.data.__type.fields.map((f: { name: string }) => f.name)).not.toContain("unpublishPage");
  });
});

describe("images", () => {
  test("a draft's new or removed images change nothing visitors see until it is published; then unused files go", async () => {
    const created = await site.rest("POST", "/api/plays/", undefined, editor);
    const { _id: id } = created.body;
    const auth = { authorization: `Bearer ${editor}` };
    const upload = async (name: string, width: number) => {
      const response = await postFile(`${site.url}/api/plays/${id}/uploadimage`, "myfile", await picture("jpeg", width, 300), `${id}_${name}.jpg`, auth);
      expect(response.status).toBe(201);
      // The uploader is given a signed address; visitors' is the path.
      return (response.body as { url: string }).url.replace(/\?.*$/, "");
    };
    const served = async (url: string) => {
      const response = await fetch(`${site.url}${url}`);
      return response.status === 200 ? (await response.arrayBuffer()).byteLength : response.status;
    };
    const main = await upload("mainimage0", 400);
    const photo = await upload("photo0", 400);
    const live = await site.rest("PUT", `/api/plays/${id}`, { ...playInput("Images Play", "images-play", created.body.version), mainimage: main, mainimageDescription: "A poster in plum", images: [{ photo, caption: "Curtain call", description: "The cast bowing together" }] }, editor);
    expect(live.status).toBe(200);
    const liveMain = await served(main);

    // Refresh on the main image while drafting: the published file is not overwritten.
    const replacement = await upload("mainimage0", 900);
    expect(replacement).toBe(`/images/plays/${id}/mainimage1.jpg`);
    expect(await served(main)).toBe(liveMain);
    // Delete on a published photo: it leaves the form, the file stays for visitors.
    expect((await site.rest("DELETE", `/api/plays/${id}/image`, undefined, editor)).status).toBe(400);
    const deleted = await fetch(`${site.url}/api/plays/${id}/image`, { method: "DELETE", headers: { ...auth, imagepath: photo } });
    expect(deleted.status).toBe(200);
    expect(await served(photo)).not.toBe(404);
    const draft = await gql(`mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { version } }`, { id, input: { ...playInput("Images Play", "images-play", live.body.version), mainimage: replacement, mainimageDescription: "A poster in teal", images: [] } }, editor);
    expect(draft.errors).toBeUndefined();
    expect((await site.rest("GET", "/api/plays/images-play")).body.mainimage).toBe(main);

    const published = await gql(`mutation { publishPlay(id: "${id}", version: ${draft.data.savePlayDraft.version}) { mainimage images { photo } } }`, undefined, editor);
    expect({ ...published.data.publishPlay, mainimage: published.data.publishPlay.mainimage.replace(/\?.*$/, "") }).toEqual({ mainimage: replacement, images: [] });
    expect(await served(replacement)).not.toBe(404);
    expect(await served(main)).toBe(404);
    expect(await served(photo)).toBe(404);
  });
});
