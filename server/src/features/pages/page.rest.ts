import { Router } from "express";
import { fromRestShape, restContext, toRestShape } from "../../core/http/rest";
import type { PageService } from "./page.service";
import { PageKind, type SitePage } from "./site-page.entity";

/** The specification's page paths: GET to read, PUT with the whole object to save. */
const PATHS: Record<PageKind, string> = { about: "/about", contact: "/contactus", combinations: "/combinations" };

function restPage(page: SitePage): unknown {
  const { kind, committeeMembers, ...rest } = page;
  return toRestShape(kind === PageKind.about ? { ...rest, committeeMembers: committeeMembers ?? "" } : rest);
}

export function pageRoutes(service: PageService): Router {
  const router = Router();
  for (const kind of Object.values(PageKind)) {
    router.get(PATHS[kind], async (_req, res) => {
      res.json(restPage(await service.get(kind)));
    });
    router.put(PATHS[kind], async (req, res) => {
      res.json(restPage(await service.update(kind, fromRestShape(req.body), restContext(res).user)));
    });
  }
  return router;
}
