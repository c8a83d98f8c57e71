import { gql, type NormalizedCacheObject } from "@apollo/client";
import { DeleteAccountDocument, MeDocument, PreviewDocument } from "../../gql/persisted/graphql";
import manifest from "../../gql/persisted/persisted-documents.json";
import { createApolloClient, persistedHash } from "./apollo";
import { tokenStore } from "../token-store";

interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  body?: { query?: string; extensions?: { persistedQuery?: { sha256Hash: string } } };
}

let sent: Sent[];
let answers: unknown[];

beforeEach(() => {
  sent = [];
  answers = [];
  tokenStore.clear();
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ method: init?.method ?? "GET", url: new URL(String(input)), headers: new Headers(init?.headers), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(answers.shift()), { headers: { "content-type": "application/json" } });
  }) as typeof fetch;
});

/** The manifest's hash of an operation, as codegen wrote it for the server. */
const manifestHash = (operation: string) => Object.entries(manifest).find(([, text]) => text.includes(` ${operation} `))![0].replace(/^sha256:/, "");
const extensionsOf = (request: Sent) => JSON.parse(request.url.searchParams.get("extensions")!) as { persistedQuery: { version: number; sha256Hash: string } };
const me = { data: { __typename: "Query", me: { __typename: "User", id: "1", name: "Ann", email: "ann@example.org", role: "member", hasSecondStep: false, authenticatorAppOn: false, mustSetUpSecondStep: false } } };

test("a query goes by GET as its hash alone, the manifest's hash, with the header Apollo Server's CSRF check wants", async () => {
  answers.push(me);
  const client = createApolloClient({ uri: "http://theatre.test/graphql" });
  const { data } = await client.query({ query: MeDocument });
  expect(data?.me?.name).toBe("Ann");
  expect(sent).toHaveLength(1);
  const [request] = sent;
  expect(request.method).toBe("GET");
  expect(request.url.searchParams.has("query")).toBe(false);
  expect(request.url.searchParams.get("operationName")).toBe("Me");
  expect(extensionsOf(request).persistedQuery).toEqual({ version: 1, sha256Hash: manifestHash("Me") });
  expect(persistedHash(MeDocument)).toBe(manifestHash("Me"));
  expect(request.headers.get("apollo-require-preflight")).toBe("true");
});

test("a mutation goes by POST, by its hash too; the stored token goes with every request", async () => {
  tokenStore.set("a-token");
  answers.push({ data: { __typename: "Mutation", deleteAccount: true } });
  const client = createApolloClient({ uri: "http://theatre.test/graphql" });
  await client.mutate({ mutation: DeleteAccountDocument });
  const [request] = sent;
  expect(request.method).toBe("POST");
  expect(request.body?.query).toBeUndefined();
  expect(request.body?.extensions?.persistedQuery?.sha256Hash).toBe(manifestHash("DeleteAccount"));
  expect(request.headers.get("authorization")).toBe("Bearer a-token");
});

test("a query with a token among its variables (a preview link's) goes by POST: no log of a URL holds the token", async () => {
  answers.push({ data: { __typename: "Query", preview: null } });
  const client = createApolloClient({ uri: "http://theatre.test/graphql" });
  await client.query({ query: PreviewDocument, variables: { token: "secret-token" } });
  const [request] = sent;
  expect(request.method).toBe("POST");
  expect(request.url.search).toBe("");
  expect(request.body?.query).toBeUndefined();
  expect(request.body?.extensions?.persistedQuery?.sha256Hash).toBe(persistedHash(PreviewDocument));
  expect(JSON.stringify(request.body)).toContain("secret-token");
});

test("a server that does not know the hash gets the whole document by POST, and so does the rest of the session", async () => {
  answers.push({ errors: [{ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }] }, me, me);
  const client = createApolloClient({ uri: "http://theatre.test/graphql" });
  expect((await client.query({ query: MeDocument })).data?.me?.name).toBe("Ann");
  await client.query({ query: MeDocument, fetchPolicy: "network-only" });
  expect(sent.map((r) => r.method)).toEqual(["GET", "POST", "POST"]);
  for (const retry of sent.slice(1)) {
    expect(retry.body?.query).toMatch(/^query Me\b/);
    expect(retry.body?.extensions?.persistedQuery).toBeUndefined();
  }
});

test("a document codegen gave no hash goes whole by POST", async () => {
  answers.push({ data: { __typename: "Query", me: null } });
  const client = createApolloClient({ uri: "http://theatre.test/graphql" });
  await client.query({ query: gql("query Unlisted { me { id } }") });
  expect(sent[0].method).toBe("POST");
  expect(sent[0].body?.query).toMatch(/^query Unlisted\b/);
});

test("a server-rendered page's cache is restored, and its queries are not asked again while it hydrates", async () => {
  const server = createApolloClient({ uri: "http://theatre.test/graphql" });
  answers.push(me);
  await server.query({ query: MeDocument });
  const initialState = server.cache.extract() as NormalizedCacheObject;
  sent = [];

  const client = createApolloClient({ uri: "http://theatre.test/graphql", initialState });
  const { data } = await client.query({ query: MeDocument, fetchPolicy: "network-only" });
  expect(data?.me?.email).toBe("ann@example.org");
  expect(sent).toEqual([]);
});
