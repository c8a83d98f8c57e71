import { Router } from "express";
import { restContext } from "../../core/http/rest";
import type { MessageService } from "./message.service";

/** `POST /api/sendemail/`: the audition, director-submission and contact forms. */
export function messageRoutes(service: MessageService): Router {
  const router = Router();
  router.post("/sendemail", async (req, res) => {
    res.status(201).json(await service.receive(req.body, restContext(res).clientAddress));
  });
  return router;
}
