import type { RequestHandler } from "express";
import createHttpError from "http-errors";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import pino from "pino";
import { JSON_PARSE_FAILED } from "../client-error";
import type { Logger } from "../logger";
import { loggedUrl } from "./logged-url";
import { bodyFor, cacheKey, type CachedAnswer, type ReadCache } from "./read-cache";
import { JSON_LIMIT_BYTES } from "./rest";

/**
 * A GraphQL body read here before a cache miss goes on to Express (whose body-parser leaves a
 * consumed stream alone); a parse error travels with it.
 */
type PreRead = IncomingMessage & { body?: unknown; rawBody?: string; bodyError?: unknown };

const UTF8_JSON = /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i;

/** Same-origin requests carry Origin too (browsers send it on every POST): those are eligible. */
const sameOrigin = (req: IncomingMessage) => {
  const origin = req.headers.origin;
  return origin === undefined || (req.headers.host !== undefined && origin.replace(/^https?:\/\//, "") === req.headers.host);
};

/** `If-None-Match` naming the answer's ETag (or `*`): 304 Not Modified. */
const notModified = (req: IncomingMessage, hit: CachedAnswer) => {
  const tags = req.headers["if-none-match"];
  if (tags === undefined || typeof hit.headers.etag !== "string") return false;
  return tags.trim() === "*" || tags.split(",").some((tag) => tag.trim() === hit.headers.etag);
};

/**
 * Answers cache hits before Express: no routing, middleware or per-request objects, only the
 * stored bytes and headers (security headers included, as first sent) and one log line. Requests
 * that Express must see (signed in, cross-origin, HEAD, writes, compressed bodies, misses) go on to it.
 */
export function fastReads(cache: ReadCache, app: RequestListener, logger: Logger): RequestListener {
  const logHit = hitLog(logger);
  const answer = (req: IncomingMessage, res: ServerResponse, hit: CachedAnswer, started: number) => {
    let status = hit.status;
    const stale = cache.hitHeaders;
    if (status === 200 && notModified(req, hit)) {
      status = 304;
      res.writeHead(304, { ...hit.headers, ...stale });
      res.end();
    } else {
      const { body, encoding } = bodyFor(req, hit);
      // Merged once per answer and encoding; a stale hit (rare: the database is down) merges afresh.
      hit.sent ??= {};
      const headers = (hit.sent[encoding ?? "identity"] ??= { ...hit.headers, "content-length": body.length, ...(encoding && { "content-encoding": encoding }) });
      res.writeHead(status, Object.keys(stale).length === 0 ? headers : { ...headers, ...stale });
      res.end(body);
    }
    // The same for every hit on one answer (its key holds the method and URL): made once.
    hit.loggedRequest ??= `{"method":${JSON.stringify(req.method ?? "GET")},"url":${JSON.stringify(loggedUrl(req.url ?? ""))}}`;
    logHit(hit.loggedRequest, status, Math.round(performance.now() - started));
  };

  return (req: PreRead, res) => {
    const started = performance.now();
    const eligible = !req.headers.authorization && sameOrigin(req) && req.headers["content-encoding"] === undefined;
    if (eligible && req.method === "GET") {
      const hit = cache.get(cacheKey(req, undefined, { lookup: true }) ?? "");
      return hit ? answer(req, res, hit, started) : app(req, res);
    }
    const length = Number(req.headers["content-length"]);
    const graphqlQuery = eligible && req.method === "POST" && req.url === "/graphql" && UTF8_JSON.test(req.headers["content-type"] ?? "") && length <= JSON_LIMIT_BYTES;
    if (!graphqlQuery) return app(req, res);
    // Looked up by the body's exact text: a hit costs no JSON parsing at all.
    readText(req, (text) => {
      const hit = cache.get(cacheKey(req, text) ?? "");
      if (hit) return answer(req, res, hit, started);
      req.rawBody = text;
      try {
        req.body = JSON.parse(text);
      } catch (parseError) {
        req.bodyError = createHttpError(400, (parseError as Error).message, { type: JSON_PARSE_FAILED });
      }
      app(req, res);
    });
  };
}

/**
 * Writes a hit's line as pino writes the request log's (level, time, the logger's bindings, then the
 * fields; `request` is the line's `req` object as JSON), straight to the logger's destination. A
 * hit's line holds only what is built here, so there is nothing to redact or serialise, and
 * building it by hand costs a fifth of what pino's general path did per hit (a tenth of a hit's
 * whole cost).
 */
function hitLog(logger: Logger): (request: string, status: number, responseTime: number) => void {
  const internals = logger as unknown as Record<symbol, unknown>;
  const stream = internals[pino.symbols.streamSym] as { write(line: string): void };
  const time = internals[pino.symbols.timeSym] as () => string;
  const level = logger.levels.values.info;
  return (request, status, responseTime) => {
    if (!logger.isLevelEnabled("info")) return;
    const bindings = internals[pino.symbols.chindingsSym] as string;
    stream.write(`{"level":${level}${time()}${bindings},"req":${request},"res":{"status":${status}},"responseTime":${responseTime},"userId":null,"cache":"hit","msg":"request completed"}\n`);
  };
}

/**
 * The whole body as text. Plain stream reading rather than raw-body: that library's generality
 * cost a third of the throughput of GraphQL cache hits, and what it checks is settled here already
 * (Node's parser frames the body by its Content-Length, which is checked against the limit before
 * reading). A request that fails midway has lost its client: there is no one left to answer.
 */
function readText(req: IncomingMessage, done: (text: string) => void): void {
  let text = "";
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => (text += chunk));
  req.once("end", () => done(text));
  req.once("error", () => undefined);
}

/** Hands a parse error from the early read on to Express's error handling, as if Express had read the body. */
export const earlyBodyError: RequestHandler = (req, _res, next) => next((req as PreRead).bodyError);
