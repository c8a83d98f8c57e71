import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import tar from "tar-stream";
import { encryptingStream } from "./archive-crypto";
import type { BackupManifest, OnProgress } from "./backup.types";

export const MANIFEST_ENTRY = "manifest.json";

/**
 * Writes the archive: manifest.json first (a reader learns every hash before the first byte it
 * must check), then each entry from the staging folder, gzipped and, with a passphrase,
 * encrypted. Written under a temporary name and renamed, so a half-written archive never looks
 * like a backup.
 */
export async function writeArchive(staging: string, manifest: BackupManifest, file: string, passphrase: string | undefined, onProgress?: OnProgress): Promise<number> {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.part`);
  const pack = tar.pack();
  const mtime = new Date(manifest.createdAt);
  const names = Object.keys(manifest.entries);
  const adding = (async () => {
    pack.entry({ name: MANIFEST_ENTRY, mtime, mode: 0o644 }, JSON.stringify(manifest, null, 1));
    let done = 0;
    for (const name of names) {
      await new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name, size: manifest.entries[name].bytes, mtime, mode: 0o644 }, (error) => (error ? reject(error) : resolve()));
        fs.createReadStream(path.join(staging, name)).on("error", reject).pipe(entry);
      });
      onProgress?.({ step: "archive", done: ++done, total: names.length });
    }
    pack.finalize();
  })();
  try {
    const encrypt = passphrase ? [await encryptingStream(passphrase)] : [];
    await Promise.all([adding, pipeline(pack as unknown as Readable, createGzip(), ...encrypt, fs.createWriteStream(partial, { mode: 0o600 }))]);
    await fs.promises.rename(partial, file);
  } catch (error) {
    pack.destroy();
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  return (await fs.promises.stat(file)).size;
}
