import { Router } from "express";
import { fromRestShape, restContext, restPaging, toRestShape } from "../../core/http/rest";
import type { BlogEditingService } from "./blog-editing.service";
import { wholeNumber } from "../../core/pagination";
import { BLOGS_PER_PAGE_MAX, type BlogService } from "./blog.service";

/** `GET /api/blogs` (the `itemsperpage` header limits it) and `GET /api/blogs/{slug}`. */
export function blogRoutes(service: BlogService, editing: BlogEditingService): Router {
  const router = Router();
  router.get("/blogs", async (req, res) => {
    const perPage = wholeNumber(req.get("itemsperpage"), "itemsperpage", { min: 1, max: BLOGS_PER_PAGE_MAX, fallback: BLOGS_PER_PAGE_MAX });
    const page = await service.list(wholeNumber(req.query.page, "page", { min: 1, max: 100_000, fallback: 1 }), perPage, restContext(res).user);
    res.vary("itemsperpage").json({ blogs: toRestShape(page.items), ...restPaging(page, "/blogs") });
  });
  router.get("/blogs/:slug", async (req, res) => {
    res.json(toRestShape(await service.bySlug(req.params.slug, restContext(res).user)));
  });
  router.post("/blogs", async (_req, res) => {
    res.status(201).json(toRestShape(await editing.create(restContext(res).user)));
  });
  router.put("/blogs/:id", async (req, res) => {
    res.json(toRestShape(await editing.update(restContext(res).user, req.params.id, fromRestShape(req.body))));
  });
  router.delete("/blogs/:id", async (req, res) => {
    const blog = await editing.remove(restContext(res).user, req.params.id);
    res.json({ message: "Deleted blog", _id: blog.id });
  });
  return router;
}
