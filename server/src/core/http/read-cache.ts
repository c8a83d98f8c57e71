import type { Request, RequestHandler, Response } from "express";
import Negotiator from "negotiator";
import type { IncomingMessage, OutgoingHttpHeaders } from "node:http";
import zlib from "node:zlib";
import { onEvents, type PubSub } from "../pubsub";

export interface CachedAnswer {
  status: number;
  /** Every header the answer was sent with, less those that belong to one exchange. */
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The body compressed, made on first demand (see fast-reads). */
  encoded?: Partial<Record<"br" | "gzip", Buffer>>;
}

/** Headers never replayed: recomputed per answer, or tied to one caller (the ETag is kept: same body, same tag). */
const PER_ANSWER = new Set(["content-length", "content-encoding", "date", "connection", "keep-alive", "set-cookie", "transfer-encoding"]);

/** A GraphQL request that only reads (a query, not a mutation). */
export const isQueryBody = (body: unknown) => {
  const query = (body as { query?: unknown } | undefined)?.query;
  return typeof query === "string" && !/^\s*(#[^\n]*\n\s*)*(mutation|subscription)\b/.test(query);
};

/** A GraphQL query's key: the body's text as sent when it was read early (fast-reads), else as parsed. */
export const graphqlKey = (text: string) => `GQL ${text}`;

/** Requests whose answers are the same for every anonymous caller, or null. */
export function cacheKey(req: IncomingMessage, body?: unknown): string | null {
  if (req.headers.authorization) return null;
  // Inside Express, req.url is relative to the mount point; originalUrl is the whole path.
  const url = (req as Partial<Request>).originalUrl ?? req.url ?? "";
  if (req.method === "GET") return url.startsWith("/api/profile") || url.startsWith("/healthz") ? null : `GET ${url}`;
  if (req.method === "POST" && url.split("?")[0] === "/graphql" && isQueryBody(body)) return graphqlKey((req as { rawBody?: string }).rawBody ?? JSON.stringify(body));
  return null;
}

/**
 * The encoding a cached answer goes out in. The answer says through `Vary: Accept-Encoding` when
 * Express's compression applied to it when first sent; the threshold is compression's own.
 */
function negotiateEncoding(req: IncomingMessage, hit: CachedAnswer): "br" | "gzip" | undefined {
  if (hit.body.length < 1024 || !/accept-encoding/i.test(String(hit.headers.vary ?? ""))) return undefined;
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
  /** Memory for all answers: varied queries with large answers cannot make the cache grow without end. */
  maxBytes: number;
  /** Larger answers are not kept. */
  maxEntryBytes: number;
}

const DEFAULT_LIMITS: CacheLimits = { maxEntries: 1000, maxBytes: 64 * 1024 * 1024, maxEntryBytes: 2 * 1024 * 1024 };

/** A conditional request: Express answers it (304 or not) from the cached body. */
const isConditional = (req: IncomingMessage) => req.headers["if-none-match"] !== undefined || req.headers["if-modified-since"] !== undefined;

/**
 * Answers repeated anonymous reads (REST GETs, GraphQL queries, page HTML) from memory. Any
 * successful write, through REST or GraphQL on any instance, announces CONTENT_CHANGED on the
 * event bus and every instance drops its cache, so an edit is visible on the next read.
 * Signed-in callers are never cached: what they see can depend on who they are.
 */
export class ReadCache {
  private entries = new Map<string, CachedAnswer>();
  /** What the entries hold, counting room for their compressed copies (at most as large again). */
  private bytes = 0;
  private readonly limits: CacheLimits;

  constructor(
    private readonly events: PubSub,
    limits: Partial<CacheLimits> = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    onEvents(events, "CONTENT_CHANGED", () => this.clear(), () => this.clear());
  }

  private clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Keeps an answer, dropping the oldest ones while the entry count or memory budget is exceeded. */
  private keep(key: string, answer: CachedAnswer): void {
    const size = answer.body.length * 2;
    if (size > this.limits.maxEntryBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.body.length * 2;
    }
    while (this.entries.size > 0 && (this.entries.size >= this.limits.maxEntries || this.bytes + size > this.limits.maxBytes)) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.body.length * 2;
    }
    this.entries.set(key, answer);
    this.bytes += size;
  }

  /** How many answers, and how many bytes (with room for compressed copies), are kept. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }

  /** Serves a cached answer through Express, or keeps the next successful one. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const key = cacheKey(req, req.body);
      if (!key) return next();
      const hit = this.entries.get(key);
      if (hit) {
        const { body, encoding } = bodyFor(req, hit);
        res.status(hit.status).set(hit.headers as Record<string, string>);
        // Already encoded: compression leaves it alone.
        if (encoding) res.set("Content-Encoding", encoding);
        res.send(body);
        return;
      }
      if (!isConditional(req)) this.keepAnswer(key, res);
      next();
    };
  }

  /** Keeps what `res.send` sends, when it is a plain success or not-found. */
  private keepAnswer(key: string, res: Response): void {
    const send = res.send.bind(res);
    res.send = ((body: unknown) => {
      const status = res.statusCode;
      const result = send(body as never);
      if ((status === 200 || status === 404) && (typeof body === "string" || Buffer.isBuffer(body)) && !res.get("Set-Cookie")) {
        const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !PER_ANSWER.has(name) && !name.startsWith("access-control-")));
        this.keep(key, { status, headers, body: Buffer.from(body) });
      }
      return result;
    }) as Response["send"];
  }

  /**
   * Drops this instance's cache when a write starts and again when it has succeeded (so no read
   * racing the write keeps the old answer), and tells the other instances through the event bus.
   */
  invalidateOnWrite(): RequestHandler {
    return (req: Request, res, next) => {
      const writes = req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS" && !(req.baseUrl === "/graphql" && isQueryBody(req.body));
      if (writes) {
        this.clear();
        res.on("finish", () => {
          if (res.statusCode >= 400) return;
          this.clear();
          this.events.publish("CONTENT_CHANGED");
        });
      }
      next();
    };
  }
}
