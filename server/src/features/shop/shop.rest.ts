import { Router } from "express";
import { restContext, restPaging, toRestShape } from "../../core/http/rest";
import { wholeNumber } from "../../core/pagination";
import type { ShopService } from "./shop.service";

/** `{ stock: 5 }` or `{ stock: { cambridge: 3 } }` as store-by-store quantities. */
function stockBody(body: unknown): unknown {
  const stock = (body as { stock?: unknown } | null)?.stock;
  if (typeof stock === "number" || typeof stock === "string") return { stock: [{ store: "total", quantity: stock }] };
  if (stock && typeof stock === "object" && !Array.isArray(stock)) return { stock: Object.entries(stock).map(([store, quantity]) => ({ store, quantity })) };
  return body;
}

/** The shop's REST calls: products by country, watches and max prices, and stock. */
export function shopRoutes(service: ShopService): Router {
  const router = Router();
  router.put("/user/watchToggle", async (req, res) => {
    res.json(await service.watchToggle(restContext(res).user, req.body));
  });
  router.put("/user/maxPrice", async (req, res) => {
    res.json(await service.setMaxPrice(restContext(res).user, req.body));
  });
  router.put("/products/:id/stock", async (req, res) => {
    res.json(await service.setStock(restContext(res).user, req.params.id, stockBody(req.body)));
  });
  router.get("/:country/products", async (req, res) => {
    const country = req.params.country;
    const page = await service.list(country, wholeNumber(req.query.page, "page", { min: 1, max: 100_000, fallback: 1 }), restContext(res).user);
    res.json({ products: toRestShape(page.items), ...restPaging(page, `/${encodeURIComponent(country)}/products`) });
  });
  return router;
}
