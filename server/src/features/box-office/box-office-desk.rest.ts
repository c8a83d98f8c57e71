import { Router } from "express";
import { restContext } from "../../core/http/rest";
import type { BoxOfficeDeskService } from "./box-office-desk.service";

/** The box office desk's REST call: a performance's orders as CSV (editors). */
export function boxOfficeDeskRoutes(desk: BoxOfficeDeskService): Router {
  const router = Router();
  router.get("/box-office/:performanceId/orders.csv", async (req, res) => {
    const { filename, csv } = await desk.csv(restContext(res).user, req.params.performanceId);
    // Buyers' names and emails: never kept by a cache on the way.
    res.set({ "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "-")}"`, "Cache-Control": "no-store" }).send(csv);
  });
  return router;
}
