import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded and generated images live. Keys are relative paths such as
 * `plays/{id}/mainimage0.jpg`; the site serves key K at `/images/K`. Local disk by default;
 * a shared store (several instances) implements the same interface.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  /** Removes every key under a folder, e.g. `plays/{id}`. */
  removeFolder(folder: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The stored bytes, or null when there is no such key. */
  read(key: string): Promise<Buffer | null>;
  /** The keys directly under a folder (none when it does not exist). */
  list(folder: string): Promise<string[]>;
}

/** URL path under which a stored key is served. */
export const imageUrl = (key: string) => `/images/${key}`;

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-zA-Z0-9][a-zA-Z0-9_.-]*)*$/;

/** Whether `key` is a storage key the site takes: the safe-key pattern, and no `.` or `..` part. */
export const isSafeKey = (key: string): boolean => SAFE_KEY.test(key) && !key.split("/").some((part) => part === ".." || part === ".");

export class LocalDiskStorage implements Storage {
  constructor(readonly root: string) {}

  /** Resolves a key inside the root; a key that could reach outside it is refused. */
  file(key: string): string {
    if (!isSafeKey(key)) {
      throw new Error(`Unsafe storage key: ${key}`);
    }
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return file;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  async removeFolder(folder: string): Promise<void> {
    await fs.rm(this.file(folder), { recursive: true, force: true });
  }

  async list(folder: string): Promise<string[]> {
    const names = await fs.readdir(this.file(folder)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [] as string[];
      throw error;
    });
    return names.map((name) => `${folder}/${name}`);
  }

  async read(key: string): Promise<Buffer | null> {
    return fs.readFile(this.file(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
  }

  async exists(key: string): Promise<boolean> {
    return fs.access(this.file(key)).then(() => true, () => false);
  }
}
