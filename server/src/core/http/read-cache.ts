import type { Request, RequestHandler, Response } from "express";
import Negotiator from "negotiator";
import { getOperationAST, parse } from "graphql";
import type { IncomingMessage, OutgoingHttpHeaders } from "node:http";
import zlib from "node:zlib";
import type { DatabaseStatus } from "../db/database-status";
import { isSharedQuery } from "../graphql/http-caching";
import { GRAPHQL_LIMITS } from "../graphql/limits";
import { onEvents, type PubSub } from "../pubsub";
import { withoutTrailingSlashes } from "./paths";

export interface CachedAnswer {
  status: number;
  /** Every header the answer was sent with, less those that belong to one exchange. */
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The body compressed, made on first demand (see fast-reads). */
  encoded?: Partial<Record<"br" | "gzip", Buffer>>;
  /** The headers a hit is sent with, per encoding, merged on first demand (see fast-reads). */
  sent?: Partial<Record<"identity" | "br" | "gzip", OutgoingHttpHeaders>>;
  /** A hit's request as its log line shows it, made on first demand (see fast-reads). */
  loggedRequest?: string;
}

/** Headers never replayed: recomputed per answer, or tied to one caller (the ETag is kept: same body, same tag). */
const PER_ANSWER = new Set(["content-length", "content-encoding", "date", "connection", "keep-alive", "set-cookie", "transfer-encoding"]);

/**
 * Request headers that some answers depend on besides the URL and body (`itemsperpage` on the blog
 * list, `Accept` on GraphQL's answer type): part of every key, so no caller can fix an answer for
 * callers who send different ones.
 */
const VARYING_REQUEST_HEADERS = ["accept", "itemsperpage"];

/**
 * A GraphQL GET that names a persisted document by a hash alone (the site's own client's reads),
 * by its parameters and nothing else: whether its answer is for everyone is told by its
 * Cache-Control (graphql/http-caching.ts). Other GraphQL GETs are left to Apollo: it answers
 * browsers with its landing page, and a full document in the query string is not read here.
 */
function isPersistedRead(url: string, accept: string | undefined): boolean {
  const params = new URLSearchParams(url.split("?")[1] ?? "");
  if (params.has("query") || /text\/html/i.test(accept ?? "") || [...params.keys()].some((name) => !PERSISTED_PARAMS.has(name))) return false;
  try {
    const hash = (JSON.parse(params.get("extensions") ?? "") as { persistedQuery?: { sha256Hash?: unknown } }).persistedQuery?.sha256Hash;
    return typeof hash === "string" && /^[0-9a-f]{64}$/.test(hash);
  } catch {
    return false;
  }
}
const PERSISTED_PARAMS = new Set(["operationName", "variables", "extensions"]);

/**
 * Pages of links that grant something (their token in the path), and the booking pages (a
 * buyer's hold): each is one person's, and the token is not kept.
 */
const LINK_PAGE = /^\/(?:newsletter\/(?:confirm|unsubscribe)|admin-edit-tool\/reset-password|tickets|book)\//;

/**
 * The key of an anonymous read whose answer is the same for everyone who sends the same request,
 * or null. GraphQL bodies are keyed by their text (`bodyText`): the exact text when it was read
 * early (fast-reads), else the parsed body serialised. Keys count towards the memory budget (a
 * digest would cost more per request than it saves). Only queries' answers are stored.
 * Pages are the same for everyone (rendered as an anonymous visitor's, whatever the request's
 * headers), so only the API's keys depend on who asks and on the varying headers; HEAD shares GET's.
 * `lookup`: the key is only looked up, never stored under.
 */
export function cacheKey(req: IncomingMessage, bodyText?: string, { lookup = false } = {}): string | null {
  // Inside Express, req.url is relative to the mount point; originalUrl is the whole path.
  const url = (req as Partial<Request>).originalUrl ?? req.url ?? "";
  const path = url.split("?")[0];
  // As Express routes it: whatever the case, with or without trailing slashes.
  const route = withoutTrailingSlashes(path.toLowerCase());
  const api = route === "/graphql" || route === "/api" || route.startsWith("/api/") || route === "/healthz";
  if (api && req.headers.authorization) return null;
  const varying = api ? VARYING_REQUEST_HEADERS.map((name) => req.headers[name] ?? "").join("\n") : "";
  if (req.method === "GET" || req.method === "HEAD") {
    // A lookup need not check a GraphQL GET again: only checked ones are ever stored, and the key
    // holds everything the check reads (the whole URL and Accept).
    const keyed = route === "/graphql" ? lookup || isPersistedRead(url, req.headers.accept) : !route.startsWith("/api/profile") && route !== "/healthz" && !LINK_PAGE.test(route);
    return keyed ? `GET ${url}\n${varying}` : null;
  }
  if (req.method === "POST" && path === "/graphql" && bodyText !== undefined) return `GQL ${bodyText}\n${varying}`;
  return null;
}

/** How many GraphQL texts' readings `ReadCache` remembers (see `sharedTexts`), and of what length at most (the built client's are a few hundred characters). */
const MAX_SHARED_TEXTS = { count: 500, length: 4000 };

/**
 * Whether a GraphQL body's operation is a query, as graphql-js reads it (a mutation can hide behind
 * commas or a second operation), that selects none of the `personal` root fields.
 */
function isSharedBody(body: unknown, personal: ReadonlySet<string>): boolean {
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== "string") return false;
  try {
    // Apollo refused anything longer; parsing it again unbounded would stall the process.
    const document = parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
    return isSharedQuery(document, getOperationAST(document, typeof operationName === "string" ? operationName : undefined), personal);
  } catch {
    return false;
  }
}

/** An answer its own Cache-Control keeps out of shared caches (a failed render, a signed-in or uncacheable GraphQL answer). */
const forbidsSharing = (res: Response) => /\b(no-store|private)\b/i.test(String(res.get("Cache-Control") ?? ""));

/** Apollo answers many failures with status 200 and an `errors` list: those are never kept. */
function hasGraphQLErrors(body: string | Buffer): boolean {
  try {
    return (JSON.parse(body.toString()) as { errors?: unknown }).errors !== undefined;
  } catch {
    return true;
  }
}

/** Marks a hit served while the database is unreachable. */
const STALE = { "X-Cache-Status": "stale" };

/** The text a GraphQL body is keyed by, inside Express. */
const bodyTextOf = (req: Request): string | undefined => (req as { rawBody?: string }).rawBody ?? (req.body === undefined ? undefined : JSON.stringify(req.body));

/**
 * The encoding a cached answer goes out in. The answer says through `Vary: Accept-Encoding` when
 * Express's compression applied to it when first sent; the threshold is compression's own.
 */
function negotiateEncoding(req: IncomingMessage, hit: CachedAnswer): "br" | "gzip" | undefined {
  if (!req.headers["accept-encoding"] || hit.body.length < 1024 || !/accept-encoding/i.test(String(hit.headers.vary ?? ""))) return undefined;
  // Any acceptable encoding will do (q=0 refuses one); brotli is smaller and made only once.
  const accepted = new Negotiator(req).encodings(["br", "gzip"]);
  return accepted.includes("br") ? "br" : accepted.includes("gzip") ? "gzip" : undefined;
}

/** The cached body in the encoding this caller takes: compressed once per answer and encoding, then reused. */
export function bodyFor(req: IncomingMessage, hit: CachedAnswer): { body: Buffer; encoding?: "br" | "gzip" } {
  const encoding = negotiateEncoding(req, hit);
  if (!encoding) return { body: hit.body };
  hit.encoded ??= {};
  const body = (hit.encoded[encoding] ??= encoding === "br" ? zlib.brotliCompressSync(hit.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }) : zlib.gzipSync(hit.body, { level: 9 }));
  return { body, encoding };
}

export interface CacheLimits {
  maxEntries: number;
  /**
   * Not-found answers, kept apart from the rest: a flood of made-up addresses churns only these,
   * never pushing out the pages people read.
   */
  maxNotFound: number;
  /** Memory for all answers: varied queries with large answers cannot make the cache grow without end. */
  maxBytes: number;
  /** Larger answers are not kept. */
  maxEntryBytes: number;
}

const DEFAULT_LIMITS: CacheLimits = { maxEntries: 1000, maxNotFound: 100, maxBytes: 64 * 1024 * 1024, maxEntryBytes: 2 * 1024 * 1024 };

/**
 * Names the address a not-found page is kept under: its path and the query it reads, whatever
 * else the request's query string held (`/made-up?x=1` and `/made-up?x=2` are one entry, found
 * again by path alone). A page whose query made it not found (`/whats-on?venue=made-up`) names
 * that query, so the page without it is never answered from the not-found entry.
 */
export function keepNotFoundAs(res: Response, address: string): void {
  res.locals.notFoundAddress = address;
}

/** The key a page's not-found answer is kept under (see keepNotFoundAs). */
const notFoundKey = (address: string) => `404 ${address}`;

/** A conditional request: Express answers it (304 or not) from the cached body. */
const isConditional = (req: IncomingMessage) => req.headers["if-none-match"] !== undefined || req.headers["if-modified-since"] !== undefined;

/**
 * Answers repeated anonymous reads (REST GETs, GraphQL queries, page HTML) from memory. The services
 * that change what visitors read announce CONTENT_CHANGED on the event bus after their change is
 * committed; every instance drops its answers then, and only then (a login, a message or a watch
 * toggle leaves them). Signed-in callers are never cached: what they see can depend on who they
 * are. Only good answers are kept: no GraphQL answer with errors, no GET answer whose Cache-Control
 * keeps it from shared caches, nothing made while the database was failing; while it is down, what
 * is kept is still served, marked stale.
 */
export class ReadCache {
  private entries = new Map<string, CachedAnswer>();
  /** Not-found answers: an LRU of their own (see CacheLimits.maxNotFound). */
  private notFound = new Map<string, CachedAnswer>();
  /** What the entries hold, keys included, counting room for their compressed copies (at most as large again). */
  private bytes = 0;
  /** Counts the drops: a read that started before one may carry old data, and is not kept. */
  private generation = 0;
  private readonly limits: CacheLimits;

  private readonly personal: ReadonlySet<string>;
  /**
   * Whether each GraphQL text (with its operation name) is a shared query, as `isSharedBody` read
   * it: the same few texts come again and again (every hold of an on-sale rush), parsed once each.
   * Emptied when full, so texts sent once each cannot grow it.
   */
  private readonly sharedTexts = new Map<string, boolean>();

  /**
   * `personal`: GraphQL root fields whose answers belong to whoever sent the request even without an
   * account (a preview link's token): never kept.
   */
  constructor(
    events: PubSub,
    private readonly database?: DatabaseStatus,
    limits: Partial<CacheLimits> = {},
    personal: string[] = [],
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    this.personal = new Set(personal);
    onEvents(events, "CONTENT_CHANGED", () => this.clear(), () => this.clear());
  }

  private clear(): void {
    this.entries.clear();
    this.notFound.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  /**
   * Keeps an answer, dropping the least recently used ones while the entry count or memory budget
   * is exceeded: a flood of distinct URLs pushes out what nobody reads, not the pages everyone does.
   */
  private keep(key: string, answer: CachedAnswer): void {
    const size = answer.body.length * 2 + key.length;
    if (size > this.limits.maxEntryBytes) return;
    const section = answer.status === 404 ? this.notFound : this.entries;
    const maxEntries = answer.status === 404 ? this.limits.maxNotFound : this.limits.maxEntries;
    this.drop(section, key);
    while (section.size > 0 && (section.size >= maxEntries || this.bytes + size > this.limits.maxBytes)) {
      this.drop(section, section.keys().next().value!);
    }
    if (this.bytes + size > this.limits.maxBytes) return;
    section.set(key, answer);
    this.bytes += size;
  }

  private drop(section: Map<string, CachedAnswer>, key: string): void {
    const entry = section.get(key);
    if (!entry) return;
    section.delete(key);
    this.bytes -= entry.body.length * 2 + key.length;
  }

  /** How many answers, and how many bytes (with room for compressed copies), are kept. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size + this.notFound.size, bytes: this.bytes };
  }

  /**
   * The answer kept under `key`, made the most recently used (a Map iterates in insertion order);
   * for a page, else its not-found answer kept by its address or its path alone (keepNotFoundAs).
   */
  get(key: string): CachedAnswer | undefined {
    const page = key.startsWith("GET ") && key.endsWith("\n") ? key.slice(4, -1) : undefined;
    return (
      this.touch(this.entries, key) ??
      this.touch(this.notFound, key) ??
      (page === undefined ? undefined : (this.touch(this.notFound, notFoundKey(page)) ?? this.touch(this.notFound, notFoundKey(page.split("?")[0]))))
    );
  }

  private touch(section: Map<string, CachedAnswer>, key: string): CachedAnswer | undefined {
    const entry = section.get(key);
    if (entry) {
      section.delete(key);
      section.set(key, entry);
    }
    return entry;
  }

  /** Headers added to a hit: while the database is down, the answer may be out of date. */
  get hitHeaders(): Record<string, string> {
    return this.database && !this.database.available ? STALE : {};
  }

  /** Serves a cached answer through Express, or keeps the next successful one. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const key = cacheKey(req, bodyTextOf(req));
      if (!key) return next();
      const hit = this.get(key);
      if (hit) {
        const { body, encoding } = bodyFor(req, hit);
        res.status(hit.status).set({ ...(hit.headers as Record<string, string>), ...this.hitHeaders });
        // Already encoded: compression leaves it alone.
        if (encoding) res.set("Content-Encoding", encoding);
        res.send(body);
        return;
      }
      if (!isConditional(req)) this.keepAnswer(key, req, res);
      next();
    };
  }

  /** `isSharedBody`, remembered by the body's text and operation name. */
  private isShared(body: unknown): boolean {
    const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
    if (typeof query !== "string") return false;
    const text = `${typeof operationName === "string" ? operationName : ""}\n${query}`;
    let shared = this.sharedTexts.get(text);
    if (shared === undefined) {
      shared = isSharedBody(body, this.personal);
      if (this.sharedTexts.size >= MAX_SHARED_TEXTS.count) this.sharedTexts.clear();
      if (text.length <= MAX_SHARED_TEXTS.length) this.sharedTexts.set(text, shared);
    }
    return shared;
  }

  /**
   * Keeps what `res.send` sends, when it is a plain success or not-found read without GraphQL
   * errors, nothing changed meanwhile, and the database answered throughout.
   */
  private keepAnswer(key: string, req: Request, res: Response): void {
    const generation = this.generation;
    const outages = this.database?.outages;
    const send = res.send.bind(res);
    res.send = ((body: unknown) => {
      const status = res.statusCode;
      const result = send(body as never);
      const settled = generation === this.generation && (this.database === undefined || (this.database.available && this.database.outages === outages));
      const keepable = settled && (status === 200 || status === 404) && (typeof body === "string" || Buffer.isBuffer(body)) && !res.get("Set-Cookie");
      // Cheap checks first: a refused request is never parsed again, a mutation's answer not at all.
      // A HEAD's `send` is given the whole body (Express leaves it unsent): kept for GETs too, so a HEAD renders a page once.
      if (keepable && (req.method === "POST" ? this.isShared(req.body) && !hasGraphQLErrors(body) : !forbidsSharing(res))) {
        const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !PER_ANSWER.has(name) && !name.startsWith("access-control-")));
        const notFoundAddress = status === 404 ? (res.locals.notFoundAddress as string | undefined) : undefined;
        this.keep(notFoundAddress === undefined ? key : notFoundKey(notFoundAddress), { status, headers, body: Buffer.from(body) });
      }
      return result;
    }) as Response["send"];
  }
}
