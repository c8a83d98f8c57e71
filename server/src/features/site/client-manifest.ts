import fs from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  /** Chunks it loads later, when asked (import()). */
  dynamicImports?: string[];
  css?: string[];
  /** Other files it names (images, WebAssembly). */
  assets?: string[];
}

/** The client build's files a page's HTML names besides the app's entry. */
export interface PageFiles {
  /** The page's own code: its chunk and the chunks it imports, fetched along with the entry. */
  chunks: string[];
  /** The only script of a page rendered on the server: it brings the page's islands (client/src/boot.ts). */
  boot?: string;
}

/**
 * The client build's files as the server reads them, once per folder: the page template
 * (index.html) and the manifest are fixed for a build (`npm start` rebuilds before the server
 * starts), and reading and parsing them again cost every rendered page file reads. Until the
 * client is built there is nothing to keep, and each request looks again.
 */
class ClientBuild {
  private template?: Promise<string>;
  private manifest?: Promise<Record<string, ManifestChunk> | null>;

  constructor(private readonly clientDist: string) {}

  /** index.html, the template of every page; null when the client has not been built. */
  async pageTemplate(): Promise<string | null> {
    this.template ??= fs.promises.readFile(path.join(this.clientDist, "index.html"), "utf8");
    try {
      return await this.template;
    } catch {
      this.template = undefined;
      return null;
    }
  }

  /**
   * A page's files, from the manifest (dist/.vite/manifest.json): the chunk of its module and of
   * the chunks it imports, leaving out the entry that every page loads anyway, so that the browser
   * fetches the page's code along with the entry, not after the entry has run; and the boot
   * script. None without a manifest (a client built without it, or not built).
   */
  async pageFiles(module?: string): Promise<PageFiles> {
    const manifest = await this.readManifest();
    if (!manifest) return { chunks: [] };
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

  /**
   * Every file a module needs to run with no connection (the door app's service worker keeps
   * them): its chunk, styles and assets, those of the chunks it imports and, with `later`, of those
   * it loads when asked (import()). None without a manifest.
   */
  async offlineFiles(module: string, { later = false } = {}): Promise<string[]> {
    const manifest = await this.readManifest();
    if (!manifest) return [];
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
      chunk.imports?.forEach(visit);
      // The entry's own later chunks are the whole site's pages: not the module's.
      if (later && !chunk.isEntry) chunk.dynamicImports?.forEach(visit);
    };
    visit(module);
    return [...files];
  }

  /** The manifest (dist/.vite/manifest.json); null for a client built without it, or not built (read again next time). */
  private async readManifest(): Promise<Record<string, ManifestChunk> | null> {
    this.manifest ??= fs.promises.readFile(path.join(this.clientDist, ".vite", "manifest.json"), "utf8").then(
      (text) => JSON.parse(text) as Record<string, ManifestChunk>,
      () => null,
    );
    const manifest = await this.manifest;
    if (!manifest) this.manifest = undefined;
    return manifest;
  }
}

const builds = new Map<string, ClientBuild>();

/** The client build in `clientDist`, shared by every route that serves its pages. */
export function clientBuild(clientDist: string): ClientBuild {
  let build = builds.get(clientDist);
  if (!build) builds.set(clientDist, (build = new ClientBuild(clientDist)));
  return build;
}
