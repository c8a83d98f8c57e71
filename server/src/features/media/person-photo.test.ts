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

const auth = (token = editor) => ({ authorization: `Bearer ${token}` });
const PERSON = "id slug name photo version";
type Person = { id: string; slug: string; name: string; photo: string; version: number };

async function person(name: string): Promise<Person> {
  const { body } = await site.graphql<{ createPerson: Person }>(`mutation ($input: PersonInput!) { createPerson(input: $input) { ${PERSON} } }`, { input: { name } }, auth());
  expect(body.errors).toBeUndefined();
  return body.data!.createPerson;
}

async function save(who: Person, photo: string): Promise<Person> {
  const { body } = await site.graphql<{ updatePerson: Person }>(
    `mutation ($id: ID!, $input: PersonInput!) { updatePerson(id: $id, input: $input) { ${PERSON} } }`,
    { id: who.id, input: { name: who.name, photo, version: who.version } },
    auth(),
  );
  expect(body.errors).toBeUndefined();
  return body.data!.updatePerson;
}

const upload = async (id: string, index = 0, token = editor) => postFile(`${site.url}/api/people/${id}/uploadimage?index=${index}`, "myfile", await picture("jpeg"), `${id}_photo${index}.jpg`, auth(token));
const stored = (key: string) => fs.existsSync(path.join(storage.root, key));
/** An address as stored, without the signature editors are given. */
const unsigned = (url: string) => url.replace(/\?.*$/, "");

describe("a person's photo", () => {
  test("an editor uploads it as /images/people/{id}/photo{n}.jpg, with smaller copies, the same way as a play's images", async () => {
    const priya = await person("Priya Raman");
    const { status, body } = await upload(priya.id);
    expect(status).toBe(201);
    expect(body).toMatchObject({ filename: "photo0.jpg" });
    expect(unsigned(body.url)).toBe(`/images/people/${priya.id}/photo0.jpg`);
    expect(body.sizes.map((s: { width: number }) => s.width)).toEqual([480, 960, 1600]);
    // Until it is saved as their photo, only the signed address shows it.
    expect((await fetch(`${site.url}${body.url}`)).status).toBe(200);
    expect((await fetch(`${site.url}/images/people/${priya.id}/photo0.jpg`)).status).toBe(404);
    await save(priya, body.url);
    expect((await fetch(`${site.url}/images/people/${priya.id}/photo0.jpg`)).status).toBe(200);
  });

  test("only editors upload, only under a person who exists, and only a photo", async () => {
    const sam = await person("Sam Free");
    expect((await postFile(`${site.url}/api/people/${sam.id}/uploadimage`, "myfile", await picture("jpeg"), `${sam.id}_photo0.jpg`)).status).toBe(401);
    expect((await upload(sam.id, 0, await site.tokenFor(Role.member))).status).toBe(403);
    expect((await upload("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const key = await postFile(`${site.url}/api/people/${sam.id}/uploadimage`, "myfile", await picture("jpeg"), `${sam.id}_mainimage0.jpg`, auth());
    expect(key.status).toBe(400);
    expect(key.body.errors[0].path).toBe("imageKey");
    expect(stored(`people/${sam.id}`)).toBe(false);
  });

  test("the saved photo is never overwritten by an upload; saving another removes the one it replaced, and a cleared one goes too", async () => {
    const jo = await person("Jo Quiet");
    const first = (await upload(jo.id)).body.url as string;
    let saved = await save(jo, first);
    expect(unsigned(saved.photo)).toBe(`/images/people/${jo.id}/photo0.jpg`);
    // Visitors still see photo0 until the save: the new one goes beside it.
    const second = (await upload(jo.id)).body.url as string;
    expect(unsigned(second)).toBe(`/images/people/${jo.id}/photo1.jpg`);
    saved = await save(saved, second);
    expect(stored(`people/${jo.id}/photo0.jpg`)).toBe(false);
    expect(stored(`people/${jo.id}/photo0-480.webp`)).toBe(false);
    expect(stored(`people/${jo.id}/photo1.jpg`)).toBe(true);
    await save(saved, "");
    expect(stored(`people/${jo.id}/photo1.jpg`)).toBe(false);
  });

  test("a photo uploaded for someone else is refused, naming the field, and stays theirs", async () => {
    const ann = await person("Ann Other");
    const bob = await person("Bob Other");
    const bobs = (await upload(bob.id)).body.url as string;
    const { body } = await site.graphql(`mutation ($id: ID!, $input: PersonInput!) { updatePerson(id: $id, input: $input) { id } }`, { id: ann.id, input: { name: ann.name, photo: bobs, version: ann.version } }, auth());
    expect(body.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ path: "photo", message: `photo must be a photo uploaded for this person (/images/people/${ann.id}/photo{n}.jpg), or empty` }] });
    await save(ann, "");
    expect(stored(`people/${bob.id}/photo0.jpg`)).toBe(true);
  });

  test("a hidden person's photo is withdrawn with their page, and browsers revalidate it each time so that hiding takes effect at once", async () => {
    const lee = await person("Lee Withdrawn");
    const saved = await save(lee, (await upload(lee.id)).body.url);
    const photo = unsigned(saved.photo);
    const files = [photo, photo.replace(/\.jpg$/, "-480.webp")];
    for (const file of files) {
      const response = await fetch(`${site.url}${file}`);
      expect([file, response.status, response.headers.get("cache-control")]).toEqual([file, 200, "public, no-cache"]);
    }
    const hide = async (hidden: boolean, version: number) => {
      const { body } = await site.graphql<{ updatePerson: Person }>(
        `mutation ($id: ID!, $input: PersonInput!) { updatePerson(id: $id, input: $input) { ${PERSON} } }`,
        { id: lee.id, input: { name: lee.name, photo: saved.photo, hidden, version } },
        auth(),
      );
      expect(body.errors).toBeUndefined();
      return body.data!.updatePerson;
    };
    const hidden = await hide(true, saved.version);
    for (const file of files) expect([file, (await fetch(`${site.url}${file}`)).status]).toEqual([file, 404]);
    expect(stored(`people/${lee.id}/photo0.jpg`)).toBe(true);
    // Editors still see it on the People screen: their answers carry signed addresses.
    expect((await fetch(`${site.url}${hidden.photo}`)).status).toBe(200);
    const { body: list } = await site.graphql<{ person: Person | null }>(`query ($slug: String!) { person(slug: $slug) { photo } }`, { slug: lee.slug });
    expect(list.data?.person ?? null).toBeNull();
    await hide(false, hidden.version);
    for (const file of files) expect([file, (await fetch(`${site.url}${file}`)).status]).toEqual([file, 200]);
    // Nobody's folder is nobody's photo.
    expect((await fetch(`${site.url}/images/people/00000000-0000-4000-8000-000000000000/photo0.jpg`)).status).toBe(404);
    expect((await fetch(`${site.url}/images/people/not-a-person/photo0.jpg`)).status).toBe(404);
  });

  test("deleting the person removes their photos", async () => {
    const kit = await person("Kit Gone");
    await save(kit, (await upload(kit.id)).body.url);
    await upload(kit.id, 1);
    const { body } = await site.graphql(`mutation ($id: ID!) { deletePerson(id: $id) }`, { id: kit.id }, auth());
    expect(body.errors).toBeUndefined();
    expect(stored(`people/${kit.id}`)).toBe(false);
  });
});
