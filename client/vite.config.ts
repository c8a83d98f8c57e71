import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = process.env.API_URL ?? "http://localhost:4000";

export default defineConfig({
  plugins: [react()],
  // draft-js (the editor's rich text) expects Node's `global`.
  define: { global: "globalThis" },
  build: { outDir: "dist", sourcemap: true },
  server: {
    proxy: {
      "/graphql": { target: api, ws: true },
      "/api": api,
      "/healthz": api,
    },
  },
});
