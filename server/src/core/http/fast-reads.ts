import type { RequestHandler } from "express";
import createHttpError from "http-errors";
import getRawBody from "raw-body";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Logger } from "../logger";
import { bodyFor, cacheKey, graphqlKey, type CachedAnswer, type ReadCache } from "./read-cache";
import { JSON_LIMIT_BYTES } from "./rest";

/** A GraphQL body read here before a cache miss goes on to Express; a parse error travels with it. */
type PreRead = IncomingMessage & { body?: unknown; rawBody?: string; bodyError?: unknown };

const UTF8_JSON = /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i;

/**
 * Answers cache hits before Express: no routing, middleware or per-request objects, only the
 * stored bytes and headers (security headers included, as first sent) and one log line. Requests
 * that Express must see (signed in, cross-origin, conditional, HEAD, writes, misses) go on to it.
 */
export function fastReads(cache: ReadCache, app: RequestListener, logger: Logger): RequestListener {
  const answer = (req: IncomingMessage, res: ServerResponse, hit: CachedAnswer, started: number) => {
    const { body, encoding } = bodyFor(req, hit);
    res.writeHead(hit.status, { ...hit.headers, "content-length": body.length, ...(encoding && { "content-encoding": encoding }) });
    res.end(body);
    logger.info({ req: { method: req.method, url: req.url }, res: { status: hit.status }, responseTime: Math.round(performance.now() - started), userId: null, cache: "hit" }, "request completed");
  };

  return (req: PreRead, res) => {
    const started = performance.now();
    const eligible = !req.headers.authorization && !req.headers.origin && req.headers["if-none-match"] === undefined && req.headers["if-modified-since"] === undefined;
    if (eligible && req.method === "GET") {
      const hit = cache.get(cacheKey(req) ?? "");
      return hit ? answer(req, res, hit, started) : app(req, res);
    }
    const length = Number(req.headers["content-length"]);
    const graphqlQuery = eligible && req.method === "POST" && req.url === "/graphql" && UTF8_JSON.test(req.headers["content-type"] ?? "") && length <= JSON_LIMIT_BYTES;
    if (!graphqlQuery) return app(req, res);
    // Looked up by the body's exact text: a hit costs no JSON parsing at all.
    getRawBody(req, { length, limit: JSON_LIMIT_BYTES, encoding: "utf8" }, (error, text) => {
      const hit = error ? undefined : cache.get(graphqlKey(text));
      if (hit) return answer(req, res, hit, started);
      if (error) req.bodyError = error;
      else {
        req.rawBody = text;
        try {
          req.body = JSON.parse(text);
        } catch (parseError) {
          req.bodyError = createHttpError(400, `The body is not valid JSON: ${(parseError as Error).message}`);
        }
      }
      app(req, res);
    });
  };
}

/** Hands a parse error from the early read on to Express's error handling, as if Express had read the body. */
export const earlyBodyError: RequestHandler = (req, _res, next) => next((req as PreRead).bodyError);
