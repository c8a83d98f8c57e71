import { Router, type Request } from "express";
import { fromRestShape, restContext, restPaging, toRestShape } from "../../core/http/rest";
import type { PlayEditingService } from "./play-editing.service";
import { wholeNumber } from "../../core/pagination";
import type { Play } from "./play.entity";
import { PLAYS_PER_PAGE_MAX, type PlayService } from "./play.service";

const pageOf = (req: Request) => wholeNumber(req.query.page, "page", { min: 1, max: 100_000, fallback: 1 });

/** The specification's public play reads under /api/plays. */
export function playRoutes(service: PlayService, editing: PlayEditingService): Router {
  const router = Router();

  router.get("/plays", async (req, res) => {
    const { items } = await service.list(pageOf(req), PLAYS_PER_PAGE_MAX, restContext(res).user);
    res.json(toRestShape(items.map((p: Play) => ({ id: p.id, slug: p.slug, title: p.title, status: p.status, dates: { startdate: p.dates.startdate } }))));
  });
  router.get("/plays/featured", async (_req, res) => {
    res.json(toRestShape(await service.featured()));
  });
  router.get("/plays/upcomingonhomepage", async (_req, res) => {
    res.json(toRestShape(await service.homepage()));
  });
  router.get("/plays/opentoauditions", async (_req, res) => {
    res.json(toRestShape(await service.openToAuditions()));
  });
  router.get("/plays/whatson", async (_req, res) => {
    res.json(toRestShape(await service.whatsOn()));
  });
  router.get("/plays/previousproductions", async (req, res) => {
    const page = await service.previousProductions(pageOf(req));
    res.json({ plays: toRestShape(page.items), ...restPaging(page, "/plays/previousproductions") });
  });
  router.get("/plays/:slug", async (req, res) => {
    res.json(toRestShape(await service.bySlug(req.params.slug, restContext(res).user)));
  });
  router.post("/plays", async (_req, res) => {
    res.status(201).json(toRestShape(await editing.create(restContext(res).user)));
  });
  router.put("/plays/:id", async (req, res) => {
    res.json(toRestShape(await editing.update(restContext(res).user, req.params.id, fromRestShape(req.body))));
  });
  router.delete("/plays/:id", async (req, res) => {
    const play = await editing.remove(restContext(res).user, req.params.id);
    res.json({ message: "Deleted play", _id: play.id });
  });
  router.get("/plays/:slug/reviews/:reviewindex", async (req, res) => {
    const index = wholeNumber(req.params.reviewindex, "reviewindex", { min: 0, max: 10_000, fallback: 0 });
    res.json(await service.review(req.params.slug, index));
  });
  return router;
}
