import fs from "node:fs/promises";
import path from "node:path";
import { LocalDiskStorage } from "../../core/storage";

/** A file LocalDiskStorage is writing (it writes `<key>.<pid>.tmp`, then renames): never archived. */
const IN_WRITING = /\.\d+\.tmp$/;

/**
 * Every stored file's key (posix path under the storage root), those the site could not serve
 * (unsafe names) and files mid-write aside.
 */
export async function storedKeys(root: string): Promise<string[]> {
  const storage = new LocalDiskStorage(root);
  const names = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const keys: string[] = [];
  for (const dirent of names) {
    if (!dirent.isFile()) continue;
    const key = path.relative(root, path.join(dirent.parentPath, dirent.name)).split(path.sep).join("/");
    if (IN_WRITING.test(key)) continue;
    try {
      storage.file(key);
    } catch {
      continue;
    }
    keys.push(key);
  }
  return keys.sort();
}

/**
 * Takes the stored files as they are now into `into` (a hard link each, which costs nothing and
 * keeps the bytes: the site replaces a file by renaming a new one over it, never by writing into
 * it; a copy where linking is not possible). A file removed meanwhile is skipped. Answers the keys taken.
 */
export async function snapshotFiles(root: string, into: string): Promise<string[]> {
  const taken: string[] = [];
  for (const key of await storedKeys(root)) {
    const from = path.join(root, key);
    const to = path.join(into, key);
    await fs.mkdir(path.dirname(to), { recursive: true });
    try {
      await fs.link(from, to).catch(() => fs.copyFile(from, to));
      taken.push(key);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return taken;
}

/** Puts restored files in place under the storage root, through the same safe-key check the site uses. */
export async function placeFiles(from: string, root: string, keys: string[]): Promise<void> {
  const storage = new LocalDiskStorage(root);
  for (const key of keys) {
    const to = storage.file(key);
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.rename(path.join(from, key), to).catch(() => fs.copyFile(path.join(from, key), to));
  }
}
