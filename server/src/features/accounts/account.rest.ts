import { Router } from "express";
import { restContext } from "../../core/http/rest";
import type { AccountService } from "./account.service";

/** `POST /api/register`, `POST /api/login`, `POST /api/login/second-step` and `GET /api/profile`. */
export function accountRoutes(service: AccountService): Router {
  const router = Router();
  router.post("/register", async (req, res) => {
    const { clientAddress, userAgent } = restContext(res);
    const { token } = await service.register(req.body, clientAddress, userAgent);
    res.status(201).json({ token });
  });
  router.post("/login", async (req, res) => {
    const { clientAddress, userAgent } = restContext(res);
    const result = await service.login(req.body, clientAddress, userAgent);
    // Callers of accounts without two-step sign-in get the answer they always had.
    res.json(result.needsSecondStep ? { needsSecondStep: true, ticket: result.ticket } : { token: result.token });
  });
  router.post("/login/second-step", async (req, res) => {
    const { clientAddress, userAgent } = restContext(res);
    const { token } = await service.loginSecondStep(req.body, clientAddress, userAgent);
    res.json({ token });
  });
  router.get("/profile", async (_req, res) => {
    const user = await service.profile(restContext(res).user);
    res.json({ name: user.name, email: user.email, role: user.role });
  });
  return router;
}
