import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Router } from "express";
import type { LocalDiskStorage } from "../storage";

const TYPES: Record<string, string> = { ".jpg": "image/jpeg", ".webp": "image/webp" };
/** Images keep their URL when replaced (clients add a cache-busting query), so they revalidate. */
const CACHE = "public, max-age=86400, stale-while-revalidate=604800";

/** Content hashes by file, valid while the file's size and time are unchanged. */
const hashes = new Map<string, { stamp: string; etag: string }>();

async function contentEtag(file: string, stat: fs.Stats): Promise<string> {
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const known = hashes.get(file);
  if (known?.stamp === stamp) return known.etag;
  const etag = `"${createHash("sha256").update(await fs.promises.readFile(file)).digest("base64url").slice(0, 32)}"`;
  if (hashes.size > 5000) hashes.clear();
  hashes.set(file, { stamp, etag });
  return etag;
}

/** Stored images under /images, with a content-based ETag; anything else is a plain 404. */
export function imageFiles(storage: LocalDiskStorage): Router {
  const router = Router();
  router.get(/.*/, async (req, res) => {
    const key = req.path.replace(/^\//, "");
    const type = TYPES[path.extname(key)];
    let file: string;
    try {
      file = storage.file(key);
    } catch {
      res.status(404).type("text/plain").send("Image not found");
      return;
    }
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!type || !stat?.isFile()) {
      res.status(404).type("text/plain").send("Image not found");
      return;
    }
    res.set({ ETag: await contentEtag(file, stat), "Cache-Control": CACHE, "Content-Type": type, "X-Content-Type-Options": "nosniff" });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.set("Content-Length", String(stat.size));
    fs.createReadStream(file).pipe(res);
  });
  return router;
}
