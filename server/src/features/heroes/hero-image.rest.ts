import { Router } from "express";
import { badInput } from "../../core/errors";
import { fromRestShape, restContext, toRestShape } from "../../core/http/rest";
import { editorsOnly, oneFile } from "../../core/http/image-upload";
import type { HeroImageService } from "./hero-image.service";

type Hero = { id: string; url: string; caption: string; position: number };
const restHero = ({ id, url, caption, position }: Hero) => toRestShape({ id, url, caption, position });
const restHeroes = (heroes: Hero[]) => heroes.map(restHero);

/** `GET /api/heros`; `PUT /api/heros` with the whole list; `POST /api/heros` (multipart `myfile`, `caption`) adds one. */
export function heroImageRoutes(service: HeroImageService): Router {
  const router = Router();
  router.get("/heros", async (_req, res) => {
    res.json(restHeroes(await service.list()));
  });
  router.put("/heros", async (req, res) => {
    res.json(restHeroes(await service.replaceAll(restContext(res).user, fromRestShape(req.body))));
  });
  router.post("/heros", editorsOnly, oneFile, async (req, res) => {
    if (!req.file) throw badInput("myfile", "attach the image as the multipart field myfile");
    const hero = await service.add(restContext(res).user, req.file, req.body?.caption);
    res.status(201).json(restHero(hero));
  });
  return router;
}
