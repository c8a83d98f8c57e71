import { Router } from "express";
import { toRestShape } from "../../core/http/rest";
import { notFound } from "../../core/errors";
import type { VenueService } from "./venue.service";

/** Venues under /api/venues, in the facade's `_id` shape, each with its seat plan (`seatPlan`, null when none). */
export function venueRoutes(service: VenueService): Router {
  const router = Router();
  router.get("/venues", async (req, res) => {
    const venues = await service.list();
    // Each plan in the answer counts, as in GraphQL.
    await service.countSeatPlanReads(req.ip, venues.filter((v) => v.seatPlan).length);
    res.json(toRestShape(venues));
  });
  router.get("/venues/:slug", async (req, res) => {
    const venue = await service.bySlug(req.params.slug);
    if (!venue) throw notFound(`Venue "${req.params.slug}"`);
    await service.seatPlanOf(venue, req.ip);
    res.json(toRestShape(venue));
  });
  return router;
}
