import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { Role } from "../core/auth";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { startTestApp, type TestApp } from "../test/test-app";

/**
 * Drafts are the editors' business: whether an item has an unpublished draft (its `state`), who
 * saved it and when, and what is scheduled never reach a visitor or a member, through any door
 * (GraphQL over POST, GET and WebSocket, or the REST facade). Editors and admins read them all.
 */
let database: TestDatabase;
let site: TestApp;
const tokens: Partial<Record<"anonymous" | Role, string>> = {};

const DRAFT_FIELDS = ["state", "draftSavedAt", "draftSavedBy", "publishAt", "unpublishAt"];
const PAGE_DRAFT_FIELDS = ["state", "draftSavedAt", "draftSavedBy", "publishAt"];
const READ = `{
  play(slug: "the-cherry-orchard") { title ${DRAFT_FIELDS.join(" ")} }
  whatsOn { currentPlays { slug state } }
  plays { items { slug state } }
  blog(slug: "first-night") { title ${DRAFT_FIELDS.join(" ")} }
  blogs { items { slug state } }
  about { text ${PAGE_DRAFT_FIELDS.join(" ")} }
  contact { state }
}`;

const in30Days = new Date(Date.now() + 30 * 86_400_000).toISOString();

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db);
  tokens.member = await site.tokenFor(Role.member);
  tokens.editor = await site.tokenFor(Role.editor, "Olga");
  tokens.admin = await site.tokenFor(Role.admin);
  const as = async (query: string, variables?: Record<string, unknown>) => {
    const { body } = await site.graphql<any>(query, variables, { authorization: `Bearer ${tokens.editor}` });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };

  // A published play with a newer draft and a scheduled unpublish.
  const play = (await as("mutation { createPlay { id version } }")).createPlay;
  const playInput = (title: string, version: number) => ({ title, slug: "the-cherry-orchard", version, status: ["current"], blurb: "<p>Chekhov</p>", dates: { startdate: "2027-05-01T18:30:00.000Z", displayedText: [] } });
  const live = (await as("mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { version } }", { id: play.id, input: playInput("The Cherry Orchard", play.version) })).updatePlay;
  await as("mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { version } }", { id: play.id, input: playInput("The Cherry Orchard (recast)", live.version) });
  await as("mutation ($id: ID!, $at: DateTimeISO) { schedulePlay(id: $id, publishAt: null, unpublishAt: $at) { id } }", { id: play.id, at: in30Days });

  // The same for a post.
  const blog = (await as("mutation { createBlog { id version } }")).createBlog;
  const blogInput = (title: string, version: number) => ({ title, slug: "first-night", author: "Ann", body: "<p>It went well.</p>", version });
  const post = (await as("mutation ($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { version } }", { id: blog.id, input: blogInput("First night", blog.version) })).updateBlog;
  await as("mutation ($id: ID!, $input: BlogInput!) { saveBlogDraft(id: $id, input: $input) { version } }", { id: blog.id, input: blogInput("First night: the secret draft", post.version) });
  await as("mutation ($id: ID!, $at: DateTimeISO) { scheduleBlog(id: $id, publishAt: null, unpublishAt: $at) { id } }", { id: blog.id, at: in30Days });

  // And the About page: a draft, to be published by itself.
  const about = (await as("{ aboutDraft { version } }")).aboutDraft;
  await as("mutation ($input: AboutPageInput!) { saveAboutDraft(input: $input) { version } }", { input: { text: "<p>Our secret story</p>", committeeMembers: "<p>Chair: Ann</p>", version: about.version } });
  await as("mutation ($at: DateTimeISO) { schedulePage(kind: about, publishAt: $at) { id } }", { at: in30Days });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

type Answer = { data?: any; errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[] };
const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

const overPost = async (token?: string): Promise<Answer> => (await site.graphql<any>(READ, undefined, auth(token))).body;
const overGet = async (token?: string): Promise<Answer> => {
  const response = await fetch(`${site.url}/graphql?${new URLSearchParams({ query: READ })}`, { headers: { "apollo-require-preflight": "true", accept: "application/json", ...auth(token) } });
  return (await response.json()) as Answer;
};
const overSocket = async (token?: string): Promise<Answer> => {
  const client = createClient({ url: `${site.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: auth(token), retryAttempts: 0 });
  try {
    return await new Promise<Answer>((resolve, reject) => {
      client.subscribe({ query: READ }, { next: (result) => resolve(result as Answer), error: reject, complete: () => undefined });
    });
  } finally {
    await client.dispose();
  }
};

/** Every draft-related value in an answer, by where it is: `play.state`, `plays.items.0.state`... */
function draftValues(data: any): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  const walk = (value: unknown, at: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}.${i}`));
    else if (value && typeof value === "object") {
      for (const [key, v] of Object.entries(value)) {
        if (DRAFT_FIELDS.includes(key)) found[`${at}.${key}`.slice(1)] = v;
        else walk(v, `${at}.${key}`);
      }
    }
  };
  walk(data, "");
  return found;
}

describe.each([
  ["POST", overPost],
  ["GET", overGet],
  ["WebSocket", overSocket],
])("GraphQL over %s", (_door, read) => {
  test.each([
    ["an anonymous visitor", "anonymous" as const, "UNAUTHENTICATED"],
    ["a member", Role.member, "FORBIDDEN"],
  ])("%s reads published content but no state, draft or schedule: each is null and refused", async (_who, role, code) => {
    const answer = await read(tokens[role as Role]);
    expect(answer.data.play.title).toBe("The Cherry Orchard");
    expect(answer.data.blog.title).toBe("First night");
    expect(answer.data.about.text).not.toContain("secret");
    expect(answer.data.whatsOn.currentPlays.map((p: { slug: string }) => p.slug)).toContain("the-cherry-orchard");
    const values = draftValues(answer.data);
    expect(Object.keys(values)).toEqual(expect.arrayContaining(["play.state", "play.unpublishAt", "blog.state", "blogs.items.0.state", "about.state", "about.publishAt", "contact.state"]));
    expect(Object.entries(values).filter(([, v]) => v !== null)).toEqual([]);
    expect(answer.errors?.length).toBeGreaterThan(0);
    expect(new Set(answer.errors!.map((e) => e.extensions?.code))).toEqual(new Set([code]));
  });

  test.each([
    ["an editor", Role.editor],
    ["an admin", Role.admin],
  ])("%s reads every state, the draft's saver and the schedule", async (_who, role) => {
    const answer = await read(tokens[role]);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.play).toMatchObject({ state: "changed", draftSavedBy: "Olga", publishAt: null, unpublishAt: in30Days });
    expect(answer.data.blog).toMatchObject({ state: "changed", draftSavedBy: "Olga", unpublishAt: in30Days });
    expect(answer.data.about).toMatchObject({ state: "changed", draftSavedBy: "Olga", publishAt: in30Days });
    expect(answer.data.contact.state).toBe("published");
    expect(answer.data.whatsOn.currentPlays).toContainEqual({ slug: "the-cherry-orchard", state: "changed" });
  });
});

describe("the REST facade", () => {
  test.each([
    ["an anonymous visitor", undefined],
    ["a member", "member" as const],
    ["an editor", "editor" as const],
  ])("answers %s plays, posts and pages without state, draft or schedule", async (_who, role) => {
    const token = role && tokens[role];
    for (const path of ["/api/plays/the-cherry-orchard", "/api/plays/whatson", "/api/plays", "/api/blogs/first-night", "/api/blogs", "/api/about", "/api/contactus"]) {
      const { status, body } = await site.rest("GET", path, undefined, token);
      expect(status).toBe(200);
      const keys = JSON.stringify(body).match(/"(state|draft\w*|publishAt|unpublishAt)":/g) ?? [];
      expect({ path, keys }).toEqual({ path, keys: [] });
    }
  });
});
