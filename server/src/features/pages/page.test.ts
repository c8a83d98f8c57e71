import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { Role, type AuthUser } from "../../core/auth";
import { AppError } from "../../core/errors";
import { seedAboutPage, seedPageTexts } from "./page.demo";
import { PageKind } from "./site-page.entity";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, testStorage, type TestApp } from "../../test/test-app";

const editor: AuthUser = { id: "00000000-0000-4000-8000-000000000001", name: "Edith", role: Role.editor };
const member: AuthUser = { id: "00000000-0000-4000-8000-000000000002", name: "Milo", role: Role.member };

let database: TestDatabase;
let site: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const storage = testStorage();
  await database.db.transaction(async (manager) => {
    await seedAboutPage(manager);
    await seedPageTexts(manager);
  });
  site = await startTestApp(database.db, { storage });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

async function storedPage() {
  const [row] = await database.db.query("SELECT id, text, committee_members, version, updated_by FROM site_page WHERE kind = 'about'");
  return row as { id: string; text: string; committee_members: string; version: number; updated_by: string | null };
}

async function expectCode(promise: Promise<unknown>, code: string) {
  await expect(promise).rejects.toBeInstanceOf(AppError);
  await promise.catch((error: AppError) => expect(error.code).toBe(code));
}

describe("reading the About page", () => {
  test("GET /api/about answers the specification's shape with _id and the seeded text", async () => {
    const response = await fetch(`${site.url}/api/about`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    const stored = await storedPage();
    expect(body._id).toBe(stored.id);
    expect(body).not.toHaveProperty("id");
    expect(body.text).toContain("making theatre in Cambridge");
    expect(body.committeeMembers).toContain("Chair");
    expect(body.version).toBe(stored.version);
  });

  test("the GraphQL about query answers the same page", async () => {
    const { status, body } = await site.graphql<{ about: { id: string; text: string; committeeMembers: string } }>("{ about { id text committeeMembers } }");
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const stored = await storedPage();
    expect(body.data?.about).toEqual({ id: stored.id, text: stored.text, committeeMembers: stored.committee_members });
  });
});

describe("writing the About page", () => {
  const change = { text: "<p>Hacked</p>", committeeMembers: "<p>Nobody</p>", version: 1 };

  test("an anonymous PUT /api/about is refused with 401 and changes nothing", async () => {
    const before = await storedPage();
    const response = await fetch(`${site.url}/api/about`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(change),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "UNAUTHENTICATED", message: expect.any(String) });
    expect(await storedPage()).toEqual(before);
  });

  test("a PUT with a token that is not ours is refused with 401", async () => {
    const response = await fetch(`${site.url}/api/about`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: "Bearer made.up.token" },
      body: JSON.stringify(change),
    });
    expect(response.status).toBe(401);
  });

  test("an anonymous updateAbout mutation is refused with UNAUTHENTICATED and changes nothing", async () => {
    const before = await storedPage();
    const { body } = await site.graphql(
      "mutation Save($input: AboutPageInput!) { updateAbout(input: $input) { id } }",
      { input: change },
    );
    expect(body.data).toBeNull();
    expect(body.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect(await storedPage()).toEqual(before);
  });

  test("the service refuses a member with FORBIDDEN", async () => {
    await expectCode(site.services.pages.update(PageKind.about, change, member), "FORBIDDEN");
  });

  test("invalid input reports every failing field and changes nothing", async () => {
    const before = await storedPage();
    const attempt = site.services.pages.update(PageKind.about, { text: "  a ", committeeMembers: 5, version: 0 }, editor);
    await expect(attempt).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
      fields: expect.arrayContaining([
        expect.objectContaining({ path: "text", message: expect.stringContaining("3 characters") }),
        expect.objectContaining({ path: "committeeMembers" }),
        expect.objectContaining({ path: "version" }),
      ]),
    });
    expect(await storedPage()).toEqual(before);
  });

  test("an editor's save is stored trimmed, stamped with the editor's name, announced, and a stale save is a conflict", async () => {
    const ws = createClient({ url: site.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, lazy: false });
    const received = new Promise<{ aboutUpdated: { text: string; updatedBy: string } }>((resolve, reject) => {
      ws.subscribe<{ aboutUpdated: { text: string; updatedBy: string } }>(
        { query: "subscription { aboutUpdated { text updatedBy } }" },
        { next: ({ data }) => data && resolve(data), error: reject, complete: () => undefined },
      );
    });
    // Give the subscription a moment to register on the server before publishing.
    await new Promise((r) => setTimeout(r, 200));

    const { version } = await storedPage();
    const saved = await site.services.pages.update(PageKind.about, { text: "  <p>New story</p>  ", committeeMembers: "<p>Chair: Ann</p>", version }, editor);
    expect(saved.version).toBe(version + 1);
    expect(await storedPage()).toMatchObject({ text: "<p>New story</p>", updated_by: "Edith", version: version + 1 });
    await expect(received).resolves.toEqual({ aboutUpdated: { text: "<p>New story</p>", updatedBy: "Edith" } });
    await ws.dispose();

    await expectCode(site.services.pages.update(PageKind.about, { text: "<p>Older</p>", committeeMembers: "<p>x y z</p>", version }, editor), "CONFLICT");
    expect((await storedPage()).text).toBe("<p>New story</p>");
  });
});

test("watchers asking the same of the About page each get their own reading: an editor sees its state, anonymous watchers (who share one answer) do not", async () => {
  const token = await site.tokenFor(Role.editor);
  const url = site.url.replace("http", "ws") + "/graphql";
  type Heard = { data?: { aboutUpdated: { text: string; state: string | null } } | null; errors?: readonly { message: string }[] };
  const clients = [createClient({ url, webSocketImpl: WebSocket, lazy: false, connectionParams: { authorization: `Bearer ${token}` } }), ...[1, 2].map(() => createClient({ url, webSocketImpl: WebSocket, lazy: false }))];
  try {
    const heard = clients.map(
      (client) =>
        new Promise<Heard>((resolve, reject) => {
          client.subscribe({ query: "subscription { aboutUpdated { text state } }" }, { next: (result) => resolve(result as Heard), error: reject, complete: () => undefined });
        }),
    );
    await new Promise((r) => setTimeout(r, 300));
    const { version } = await storedPage();
    await site.services.pages.update(PageKind.about, { text: "<p>Watched</p>", committeeMembers: "<p>Chair: Ann</p>", version }, editor);
    const [asEditor, ...anonymous] = await Promise.all(heard);
    expect(asEditor.errors).toBeUndefined();
    expect(asEditor.data?.aboutUpdated).toEqual({ text: "<p>Watched</p>", state: "published" });
    for (const answer of anonymous) {
      expect(answer.data?.aboutUpdated).toEqual({ text: "<p>Watched</p>", state: null });
      expect(answer.errors?.length).toBe(1);
    }
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
  }
});

describe("the Contact and Combinations pages", () => {
  test.each([
    ["/api/contactus", "contact", "hello@fenstreetplayers.org.uk"],
    ["/api/combinations", "combinations", "newsletter"],
  ])("GET %s and the %s query answer the page's text", async (path, query, expected) => {
    const response = await fetch(`${site.url}${path}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ _id: expect.any(String), text: expect.stringContaining(expected), version: expect.any(Number) });
    expect(body).not.toHaveProperty("committeeMembers");
    expect(body).not.toHaveProperty("kind");
    const { body: gql } = await site.graphql<Record<string, { id: string; text: string }>>(`{ ${query} { id text } }`);
    expect(gql.data?.[query]).toEqual({ id: body._id, text: body.text });
  });

  test.each(["/api/contactus", "/api/combinations"])("an anonymous PUT %s is refused with 401", async (path) => {
    const response = await fetch(`${site.url}${path}`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: "<p>x y z</p>", version: 1 }) });
    expect(response.status).toBe(401);
  });

  test("page texts are sanitised on save", async () => {
    const about = await storedPage();
    const saved = await site.services.pages.update(
      PageKind.about,
      { text: "<h2>Us</h2><script>alert(1)</script><p onclick=\"x()\">Hello</p>", committeeMembers: "<p><a href=\"javascript:alert(1)\">Chair</a></p>", version: about.version },
      editor,
    );
    expect(saved.text).toBe("<h2>Us</h2><p>Hello</p>");
    expect(saved.committeeMembers).toBe('<p><a rel="noopener">Chair</a></p>');
  });

  test("an editor's Contact save changes that page only", async () => {
    const contact = await site.services.pages.get(PageKind.contact);
    const about = await storedPage();
    await site.services.pages.update(PageKind.contact, { text: "<p>Call us</p>", version: contact.version }, editor);
    expect((await site.services.pages.get(PageKind.contact)).text).toBe("<p>Call us</p>");
    expect(await storedPage()).toEqual(about);
  });
});

describe("the site query", () => {
  test("gives the society's name and, without SOCIETY_EMAIL, the first email on the Contact page", async () => {
    await site.services.pages.update(PageKind.contact, { text: '<p>Write to <a href="mailto:box@theatre.example">us</a></p>', version: (await site.services.pages.get(PageKind.contact)).version }, editor);
    const { body } = await site.graphql<{ site: { name: string; contactEmail: string | null } }>("{ site { name contactEmail } }");
    expect(body.data?.site).toEqual({ name: "Fen Street Players", contactEmail: "box@theatre.example" });
  });
});
