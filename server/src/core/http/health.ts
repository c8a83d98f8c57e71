import type { RequestHandler } from "express";
import type { DataSource } from "typeorm";
import { checkDatabase } from "../db/database-watch";
import type { DatabaseStatus } from "../db/database-status";

/** 200 while the database answers within two seconds, 503 otherwise; `status` learns the answer too. */
export function healthCheck(db: DataSource, status?: DatabaseStatus): RequestHandler {
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if ((await checkDatabase(db, status)).ok) res.json({ status: "ok", database: "up" });
    else res.status(503).json({ status: "unavailable", database: "down" });
  };
}
