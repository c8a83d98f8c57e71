import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { Role } from "../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { insertPlays, playFixture } from "../plays/play.fixtures";

let database: TestDatabase;
let site: TestApp;
let editor: string;
let member: string;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, "index.html"), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
  database = await createTestDatabase();
  site = await startTestApp(database.db, { clientDist });
  editor = await site.tokenFor(Role.editor, "Stagehand");
  member = await site.tokenFor(Role.member, "Visitor");
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

const gql = async (query: string, variables?: Record<string, unknown>, token: string | null = editor): Promise<any> =>
  (await site.graphql<any>(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body;
const PERSON = "id slug name bio photo hidden version";
const create = async (input: Record<string, unknown>) => {
  const body = await gql(`mutation ($input: PersonInput!) { createPerson(input: $input) { ${PERSON} } }`, { input });
  expect(body.errors).toBeUndefined();
  return body.data.createPerson as { id: string; slug: string; name: string; version: number };
};
const update = (id: string, input: Record<string, unknown>) => gql(`mutation ($id: ID!, $input: PersonInput!) { updatePerson(id: $id, input: $input) { ${PERSON} } }`, { id, input });
const publicPerson = (slug: string) => gql(`query ($slug: String!) { person(slug: $slug) { name bio credits { kind role year play { slug title } } } }`, { slug }, null);
const CAST = "castlist { members { realname charactername personSlug } } productionteam { members { name role personSlug } }";

describe("people: one record linked from every production", () => {
  test("a person's page lists their credits across productions, newest first; plays link their names to it", async () => {
    const priya = await create({ name: "Priya Raman", bio: "Joined in 2019." });
    expect(priya.slug).toBe("priya-raman");
    expect((await create({ name: "Priya Raman" })).slug).toBe("priya-raman-2");
    await insertPlays(database.db, [
      playFixture({
        slug: "old-play", title: "Old Play", dates: { startdate: "2023-05-01T18:30:00.000Z", displayedText: [] },
        castlist: { title: "Cast", members: [{ order: 0, charactername: "Viola", realname: "Priya Raman", personId: priya.id }, { order: 1, charactername: "Orsino", realname: "Sam Free" }] },
      }),
      playFixture({
        slug: "new-play", title: "New Play", dates: { startdate: "2026-12-31T23:30:00.000Z", displayedText: [] },
        productionteam: { title: "Team", members: [{ order: 0, role: "Director", name: "Priya Raman", personId: priya.id }] },
      }),
      playFixture({ slug: "hidden-play", title: "Unpublished Play", publishedAt: null, castlist: { title: "Cast", members: [{ order: 0, charactername: "X", realname: "Priya Raman", personId: priya.id }] } }),
    ]);
    const { data, errors } = await publicPerson("Priya-Raman");
    expect(errors).toBeUndefined();
    expect(data.person).toEqual({
      name: "Priya Raman", bio: "Joined in 2019.",
      credits: [
        // 23:30 UTC on 31 December 2026 is 2026 in London.
        { kind: "team", role: "Director", year: 2026, play: { slug: "new-play", title: "New Play" } },
        { kind: "cast", role: "Viola", year: 2023, play: { slug: "old-play", title: "Old Play" } },
      ],
    });
    // Asking for more of each play than its slug and title reads the whole plays (through fragments too).
    const whole = await gql(`query ($slug: String!) { person(slug: $slug) { credits { play { ...P } } } } fragment P on Play { slug blurb venues { name } }`, { slug: "priya-raman" }, null);
    expect(whole.errors).toBeUndefined();
    expect(whole.data.person.credits[1].play).toEqual({ slug: "old-play", blurb: "<p>A blurb long enough to read.</p>", venues: [{ name: "ADC Theatre" }] });
    const play = await gql(`{ play(slug: "old-play") { ${CAST} } }`, undefined, null);
    expect(play.data.play.castlist.members).toEqual([
      { realname: "Priya Raman", charactername: "Viola", personSlug: "priya-raman" },
      { realname: "Sam Free", charactername: "Orsino", personSlug: null },
    ]);
    // REST keeps the strings and adds the slug; the record's id stays with editors.
    const rest = await site.rest("GET", "/api/plays/old-play");
    expect(rest.body.castlist.members[0]).toEqual({ order: 0, charactername: "Viola", realname: "Priya Raman", personSlug: "priya-raman", programmeBio: "" });
    expect(rest.body.castlist.members[1]).not.toHaveProperty("personSlug");
    expect((await site.rest("GET", "/api/plays/old-play", undefined, editor)).body.castlist.members[0].personId).toBe(priya.id);
    const page = await site.rest("GET", "/api/people/priya-raman");
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ name: "Priya Raman", credits: [{ playslug: "new-play", year: 2026 }, { playslug: "old-play", role: "Viola" }] });
    expect((await gql(`{ play(slug: "old-play") { castlist { members { personId } } } }`, undefined, null)).errors).toBeDefined();
  });

  test("a hidden person's page answers 404 and their name shows unlinked; showing them again links it back", async () => {
    const hana = await create({ name: "Hana Quiet" });
    await insertPlays(database.db, [playFixture({ slug: "quiet-play", castlist: { title: "Cast", members: [{ order: 0, charactername: "Ghost", realname: "Hana Quiet", personId: hana.id }] } })]);
    expect((await gql(`{ play(slug: "quiet-play") { ${CAST} } }`, undefined, null)).data.play.castlist.members[0].personSlug).toBe("hana-quiet");
    const hidden = await update(hana.id, { name: "Hana Quiet", hidden: true, version: hana.version });
    expect(hidden.errors).toBeUndefined();
    expect((await publicPerson("hana-quiet")).errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await site.rest("GET", "/api/people/hana-quiet")).status).toBe(404);
    expect((await gql(`{ play(slug: "quiet-play") { ${CAST} } }`, undefined, null)).data.play.castlist.members[0]).toEqual({ realname: "Hana Quiet", charactername: "Ghost", personSlug: null });
    expect((await site.rest("GET", "/api/plays/quiet-play")).body.castlist.members[0]).not.toHaveProperty("personSlug");
    await update(hana.id, { name: "Hana Quiet", hidden: false, version: hidden.data.updatePerson.version });
    expect((await publicPerson("hana-quiet")).data.person.name).toBe("Hana Quiet");
  });

  test("suggestions find a name from any part of it, accents and case aside, and near misses; hidden people are marked", async () => {
    await create({ name: "André Dubois" });
    await create({ name: "Andrea Lowe", hidden: true });
    const suggest = async (search: string) => (await gql(`query ($search: String!) { people(search: $search) { total items { name hidden } } }`, { search })).data.people.items.map((p: { name: string }) => p.name);
    expect(await suggest("andre")).toEqual(["André Dubois", "Andrea Lowe"]);
    const marked = (await gql(`{ people(search: "andre") { items { name hidden } } }`)).data.people.items;
    expect(marked).toEqual([{ name: "André Dubois", hidden: false }, { name: "Andrea Lowe", hidden: true }]);
    expect(await suggest("DUBO")).toEqual(["André Dubois"]);
    expect(await suggest("Dubos")).toContain("André Dubois");
    expect(await suggest("100%_")).toEqual([]);
  });

  test("publishing a play that links no such person names the field; nothing is stored", async () => {
    const made = await gql(`mutation { createPlay { id version } }`);
    const { id, version } = made.data.createPlay;
    const input = {
      title: "Linked Play", slug: "linked-play", version, status: [], blurb: "", dates: { startdate: null, displayedText: [] }, venues: [],
      castlist: { title: "", members: [{ order: 0, charactername: "Lear", realname: "Nobody", personId: "00000000-0000-4000-8000-000000000000" }] },
    };
    const refused = await gql(`mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { id } }`, { id, input });
    expect(refused.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(refused.errors[0].message).toContain("castlist.members[0].personId");
    expect(Number((await database.db.query("SELECT count(*) FROM credit WHERE play_id = $1", [id]))[0].count)).toBe(0);
  });

  test("a person linked from a play cannot be deleted (the plays are named); an unlinked one can", async () => {
    const kit = await create({ name: "Kit Linked" });
    await insertPlays(database.db, [playFixture({ slug: "kit-play", title: "Kit's Play", castlist: { title: "Cast", members: [{ order: 0, charactername: "Puck", realname: "Kit", personId: kit.id }] } })]);
    const refused = await gql(`mutation ($id: ID!) { deletePerson(id: $id) }`, { id: kit.id });
    expect(refused.errors[0].extensions.code).toBe("CONFLICT");
    expect(refused.errors[0].message).toContain(`"Kit's Play"`);
    const loose = await create({ name: "Lee Loose" });
    expect((await gql(`mutation ($id: ID!) { deletePerson(id: $id) }`, { id: loose.id })).data.deletePerson).toBe(loose.id);
  });

  test("writes need an editor; saves from an old version are refused; bad input names the field", async () => {
    const anonymous = await gql(`mutation { createPerson(input: { name: "Anon" }) { id } }`, undefined, null);
    expect(anonymous.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const visitor = await gql(`mutation { createPerson(input: { name: "Anon" }) { id } }`, undefined, member);
    expect(visitor.errors[0].extensions.code).toBe("FORBIDDEN");
    expect((await gql(`{ people { total } }`, undefined, null)).errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const bad = await gql(`mutation { createPerson(input: { name: "X", photo: "http://evil.example/x.jpg" }) { id } }`);
    expect(bad.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(bad.errors[0].message).toMatch(/name .*2/);
    expect(bad.errors[0].message).toContain("photo must be the path of an uploaded image");
    const sam = await create({ name: "Sam Version" });
    await update(sam.id, { name: "Sam Version", bio: "first", version: sam.version });
    const stale = await update(sam.id, { name: "Sam Version", bio: "second", version: sam.version });
    expect(stale.errors[0].extensions.code).toBe("CONFLICT");
  });

  test("a photo is empty or one uploaded for this person: not for a new person, not someone else's, nothing outside their folder", async () => {
    const other = "0f0e0d0c-0b0a-4908-8706-050403020100";
    const early = await gql(`mutation ($input: PersonInput!) { createPerson(input: $input) { id } }`, { input: { name: "Early Photo", photo: `/images/people/${other}/photo0.jpg` } });
    expect(early.errors[0].extensions.fields).toEqual([{ path: "photo", message: "photo must be empty for a new person: add them, then upload their photo" }]);
    const rae = await create({ name: "Rae Portrait" });
    const photoError = async (photo: string) => (await update(rae.id, { name: "Rae Portrait", photo, version: rae.version })).errors?.[0].extensions.fields;
    expect(await photoError(`/images/people/${other}/photo0.jpg`)).toEqual([{ path: "photo", message: `photo must be a photo uploaded for this person (/images/people/${rae.id}/photo{n}.jpg), or empty` }]);
    expect(await photoError("/images/people/../../etc/passwd")).toEqual([{ path: "photo", message: "photo must be a path within /images, without . or .. segments" }]);
    const elsewhere = "photo must be a photo uploaded for the person (/images/people/{id}/photo{n}.jpg), or empty";
    for (const photo of [`/images/plays/${rae.id}/photo0.jpg`, `/images/people/${rae.id}/mainimage0.jpg`, `/images/people/${rae.id}/photo0-480.webp`, `/images/people/${rae.id.toUpperCase()}/photo0.jpg`]) {
      expect(await photoError(photo)).toEqual([{ path: "photo", message: elsewhere }]);
    }
    const own = await update(rae.id, { name: "Rae Portrait", photo: ` /images/people/${rae.id}/photo12.jpg `, version: rae.version });
    expect(own.errors).toBeUndefined();
    // Stored as the path; its editor is given it signed.
    expect(own.data.updatePerson.photo.replace(/\?.*$/, "")).toBe(`/images/people/${rae.id}/photo12.jpg`);
    expect((await database.db.query("SELECT photo FROM person WHERE id = $1", [rae.id]))[0].photo).toBe(`/images/people/${rae.id}/photo12.jpg`);
  });

  test("odd input is a field error or nobody, never a failure: NUL bytes, control characters, wildcards that unaccent makes", async () => {
    // A NUL byte is text PostgreSQL refuses: a slug holding one names nobody.
    expect((await publicPerson("priya\u0000raman")).errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await site.rest("GET", "/api/people/priya%00raman")).status).toBe(404);
    expect((await publicPerson("x".repeat(5000))).errors[0].extensions.code).toBe("NOT_FOUND");
    const named = await gql(`mutation ($input: PersonInput!) { createPerson(input: $input) { id } }`, { input: { name: "Nul\u0000Byte", bio: "Also\u0000here" } });
    expect(named.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(named.errors[0].extensions.fields).toEqual([
      { path: "name", message: "name must be one line of text, without control characters" },
      { path: "bio", message: "bio must be text, without NUL characters" },
    ]);
    // Paragraphs stay possible in a biography.
    expect((await create({ name: "Percy Fullwidth", bio: "One.\n\nTwo." })).name).toBe("Percy Fullwidth");
    const suggest = async (search: string) => {
      const body = await gql(`query ($search: String!) { people(search: $search) { items { name } } }`, { search });
      expect(body.errors).toBeUndefined();
      return body.data.people.items.map((p: { name: string }) => p.name);
    };
    expect(await suggest("Percy\u0000")).toEqual(["Percy Fullwidth"]);
    // unaccent folds the full-width '％' and '＿' to LIKE's wildcards: they are taken literally all the same.
    expect(await suggest("％")).toEqual([]);
    expect(await suggest("＿")).toEqual([]);
  });

  test("editors adding the same name at the same moment all succeed, each with a slug of their own", async () => {
    const made = await Promise.all(Array.from({ length: 4 }, () => gql(`mutation { createPerson(input: { name: "Twin Racer" }) { slug } }`)));
    expect(made.map((body) => body.errors)).toEqual(Array(4).fill(undefined));
    expect(made.map((body) => body.data.createPerson.slug).sort()).toEqual(["twin-racer", "twin-racer-2", "twin-racer-3", "twin-racer-4"]);
    // A slug the editor chose is theirs to change: the second of two is told so.
    const chosen = await Promise.all(Array.from({ length: 2 }, () => gql(`mutation { createPerson(input: { name: "Twin Chooser", slug: "twin-chooser" }) { slug } }`)));
    expect(chosen.map((body) => body.data?.createPerson.slug ?? body.errors[0].extensions.code).sort()).toEqual(["CONFLICT", "twin-chooser"]);
  });

  test("hiding someone while a play crediting them is being published waits for it: neither deadlocks, and the name leaves the play's search text", async () => {
    const lou = await create({ name: "Lou Lockwood" });
    const [play] = await insertPlays(database.db, [playFixture({ slug: "lockwood-play", title: "A Night of Puck", castlist: { title: "Cast", members: [{ order: 0, charactername: "Puck", realname: "Lou Lockwood", personId: lou.id }] } })]);
    // A publish as play-editing.service.ts makes it: the play locked, then the people it links.
    const publish = new Client({ connectionString: database.url });
    await publish.connect();
    try {
      await publish.query("BEGIN");
      await publish.query("SELECT id FROM play WHERE id = $1 FOR UPDATE", [play.id]);
      const hiding = update(lou.id, { name: "Lou Lockwood", hidden: true, version: lou.version });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await publish.query("SET LOCAL lock_timeout = '3s'");
      await publish.query("SELECT id FROM person WHERE id = $1 FOR KEY SHARE", [lou.id]);
      await publish.query("COMMIT");
      const hidden = await hiding;
      expect(hidden.errors).toBeUndefined();
      expect(hidden.data.updatePerson.hidden).toBe(true);
    } finally {
      await publish.end();
    }
    const [row] = await database.db.query(`SELECT search @@ websearch_to_tsquery('site_search', 'Lockwood') AS named FROM play WHERE id = $1`, [play.id]);
    expect(row.named).toBe(false);
  });
});
