import { Router, type Response } from "express";
import { notFound } from "../../core/errors";
import { plainErrorHandler } from "../../core/http/plain-error";
import { restContext, toRestShape } from "../../core/http/rest";
import type { LinkState } from "./newsletter-links";
import type { IssueProgress, NewsletterService } from "./newsletter.service";

const progressShape = ({ issue, ...counts }: IssueProgress) => toRestShape({ ...issue, ...counts });

/**
 * The newsletter under /api/newsletter: sign up (anyone), subscriber counts, issues and Send to
 * subscribers (editors), the confirmed list as CSV and removal on request (admins).
 */
export function newsletterRoutes(service: NewsletterService): Router {
  const router = Router();
  router.post("/newsletter/subscribers", async (req, res) => {
    res.status(202).json({ message: await service.subscribe(req.body, restContext(res).clientAddress) });
  });
  router.get("/newsletter", async (_req, res) => {
    const { user } = restContext(res);
    res.json({ ...(await service.counts(user)), issues: (await service.issues(user)).map(progressShape) });
  });
  router.post("/newsletter/issues", async (_req, res) => {
    res.status(201).json(progressShape(await service.send(restContext(res).user)));
  });
  router.get("/newsletter/subscribers.csv", async (_req, res) => {
    const csv = await service.csv(restContext(res).user);
    res.set({ "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="newsletter-subscribers.csv"', "Cache-Control": "no-store" }).send(csv);
  });
  router.delete("/newsletter/subscribers/:email", async (req, res) => {
    if (!(await service.removeSubscriber(restContext(res).user, req.params.email))) throw notFound(`Subscriber "${req.params.email}"`);
    res.status(204).end();
  });
  return router;
}

/** Where a browser goes after following a link, by what became of it. */
const AFTER: Record<"confirm" | "unsubscribe", Record<LinkState, string>> = {
  confirm: { ok: "/newsletter/confirmed", used: "/newsletter/link-used", expired: "/newsletter/link-expired", unknown: "/newsletter/link-not-valid" },
  unsubscribe: { ok: "/newsletter/unsubscribed", used: "/newsletter/link-not-valid", expired: "/newsletter/link-expired", unknown: "/newsletter/link-not-valid" },
};

/** A browser's form (it takes HTML) is sent on to a page; a mail program's one-click POST gets a short answer. */
function answer(res: Response, wantsPage: boolean, purpose: "confirm" | "unsubscribe", state: LinkState) {
  res.set("Cache-Control", "no-store");
  if (wantsPage) return res.redirect(303, AFTER[purpose][state]);
  res.status(state === "ok" ? 200 : state === "unknown" ? 404 : 410).type("text/plain").send(state === "ok" ? (purpose === "confirm" ? "Subscribed" : "Unsubscribed") : "This link is not valid any more");
}

/**
 * The links in the emails. Opening one (GET) shows a page with a button; only the button's POST
 * (or a mail program's RFC 8058 one-click POST to the List-Unsubscribe address) acts, so a mail
 * scanner that opens every link changes nothing.
 */
export function newsletterLinkRoutes(service: NewsletterService): Router {
  const router = Router();
  const wantsPage = (accept: string | undefined) => /text\/html/i.test(accept ?? "");
  router.post("/newsletter/confirm/:token", async (req, res) => {
    answer(res, wantsPage(req.headers.accept), "confirm", await service.confirm(req.params.token));
  });
  router.post("/newsletter/unsubscribe/:token", async (req, res) => {
    answer(res, wantsPage(req.headers.accept), "unsubscribe", await service.unsubscribe(req.params.token));
  });
  router.use(plainErrorHandler);
  return router;
}
