import type { RequestHandler } from "express";
import type { DataSource } from "typeorm";

/** 200 while the database answers within two seconds, 503 otherwise. */
export function healthCheck(db: DataSource): RequestHandler {
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.query("SELECT 1"),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("database check timed out")), 2000))),
      ]);
      res.json({ status: "ok", database: "up" });
    } catch {
      res.status(503).json({ status: "unavailable", database: "down" });
    } finally {
      clearTimeout(timer);
    }
  };
}
