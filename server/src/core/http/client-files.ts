import express, { Router } from "express";
import fs from "node:fs";
import path from "node:path";

/**
 * Serves the built client: hashed assets with a long cache life, and `index.html` for every other
 * GET so that client-side routes (history-style paths) load the app.
 */
export function clientFiles(clientDist: string): Router {
  const router = Router();
  const indexFile = path.join(clientDist, "index.html");
  const notFoundFile = path.join(clientDist, "404.html");
  // The static not-found page, and the /404 route the client sends unknown paths to: status 404.
  router.get(["/404", "/404.html"], (_req, res) => {
    res.status(404).set("Cache-Control", "no-cache");
    if (fs.existsSync(notFoundFile)) res.sendFile(notFoundFile);
    else res.type("text/plain").send("Page not found");
  });
  router.use("/assets", express.static(path.join(clientDist, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }));
  router.use(express.static(clientDist, { index: false, maxAge: "1h" }));
  router.get(/.*/, (_req, res) => {
    if (!fs.existsSync(indexFile)) {
      res.status(503).type("text/plain").send("The site has not been built yet: run `npm run build`, then start the server again.");
      return;
    }
    res.set("Cache-Control", "no-cache");
    res.sendFile(indexFile);
  });
  return router;
}
