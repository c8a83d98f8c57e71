import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Router } from "express";
import type { LocalDiskStorage } from "../storage";
import { plainErrorHandler } from "./plain-error";

const TYPES: Record<string, string> = { ".jpg": "image/jpeg", ".webp": "image/webp" };
/** Images keep their URL when replaced (clients add a cache-busting query), so they revalidate. */
const CACHE = "public, max-age=86400, stale-while-revalidate=604800";
/** Images that can be withdrawn (see ImageGates): kept briefly, so that withdrawing them soon takes effect. */
const GATED_CACHE = "public, max-age=300, must-revalidate";

/**
 * By folder under /images, whether the images of the item with this id may be served now (a hidden
 * person's photo may not). The app gives them, so that core knows nothing of what the folders hold.
 */
export type ImageGates = Record<string, (id: string) => Promise<boolean>>;

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

/** Stored images under /images, with a content-based ETag; anything else, or a withdrawn one, is a plain 404. */
export function imageFiles(storage: LocalDiskStorage, gates: ImageGates = {}): Router {
  const router = Router();
  router.get(/.*/, async (req, res) => {
    const key = req.path.replace(/^\//, "");
    const [folder, id = ""] = key.split("/");
    const gate = Object.hasOwn(gates, folder) ? gates[folder] : undefined;
    if (gate && !(await gate(id))) {
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Image not found");
      return;
    }
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
    res.set({ ETag: await contentEtag(file, stat), "Cache-Control": gate ? GATED_CACHE : CACHE, "Content-Type": type, "X-Content-Type-Options": "nosniff" });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.set("Content-Length", String(stat.size));
    fs.createReadStream(file).pipe(res);
  });
  // A gate that cannot ask (the database is down) answers as pages do: 503 with Retry-After.
  router.use(plainErrorHandler);
  return router;
}
