import { Router, type Request } from "express";
import { fromRestShape, restContext, restPaging, toRestShape } from "../../core/http/rest";
import type { PlayEditingService } from "./play-editing.service";
import { wholeNumber } from "../../core/pagination";
import { datesOf, performancesOf, venuesOf } from "./performance.service";
import type { Play } from "./play.entity";
import { PLAYS_PER_PAGE_MAX, type PlayService } from "./play.service";

const pageOf = (req: Request) => wholeNumber(req.query.page, "page", { min: 1, max: 100_000, fallback: 1 });

/**
 * A play in the specification's shape: `dates` and `venues` as they always were (derived from the
 * performances and venue records, as GraphQL derives them), and its performances with their venues.
 */
function restPlay(play: Play | null) {
  if (!play) return null;
  const { venueIds: _venueIds, venueRecords: _venueRecords, videoRecords: _videoRecords, performances: _performances, startDate: _startDate, ...columns } = play;
  return {
    ...columns,
    dates: datesOf(play),
    venues: venuesOf(play),
    performances: performancesOf(play).map(({ id, startsAt, endsAt, status, access, venue, bookingLink, note, postponedTo }) => ({ id, startsAt, endsAt, status, access, venue, bookingLink, note, postponedTo })),
  };
}

const rest = (play: Play | null) => toRestShape(restPlay(play));

/** A play as sent, read with `id`s; a performance sent back as read names its venue by the nested venue. */
function fromRestPlay(body: unknown): unknown {
  const play = fromRestShape(body) as { performances?: unknown };
  if (Array.isArray(play?.performances)) {
    play.performances = play.performances.map((p: { venueId?: unknown; venue?: { id?: unknown } }) => (p && typeof p === "object" && p.venueId === undefined && p.venue ? { ...p, venueId: p.venue.id } : p));
  }
  return play;
}
const restList = (plays: Play[]) => plays.map(rest);

/** The specification's public play reads under /api/plays. */
export function playRoutes(service: PlayService, editing: PlayEditingService): Router {
  const router = Router();

  router.get("/plays", async (req, res) => {
    const { items } = await service.list(pageOf(req), PLAYS_PER_PAGE_MAX, restContext(res).user);
    res.json(toRestShape(items.map((p: Play) => ({ id: p.id, slug: p.slug, title: p.title, status: p.status, dates: { startdate: datesOf(p).startdate } }))));
  });
  router.get("/plays/featured", async (_req, res) => {
    res.json(rest(await service.featured()));
  });
  router.get("/plays/upcomingonhomepage", async (_req, res) => {
    res.json(restList(await service.homepage()));
  });
  router.get("/plays/opentoauditions", async (_req, res) => {
    res.json(restList(await service.openToAuditions()));
  });
  router.get("/plays/whatson", async (req, res) => {
    const { currentPlays, upcomingPlays } = await service.whatsOn({ access: req.query.access, venue: req.query.venue });
    res.json({ currentPlays: restList(currentPlays), upcomingPlays: restList(upcomingPlays) });
  });
  router.get("/plays/previousproductions", async (req, res) => {
    const page = await service.previousProductions(pageOf(req));
    res.json({ plays: restList(page.items), ...restPaging(page, "/plays/previousproductions") });
  });
  router.get("/plays/:slug", async (req, res) => {
    res.json(rest(await service.bySlug(req.params.slug, restContext(res).user)));
  });
  router.post("/plays", async (_req, res) => {
    res.status(201).json(rest(await editing.create(restContext(res).user)));
  });
  router.put("/plays/:id", async (req, res) => {
    res.json(rest(await editing.update(restContext(res).user, req.params.id, fromRestPlay(req.body))));
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
