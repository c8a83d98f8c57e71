import { Router } from "express";
import { restContext } from "../../core/http/rest";
import type { ProgrammeService, QrFormat } from "./programme.service";

const TYPES: Record<QrFormat, string> = { svg: "image/svg+xml", png: "image/png" };

/**
 * `/api/plays/{id}/programme-qr.svg` and `.png`: the QR code of the play's programme, as a file to
 * download (editors only, as the editor's Programme section fetches it with its token).
 */
export function programmeRoutes(service: ProgrammeService): Router {
  const router = Router();
  router.get(/^\/plays\/([^/]+)\/programme-qr\.(svg|png)$/, async (req, res) => {
    const { 0: id, 1: format } = req.params as unknown as Record<0 | 1, string>;
    const { slug, body } = await service.qrCode(restContext(res).user, id, format as QrFormat);
    res.set({ "Cache-Control": "no-store", "Content-Disposition": `attachment; filename="${slug}-programme-qr.${format}"` }).type(TYPES[format as QrFormat]).send(body);
  });
  return router;
}
