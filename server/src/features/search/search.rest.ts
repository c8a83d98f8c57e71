import { Router } from "express";
import { restContext } from "../../core/http/rest";
import type { SearchService } from "./search.service";
import { PlayHit, BlogHit, type Hit } from "./search.types";

/** A hit as the REST facade answers it: what a results list shows, and where it links. */
function restHit(hit: Hit) {
  if (hit instanceof PlayHit) return { type: "play", slug: hit.play.slug, title: hit.play.title, path: `/${hit.play.slug}`, extract: hit.extract };
  if (hit instanceof BlogHit) return { type: "blog", slug: hit.blog.slug, title: hit.blog.title, path: `/blogs/${hit.blog.slug}`, extract: hit.extract };
  return { type: "person", slug: hit.person.slug, title: hit.person.name, path: `/people/${hit.person.slug}`, extract: hit.extract };
}

/** GET /api/search?q=&page=: the `search` query's results (errors name `q` and `page`). */
export function searchRoutes(service: SearchService): Router {
  const router = Router();
  router.get("/search", async (req, res) => {
    const { query, page, pages, total, perPage, approximate, items } = await service.search(req.query.q, req.query.page, restContext(res).clientAddress, { query: "q", page: "page" });
    res.json({ query, page, pages, total, perPage, approximate, items: items.map(restHit) });
  });
  return router;
}
