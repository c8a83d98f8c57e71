import { Router } from "express";
import { DOOR_APP_MANIFEST, DOOR_APP_PATH } from "@theatre/common/door-app";
import { allowingWebAssembly } from "../../core/http/security";
import { clientBuild } from "./client-manifest";

/** The door app's module in the client build (client/src/app/routes.tsx loads it lazily). */
const DOOR_APP_MODULE = "src/editing/door-area.tsx";

/** Its files outside the build's assets (client/public): the service worker's own, the web manifest and the icons. */
const DOOR_APP_STATIC = [DOOR_APP_MANIFEST, "/door-app/icon.svg", "/door-app/icon-192.png", "/door-app/icon-512.png", "/favicon.svg"];

/**
 * The door app's pages may compile WebAssembly (its QR reader where the browser has no
 * BarcodeDetector); their HTML itself comes from the site's routes, as every page's does.
 * `/box-office/door/offline-files.json`: what the door app's service worker (client/public/door-worker.js)
 * keeps so that the app opens with no connection: its page, the site's entry and styles, the door
 * app's code with everything it loads later (the QR reader and its WebAssembly), the web manifest
 * and icons. Read from the build's manifest, so it names exactly this build's files.
 */
export function doorAppRoutes(clientDist: string): Router {
  const router = Router();
  router.use(DOOR_APP_PATH, allowingWebAssembly());
  router.get(`${DOOR_APP_PATH}/offline-files.json`, async (_req, res) => {
    const build = clientBuild(clientDist);
    const files = new Set([DOOR_APP_PATH, ...DOOR_APP_STATIC, ...(await build.offlineFiles("index.html")), ...(await build.offlineFiles(DOOR_APP_MODULE, { later: true }))]);
    res.set("Cache-Control", "no-cache").json({ files: [...files] });
  });
  return router;
}
