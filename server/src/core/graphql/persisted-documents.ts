import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Where the client build leaves codegen's persisted-documents.json (client/vite.config.ts). */
export const persistedDocumentsFile = (clientDist: string) => path.join(clientDist, ".vite", "persisted-documents.json");

/** A document's key, as automatic persisted queries name it: the SHA-256 of its text, in hex. */
export const documentHash = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The site's own documents by hash, from the built client's manifest; none when the client is not
 * built. Keyed by the hash of each text rather than the manifest's keys (codegen writes
 * "sha256:…"), so a key is always what the client sends and what Apollo checks a document against.
 */
export function readPersistedDocuments(file: string): Map<string, string> {
  let manifest: Record<string, string>;
  try {
    manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return new Map();
    throw error;
  }
  return new Map(Object.values(manifest).map((text) => [documentHash(text), text]));
}

/**
 * Apollo's persisted-query store, answered from the manifest alone: a known hash runs its document
 * (under the same limits as any other), an unknown one gets PersistedQueryNotFound. A document
 * sent with its hash (an APQ registration) runs but is not kept: nothing a caller sends makes
 * memory grow, and no caller can push the site's own documents out.
 */
export class TrustedDocuments {
  constructor(private readonly documents: ReadonlyMap<string, string>) {}

  /** Apollo prefixes its keys ("apq:"); a hash holds no colon. */
  async get(key: string): Promise<string | undefined> {
    return this.documents.get(key.slice(key.lastIndexOf(":") + 1));
  }

  async set(): Promise<void> {}

  async delete(): Promise<boolean> {
    return false;
  }
}
