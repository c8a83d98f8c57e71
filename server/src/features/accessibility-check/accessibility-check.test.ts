import { Role } from "../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";

let database: TestDatabase;
let site: TestApp;
let editor: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db);
  editor = { authorization: `Bearer ${await site.tokenFor(Role.editor, "Viola")}` };
  member = { authorization: `Bearer ${await site.tokenFor(Role.member, "Toby")}` };
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

const ISSUES = "accessibilityIssues { field message blocking }";

/** A GraphQL call whose errors fail the test. */
async function ok<T = any>(query: string, variables?: Record<string, unknown>, headers = editor): Promise<T> {
  const { body } = await site.graphql<any>(query, variables, headers);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A photo with a caption but no description: a caption does not say what the photo shows. */
const PHOTO = { photo: "/images/plays/x/photo0.jpg", caption: "Curtain call" };

/** A play's whole input: filled in, with an undescribed photo unless `changes` say otherwise. */
const playInput = (slug: string, version: number, changes: Record<string, unknown> = {}) => ({
  title: "Twelfth Night",
  slug,
  version,
  blurb: "<h2>The story</h2><p>Shipwrecked twins.</p>",
  images: [{ photo: "/images/plays/x/photo0.jpg", description: "Viola on the shore" }, PHOTO],
  ...changes,
});

async function newPlay(): Promise<{ id: string; slug: string; version: number }> {
  const { createPlay } = await ok("mutation { createPlay { id slug version } }");
  return createPlay;
}

const UPDATE_PLAY = `mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { slug version state ${ISSUES} } }`;
const SAVE_PLAY_DRAFT = "mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { version state } }";

describe("Play.accessibilityIssues", () => {
  test("on playDraft: what Save changes would meet, blocking first, each naming its field", async () => {
    const play = await newPlay();
    const { createVenue } = await ok("mutation { createVenue(input: { name: \"ADC Theatre\", address: \"Park Street, Cambridge\" }) { id } }");
    const input = playInput(`check-${play.id.slice(0, 6)}`, play.version, {
      mainimage: "/images/plays/x/mainimage0.jpg",
      blurb: '<h2>The story</h2><h4>Cast</h4><p>Book <a href="https://tickets.example.org">click here</a>. NOW BOOKING FOR ALL DATES</p>',
      videolinks: ["https://www.youtube.com/watch?v=abc"],
      performances: [{ startsAt: "2027-03-01T19:30:00Z", venueId: createVenue.id, access: ["captioned"] }],
    });
    await ok(SAVE_PLAY_DRAFT, { id: play.id, input });
    const { playDraft } = await ok(`query ($slug: String!) { playDraft(slug: $slug) { ${ISSUES} } }`, { slug: play.slug });
    const fields = playDraft.accessibilityIssues.map((i: any) => [i.field, i.blocking]);
    expect(fields.slice(0, 2)).toEqual([["mainimageDescription", true], ["images[1].description", true]]);
    expect(fields).toEqual(expect.arrayContaining([["blurb", false], ["videolinks[0]", false]]));
    expect(fields).toContainEqual(["performances[0].accessNote", false]);
    const messages = playDraft.accessibilityIssues.map((i: any) => i.message).join("\n");
    expect(messages).toMatch(/"Cast" jumps from level 2 to level 4/);
    expect(messages).toMatch(/"click here" says nothing/);
    expect(messages).toMatch(/"NOW BOOKING FOR ALL DATES" is in capitals/);
  });

  test("is for editors only: a member is refused with FORBIDDEN, an anonymous caller with UNAUTHENTICATED", async () => {
    const play = await newPlay();
    const { updatePlay } = await ok(UPDATE_PLAY, { id: play.id, input: playInput(`open-${play.id.slice(0, 6)}`, play.version, { images: [] }) });
    expect(updatePlay.accessibilityIssues).toEqual([]);
    const query = `query ($slug: String!) { play(slug: $slug) { slug ${ISSUES} } }`;
    for (const [headers, code] of [[member, "FORBIDDEN"], [{}, "UNAUTHENTICATED"]] as const) {
      const { body } = await site.graphql<any>(query, { slug: updatePlay.slug }, headers);
      expect(body.errors?.[0].extensions?.code).toBe(code);
      expect(body.data?.play ?? null).toBeNull();
    }
  });
});

describe("publishing a play", () => {
  test("is refused while a photo has no description, naming the field; the draft still saves", async () => {
    const play = await newPlay();
    const input = playInput(`refused-${play.id.slice(0, 6)}`, play.version);
    const { body } = await site.graphql<any>(UPDATE_PLAY, { id: play.id, input }, editor);
    expect(body.errors?.[0].message).toMatch(/^Not published: .*images\[1\].description/);
    expect(body.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: [{ path: "images[1].description", message: expect.stringMatching(/^Photo 2 has no description/) }] });

    const { savePlayDraft } = await ok(SAVE_PLAY_DRAFT, { id: play.id, input });
    expect(savePlayDraft.state).toBe("draft");
    const publish = await site.graphql<any>("mutation ($id: ID!, $version: Int!) { publishPlay(id: $id, version: $version) { state } }", { id: play.id, version: savePlayDraft.version }, editor);
    expect(publish.body.errors?.[0].extensions?.fields).toEqual([{ path: "images[1].description", message: expect.any(String) }]);
  });

  test("the REST facade's PUT (which publishes) is refused the same way, with a 400 and the field", async () => {
    const play = await newPlay();
    const { status, body } = await site.rest("PUT", `/api/plays/${play.id}`, { ...playInput(`rest-${play.id.slice(0, 6)}`, play.version), mainimage: "/images/plays/x/mainimage0.jpg" }, editor.authorization.slice(7));
    expect(status).toBe(400);
    expect(body.errors.map((e: { path: string }) => e.path)).toEqual(["mainimageDescription", "images[1].description"]);
  });

  test("goes ahead once the photo is described or marked decorative, past warnings", async () => {
    const play = await newPlay();
    const described = playInput(`described-${play.id.slice(0, 6)}`, play.version, {
      images: [{ ...PHOTO, description: "Malvolio in yellow stockings" }],
      blurb: '<p><a href="https://tickets.example.org">read more</a></p>',
    });
    const { updatePlay } = await ok(UPDATE_PLAY, { id: play.id, input: described });
    expect(updatePlay.state).toBe("published");
    expect(updatePlay.accessibilityIssues).toEqual([{ field: "blurb", blocking: false, message: expect.stringContaining('"read more"') }]);

    const decorative = await ok(UPDATE_PLAY, { id: play.id, input: { ...described, version: updatePlay.version, images: [{ ...PHOTO, decorative: true }] } });
    expect(decorative.updatePlay.state).toBe("published");
    const { playDraft } = await ok(`query ($slug: String!) { playDraft(slug: $slug) { images { description decorative } } }`, { slug: updatePlay.slug });
    expect(playDraft.images).toEqual([{ description: "", decorative: true }]);
  });
});

describe("blog posts and pages", () => {
  test("Blog.accessibilityIssues on blogDraft; publishing is refused on a main image without a description and allowed once it has one", async () => {
    const { createBlog } = await ok("mutation { createBlog { id slug version } }");
    const input = { title: "Opening night", slug: `opening-${createBlog.id.slice(0, 6)}`, author: "Viola", body: "<p>See https://example.org</p><h3>Photos</h3>", mainimage: "/images/blogs/x/mainimage0.jpg", images: [], version: createBlog.version };
    const { saveBlogDraft } = await ok("mutation ($id: ID!, $input: BlogInput!) { saveBlogDraft(id: $id, input: $input) { version } }", { id: createBlog.id, input });
    const { blogDraft } = await ok(`query ($slug: String!) { blogDraft(slug: $slug) { ${ISSUES} } }`, { slug: createBlog.slug });
    expect(blogDraft.accessibilityIssues.map((i: any) => [i.field, i.blocking])).toEqual([["mainimageDescription", true], ["body", false]]);

    const refused = await site.graphql<any>("mutation ($id: ID!, $version: Int!) { publishBlog(id: $id, version: $version) { state } }", { id: createBlog.id, version: saveBlogDraft.version }, editor);
    expect(refused.body.errors?.[0].extensions?.fields).toEqual([{ path: "mainimageDescription", message: expect.stringMatching(/^The main image has no description/) }]);

    const published = await ok("mutation ($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { state } }", { id: createBlog.id, input: { ...input, version: saveBlogDraft.version, mainimageDescription: "The cast bowing" } });
    expect(published.updateBlog.state).toBe("published");
  });

  test("Page.accessibilityIssues on the pages' drafts, for editors only; a page publishes past warnings", async () => {
    const { aboutDraft } = await ok("{ aboutDraft { version } }");
    const text = "<h3>Who we are</h3><p>Email <a href='mailto:hello@example.org'>here</a></p>";
    await ok("mutation ($input: AboutPageInput!) { saveAboutDraft(input: $input) { version } }", { input: { text, committeeMembers: "<p>Chair: Orsino</p>", version: aboutDraft.version } });
    const draft = await ok(`{ aboutDraft { version ${ISSUES} } contactDraft { ${ISSUES} } }`);
    expect(draft.aboutDraft.accessibilityIssues.map((i: any) => [i.field, i.blocking])).toEqual([["text", false], ["text", false]]);
    expect(draft.contactDraft.accessibilityIssues).toEqual([]);

    const member_ = await site.graphql<any>(`{ about { ${ISSUES} } }`, undefined, member);
    expect(member_.body.errors?.[0].extensions?.code).toBe("FORBIDDEN");

    const published = await ok("mutation ($version: Int!) { publishPage(kind: about, version: $version) { text } }", { version: draft.aboutDraft.version });
    expect(published.publishPage.text).toContain("Who we are");
  });
});
