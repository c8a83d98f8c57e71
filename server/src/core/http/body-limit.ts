import type { RequestHandler } from "express";

/** The largest request body accepted anywhere: an image upload (15 MB) with its form around it. */
export const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

/**
 * Refuses a request whose declared body is too large at once, with 413, without reading it (the
 * body parsers would read, and wait for, the whole body before answering).
 */
export function rejectLargeBodies(maxBytes = MAX_REQUEST_BYTES): RequestHandler {
  return (req, res, next) => {
    const length = Number(req.headers["content-length"]);
    if (Number.isFinite(length) && length > maxBytes) {
      res.set("Connection", "close");
      res.status(413).json({ message: `The request is too large: at most ${maxBytes / 1024 / 1024} MB`, code: "PAYLOAD_TOO_LARGE" });
      return;
    }
    next();
  };
}
