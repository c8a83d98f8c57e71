import fs from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The files of a client module's chunk and of the chunks it imports, from the client build's
 * manifest (dist/.vite/manifest.json), leaving out the entry that every page loads anyway. A page's
 * HTML names them so that the browser fetches its code along with the entry, not after the entry
 * has run. None without a manifest (a client built without it, or not built).
 */
export async function chunkFiles(clientDist: string, module: string): Promise<string[]> {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(await fs.promises.readFile(path.join(clientDist, ".vite", "manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  } catch {
    return [];
  }
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(module);
  return [...files];
}
