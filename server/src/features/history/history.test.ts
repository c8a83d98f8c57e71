import { Role } from "../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { DRAFT_REVISIONS_KEPT, FOLD_MINUTES } from "./history.service";

let database: TestDatabase;
let site: TestApp;
let editor: string;
let other: string;
let admin: string;
let now = new Date("2026-11-23T10:00:00Z");
const tick = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));

const gql = async (query: string, variables: Record<string, unknown> = {}, token = editor): Promise<any> => {
  const { body } = await site.graphql<any>(query, variables, { authorization: `Bearer ${token}` });
  return body;
};
const ok = async (query: string, variables: Record<string, unknown> = {}, token = editor): Promise<any> => {
  const body = await gql(query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data;
};

const SAVE = "mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { version title state } }";
const UPDATE = "mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { version title state } }";
const REVISIONS = "query ($id: ID!) { revisions(kind: play, id: $id) { id number published changed note savedBy savedAt fields } }";

async function newPlay(): Promise<{ id: string; version: number }> {
  return (await ok("mutation { createPlay { id version } }")).createPlay;
}

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db, { settings: { clock: () => now } });
  editor = await site.tokenFor(Role.editor, "Margaret");
  other = await site.tokenFor(Role.editor, "Priya");
  admin = await site.tokenFor(Role.admin, "Ann");
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

test("every save records a revision: who, when, published or not, and which fields changed", async () => {
  const play = await newPlay();
  const first = (await ok(SAVE, { id: play.id, input: { title: "Twelfth Night", slug: "twelfth-history", version: play.version } })).savePlayDraft;
  tick(10);
  const second = (await ok(UPDATE, { id: play.id, input: { title: "Twelfth Night", slug: "twelfth-history", message: "Booking now", version: first.version } })).updatePlay;
  tick(10);
  await ok(SAVE, { id: play.id, input: { title: "Twelfth Night, or What You Will", slug: "twelfth-history", message: "Booking now", version: second.version } }, other);

  const { revisions } = await ok(REVISIONS, { id: play.id });
  expect(revisions.map((r: any) => [r.number, r.published, r.savedBy])).toEqual([[3, false, "Priya"], [2, true, "Margaret"], [1, false, "Margaret"]]);
  expect(revisions[0].changed).toEqual(["title"]);
  expect(revisions[1].changed).toEqual(["message"]);
  expect(revisions[2].changed).toEqual(expect.arrayContaining(["title", "slug"]));
  expect(revisions[0].fields).toMatchObject({ title: "Twelfth Night, or What You Will", message: "Booking now" });
  expect(revisions[0].fields.version).toBeUndefined();
  expect(new Date(revisions[0].savedAt).toISOString()).toBe(now.toISOString());

  const { revision } = await ok("query ($id: ID!) { revision(id: $id) { number fields } }", { id: revisions[2].id });
  expect(revision).toMatchObject({ number: 1, fields: { title: "Twelfth Night", slug: "twelfth-history" } });
  expect((await gql("query { revision(id: \"00000000-0000-4000-8000-000000000000\") { id } }")).errors[0].extensions.code).toBe("NOT_FOUND");
});

test(`autosaves by one person within ${FOLD_MINUTES} minutes are one revision; published ones and the last ${DRAFT_REVISIONS_KEPT} drafts are kept`, async () => {
  const play = await newPlay();
  let version = play.version;
  const save = async (title: string, token = editor) => (version = (await ok(SAVE, { id: play.id, input: { title, slug: "kept-history", version } }, token)).savePlayDraft.version);
  await save("One");
  tick(1);
  await save("One more");
  tick(1);
  await save("One more time");
  let { revisions } = await ok(REVISIONS, { id: play.id });
  expect(revisions).toHaveLength(1);
  expect(revisions[0].fields.title).toBe("One more time");
  await save("Someone else's", other); // another person is never folded in
  expect((await ok(REVISIONS, { id: play.id })).revisions).toHaveLength(2);

  version = (await ok(UPDATE, { id: play.id, input: { title: "Published once", slug: "kept-history", version } })).updatePlay.version;
  for (let i = 0; i < DRAFT_REVISIONS_KEPT + 5; i++) {
    tick(FOLD_MINUTES + 1);
    await save(`Draft ${i}`);
  }
  ({ revisions } = await ok(REVISIONS, { id: play.id }));
  const drafts = revisions.filter((r: any) => !r.published);
  expect(drafts).toHaveLength(DRAFT_REVISIONS_KEPT);
  expect(drafts[0].fields.title).toBe(`Draft ${DRAFT_REVISIONS_KEPT + 4}`);
  expect(drafts.at(-1).fields.title).toBe("Draft 5");
  expect(revisions.filter((r: any) => r.published).map((r: any) => r.fields.title)).toEqual(["Published once"]);
});

test("Restore puts a revision back as the draft: nothing goes live until it is published", async () => {
  const play = await newPlay();
  const v1 = (await ok(UPDATE, { id: play.id, input: { title: "First words", slug: "restore-history", version: play.version } })).updatePlay;
  tick(10);
  const v2 = (await ok(UPDATE, { id: play.id, input: { title: "Second words", slug: "restore-history", version: v1.version } })).updatePlay;
  const { revisions } = await ok(REVISIONS, { id: play.id });
  const first = revisions.find((r: any) => r.number === 1);

  const stale = await gql("mutation ($id: ID!, $r: ID!, $v: Int!) { restorePlayRevision(id: $id, revisionId: $r, version: $v) { title } }", { id: play.id, r: first.id, v: v1.version });
  expect(stale.errors[0].extensions.code).toBe("CONFLICT");
  const restored = (await ok("mutation ($id: ID!, $r: ID!, $v: Int!) { restorePlayRevision(id: $id, revisionId: $r, version: $v) { title state version } }", { id: play.id, r: first.id, v: v2.version })).restorePlayRevision;
  expect(restored).toMatchObject({ title: "First words", state: "changed" });
  expect((await site.rest("GET", "/api/plays/restore-history")).body.title).toBe("Second words");
  const after = (await ok(REVISIONS, { id: play.id })).revisions[0];
  expect(after).toMatchObject({ number: 3, published: false, note: "revision 1 restored", changed: ["title"] });

  // A revision of another item is not this play's to restore.
  const elsewhere = await newPlay();
  const wrong = await gql("mutation ($id: ID!, $r: ID!, $v: Int!) { restorePlayRevision(id: $id, revisionId: $r, version: $v) { title } }", { id: elsewhere.id, r: first.id, v: elsewhere.version });
  expect(wrong.errors[0].extensions.code).toBe("NOT_FOUND");

  const published = (await ok("mutation ($id: ID!, $v: Int!) { publishPlay(id: $id, version: $v) { title state } }", { id: play.id, v: restored.version })).publishPlay;
  expect(published).toMatchObject({ title: "First words", state: "published" });
  expect((await site.rest("GET", "/api/plays/restore-history")).body.title).toBe("First words");
});

test("pages and blogs keep revisions too, and restore them as drafts", async () => {
  const contact = (await ok("{ contactDraft { version } }")).contactDraft;
  const saved = (await ok("mutation ($input: TextPageInput!) { updateContact(input: $input) { version } }", { input: { text: "<p>Call us on Tuesdays</p>", version: contact.version } })).updateContact;
  tick(10);
  const draft = (await ok("mutation ($input: TextPageInput!) { saveContactDraft(input: $input) { version } }", { input: { text: "<p>Call us on Fridays</p>", version: saved.version } })).saveContactDraft;
  const { revisions } = await ok('{ revisions(kind: page, id: "contact") { id number published changed } }');
  expect(revisions.map((r: any) => [r.published, r.changed])).toEqual([[false, ["text"]], [true, ["text"]]]);
  const back = (await ok("mutation ($r: ID!, $v: Int!) { restorePageRevision(kind: contact, revisionId: $r, version: $v) { text state } }", { r: revisions[1].id, v: draft.version })).restorePageRevision;
  expect(back).toMatchObject({ text: "<p>Call us on Tuesdays</p>", state: "changed" });

  const blog = (await ok("mutation { createBlog { id version } }")).createBlog;
  await ok("mutation ($id: ID!, $input: BlogInput!) { saveBlogDraft(id: $id, input: $input) { version } }", { id: blog.id, input: { title: "Notes", slug: "notes-history", author: "Ann", body: "<p>Hello</p>", version: blog.version } });
  const blogRevisions = (await ok("query ($id: ID!) { revisions(kind: blog, id: $id) { changed fields } }", { id: blog.id })).revisions;
  expect(blogRevisions[0].fields).toMatchObject({ title: "Notes", body: "<p>Hello</p>" });
  expect(blogRevisions[0].changed).toEqual(expect.arrayContaining(["title", "slug", "body"]));
});

test("Activity: admins see who did what to which item, newest first, filtered by person and item; purged accounts are 'a former editor'", async () => {
  const leaver = await site.tokenFor(Role.editor, "Leaver");
  const { createPlay: play } = await ok("mutation { createPlay { id version } }", {}, leaver);
  tick(10);
  const saved = (await ok(SAVE, { id: play.id, input: { title: "Activity Play", slug: "activity-play", version: play.version } }, leaver)).savePlayDraft;
  tick(1);
  const again = (await ok(SAVE, { id: play.id, input: { title: "Activity Play!", slug: "activity-play", version: saved.version } }, leaver)).savePlayDraft;
  tick(10);
  const published = (await ok("mutation ($id: ID!, $v: Int!) { publishPlay(id: $id, version: $v) { version } }", { id: play.id, v: again.version }, leaver)).publishPlay;
  tick(1);
  await ok("mutation ($id: ID!, $at: DateTimeISO!) { schedulePlay(id: $id, publishAt: null, unpublishAt: $at) { id } }", { id: play.id, at: new Date(now.getTime() + 86_400_000).toISOString() });
  tick(1);
  await ok("mutation ($id: ID!, $v: Int!) { unpublishPlay(id: $id, version: $v) { version } }", { id: play.id, v: published.version });
  tick(1);
  await ok("mutation ($id: ID!) { deletePlay(id: $id) }", { id: play.id });
  tick(1);
  await ok("mutation ($id: ID!) { restorePlay(id: $id) { id } }", { id: play.id });

  const ACTIVITY = "query ($person: ID, $kind: EditedKind, $item: ID, $page: Int) { activity(person: $person, kind: $kind, item: $item, page: $page) { total page pages items { actor actorId action kind itemId itemTitle detail at } } }";
  const forItem = (await ok(ACTIVITY, { kind: "play", item: play.id }, admin)).activity;
  expect(forItem.items.map((a: any) => [a.actor, a.action])).toEqual([
    ["Margaret", "restored"],
    ["Margaret", "deleted"],
    ["Margaret", "unpublished"],
    ["Margaret", "scheduled"],
    ["Leaver", "published"],
    ["Leaver", "saved"], // two autosaves a minute apart: one entry
    ["Leaver", "created"],
  ]);
  expect(forItem.items[3].detail).toMatch(/^Unpublish at \d+ November 2026 at \d+:\d\d[ap]m$/);
  expect(forItem.items[0]).toMatchObject({ kind: "play", itemId: play.id, itemTitle: "Activity Play!", detail: "from Deleted items" });

  const leaverId = forItem.items.at(-1).actorId;
  const byLeaver = (await ok(ACTIVITY, { person: leaverId }, admin)).activity;
  expect(byLeaver.items.every((a: any) => a.actor === "Leaver")).toBe(true);
  expect(byLeaver.total).toBe(3);
  const everything = (await ok(ACTIVITY, { page: 1 }, admin)).activity;
  expect(everything.items[0].action).toBe("restored");
  expect(everything.total).toBeGreaterThan(forItem.total);
  expect((await gql(ACTIVITY, { page: 0 }, admin)).errors[0].extensions.code).toBe("BAD_USER_INPUT");

  await ok("mutation { deleteAccount }", {}, leaver);
  await site.services.accounts.purgeDeleted();
  const afterPurge = (await ok(ACTIVITY, { kind: "play", item: play.id }, admin)).activity;
  expect(afterPurge.items.slice(-3).map((a: any) => [a.actor, a.actorId])).toEqual([[ "a former editor", null ], [ "a former editor", null ], [ "a former editor", null ]]);
  const revisions = (await ok(REVISIONS, { id: play.id })).revisions;
  expect(revisions.map((r: any) => r.savedBy)).toEqual(["a former editor", "a former editor"]);
});

test("history is for editors and activity for admins", async () => {
  const member = await site.tokenFor(Role.member);
  const play = await newPlay();
  expect((await gql(REVISIONS, { id: play.id }, member)).errors[0].extensions.code).toBe("FORBIDDEN");
  expect((await site.graphql<any>(REVISIONS, { id: play.id })).body.errors![0].extensions?.code).toBe("UNAUTHENTICATED");
  expect((await gql("{ activity { total } }", {}, editor)).errors[0].extensions.code).toBe("FORBIDDEN");
});
