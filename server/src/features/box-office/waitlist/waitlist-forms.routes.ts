import { Router, type Response } from "express";
import { AppError, HTTP_STATUS } from "../../../core/errors";
import { plainErrorHandler } from "../../../core/http/plain-error";
import { formBody, fromThisSite, keepHeld, text, type FormPageSender } from "../booking-forms.routes";
import type { WaitlistService } from "./waitlist.service";
import { WaitlistLink } from "./waitlist.types";

/** Where a browser goes after pressing a waitlist link's button, by what became of the link. */
const AFTER: Record<"confirm" | "leave", Record<WaitlistLink, string>> = {
  confirm: { ok: "/waitlist/confirmed", used: "/waitlist/link-used", expired: "/waitlist/link-expired", unknown: "/waitlist/link-not-valid" },
  leave: { ok: "/waitlist/left", used: "/waitlist/link-not-valid", expired: "/waitlist/link-not-valid", unknown: "/waitlist/link-not-valid" },
};

/** One person's answers: never kept, never indexed, and no Referer carries a link's token elsewhere. */
const personal = (res: Response) => res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" });

/**
 * The waitlist without JavaScript. Join the waitlist is a plain form on the booking page, posted to
 * the page's own address (`waitlist=join`) and answered with the page saying what happened (mount
 * these routes before the booking forms', which take every other post there). An offer's link
 * (`/book/offer/{token}`) keeps the offer's hold in this browser, as Hold does, and opens the
 * booking page with it. The confirm and leave links in the emails open pages with a button (so a
 * mail scanner that opens every link changes nothing); only the button's POST acts.
 */
export function waitlistFormRoutes(waitlist: WaitlistService, pages: FormPageSender, publicUrl = ""): Router {
  const router = Router();
  const secureSite = publicUrl.startsWith("https:");

  // Another site's join, and every other form, go on to the booking forms (which refuse the first).
  router.post("/book/:performanceId", formBody, async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.waitlist !== "join" || !fromThisSite(req, publicUrl)) return next();
    personal(res);
    const email = text(body.email).trim();
    const quantity = Number(text(body.quantity));
    try {
      const joined = await waitlist.join({ performanceId: req.params.performanceId, email, quantity }, req.ip);
      await pages(req, res, { status: 200, state: { step: "waitlist", email, quantity, joined } });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.retryAfterSeconds !== undefined) res.set("Retry-After", String(error.retryAfterSeconds));
      const errors = error.fields && Object.fromEntries(error.fields.map((f) => [f.path, f.message]));
      await pages(req, res, { status: HTTP_STATUS[error.code], state: { step: "waitlist", email, quantity: Number.isInteger(quantity) ? quantity : 1, errors, message: errors ? undefined : error.message } });
    }
  });

  router.get("/book/offer/:token", async (req, res) => {
    personal(res);
    const offer = await waitlist.openOffer(req.params.token, req.ip);
    if (!offer) return res.redirect(303, "/waitlist/offer-ended");
    keepHeld(req, res, { performanceId: offer.performanceId, id: offer.holdId, token: offer.token, counts: offer.counts }, offer.expiresAt, secureSite);
    res.redirect(303, `/book/${offer.performanceId}?hold=${offer.holdId}`);
  });

  router.post("/waitlist/confirm/:token", async (req, res) => {
    personal(res).redirect(303, AFTER.confirm[await waitlist.confirm(req.params.token, req.ip)]);
  });

  router.post("/waitlist/leave/:token", async (req, res) => {
    personal(res).redirect(303, AFTER.leave[await waitlist.leave(req.params.token, req.ip)]);
  });

  router.use(plainErrorHandler);
  return router;
}
