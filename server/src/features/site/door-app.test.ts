import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";

// The door app's pages and the files its service worker keeps, over a client build made up here.

let database: TestDatabase;
let site: TestApp;
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));
const PERFORMANCE = "6d1c0000-0000-4000-8000-000000000001";

beforeAll(async () => {
  fs.writeFileSync(path.join(clientDist, "index.html"), '<!doctype html><html><head><title>Site</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>');
  fs.mkdirSync(path.join(clientDist, ".vite"));
  fs.writeFileSync(
    path.join(clientDist, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-a1.js", isEntry: true, imports: ["_app-b2.js"], dynamicImports: ["src/features/plays/play-page.tsx", "src/editing/door-area.tsx"], css: ["assets/index-c3.css"] },
      "_app-b2.js": { file: "assets/app-b2.js", css: ["assets/app-d4.css"] },
      "src/features/plays/play-page.tsx": { file: "assets/play-page-e5.js", isDynamicEntry: true },
      "src/editing/door-area.tsx": { file: "assets/door-area-f6.js", isDynamicEntry: true, imports: ["index.html", "_shared-g7.js"], dynamicImports: ["src/editing/box-office/door/qr-reader.ts"], css: ["assets/door-area-h8.css"] },
      "_shared-g7.js": { file: "assets/shared-g7.js" },
      "src/editing/box-office/door/qr-reader.ts": { file: "assets/qr-reader-i9.js", isDynamicEntry: true, imports: ["index.html"], dynamicImports: ["_zxing-k1.js"], assets: ["assets/zxing_reader-j0.wasm"] },
      "_zxing-k1.js": { file: "assets/zxing-k1.js", isDynamicEntry: true },
    }),
  );
  database = await createTestDatabase();
  site = await startTestApp(database.db, { clientDist });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

test("the service worker keeps the door page, the site's entry, the door app's code with what it loads later (the QR reader's WebAssembly), and nothing of other pages", async () => {
  const response = await fetch(`${site.url}/box-office/door/offline-files.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-cache");
  const { files } = (await response.json()) as { files: string[] };
  expect(files).toEqual(expect.arrayContaining([
    "/box-office/door",
    "/door-app/manifest.webmanifest",
    "/door-app/icon-192.png",
    "/assets/index-a1.js",
    "/assets/index-c3.css",
    "/assets/app-b2.js",
    "/assets/app-d4.css",
    "/assets/door-area-f6.js",
    "/assets/door-area-h8.css",
    "/assets/shared-g7.js",
    "/assets/qr-reader-i9.js",
    "/assets/zxing_reader-j0.wasm",
    "/assets/zxing-k1.js",
  ]));
  expect(files).not.toContain("/assets/play-page-e5.js");
  expect(new Set(files).size).toBe(files.length);
});

test("the module the list names is the one the client's routes load for the door app, so a rename cannot go unnoticed", () => {
  const client = path.join(__dirname, "..", "..", "..", "..", "client");
  expect(fs.existsSync(path.join(client, "src", "editing", "door-area.tsx"))).toBe(true);
  expect(fs.readFileSync(path.join(client, "src", "app", "routes.tsx"), "utf8")).toContain('import("../editing/door-area")');
  expect(fs.existsSync(path.join(client, "public", "door-worker.js"))).toBe(true);
});

test("the door app's pages are rendered in the browser, never indexed, and may compile WebAssembly; other pages may not", async () => {
  for (const page of ["/box-office/door", `/box-office/door/${PERFORMANCE}`]) {
    const response = await fetch(`${site.url}${page}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Door | ");
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
  }
  expect((await fetch(`${site.url}/box-office/door/not-a-performance`)).status).toBe(404);
  expect((await fetch(`${site.url}/about`)).headers.get("content-security-policy")).toMatch(/script-src 'self'(;|$)/);
});

test("the door app's pages name its web manifest in their HTML, so the browser offers to install it from the first load; other pages do not", async () => {
  for (const page of ["/box-office/door", `/box-office/door/${PERFORMANCE}`]) {
    const html = await (await fetch(`${site.url}${page}`)).text();
    expect(html.match(/<link rel="manifest"[^>]*>/g)).toEqual(['<link rel="manifest" href="/door-app/manifest.webmanifest" />']);
  }
  expect(await (await fetch(`${site.url}/about`)).text()).not.toContain('rel="manifest"');
});
