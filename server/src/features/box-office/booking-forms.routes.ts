import express, { Router, type Request, type Response } from "express";
import type { DataSource } from "typeorm";
import { countField, type BookingFormState, type BuyerValues } from "@theatre/common/booking-forms";
import { AppError, HTTP_STATUS } from "../../core/errors";
import { plainErrorHandler } from "../../core/http/plain-error";
import type { HoldService } from "./holds.service";
import type { OrderService } from "./orders.service";
import { soldPerformance } from "./sold-performance";

/** The cookie that keeps a hold's token while the buyer gives their details (never in an address). */
const HOLD_COOKIE = "hold";

/** Each performance's booking page has its own hold cookie: a buyer may book two in two tabs. */
const cookiePath = (performanceId: string) => `/book/${performanceId}`;

/** A hold as its cookie keeps it: which performance, the hold, its secret, and the counts chosen. */
export interface HeldTickets {
  performanceId: string;
  id: string;
  token: string;
  counts: number[];
}

/**
 * Answers a request with its page (the site's page sender: site.routes.ts), here with the state of
 * a plain form: the step to show and what went wrong, and the status.
 */
export type FormPageSender = (req: Request, res: Response, posted: { status: number; state: BookingFormState | undefined }) => Promise<void>;

/** A performance as an iCalendar file, by its play's slug and its id; null when there is no such one now. */
export type PerformanceCalendar = (playSlug: string, performanceId: string) => Promise<string | null>;

/**
 * Whether a posted form came from this site's own page: browsers say where a request comes from
 * (Sec-Fetch-Site, else Origin); a request that says neither (an older browser, a script) is let
 * through, as it carries no visitor's cookies or address but its own.
 */
export function fromThisSite(req: Request, publicUrl: string): boolean {
  const site = req.get("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  const origin = req.get("origin");
  if (!origin || origin === "null") return !origin;
  try {
    const host = new URL(origin).host;
    return host === req.get("host") || (publicUrl !== "" && host === new URL(publicUrl).host);
  } catch {
    return false;
  }
}

/** The buyer's details and the counts are a few short fields: anything larger is not this form's. */
export const formBody = express.urlencoded({ extended: false, limit: "8kb", parameterLimit: 50 });

export const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * The box office's pages as plain forms, for browsers without JavaScript (the hydrated pages use
 * GraphQL instead): Hold, the buyer's details and Confirm (or Choose other tickets, which releases
 * the hold) on `/book/{performanceId}`, and Cancel my booking on `/tickets/{token}`, each posted to
 * its own page's address and answered with a 303 to the next page, or with the page again showing
 * what went wrong.
 *
 * The hold's token goes in an HttpOnly cookie scoped to the performance's /book page, and only the hold's id in the
 * address (`?hold=`). The page after Hold is rendered from this route, which reads the cookie and
 * the hold (the time left) and hands the page its step as posted-form state: the server render
 * itself runs as an anonymous visitor and never sees the cookie, and the token reaches no HTML.
 */
export function bookingFormRoutes(db: DataSource, holds: HoldService, orders: OrderService, pages: FormPageSender, calendarOf: PerformanceCalendar, publicUrl = ""): Router {
  const router = Router();
  // Behind a proxy that ends TLS the request itself may look plain: the site's address says https.
  const secureSite = publicUrl.startsWith("https:");

  // Another site's page may not post these forms for its visitor (holding tickets on their address).
  router.post(["/book/:performanceId", "/tickets/:token"], (req, res, next) => {
    if (fromThisSite(req, publicUrl)) return next();
    res.status(403).type("text/plain").send("This form can only be sent from this site's own pages.");
  });

  // One buyer's pages: never kept, never indexed, and no Referer carries a tickets link elsewhere.
  router.use(["/book", "/tickets"], (_req, res, next) => {
    res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" });
    next();
  });

  // The details step, after Hold: only the browser that holds the hold's cookie sees the form.
  router.get("/book/:performanceId", async (req, res, next) => {
    const holdId = req.query.hold;
    if (typeof holdId !== "string") return next();
    await pages(req, res, { status: 200, state: await detailsStep(req, holdId) });
  });

  router.post("/book/:performanceId", formBody, async (req, res) => {
    const performance = await soldPerformance(db.manager, req.params.performanceId);
    // Not sold here: the not-found page.
    if (!performance) return pages(req, res, { status: 404, state: undefined });
    const body = (req.body ?? {}) as Record<string, unknown>;
    const counts = performance.sales.ticketTypes.map((_, i) => Number(text(body[countField(i)]) || "0"));
    const holdId = req.query.hold;
    // Choose other tickets: the hold's tickets go back at once, and the counts form again.
    if (typeof holdId === "string" && body.release === "yes") {
      const held = heldBy(req, holdId);
      if (held) await holds.release(held.id, held.token);
      res.clearCookie(HOLD_COOKIE, { path: cookiePath(performance.id) });
      res.redirect(303, `/book/${performance.id}`);
      return;
    }
    if (typeof holdId === "string") {
      await placeOrder(req, res, holdId, performance.sales.ticketTypes.map((t) => t.name), body);
      return;
    }
    if (performance.sales.reserved) {
      await holdSeats(req, res, performance.id, performance.sales.ticketTypes.length, body);
      return;
    }
    const choose = (status: number, message: string, errors?: Record<string, string>) => pages(req, res, { status, state: { step: "choose", counts: counts.map((c) => (Number.isFinite(c) ? c : 0)), message, errors } });
    const badCount = counts.findIndex((c) => !Number.isInteger(c) || c < 0 || c > performance.sales.maxPerOrder);
    if (badCount >= 0) return choose(400, "Please check the numbers of tickets.", { [countField(badCount)]: `Choose 0 to ${performance.sales.maxPerOrder}` });
    const quantity = counts.reduce((sum, c) => sum + c, 0);
    if (quantity === 0) return choose(400, "Choose at least one ticket.");
    if (quantity > performance.sales.maxPerOrder) return choose(400, `One booking can have at most ${performance.sales.maxPerOrder} tickets.`);
    try {
      const hold = await holds.hold(performance.id, { quantity }, req.ip);
      keepHeld(req, res, { performanceId: performance.id, id: hold.id, token: hold.token, counts }, hold.expiresAt, secureSite);
      res.redirect(303, `/book/${performance.id}?hold=${hold.id}`);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === "RATE_LIMITED" && error.retryAfterSeconds !== undefined) res.set("Retry-After", String(error.retryAfterSeconds));
      await choose(HTTP_STATUS[error.code], error.message);
    }
  });

  /**
   * Reserved seating: Hold these seats (the seat list's `seatIds` checkboxes, and "No companion
   * seat needed"); every seat is the first ticket type (choosing types needs the running page).
   */
  async function holdSeats(req: Request, res: Response, performanceId: string, typeCount: number, body: Record<string, unknown>): Promise<void> {
    const raw = body.seatIds;
    const seatIds = (Array.isArray(raw) ? raw : [raw]).filter((id): id is string => typeof id === "string" && id !== "");
    const choose = (status: number, message: string) => pages(req, res, { status, state: { step: "choose", counts: [], message } });
    if (seatIds.length === 0) return choose(400, "Choose at least one seat.");
    try {
      const hold = await holds.hold(performanceId, { seatIds, withoutCompanion: body.withoutCompanion === "yes" }, req.ip);
      const counts = Array.from({ length: typeCount }, (_, i) => (i === 0 ? hold.quantity : 0));
      const held: HeldTickets = { performanceId, id: hold.id, token: hold.token, counts };
      res.cookie(HOLD_COOKIE, encodeHeld(held), { path: cookiePath(performanceId), httpOnly: true, sameSite: "lax", secure: req.secure || secureSite, expires: hold.expiresAt });
      res.redirect(303, `/book/${performanceId}?hold=${hold.id}`);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === "RATE_LIMITED" && error.retryAfterSeconds !== undefined) res.set("Retry-After", String(error.retryAfterSeconds));
      await choose(HTTP_STATUS[error.code], error.fields?.[0]?.message ?? error.message);
    }
  }

  /** The details step for the hold named in the address, if it is this browser's and still live. */
  async function detailsStep(req: Request, holdId: string, more: Partial<Extract<BookingFormState, { step: "details" }>> = {}): Promise<BookingFormState> {
    const held = heldBy(req, holdId);
    const hold = held ? await holds.find(held.id, held.token) : null;
    if (!held || !hold) return { step: "ended" };
    // Counts that do not add up to the hold were never chosen (a waitlist's offer): the form asks for them.
    const chooseTypes = held.counts.reduce((sum, c) => sum + c, 0) !== hold.quantity;
    const restricted = (await holds.seatsOf(hold.id)).map((seat) => seat.restricted);
    return { step: "details", hold: { id: hold.id, expiresAt: hold.expiresAt.toISOString(), quantity: hold.quantity, restricted }, counts: held.counts, ...(chooseTypes && { chooseTypes }), ...more };
  }

  /** Confirm: the order on the hold, then the tickets page (or Stripe's checkout). */
  async function placeOrder(req: Request, res: Response, holdId: string, typeNames: string[], body: Record<string, unknown>): Promise<void> {
    const held = heldBy(req, holdId);
    const values: BuyerValues = { name: text(body.name), email: text(body.email), accessNote: text(body.accessNote), newsletter: body.newsletter === "yes" };
    if (!held) {
      await pages(req, res, { status: HTTP_STATUS.HOLD_EXPIRED, state: { step: "ended" } });
      return;
    }
    // The counts come with the details when the form asked for them (chooseTypes), else from the cookie.
    const posted = typeNames.map((_, i) => body[countField(i)]);
    const counts = posted.some((v) => v !== undefined) ? posted.map((v) => Number(text(v) || "0")) : held.counts;
    const tickets = typeNames.map((ticketType, i) => ({ ticketType, count: counts[i] ?? 0 })).filter((t) => t.count > 0);
    try {
      const order = await orders.place(held.id, held.token, values, tickets, req.ip);
      res.clearCookie(HOLD_COOKIE, { path: cookiePath(held.performanceId) });
      res.redirect(303, order.checkoutUrl ?? new URL(order.ticketsUrl!).pathname);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === "HOLD_EXPIRED") res.clearCookie(HOLD_COOKIE, { path: cookiePath(held.performanceId) });
      // The form names the buyer's fields plainly (name, email, accessNote).
      const errors = Object.fromEntries((error.fields ?? []).map((f) => [f.path.replace(/^buyer\./, ""), f.message]));
      const state = await detailsStep(req, holdId, { counts: counts.map((c) => (Number.isFinite(c) ? c : 0)), values, errors, message: error.fields ? undefined : error.message });
      await pages(req, res, { status: HTTP_STATUS[error.code], state });
    }
  }

  router.get("/tickets/:token/calendar.ics", async (req, res) => {
    const booking = await orders.booking(req.params.token);
    const calendar = booking ? await calendarOf(booking.playSlug, booking.performanceId) : null;
    if (!calendar) {
      res.status(404).type("text/plain").send("No such booking");
      return;
    }
    res.set("Content-Disposition", `attachment; filename="${booking!.playSlug}.ics"`).type("text/calendar").send(calendar);
  });

  // Cancel my booking: asked, then confirmed (`cancel=confirm`), then the page says it is cancelled.
  router.post("/tickets/:token", formBody, async (req, res) => {
    const cancel = text((req.body as Record<string, unknown> | undefined)?.cancel);
    if (cancel !== "confirm") return pages(req, res, { status: 200, state: { step: "confirm-cancel" } });
    try {
      await orders.cancelBooking(req.params.token);
      res.redirect(303, `/tickets/${encodeURIComponent(req.params.token)}`);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await pages(req, res, { status: HTTP_STATUS[error.code], state: { step: "cancel-failed", message: error.message } });
    }
  });

  router.use(plainErrorHandler);
  return router;
}

/** Keeps a hold in this browser until it ends: its cookie, scoped to the performance's booking page (HttpOnly: no script reads its token). */
export function keepHeld(req: Request, res: Response, held: HeldTickets, expiresAt: Date, secureSite: boolean): void {
  res.cookie(HOLD_COOKIE, encodeHeld(held), { path: cookiePath(held.performanceId), httpOnly: true, sameSite: "lax", secure: req.secure || secureSite, expires: expiresAt });
}

/** The hold this browser keeps for `holdId`, from its cookie; undefined when it keeps another or none. */
function heldBy(req: Request, holdId: string): HeldTickets | undefined {
  const raw = cookieValue(req.headers.cookie, HOLD_COOKIE);
  const held = raw === undefined ? undefined : decodeHeld(raw);
  return held && held.id === holdId.toLowerCase() && held.performanceId === String(req.params.performanceId).toLowerCase() ? held : undefined;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** `performance.hold.token.counts`: ids are UUIDs and tokens base64url, so none holds a dot. */
function encodeHeld(held: HeldTickets): string {
  return [held.performanceId, held.id, held.token, held.counts.join("-")].join(".");
}

function decodeHeld(value: string): HeldTickets | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  const [performanceId, id, token, counts] = decoded.split(".");
  if (!performanceId || !id || !token || counts === undefined) return undefined;
  return { performanceId, id, token, counts: counts.split("-").map(Number) };
}
