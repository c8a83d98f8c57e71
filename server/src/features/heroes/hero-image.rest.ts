import { Router } from "express";
import { toRestShape } from "../../core/http/rest";
import type { HeroImageService } from "./hero-image.service";

export function heroImageRoutes(service: HeroImageService): Router {
  const router = Router();
  router.get("/heros", async (_req, res) => {
    res.json(toRestShape((await service.list()).map(({ id, url, caption, position }) => ({ id, url, caption, position }))));
  });
  return router;
}
