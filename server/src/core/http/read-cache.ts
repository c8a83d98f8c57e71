import type { Request, RequestHandler, Response } from "express";
import type { PubSub } from "../pubsub";

interface Entry {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

/** Headers an answer is replayed with (the ETag is computed again from the body). */
const KEPT = ["Content-Type", "Cache-Control", "Content-Disposition"];

/** A GraphQL request that only reads (a query, not a mutation). */
const isQuery = (req: Request) => {
  const query = (req.body as { query?: unknown } | undefined)?.query;
  return typeof query === "string" && !/^\s*(#[^\n]*\n\s*)*(mutation|subscription)\b/.test(query);
};

/**
 * Answers repeated anonymous reads (REST GETs, GraphQL queries, page HTML) from memory. Any
 * successful write, through REST or GraphQL on any instance, announces CONTENT_CHANGED on the
 * event bus and every instance drops its cache, so an edit is visible on the next read.
 * Signed-in callers are never cached: what they see can depend on who they are.
 */
export class ReadCache {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly events: PubSub,
    private readonly maxEntries = 1000,
  ) {
    void (async () => {
      for await (const _ of events.subscribe("CONTENT_CHANGED")) this.entries.clear();
    })();
  }

  private key(req: Request): string | null {
    if (req.headers.authorization) return null;
    if (req.method === "GET" && !req.path.startsWith("/api/profile") && !req.path.startsWith("/healthz")) return `GET ${req.originalUrl}`;
    if (req.method === "POST" && req.baseUrl === "/graphql" && req.is("application/json") && isQuery(req)) return `GQL ${JSON.stringify(req.body)}`;
    return null;
  }

  /** Serves a cached answer, or keeps the next successful one. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const key = this.key(req);
      if (!key) return next();
      const hit = this.entries.get(key);
      if (hit) {
        res.status(hit.status).set(hit.headers).send(hit.body);
        return;
      }
      const send = res.send.bind(res);
      res.send = ((body: unknown) => {
        if ((res.statusCode === 200 || res.statusCode === 404) && (typeof body === "string" || Buffer.isBuffer(body)) && !res.get("Set-Cookie")) {
          if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
          const headers = Object.fromEntries(KEPT.map((name) => [name, res.get(name)]).filter((pair): pair is [string, string] => typeof pair[1] === "string"));
          this.entries.set(key, { status: res.statusCode, headers, body });
        }
        return send(body as never);
      }) as Response["send"];
      next();
    };
  }

  /**
   * Drops this instance's cache when a write starts and again when it has succeeded (so no read
   * racing the write keeps the old answer), and tells the other instances through the event bus.
   */
  invalidateOnWrite(): RequestHandler {
    return (req, res, next) => {
      const writes = req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS" && !(req.baseUrl === "/graphql" && isQuery(req));
      if (writes) {
        this.entries.clear();
        res.on("finish", () => {
          if (res.statusCode >= 400) return;
          this.entries.clear();
          this.events.publish("CONTENT_CHANGED");
        });
      }
      next();
    };
  }
}
