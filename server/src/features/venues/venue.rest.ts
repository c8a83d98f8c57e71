import { Router } from "express";
import { toRestShape } from "../../core/http/rest";
import { notFound } from "../../core/errors";
import type { VenueService } from "./venue.service";

/** Venues under /api/venues, in the facade's `_id` shape, each with its seat plan (`seatPlan`, null when none). */
export function venueRoutes(service: VenueService): Router {
  const router = Router();
  router.get("/venues", async (_req, res) => {
    res.json(toRestShape(await service.list()));
  });
  router.get("/venues/:slug", async (req, res) => {
    const venue = await service.bySlug(req.params.slug);
    if (!venue) throw notFound(`Venue "${req.params.slug}"`);
    res.json(toRestShape(venue));
  });
  return router;
}
