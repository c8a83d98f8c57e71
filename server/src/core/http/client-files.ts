import express, { Router } from "express";
import expressStaticGzip from "express-static-gzip";
import fs from "node:fs";
import path from "node:path";

/**
 * Serves the built client's files: hashed assets with a long cache life, and the static not-found
 * page with status 404. Pages themselves come from features/site (with their own meta tags).
 * The build writes brotli and gzip copies of scripts and styles beside them (client/vite.config.ts);
 * a browser that accepts one gets it, brotli first, with `Vary: Accept-Encoding`.
 */
export function clientFiles(clientDist: string): Router {
  const router = Router();
  const notFoundFile = path.join(clientDist, "404.html");
  // The static not-found page, and the /404 route the client sends unknown paths to: status 404.
  router.get(["/404", "/404.html"], (_req, res) => {
    res.status(404).set("Cache-Control", "no-cache");
    if (fs.existsSync(notFoundFile)) res.sendFile(notFoundFile);
    else res.type("text/plain").send("Page not found");
  });
  router.use(
    "/assets",
    expressStaticGzip(path.join(clientDist, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", fallthrough: false },
    }),
  );
  router.use(express.static(clientDist, { index: false, maxAge: "1h" }));
  return router;
}
