import { Router } from "express";
import { restContext, toRestShape } from "../../core/http/rest";
import type { AboutPageService } from "./about-page.service";

/** `GET /api/about` and `PUT /api/about` with the specification's shape (`_id`). */
export function aboutPageRoutes(service: AboutPageService): Router {
  const router = Router();
  router.get("/about", async (_req, res) => {
    res.json(toRestShape(await service.get()));
  });
  router.put("/about", async (req, res) => {
    res.json(toRestShape(await service.update(req.body, restContext(res).user)));
  });
  return router;
}
