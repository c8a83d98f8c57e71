import type { ErrorRequestHandler } from "express";
import { toClientError } from "../client-error";

/**
 * Pages, feeds and files fail in plain text with the status the one error policy chooses (503 with
 * Retry-After while the database is unreachable) rather than through Express's default 500 page.
 */
export const plainErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const { status, body } = toClientError(error, req.log);
  if (body.retryAfterSeconds !== undefined) res.set("Retry-After", String(body.retryAfterSeconds));
  res.status(status).set("Cache-Control", "no-store").type("text/plain").send(body.message);
};
