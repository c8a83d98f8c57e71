import { Router } from "express";
import fs from "node:fs";
import path from "node:path";
import multer from "multer";
import type { ContextFactory } from "../../core/context";
import { AppError, badInput } from "../../core/errors";
import { rejectLargeBodies } from "../../core/http/body-limit";
import { contextMiddleware, restContext, restErrorHandler } from "../../core/http/rest";
import type { Logger } from "../../core/logger";
import type { BackupRunsService } from "./backup-runs.service";
import type { SiteRestoreService } from "./site-restore.service";

/** Where the Backups screen's restore posts its archive (app/http-app.ts lets it past the site-wide body limit). */
export const RESTORE_PATH = "/api/backups/restore";

/**
 * Archives both ways, for admins only: `GET /api/backups/{file}` streams one from BACKUP_DIR, and
 * `POST /api/backups/restore` (multipart: `archive`, optional `passphrase`) restores one into this
 * site. Both need fresh proof (else 403 FRESH_PROOF_REQUIRED): an archive holds every account, and a
 * restore replaces them. The caller's role and proof are checked before a byte of an upload is
 * read; the upload goes to a file in BACKUP_DIR (never memory) and is refused past BACKUP_UPLOAD_MAX_MB.
 */
export function backupRoutes(backups: BackupRunsService, restores: SiteRestoreService, createContext: ContextFactory, logger: Logger): Router {
  const { dir, uploadMaxBytes } = backups.settings;
  const router = Router();
  router.use(contextMiddleware(createContext));

  const uploads = path.join(dir, ".uploads");
  const upload = multer({ dest: uploads, limits: { fileSize: uploadMaxBytes, files: 1, fields: 5 } }).single("archive");
  const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", `The archive is too large: at most ${Math.floor(uploadMaxBytes / 1024 / 1024)} MB (BACKUP_UPLOAD_MAX_MB)`);
  router.post("/restore", async (_req, res, next) => {
    await restores.mayRestore(restContext(res).user);
    next();
  }, rejectLargeBodies(uploadMaxBytes + 64 * 1024), (req, res, next) => {
    fs.mkdirSync(uploads, { recursive: true });
    upload(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) return next(error.code === "LIMIT_FILE_SIZE" ? tooLarge() : badInput("archive", `send the archive as the multipart field archive (${error.message})`));
      next(error);
    });
  }, async (req, res) => {
    if (!req.file) throw badInput("archive", "send the archive as the multipart field archive");
    try {
      const body = req.body as { passphrase?: unknown };
      const summary = await restores.restore(restContext(res).user, req.file.path, typeof body.passphrase === "string" ? body.passphrase : undefined);
      res.json({
        restored: summary.manifest.createdAt,
        version: summary.manifest.version,
        rows: Object.values(summary.rows).reduce((sum, rows) => sum + rows, 0),
        files: summary.files,
        migrationsRun: summary.migrationsRun,
        backupBefore: summary.safetyBackup ? path.basename(summary.safetyBackup.file) : null,
      });
    } finally {
      await fs.promises.rm(req.file.path, { force: true });
    }
  });

  router.get("/:name", async (req, res) => {
    const file = await backups.archiveFile(restContext(res).user, String(req.params.name));
    // An archive holds every account and order: never kept by a cache on the way.
    res.set("Cache-Control", "no-store");
    await new Promise<void>((resolve, reject) => res.download(file, path.basename(file), { dotfiles: "deny" }, (error) => (error && !res.headersSent ? reject(error) : resolve())));
  });

  router.use(restErrorHandler(logger));
  return router;
}
