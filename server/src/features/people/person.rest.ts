import { Router } from "express";
import { notFound } from "../../core/errors";
import { toRestShape } from "../../core/http/rest";
import type { PersonService } from "./person.service";

/** A person's public page under /api/people/{slug}: their details and credits (each play as slug, title and year). */
export function personRoutes(service: PersonService): Router {
  const router = Router();
  router.get("/people/:slug", async (req, res) => {
    const person = await service.bySlug(req.params.slug);
    if (!person) throw notFound(`Person "${req.params.slug}"`);
    const credits = await service.credits(person.id, { wholePlays: false });
    res.json(toRestShape({
      id: person.id, slug: person.slug, name: person.name, bio: person.bio, programmeBio: person.programmeBio, photo: person.photo,
      credits: credits.map(({ kind, role, year, play }) => ({ kind, role, year, playslug: play.slug, playtitle: play.title })),
    }));
  });
  return router;
}
