import { Router, type Request } from "express";
import { isEditor } from "../../core/auth";
import { fromRestShape, restContext, restPaging, toRestShape } from "../../core/http/rest";
import type { PlayEditingService } from "./play-editing.service";
import { wholeNumber } from "../../core/pagination";
import { datesOf, performancesOf, venuesOf } from "./performance.service";
import type { Play } from "./play.entity";
import { venueWithoutSeatPlan } from "../venues/venue.entity";
import { PLAYS_PER_PAGE_MAX, type PlayService } from "./play.service";

const pageOf = (req: Request) => wholeNumber(req.query.page, "page", { min: 1, max: 100_000, fallback: 1 });

/**
 * A play in the specification's shape: `dates` and `venues` as they always were (derived from the
 * performances and venue records, as GraphQL derives them), and its performances with their venues.
 */
function restPlay(play: Play | null, { editor = false } = {}) {
  if (!play) return null;
  const { venueIds: _venueIds, venueRecords: _venueRecords, ticketsTaken: _ticketsTaken, videoRecords: _videoRecords, performances: _performances, startDate: _startDate, personSlugs: _personSlugs, ...columns } = play;
  return {
    ...columns,
    castlist: play.castlist && { ...play.castlist, members: play.castlist.members.map((m) => restMember(m, editor)) },
    productionteam: play.productionteam && { ...play.productionteam, members: play.productionteam.members.map((m) => restMember(m, editor)) },
    dates: datesOf(play),
    venues: venuesOf(play).map(venueWithoutSeatPlan),
    performances: performancesOf(play).map(({ id, startsAt, endsAt, status, access, accessNote, venue, bookingLink, note, postponedTo, sales, remaining }) => ({ id, startsAt, endsAt, status, access, accessNote, venue: venue && venueWithoutSeatPlan(venue), bookingLink, note, postponedTo, sales, remaining })),
  };
}

/**
 * A cast or team member: names stay strings; a linked person adds their page's slug. The record's
 * id only reaches editors (so that a play sent back keeps its links, hidden people's too).
 */
function restMember<M extends { personId?: string | null; personSlug?: string | null }>({ personId, personSlug, ...member }: M, editor: boolean) {
  return { ...member, ...(personSlug ? { personSlug } : {}), ...(editor && personId ? { personId } : {}) };
}

const rest = (play: Play | null, options?: { editor: boolean }) => toRestShape(restPlay(play, options));

/** A play as sent, read with `id`s; a performance sent back as read names its venue by the nested venue. */
function fromRestPlay(body: unknown): unknown {
  const play = fromRestShape(body) as { performances?: unknown };
  if (Array.isArray(play?.performances)) {
    play.performances = play.performances.map((p: { venueId?: unknown; venue?: { id?: unknown } }) => (p && typeof p === "object" && p.venueId === undefined && p.venue ? { ...p, venueId: p.venue.id } : p));
  }
  return play;
}
const restList = (plays: Play[]) => plays.map((play) => rest(play));

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
    const { user } = restContext(res);
    res.json(rest(await service.bySlug(req.params.slug, user), { editor: isEditor(user) }));
  });
  router.post("/plays", async (_req, res) => {
    res.status(201).json(rest(await editing.create(restContext(res).user), { editor: true }));
  });
  router.put("/plays/:id", async (req, res) => {
    res.json(rest(await editing.update(restContext(res).user, req.params.id, fromRestPlay(req.body)), { editor: true }));
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
