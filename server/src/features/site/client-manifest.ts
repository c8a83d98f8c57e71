import fs from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The client build's files a page's HTML names besides the app's entry. */
export interface PageFiles {
  /** The page's own code: its chunk and the chunks it imports, fetched along with the entry. */
  chunks: string[];
  /** The script that loads the app's entry once a server-rendered page has painted (client/src/boot.ts). */
  boot?: string;
}

/**
 * A page's files, from the client build's manifest (dist/.vite/manifest.json): the chunk of its
 * module and of the chunks it imports, leaving out the entry that every page loads anyway, so that
 * the browser fetches the page's code along with the entry, not after the entry has run; and the
 * boot script. None without a manifest (a client built without it, or not built).
 */
export async function pageFiles(clientDist: string, module?: string): Promise<PageFiles> {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(await fs.promises.readFile(path.join(clientDist, ".vite", "manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  } catch {
    return { chunks: [] };
  }
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  if (module) visit(module);
  const boot = manifest["src/boot.ts"]?.file;
  return { chunks: [...files], ...(boot && { boot: `/${boot}` }) };
}
