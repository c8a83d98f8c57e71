import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { soldPlay } from "./box-office.fixtures";

jest.setTimeout(120_000);

/**
 * The box office without JavaScript: Hold, the details and Confirm as plain forms on /book, the
 * hold's token in a cookie and never in an address, the tickets page's headers, its calendar file
 * and Cancel my booking, over real HTTP against the app (the client's page template only: what the
 * pages show is the browser tests' part).
 */
let database: TestDatabase;
let site: TestApp;
let now = new Date();
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));
  fs.writeFileSync(path.join(clientDist, "index.html"), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
  // The request log as the app writes it, kept here to be read.
  const logger = pino({ level: "info" }, { write: (line: string) => void logLines.push(line) });
  site = await startTestApp(database.db, { clientDist, readCache: true, logger, settings: { holdLimits: { perMinute: 1_000_000, livePerAddress: 0 }, clock: () => now } });
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

beforeEach(() => {
  now = new Date();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function post(address: string, fields: Record<string, string>, cookie?: string): Promise<Response> {
  return fetch(`${site.url}${address}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...(cookie ? { cookie } : {}) },
    body: form(fields),
  });
}

const get = (address: string, cookie?: string) => fetch(`${site.url}${address}`, { redirect: "manual", headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } });

/** Holds through the plain form: the redirect's address and the cookie to send back. */
async function holdByForm(performanceId: string, counts: Record<string, string>) {
  const answer = await post(`/book/${performanceId}`, counts);
  expect(answer.status).toBe(303);
  const setCookie = answer.headers.get("set-cookie")!;
  return { location: answer.headers.get("location")!, setCookie, cookie: setCookie.split(";")[0] };
}

const remaining = async (performanceId: string) => (await site.services.holds.availability(performanceId)).remaining;

test("a visitor holds, gives their details and confirms with plain forms: the token travels only in an HttpOnly cookie, and the order has the counts chosen", async () => {
  const { performanceId } = await soldPlay(database.db, "plain-forms", { capacity: 20 });
  const page = await get(`/book/${performanceId}`);
  expect(page.status).toBe(200);
  expect(page.headers.get("cache-control")).toBe("no-store");
  expect(page.headers.get("x-robots-tag")).toMatch(/noindex/);

  const { location, setCookie, cookie } = await holdByForm(performanceId, { "count-0": "1", "count-1": "1" });
  const holdId = /\?hold=([0-9a-f-]{36})$/.exec(location)?.[1];
  expect(location).toBe(`/book/${performanceId}?hold=${holdId}`);
  expect(setCookie).toMatch(/^hold=/);
  expect(setCookie).toContain(`Path=/book/${performanceId};`);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  // The site is https (PUBLIC_URL), though this request reached it plainly (TLS ended at a proxy): the cookie still says Secure.
  expect(setCookie).toMatch(/; Secure/);
  expect(await remaining(performanceId)).toBe(18);

  const details = await get(location, cookie);
  expect(details.status).toBe(200);
  expect(details.headers.get("cache-control")).toBe("no-store");

  // A mistake in the details: the form again (400), the hold kept.
  const wrong = await post(location, { name: "Viola Hathaway", email: "not-an-address", accessNote: "" }, cookie);
  expect(wrong.status).toBe(400);
  expect(await remaining(performanceId)).toBe(18);

  const placed = await post(location, { name: "Viola Hathaway", email: "viola@example.org", accessNote: "I use a wheelchair", newsletter: "yes" }, cookie);
  expect(placed.status).toBe(303);
  const tickets = placed.headers.get("location")!;
  expect(tickets).toMatch(/^\/tickets\/[A-Za-z0-9_-]{40,}$/);
  // The cookie goes with the hold.
  expect(placed.headers.get("set-cookie")).toMatch(/^hold=;.*Expires=Thu, 01 Jan 1970/);
  const booking = await site.services.orders.booking(tickets.split("/").pop()!);
  expect(booking).toMatchObject({ status: "reserved", buyerName: "Viola Hathaway", total: 2000, toPayAtDoor: 2000 });
  expect(booking!.tickets.map((t) => t.type)).toEqual(["Full", "Concession"]);
  expect(await remaining(performanceId)).toBe(18);
});

test("reserved seating without JavaScript: the seats ticked are held, the rest of the journey books them, and a seat gone is said", async () => {
  const { performanceId, venueId } = await soldPlay(database.db, "plain-seats", { capacity: 3, reserved: true });
  const seats = ["1", "2", "3"].map((number) => ({ number, kind: "standard", note: null, companionFor: null }));
  await database.db.query(`UPDATE venue SET seat_plan = $2 WHERE id = $1`, [venueId, JSON.stringify({ sections: [{ name: "Stalls", rows: [{ label: "A", seats }] }] })]);
  const plan = (await site.services.holds.seatPlan(performanceId, "192.0.2.1"))!;
  const [a1, a2] = plan.sections[0].rows[0].seats.map((seat) => seat.id);
  const body = new URLSearchParams([["seatIds", a1], ["seatIds", a2]]);
  const answer = await fetch(`${site.url}/book/${performanceId}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" }, body: body.toString() });
  expect(answer.status).toBe(303);
  const location = answer.headers.get("location")!;
  const cookie = answer.headers.get("set-cookie")!.split(";")[0];
  const placed = await post(location, { name: "Sebastian Seat", email: "sebastian@example.org", accessNote: "" }, cookie);
  expect(placed.status).toBe(303);
  const booking = await site.services.orders.booking(placed.headers.get("location")!.split("/").pop()!);
  expect(booking!.tickets.map((t) => t.seat)).toEqual(["Row A, seat 1", "Row A, seat 2"]);
  // The same seat again: refused (the page says why: the browser tests' part), nothing held.
  const again = await fetch(`${site.url}/book/${performanceId}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" }, body: new URLSearchParams([["seatIds", a1]]).toString() });
  expect(again.status).toBe(409);
  expect(again.headers.get("set-cookie")).toBeNull();
  expect(await remaining(performanceId)).toBe(1);
});

test("Hold without a ticket, or more than one order may have, or more than are left, shows the form again with the reason", async () => {
  const { performanceId } = await soldPlay(database.db, "plain-refusals", { capacity: 3, maxPerOrder: 4 });
  expect((await post(`/book/${performanceId}`, { "count-0": "0", "count-1": "0" })).status).toBe(400);
  expect((await post(`/book/${performanceId}`, { "count-0": "3", "count-1": "2" })).status).toBe(400);
  expect((await post(`/book/${performanceId}`, { "count-0": "lots" })).status).toBe(400);
  const soldOut = await post(`/book/${performanceId}`, { "count-0": "4" });
  expect(soldOut.status).toBe(409);
  expect(soldOut.headers.get("set-cookie")).toBeNull();
  expect(await remaining(performanceId)).toBe(3);
});

test("Choose other tickets gives the hold's tickets back at once and leads to the counts form", async () => {
  const { performanceId } = await soldPlay(database.db, "plain-release", { capacity: 10 });
  const { location, cookie } = await holdByForm(performanceId, { "count-0": "3" });
  expect(await remaining(performanceId)).toBe(7);
  // Another browser (no cookie) cannot release it.
  expect((await post(location, { release: "yes" })).status).toBe(303);
  expect(await remaining(performanceId)).toBe(7);
  const released = await post(location, { release: "yes" }, cookie);
  expect(released.status).toBe(303);
  expect(released.headers.get("location")).toBe(`/book/${performanceId}`);
  expect(released.headers.get("set-cookie")).toMatch(/^hold=;/);
  expect(await remaining(performanceId)).toBe(10);
});

test("a made-up or not-sold performance is the not-found page, by GET and by POST", async () => {
  const { playId } = await soldPlay(database.db, "plain-not-sold");
  expect((await get(`/book/${playId}`)).status).toBe(404);
  expect((await get("/book/not-an-id")).status).toBe(404);
  expect((await post(`/book/${playId}`, { "count-0": "1" })).status).toBe(404);
});

test("Confirm without the hold's cookie, with another hold's id, or after the hold expired, says the hold has ended (410) and books nothing", async () => {
  const { performanceId } = await soldPlay(database.db, "plain-ended", { capacity: 10, holdMinutes: 1 });
  const first = await holdByForm(performanceId, { "count-0": "2" });
  const details = { name: "Orsino Duke", email: "orsino@example.org" };
  expect((await post(first.location, details)).status).toBe(410);
  const other = await holdByForm(performanceId, { "count-0": "1" });
  expect((await post(first.location, details, other.cookie)).status).toBe(410);
  // A cookie that is not one of ours is no hold either.
  expect((await post(first.location, details, "hold=%E0%A4%A")).status).toBe(410);

  now = new Date(now.getTime() + 61_000);
  const late = await post(first.location, details, first.cookie);
  expect(late.status).toBe(410);
  expect(late.headers.get("set-cookie")).toMatch(/^hold=;/);
  const [{ orders }] = (await database.db.query(`SELECT count(*)::int AS orders FROM ticket_order WHERE performance_id = $1`, [performanceId])) as { orders: number }[];
  expect(orders).toBe(0);
  // Its tickets went back on sale at once; the other hold's go at the sweep.
  expect(await remaining(performanceId)).toBe(9);
  await site.services.holds.expireDue();
  expect(await remaining(performanceId)).toBe(10);
});

test("the tickets page is the buyer's alone: never cached or indexed, no referrer, its token never in the log; its calendar file and Cancel my booking work as plain requests", async () => {
  const { performanceId } = await soldPlay(database.db, "plain-tickets", { capacity: 10 });
  const { location, cookie } = await holdByForm(performanceId, { "count-0": "2" });
  const placed = await post(location, { name: "Maria Steward", email: "maria@example.org" }, cookie);
  const tickets = placed.headers.get("location")!;
  const token = tickets.split("/").pop()!;

  const page = await get(tickets);
  expect(page.status).toBe(200);
  expect(page.headers.get("cache-control")).toBe("no-store");
  expect(page.headers.get("x-robots-tag")).toMatch(/noindex/);
  expect(page.headers.get("referrer-policy")).toBe("no-referrer");
  // Asked again, it is made again (never from the read cache).
  expect((await get(tickets)).headers.get("x-cache-status")).toBeNull();
  const unknown = await get("/tickets/made-up-token");
  expect(unknown.status).toBe(404);
  expect(unknown.headers.get("cache-control")).toBe("no-store");

  const calendar = await get(`${tickets}/calendar.ics`);
  expect(calendar.status).toBe(200);
  expect(calendar.headers.get("content-type")).toMatch(/^text\/calendar/);
  const ics = await calendar.text();
  expect(ics).toContain("SUMMARY:plain tickets");
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect((await get("/tickets/made-up-token/calendar.ics")).status).toBe(404);

  // Cancel my booking asks first; only the confirmation cancels.
  const asked = await post(tickets, { cancel: "ask" });
  expect(asked.status).toBe(200);
  expect((await site.services.orders.booking(token))!.status).toBe("reserved");
  const cancelled = await post(tickets, { cancel: "confirm" });
  expect(cancelled.status).toBe(303);
  expect(cancelled.headers.get("location")).toBe(tickets);
  expect((await site.services.orders.booking(token))!.status).toBe("cancelled");
  expect(await remaining(performanceId)).toBe(10);
  // Once cancelled it cannot be cancelled again: the page says why (400).
  expect((await post(tickets, { cancel: "confirm" })).status).toBe(400);

  // pino writes asynchronously: give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const log = logLines.join("\n");
  expect(log).toContain("/tickets/[token]");
  expect(log).not.toContain(token);
});

test("another site's page cannot post the forms for its visitor: a cross-site POST is refused and holds nothing", async () => {
  const { performanceId } = await soldPlay(database.db, "cross-site");
  const before = await remaining(performanceId);
  for (const headers of [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }, { "sec-fetch-site": "same-site", origin: "https://shop.theatre.example" }] as Record<string, string>[]) {
    const answer = await fetch(`${site.url}/book/${performanceId}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: form({ "count-0": "2" }) });
    expect(answer.status).toBe(403);
    expect(answer.headers.get("set-cookie")).toBeNull();
  }
  expect(await remaining(performanceId)).toBe(before);
  const own = await fetch(`${site.url}/book/${performanceId}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", origin: site.url }, body: form({ "count-0": "2" }) });
  expect(own.status).toBe(303);
});

test("the booking page's plain Confirm form may be answered with a redirect to Stripe Checkout (the CSP's form-action allows it, and nothing else outside)", async () => {
  const { performanceId } = await soldPlay(database.db, "csp-checkout");
  const policy = (await get(`/book/${performanceId}`)).headers.get("content-security-policy") ?? "";
  expect(policy).toMatch(/form-action 'self' https:\/\/checkout\.stripe\.com(;|$)/);
});
