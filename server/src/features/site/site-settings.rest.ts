import { Router } from "express";
import { restContext } from "../../core/http/rest";
import type { SiteSettingsService } from "./site-settings.service";

/**
 * `/api/settings`: GET answers what visitors see (name, contact email, address, charity number,
 * the social links set); PUT saves the whole settings (admins, with fresh proof: else 403 FRESH_PROOF_REQUIRED) and
 * answers the same public shape.
 */
export function siteSettingsRoutes(service: SiteSettingsService): Router {
  const router = Router();
  router.get("/settings", async (_req, res) => {
    res.json(await service.current());
  });
  router.put("/settings", async (req, res) => {
    await service.update(restContext(res).user, req.body);
    res.json(await service.current());
  });
  return router;
}
