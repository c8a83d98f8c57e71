import { babelOptimizerPlugin } from "@graphql-codegen/client-preset";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defaultClientConditions, defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

const api = process.env.API_URL ?? "http://localhost:4000";

export default defineConfig({
  plugins: [
    react(),
    // GraphQL Code Generator's own optimiser: each graphql(`...`) call becomes an import of that
    // document, so the bundle no longer carries gql.ts's map of every query's source text.
    babel({ include: /[\\/]src[\\/].*\.tsx?$/, exclude: /[\\/]src[\\/]gql[\\/]/, plugins: [[babelOptimizerPlugin, { artifactDirectory: "src/gql", gqlTagName: "graphql" }]] }),
    // Brotli (best quality) and gzip copies of scripts and styles, written once here and served
    // by the server's asset route (server/src/core/http/client-files.ts).
    compression({ include: /\.(js|css)$/, threshold: 1024, algorithms: ["brotliCompress", "gzip"] }),
  ],
  // draft-js (the editor's rich text) expects Node's `global`.
  define: { global: "globalThis" },
  // rxjs (under Apollo Client) offers its ES2015 build under this condition: smaller than the
  // ES5 default and without tslib's helpers.
  resolve: {
    conditions: [...defaultClientConditions, "es2015"],
    alias: { "resize-observer-polyfill": fileURLToPath(new URL("src/lib/native-resize-observer.ts", import.meta.url)) },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    // dist/.vite/manifest.json: which files each page's chunk is, for the server's modulepreload
    // links (server/src/features/site/client-manifest.ts).
    manifest: true,
    // Everything the first page needs in one file: one request, and one compression dictionary
    // for all of it (smaller than the same code split into shared chunks).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] } } },
  },
  server: {
    proxy: {
      "/graphql": { target: api, ws: true },
      "/api": api,
      "/healthz": api,
    },
  },
});
