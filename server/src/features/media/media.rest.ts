import { Router } from "express";
import { badInput } from "../../core/errors";
import { editorsOnly, oneFile } from "../../core/http/image-upload";
import { restContext } from "../../core/http/rest";
import type { MediaService } from "./media.service";

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
