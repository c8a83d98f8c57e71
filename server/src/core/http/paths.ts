import type { IncomingMessage, RequestListener } from "node:http";
import parseurl from "parseurl";

/**
 * The path without its trailing slashes. A loop, not `/\/+$/`: that regex retries from every slash
 * of a run that is not at the end, quadratic on a request for "/a" + 50,000 slashes + "x".
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === "/") end--;
  return path.slice(0, end);
}

/**
 * A request target as Express routes it, in origin form (path and query), or null when it has no
 * path to route (`*`). Express's router reads `parseurl(req).pathname`, which takes the path of an
 * absolute-form target (`http://x.example/api/profile`) and drops a fragment; read any other way,
 * such a target would be classified as a page by the read cache and escape the log's token hiding.
 */
export function originForm(target: string): string | null {
  const parsed = parseurl({ url: target } as IncomingMessage);
  if (!parsed?.pathname?.startsWith("/")) return null;
  return parsed.pathname + (parsed.search ?? "");
}

const NO_PATH = Buffer.from("The address is not valid: it must be a path starting with /");

/**
 * Gives every request its target in origin form before anything reads it, so the fast reads, the
 * read cache, the log and Express all read one path; a target with no path is refused with 400.
 */
export function oneReading(next: RequestListener): RequestListener {
  return (req, res) => {
    const target = originForm(req.url ?? "");
    if (target === null) {
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8", "content-length": NO_PATH.length, "cache-control": "no-store", "x-content-type-options": "nosniff" });
      res.end(NO_PATH);
      return;
    }
    req.url = target;
    next(req, res);
  };
}
