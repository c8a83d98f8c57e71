import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import QRCode from "qrcode";
import sharp from "sharp";
import { Role } from "../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { Person } from "../people/person.entity";
import { insertPlays, playFixture } from "../plays/play.fixtures";
import { PlayStatus } from "../plays/play-status.types";
import { qrPng } from "./programme.service";

/**
 * The digital programme: the licence notice and programme fields (GraphQL and REST, both ways,
 * validation, drafts), a person's programme biography, the programme query, its page (404 while
 * unpublished, kept in the read cache until the play changes) and its QR codes. A stand-in renderer
 * echoes the address it is given (the real render is checked in the browser tests).
 */
let database: TestDatabase;
let site: TestApp;
let editor: string;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-programme-"));
const TEMPLATE = `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><meta name="description" content="default" /><title>Fen Street Players</title></head><body><div id="root"></div></body></html>`;
const RENDERER = `exports.renderPage = async ({ url, now }) => ({ html: "<p>Rendered " + url + "</p>", data: { now, apollo: {} }, aborted: false });`;
/** A notice as a licence words it: punctuation, quotes, an ampersand and a line break kept exactly. */
const NOTICE = "By arrangement with Samuel French Ltd — a Concord Theatricals company & “Friends”.\nwww.concordtheatricals.co.uk";
const PUBLIC_URL = "https://theatre.example";

let priyaId: string;
let hiddenId: string;

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, "index.html"), TEMPLATE);
  fs.mkdirSync(path.join(clientDist, ".ssr"));
  fs.writeFileSync(path.join(clientDist, ".ssr", "entry-server.cjs"), RENDERER);
  database = await createTestDatabase();
  const people = database.db.getRepository(Person);
  const [priya, hidden] = await people.save(people.create([
    { name: "Priya Raman", slug: "priya-raman", bio: "Priya's long biography.", programmeBio: "Priya joined us in 2019.", photo: "/images/people/p/photo0.jpg", updatedBy: "Fixture" },
    { name: "Quiet Person", slug: "quiet-person", bio: "Not to be shown.", programmeBio: "Not to be shown either.", photo: "/images/people/q/photo0.jpg", hidden: true, updatedBy: "Fixture" },
  ]));
  priyaId = priya.id;
  hiddenId = hidden.id;
  await insertPlays(database.db, [
    playFixture({ slug: "coming-next", title: "Coming Next", status: [PlayStatus.upcoming] }),
    playFixture({ slug: "long-ago", title: "Long Ago", status: [PlayStatus.previousproduction] }),
    playFixture({ slug: "not-yet-on", title: "Not Yet On", status: [PlayStatus.upcoming], publishedAt: null }),
  ]);
  site = await startTestApp(database.db, { clientDist, readCache: true, settings: { publicUrl: PUBLIC_URL } });
  editor = await site.tokenFor(Role.editor, "Orsino");
});

afterAll(async () => {
  await site?.app.close();
  await database?.drop();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

const gql = async (query: string, variables?: Record<string, unknown>, token: string | undefined = editor): Promise<any> =>
  (await site.graphql<any>(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body;
const get = (url: string, init?: RequestInit) => fetch(`${site.url}${url}`, init);
const meta = (html: string, attribute: string) => new RegExp(`<meta (?:property|name)="${attribute}" content="([^"]*)"`).exec(html)?.[1];
const unescape = (text = "") => text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));

const PROGRAMME = "directorsNote scenes { id title detail } sponsors { id name logo link }";
const MEMBERS = "title members { order personSlug programmeBio";
const PLAY = `id slug version licenceNotice authorBilling programme { ${PROGRAMME} } castlist { ${MEMBERS} charactername realname } } productionteam { ${MEMBERS} role name } }`;
const update = (id: string, input: Record<string, unknown>) => gql(`mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { ${PLAY} } }`, { id, input });

async function newPlay(): Promise<{ id: string; version: number }> {
  return (await gql("mutation { createPlay { id version } }")).data.createPlay;
}

/** A whole play's input with its programme. */
const twelfthNight = (version: number, over: Record<string, unknown> = {}) => ({
  title: "Twelfth Night",
  slug: "twelfth-night",
  version,
  status: [PlayStatus.current],
  licenceNotice: `  ${NOTICE}  `,
  authorBilling: "by William Shakespeare",
  programme: {
    directorsNote: "Illyria is a place of music.\n\nWe set it in 1920s Brighton.",
    scenes: [{ title: "Act 1, Scene 1: Orsino's court", detail: "" }, { title: "O Mistress Mine", detail: "Feste" }],
    sponsors: [{ name: "Mill Road Bakery", link: "https://bakery.example.org/" }, { name: "The Friends of the ADC" }],
  },
  castlist: {
    title: "Cast",
    members: [
      { order: 0, charactername: "Viola", realname: "Priya Raman", personId: priyaId },
      { order: 1, charactername: "Orsino", realname: "Quiet Person", personId: hiddenId },
      { order: 2, charactername: "Feste", realname: "Sam Singer", programmeBio: "Sam sings with the Cambridge Chorale." },
    ],
  },
  productionteam: { title: "Team", members: [{ order: 0, role: "Director", name: "Priya Raman", personId: priyaId, programmeBio: "Priya directs for the first time." }] },
  ...over,
});

let playId: string;
let version: number;

describe("the licence notice and the programme's fields", () => {
  test("GraphQL saves and answers them: the notice exactly as entered (outer spaces aside), scenes and sponsors with ids, each entry's own biography", async () => {
    const made = await newPlay();
    const { data, errors } = await update(made.id, twelfthNight(made.version));
    expect(errors).toBeUndefined();
    const play = data.updatePlay;
    ({ id: playId, version } = play);
    expect(play.licenceNotice).toBe(NOTICE);
    expect(play.authorBilling).toBe("by William Shakespeare");
    expect(play.programme.directorsNote).toBe("Illyria is a place of music.\n\nWe set it in 1920s Brighton.");
    expect(play.programme.scenes).toEqual([
      { id: expect.any(String), title: "Act 1, Scene 1: Orsino's court", detail: "" },
      { id: expect.any(String), title: "O Mistress Mine", detail: "Feste" },
    ]);
    expect(play.programme.sponsors).toEqual([
      { id: expect.any(String), name: "Mill Road Bakery", logo: "", link: "https://bakery.example.org/" },
      { id: expect.any(String), name: "The Friends of the ADC", logo: "", link: "" },
    ]);
    expect(play.castlist.members.map((m: any) => m.programmeBio)).toEqual(["", "", "Sam sings with the Cambridge Chorale."]);
    expect(play.productionteam.members[0].programmeBio).toBe("Priya directs for the first time.");
    // Visitors read the same.
    const visitor = await gql(`{ play(slug: "twelfth-night") { licenceNotice programme { ${PROGRAMME} } } }`, undefined, "");
    expect(visitor.data.play).toEqual({ licenceNotice: NOTICE, programme: play.programme });
  });

  test("the REST play shape has them (ids as _id), and a play sent back as read keeps them", async () => {
    const read = await site.rest("GET", "/api/plays/twelfth-night", undefined, editor);
    expect(read.status).toBe(200);
    expect(read.body.licenceNotice).toBe(NOTICE);
    expect(read.body.authorBilling).toBe("by William Shakespeare");
    expect(read.body.programme.scenes[1]).toEqual({ _id: expect.any(String), title: "O Mistress Mine", detail: "Feste" });
    expect(read.body.programme.sponsors[0]).toMatchObject({ _id: expect.any(String), name: "Mill Road Bakery", link: "https://bakery.example.org/" });
    expect(read.body.castlist.members[2]).toMatchObject({ realname: "Sam Singer", programmeBio: "Sam sings with the Cambridge Chorale." });
    const ids = read.body.programme.scenes.map((s: any) => s._id);

    const sent = { ...read.body, licenceNotice: "By arrangement with Nick Hern Books", authorBilling: "by W. Shakespeare", programme: { ...read.body.programme, scenes: [...read.body.programme.scenes].reverse() } };
    const put = await site.rest("PUT", `/api/plays/${playId}`, sent, editor);
    expect(put.status).toBe(200);
    expect(put.body.licenceNotice).toBe("By arrangement with Nick Hern Books");
    expect(put.body.authorBilling).toBe("by W. Shakespeare");
    // Ids kept, order as sent.
    expect(put.body.programme.scenes.map((s: any) => s._id)).toEqual([...ids].reverse());
    expect(put.body.programme.sponsors).toEqual(read.body.programme.sponsors);
    expect(put.body.castlist.members[2].programmeBio).toBe("Sam sings with the Cambridge Chorale.");
    // Back as it was, for the tests below.
    const again = await site.rest("PUT", `/api/plays/${playId}`, { ...put.body, licenceNotice: NOTICE, authorBilling: "by William Shakespeare", programme: read.body.programme }, editor);
    expect(again.body.licenceNotice).toBe(NOTICE);
    version = again.body.version;
  });

  test("a refused save names each wrong field", async () => {
    const { errors } = await update(playId, twelfthNight(version, {
      licenceNotice: "x".repeat(1001),
      authorBilling: "by\0Nobody",
      programme: {
        directorsNote: "Fine",
        scenes: [{ title: "  " }, { title: "Two\nlines" }],
        sponsors: [{ name: "Bakery", link: "bakery.example.org" }, { name: "Thief", logo: "/images/plays/00000000-0000-4000-8000-000000000001/logo0.jpg" }, { name: "Wrong kind", logo: "/images/plays/x/photo0.jpg" }],
      },
      castlist: { title: "Cast", members: [{ order: 0, charactername: "Viola", realname: "Priya", programmeBio: "b".repeat(2001) }] },
    }));
    expect(errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const fields = errors[0].extensions.fields.map((f: any) => [f.path, f.message]);
    expect(fields).toEqual(expect.arrayContaining([
      ["licenceNotice", "licenceNotice must be at most 1000 characters"],
      ["authorBilling", "authorBilling must be text, without NUL characters"],
      ["programme.scenes[0].title", "title is required: the scene's or number's name"],
      ["programme.scenes[1].title", expect.stringContaining("one line")],
      ["programme.sponsors[0].link", "link must be a web address (http or https)"],
      ["programme.sponsors[2].logo", expect.stringContaining("logo must be a logo uploaded for this play")],
      ["castlist.members[0].programmeBio", "programmeBio must be at most 2000 characters"],
    ]));
    // Another play's logo is refused once the rest is right.
    const { errors: thief } = await update(playId, twelfthNight(version, { programme: { sponsors: [{ name: "Thief", logo: "/images/plays/00000000-0000-4000-8000-000000000001/logo0.jpg" }] } }));
    expect(thief[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: [{ path: "programme.sponsors[0].logo", message: expect.stringContaining(`/images/plays/${playId}/logo{n}.jpg`) }] });
    // Its own is fine.
    const { errors: own, data } = await update(playId, twelfthNight(version, { programme: { sponsors: [{ name: "Bakery", logo: `/images/plays/${playId}/logo0.jpg` }] } }));
    expect(own).toBeUndefined();
    expect(data.updatePlay.programme).toEqual({ directorsNote: "", scenes: [], sponsors: [{ id: expect.any(String), name: "Bakery", logo: `/images/plays/${playId}/logo0.jpg`, link: "" }] });
    const restored = await update(playId, twelfthNight(data.updatePlay.version));
    version = restored.data.updatePlay.version;
  });

  test("a draft keeps them from visitors until it is published; its revision keeps them too", async () => {
    const draft = await gql(`mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { version licenceNotice programme { directorsNote } } }`, {
      id: playId,
      input: twelfthNight(version, { licenceNotice: "By arrangement with Josef Weinberger Ltd", programme: { directorsNote: "A new note." } }),
    });
    expect(draft.errors).toBeUndefined();
    expect(draft.data.savePlayDraft).toMatchObject({ licenceNotice: "By arrangement with Josef Weinberger Ltd", programme: { directorsNote: "A new note." } });
    const visitor = async () => (await gql(`{ play(slug: "twelfth-night") { licenceNotice programme { directorsNote } } }`, undefined, "")).data.play;
    expect(await visitor()).toMatchObject({ licenceNotice: NOTICE, programme: { directorsNote: "Illyria is a place of music.\n\nWe set it in 1920s Brighton." } });
    const editing = await gql(`{ playDraft(slug: "twelfth-night") { licenceNotice programme { directorsNote } } }`);
    expect(editing.data.playDraft).toMatchObject({ licenceNotice: "By arrangement with Josef Weinberger Ltd", programme: { directorsNote: "A new note." } });
    const published = await gql(`mutation ($id: ID!, $version: Int!) { publishPlay(id: $id, version: $version) { version } }`, { id: playId, version: draft.data.savePlayDraft.version });
    expect(published.errors).toBeUndefined();
    expect(await visitor()).toEqual({ licenceNotice: "By arrangement with Josef Weinberger Ltd", programme: { directorsNote: "A new note." } });
    const back = await update(playId, twelfthNight(published.data.publishPlay.version));
    expect(back.data.updatePlay.licenceNotice).toBe(NOTICE);
    version = back.data.updatePlay.version;
  });

  test("a person's programme biography is saved, checked and read", async () => {
    const person = await gql(`{ person(slug: "priya-raman") { id programmeBio } }`, undefined, "");
    expect(person.data.person.programmeBio).toBe("Priya joined us in 2019.");
    const saved = await gql(`mutation ($input: PersonInput!) { createPerson(input: $input) { name programmeBio } }`, { input: { name: "Tom Tenor", programmeBio: " Tom sings. " } });
    expect(saved.data.createPerson).toEqual({ name: "Tom Tenor", programmeBio: "Tom sings." });
    const refused = await gql(`mutation ($input: PersonInput!) { createPerson(input: $input) { id } }`, { input: { name: "Long Winded", programmeBio: "x".repeat(2001) } });
    expect(refused.errors[0].extensions).toEqual({ code: "BAD_USER_INPUT", fields: [{ path: "programmeBio", message: "programmeBio must be at most 2000 characters" }] });
    const rest = await site.rest("GET", "/api/people/priya-raman");
    expect(rest.body.programmeBio).toBe("Priya joined us in 2019.");
  });
});

describe("the programme", () => {
  const QUERY = `query ($slug: String!) { programme(slug: $slug) { url play { title authorBilling licenceNotice } cast { kind role name personSlug photo bio } team { kind role name personSlug photo bio } comingUp { slug } } }`;

  test("answers the play, its people with their pages' photos and the right biography, and the productions to come", async () => {
    const { data, errors } = await gql(QUERY, { slug: "twelfth-night" }, "");
    expect(errors).toBeUndefined();
    const programme = data.programme;
    expect(programme.url).toBe(`${PUBLIC_URL}/twelfth-night/programme`);
    expect(programme.play).toEqual({ title: "Twelfth Night", authorBilling: "by William Shakespeare", licenceNotice: NOTICE });
    expect(programme.cast).toEqual([
      // The person's programme biography, not their page's longer one.
      { kind: "cast", role: "Viola", name: "Priya Raman", personSlug: "priya-raman", photo: "/images/people/p/photo0.jpg", bio: "Priya joined us in 2019." },
      // Hidden at their request: a name only.
      { kind: "cast", role: "Orsino", name: "Quiet Person", personSlug: null, photo: "", bio: "" },
      { kind: "cast", role: "Feste", name: "Sam Singer", personSlug: null, photo: "", bio: "Sam sings with the Cambridge Chorale." },
    ]);
    // This production's own biography wins.
    expect(programme.team).toEqual([{ kind: "team", role: "Director", name: "Priya Raman", personSlug: "priya-raman", photo: "/images/people/p/photo0.jpg", bio: "Priya directs for the first time." }]);
    // Other productions on or to come, published ones only; never itself nor the past.
    expect(programme.comingUp.map((p: any) => p.slug)).toEqual(["coming-next"]);
  });

  test("is NOT_FOUND for a play not on the site, as the play is", async () => {
    for (const slug of ["not-yet-on", "no-such-play"]) {
      const { errors } = await gql(QUERY, { slug }, "");
      expect(errors[0].extensions.code).toBe("NOT_FOUND");
    }
  });
});

describe("the programme's page", () => {
  test("is served at /{slug}/programme, described with the licence notice exactly as entered", async () => {
    const response = await get("/twelfth-night/programme");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Programme: Twelfth Night | Fen Street Players</title>");
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/twelfth-night/programme" />`);
    expect(unescape(meta(html, "description"))).toContain(NOTICE);
    expect(html).toContain("<p>Rendered /twelfth-night/programme</p>");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  test("the play's page and its share text carry the licence notice exactly as entered", async () => {
    const html = await (await get("/twelfth-night")).text();
    for (const tag of ["description", "og:description", "twitter:description"]) expect(unescape(meta(html, tag)).endsWith(NOTICE)).toBe(true);
  });

  test("is the not-found page (404) while its play is not on the site, or for no play", async () => {
    for (const pathname of ["/not-yet-on/programme", "/no-such-play/programme"]) {
      const response = await get(pathname);
      expect([pathname, response.status]).toEqual([pathname, 404]);
      expect(await response.text()).toContain("Page not found");
    }
  });

  test("is kept in the read cache like the other pages, and dropped when the play changes", async () => {
    const title = async () => /<title>([^<]*)<\/title>/.exec(await (await get("/twelfth-night/programme")).text())?.[1];
    expect(await title()).toBe("Programme: Twelfth Night | Fen Street Players");
    // Behind the cache's back: the cached page is still served.
    await database.db.query(`UPDATE play SET title = 'Twelfth Night, or What You Will' WHERE id = $1`, [playId]);
    expect(await title()).toBe("Programme: Twelfth Night | Fen Street Players");
    // A save through the site drops it.
    const saved = await update(playId, twelfthNight(version + 0, { title: "Twelfth Night!" }));
    expect(saved.errors).toBeUndefined();
    version = saved.data.updatePlay.version;
    expect(await title()).toBe("Programme: Twelfth Night! | Fen Street Players");
  });
});

describe("the programme's QR codes", () => {
  const qr = (format: string, token?: string) => fetch(`${site.url}/api/plays/${playId}/programme-qr.${format}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  test("SVG and PNG, for editors, lead to PUBLIC_URL/{slug}/programme, downloaded under the play's name", async () => {
    const url = `${PUBLIC_URL}/twelfth-night/programme`;
    const svg = await qr("svg", editor);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.get("content-disposition")).toBe('attachment; filename="twelfth-night-programme-qr.svg"');
    expect(await svg.text()).toBe(await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 4 }));
    const png = await qr("png", editor);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 1024, height: 1024 });
    // The same drawing as the SVG.
    expect(bytes.equals(await qrPng(await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 4 })))).toBe(true);
  });

  test("an unpublished play has one too, for posters printed before it opens", async () => {
    const [{ id }] = await database.db.query(`SELECT id FROM play WHERE slug = 'not-yet-on'`);
    const response = await fetch(`${site.url}/api/plays/${id}/programme-qr.svg`, { headers: { authorization: `Bearer ${editor}` } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(await QRCode.toString(`${PUBLIC_URL}/not-yet-on/programme`, { type: "svg", errorCorrectionLevel: "M", margin: 4 }));
  });

  test("are refused to visitors and members, and NOT_FOUND for no play", async () => {
    expect((await qr("svg")).status).toBe(401);
    expect((await qr("png", await site.tokenFor(Role.member, "Member"))).status).toBe(403);
    const none = await fetch(`${site.url}/api/plays/00000000-0000-4000-8000-000000000009/programme-qr.png`, { headers: { authorization: `Bearer ${editor}` } });
    expect(none.status).toBe(404);
    expect((await fetch(`${site.url}/api/plays/${playId}/programme-qr.gif`, { headers: { authorization: `Bearer ${editor}` } })).status).toBe(404);
  });
});
