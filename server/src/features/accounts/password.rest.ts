import { Router } from "express";
import { restContext } from "../../core/http/rest";
import type { AccountService } from "./account.service";
import type { PasswordResetService } from "./password-reset.service";

/**
 * `POST /api/password-reset` (a link by email), `POST /api/password-reset/{token}` (a new password
 * through it), `PUT /api/profile/password` (signed in) and `POST /api/users/{id}/password-reset` (admins).
 */
export function passwordRoutes(accounts: AccountService, resets: PasswordResetService): Router {
  const router = Router();
  router.post("/password-reset", async (req, res) => {
    res.status(202).json({ message: await resets.request(req.body, restContext(res).clientAddress) });
  });
  router.post("/password-reset/:token", async (req, res) => {
    res.json({ message: await resets.reset({ ...(req.body as object), token: req.params.token }) });
  });
  router.put("/profile/password", async (req, res) => {
    const { user, clientAddress, userAgent } = restContext(res);
    const { token } = await accounts.changePassword(user, req.body, clientAddress, userAgent);
    res.json({ token });
  });
  router.post("/users/:id/password-reset", async (req, res) => {
    await resets.sendLink(restContext(res).user, req.params.id);
    res.status(202).json({ message: "The link is on its way" });
  });
  return router;
}
