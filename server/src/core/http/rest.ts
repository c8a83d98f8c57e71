import express, { type ErrorRequestHandler, type RequestHandler, type Response } from "express";
import type { Context, ContextFactory } from "../context";
import type { Logger } from "../logger";
import type { Page } from "../pagination";
import { toClientError } from "../client-error";

/** Builds the same per-request context GraphQL uses and keeps it on `res.locals`. */
export function contextMiddleware(createContext: ContextFactory): RequestHandler {
  return async (req, res, next) => {
    res.locals.context = await createContext({ authorization: req.headers.authorization, clientAddress: req.ip, userAgent: req.headers["user-agent"] });
    next();
  };
}

export function restContext(res: Response): Context {
  return res.locals.context as Context;
}

/**
 * The REST facade names ids `_id`, as the specification does, in every object and sub-object.
 * Dates become ISO strings through JSON as usual.
 */
export function toRestShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toRestShape);
  if (value instanceof Date || value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).filter(([key]) => !EDITORS_ONLY.has(key)).map(([key, v]) => [key === "id" ? "_id" : key, toRestShape(v)]),
  );
}

/**
 * Drafts, schedules and deletions are the editors' business, through GraphQL: the facade never
 * shows them, to anyone (a release time is an embargo; account ids are nobody's).
 */
const EDITORS_ONLY = new Set(["draft", "draftSavedAt", "draftSavedBy", "publishAt", "unpublishAt", "scheduledById", "deletedAt", "deletedById"]);

/** `{ currentPage, pages, nextUrl, prevUrl }` with the neighbouring pages' /api URLs, or "". */
export function restPaging(page: Page<unknown>, path: string) {
  const link = (n: number) => `/api${path}?page=${n}`;
  return {
    currentPage: page.page,
    pages: page.pages,
    nextUrl: page.page < page.pages ? link(page.page + 1) : "",
    prevUrl: page.page > 1 ? link(Math.min(page.page - 1, page.pages)) : "",
  };
}

/** The other way: a body sent with `_id`s, as the facade answers, read with `id`s. */
export function fromRestShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromRestShape);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key === "_id" ? "id" : key, fromRestShape(v)]));
}

/** Answers `{ message, errors? }` with a status that fits the error. */
export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const { status, body } = toClientError(error, logger);
    if (body.retryAfterSeconds !== undefined) res.set("Retry-After", String(body.retryAfterSeconds));
    res.status(status).json(body);
  };
}

/** Failures before GraphQL runs (a body that is not JSON, too large...) still answer in GraphQL's shape. */
export function graphqlErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const { status, body } = toClientError(error, logger);
    res.status(status).json({ errors: [{ message: body.message, extensions: { code: body.code } }] });
  };
}

export const restNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.baseUrl}${req.path}` });
};

export const JSON_LIMIT_BYTES = 1024 * 1024;

/** JSON bodies of a sensible size, for the REST facade and GraphQL over HTTP. */
export const jsonBody = express.json({ limit: JSON_LIMIT_BYTES });
