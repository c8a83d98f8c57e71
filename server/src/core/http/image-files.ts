import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Router } from "express";
import type { LocalDiskStorage } from "../storage";
import { ImageVariants, isOfferedWidth, variantOf } from "../images/image-variants";
import { plainErrorHandler } from "./plain-error";

const TYPES: Record<string, string> = { ".jpg": "image/jpeg", ".webp": "image/webp", ".avif": "image/avif" };
/**
 * Public images revalidate on every use (a cheap 304 by ETag), so that one withdrawn (its item
 * deleted, unpublished or hidden) stops showing at once; images keep their URL when replaced too.
 */
const PUBLIC_CACHE = "public, no-cache";
/** A signed address is the editor's or a preview link's own: kept by that browser only. */
const SIGNED_CACHE = "private, max-age=3600";

/** Who may see a stored image: visitors (public ones), or whoever holds a signed address. */
export interface ImageAccess {
  /** Whether visitors may see the stored file `key` (`plays/{id}/photo0.jpg`). */
  isPublic(key: string): Promise<boolean>;
  /** Whether the `sig` query parameter grants this path (`/images/…`). */
  signed(path: string, signature: unknown): boolean;
}

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

/**
 * Stored images under /images, with a content-based ETag: a public one to anyone, any other only
 * by a signed address; anything else is a plain 404, whether or not the file exists.
 */
export function imageFiles(storage: LocalDiskStorage, access: ImageAccess): Router {
  const router = Router();
  const variants = new ImageVariants(storage);
  router.get(/.*/, async (req, res) => {
    const key = req.path.replace(/^\//, "");
    // Only the sizes pages are offered: any other would be made and kept on demand.
    const variant = variantOf(key);
    if (variant && !isOfferedWidth(variant.width)) {
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Image not found: that size is not offered");
      return;
    }
    const signed = req.query.sig !== undefined && access.signed(`/images/${key}`, req.query.sig);
    if (!signed && !(await access.isPublic(key))) {
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
    let stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat && variant && (await variants.ensure(key))) stat = await fs.promises.stat(file).catch(() => undefined);
    if (!type || !stat?.isFile()) {
      res.status(404).type("text/plain").send("Image not found");
      return;
    }
    res.set({ ETag: await contentEtag(file, stat), "Cache-Control": signed ? SIGNED_CACHE : PUBLIC_CACHE, "Content-Type": type, "X-Content-Type-Options": "nosniff" });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.set("Content-Length", String(stat.size));
    fs.createReadStream(file).pipe(res);
  });
  // Visibility that cannot be asked (the database is down) answers as pages do: 503 with Retry-After.
  router.use(plainErrorHandler);
  return router;
}
