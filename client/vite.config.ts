import { babelOptimizerPlugin } from "@graphql-codegen/client-preset";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";

const api = process.env.API_URL ?? "http://localhost:4000";

const generated = (file: string) => fileURLToPath(new URL(`src/gql/${file}`, import.meta.url));
const DOCUMENT = "\0gql-document:";

/**
 * The documents that code imports from src/gql/graphql.ts are bundled as codegen wrote them in
 * src/gql/persisted/ (with `__typename` throughout and their persisted hash; codegen.yml), and
 * each as a module of its own: graphql.ts holds every document, the editor's too, and a module
 * goes whole into one chunk (the first page's), whereas one document goes with the pages that use
 * it. The browser build also puts persisted-documents.json (hash -> document) in dist/.vite/,
 * where the server reads it to run queries sent by hash (express.static serves no dot-folder).
 */
function documentsApart(emitManifest: boolean): Plugin {
  const documents = new Map<string, string>();
  return {
    name: "documents-apart",
    resolveId: (id) => (id.startsWith(DOCUMENT) ? id : undefined),
    load(id) {
      if (id.startsWith(DOCUMENT)) return `export const ${id.slice(DOCUMENT.length)} = ${documents.get(id.slice(DOCUMENT.length))};`;
      if (id.split("?")[0] !== generated("graphql.ts")) return undefined;
      // Everything else in the file is types: each document is one line of JSON.
      for (const [, name, json] of readFileSync(generated("persisted/graphql.ts"), "utf8").matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) documents.set(name, json);
      return [...documents.keys()].map((name) => `export { ${name} } from "${DOCUMENT}${name}";`).join("\n");
    },
    generateBundle() {
      if (emitManifest) this.emitFile({ type: "asset", fileName: ".vite/persisted-documents.json", source: readFileSync(generated("persisted/persisted-documents.json")) });
    },
  };
}

/**
 * Two builds (`npm run build`): the browser's (dist/, with its manifest), then the server renderer's
 * (`vite build --ssr`): one CommonJS file, dist/.ssr/entry-server.cjs, with everything it needs
 * bundled in, so the server requires it without ESM or node_modules of the client's.
 * express.static serves no dot-folder, so dist/.ssr is never sent to browsers.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    documentsApart(!isSsrBuild),
    // GraphQL Code Generator's own optimiser: each graphql(`...`) call becomes an import of that
    // document, so the bundle no longer carries gql.ts's map of every query's source text.
    babel({ include: /[\\/]src[\\/].*\.tsx?$/, exclude: /[\\/]src[\\/]gql[\\/]/, plugins: [[babelOptimizerPlugin, { artifactDirectory: "src/gql", gqlTagName: "graphql" }]] }),
    // Brotli (best quality) and gzip copies of scripts and styles, written once here and served
    // by the server's asset route (server/src/core/http/client-files.ts).
    ...(isSsrBuild ? [] : [compression({ include: /\.(js|css)$/, threshold: 1024, algorithms: ["brotliCompress", "gzip"] })]),
  ],
  // draft-js (the editor's rich text) expects Node's `global`.
  // The server renderer is React's production build whatever NODE_ENV the server runs with, as the browser's is.
  define: { global: "globalThis", ...(isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {}) },
  // rxjs (under Apollo Client) offers its ES2015 build under this condition: smaller than the
  // ES5 default and without tslib's helpers.
  resolve: {
    conditions: [...defaultClientConditions, "es2015"],
    alias: {
      // The shared rules (packages/common) from their TypeScript source, bundled into both builds
      // (the browser's ESM and the server renderer's CommonJS) like the client's own code.
      "@theatre/common": fileURLToPath(new URL("../packages/common/src", import.meta.url)),
      // The server renderer's only use of async_hooks is React's request store: see that file.
      ...(isSsrBuild ? { async_hooks: fileURLToPath(new URL("src/lib/rendering/render-request-storage.ts", import.meta.url)) } : {}),
    },
  },
  ssr: { noExternal: true, target: "node" },
  build: isSsrBuild
    ? {
        outDir: "dist/.ssr",
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
        // Pages' chunks inlined: the renderer is one file, loaded once.
        rolldownOptions: { output: { format: "cjs", entryFileNames: "entry-server.cjs", codeSplitting: false } },
      }
    : {
        outDir: "dist",
        sourcemap: true,
        // dist/.vite/manifest.json: which files each page's chunk is, for the server's modulepreload
        // links (server/src/features/site/client-manifest.ts).
        manifest: true,
        // Two entries: the single-page app (index.html: the editing area, login, account) and
        // src/boot.ts, the only script of a page rendered on the server, which loads each island's
        // chunk when needed. React and the GraphQL client are chunks of their own, shared by the
        // app and the islands that need them: an island never loads the app's entry.
        rolldownOptions: {
          input: { index: fileURLToPath(new URL("index.html", import.meta.url)), boot: fileURLToPath(new URL("src/boot.ts", import.meta.url)) },
          output: {
            codeSplitting: {
              groups: [
                { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                { name: "router", test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
                { name: "graphql-client", test: /[\\/]node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|ts-invariant|zen-observable|@graphql-typed-document-node)[\\/]/, priority: 1 },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      "/graphql": { target: api, ws: true },
      "/api": api,
      "/healthz": api,
    },
  },
}));
