/*
 * The door app's service worker (registered by client/src/editing/box-office/door/door-offline.ts,
 * scoped to /box-office/door), so that the door app opens and works with no connection. It keeps
 * the files the server lists for this build (/box-office/door/offline-files.json: the page, the
 * site's entry and styles, the door app's code, the QR reader's WebAssembly, the manifest and
 * icons). Pages are asked of the network first (a new release shows at once) and answered from
 * the copy kept when there is no answer; the build's files, whose names change with their
 * content, from the copy first. GraphQL is never kept here: the tickets live in IndexedDB.
 * Its address names the build (?build=): a new release installs a new worker, which keeps the
 * new files and drops the old ones.
 */
const BUILD = new URL(self.location.href).searchParams.get("build") || "dev";
const CACHE = `door-app:${BUILD}`;
const SHELL = "/box-office/door";
/** How long a page may take from the network before the copy kept answers (a connection that hangs). */
const PAGE_WAIT_MS = 4000;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch("/box-office/door/offline-files.json", { cache: "no-store" });
      const { files } = await response.json();
      const cache = await caches.open(CACHE);
      await cache.addAll(files);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith("door-app:") && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The page from the network, kept as the app's shell; the kept shell when the network fails or hangs. */
async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await Promise.race([fetch(request), new Promise((_, reject) => setTimeout(() => reject(new Error("no answer in time")), PAGE_WAIT_MS))]);
    if (response.ok) await cache.put(SHELL, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(SHELL);
    if (kept) return kept;
    throw error;
  }
}

/** A build file from the copy kept, else from the network (and kept). */
async function file(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") event.respondWith(page(request));
  else if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/door-app/") || url.pathname === "/favicon.svg") event.respondWith(file(request));
});
