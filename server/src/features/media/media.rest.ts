import { Router, type RequestHandler } from "express";
import multer from "multer";
import { EDITORS, requireRole } from "../../core/auth";
import { badInput } from "../../core/errors";
import { restContext } from "../../core/http/rest";
import { imageTooLarge, MAX_UPLOAD_BYTES } from "./image-processing";
import type { MediaService } from "./media.service";

/** Checks the caller may upload before a byte of the file is read. */
export const editorsOnly: RequestHandler = (_req, res, next) => {
  requireRole(restContext(res).user, EDITORS);
  next();
};

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });

/** One file in the field `myfile`; multer's own errors become ours (413 for a file too large). */
export const oneFile: RequestHandler = (req, res, next) => {
  upload.single("myfile")(req, res, (error: unknown) => {
    if (error instanceof multer.MulterError) {
      next(error.code === "LIMIT_FILE_SIZE" ? imageTooLarge() : badInput("myfile", `the upload is not one file in the field myfile (${error.message})`));
      return;
    }
    next(error);
  });
};

/** The specification's upload and delete calls for play and blog images. */
export function mediaRoutes(service: MediaService): Router {
  const router = Router();
  router.post("/:owner/:id/uploadimage", editorsOnly, oneFile, async (req, res) => {
    if (!req.file) throw badInput("myfile", "attach the image as the multipart field myfile");
    const stored = await service.uploadNamed(restContext(res).user, String(req.params.owner), String(req.params.id), req.file, req.query.index);
    res.status(201).json(stored);
  });
  router.delete("/:owner/:id/image", async (req, res) => {
    await service.removeByPath(restContext(res).user, String(req.params.owner), String(req.params.id), req.get("imagepath"));
    res.json({ message: "Image deleted" });
  });
  return router;
}
