import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Role } from "../../../core/auth";
import { deliveryTo } from "../../../test/mail-delivery";
import { startSmtp, type TestSmtp } from "../../../test/smtp";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { startTestApp, type TestApp } from "../../../test/test-app";
import { startTwoInstances, type TwoInstances } from "../../../test/two-instances";
import { soldPlay } from "../box-office.fixtures";
import { codeOf, fieldsOf, JOIN, waitlistHelpers as helpers } from "../../../test/waitlist";
import { JOINED } from "./waitlist.service";

jest.setTimeout(120_000);

const SETTINGS = { holdLimits: { perMinute: 1_000_000, livePerAddress: 0 }, waitlistLimits: { perEmail: 1000, perAddress: 1000 } };
const HOUR = 3_600_000;

describe("the waitlist on one instance", () => {
  let database: TestDatabase;
  let site: TestApp;
  let smtp: TestSmtp;
  let now = new Date();
  const { lastEmail, linkIn, join, joinConfirmed, statuses, remaining } = helpers(() => site, () => database);

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtp();
    const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));
    fs.writeFileSync(path.join(clientDist, "index.html"), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
    site = await startTestApp(database.db, { clientDist, settings: { ...SETTINGS, clock: () => now } });
  });
  afterAll(async () => {
    await site.app.close();
    await smtp.close();
    await database.drop();
  });
  beforeEach(() => (now = new Date()));

  /** A performance with every ticket held (the hold to give them back with). */
  async function soldOutPlay(slug: string, capacity: number, types?: { name: string; pricePence: number; note: null }[]) {
    const { performanceId } = await soldPlay(database.db, slug, { capacity, ...(types && { ticketTypes: types }) });
    const hold = await site.services.holds.hold(performanceId, { quantity: capacity }, "192.0.2.1");
    return { performanceId, hold };
  }

  test("joining: errors name the field and rule; only while fewer than asked are left; the address confirms by a link, once; joining again gives the same answer", async () => {
    const { performanceId } = await soldPlay(database.db, "wl-join", { capacity: 4 });
    expect(fieldsOf(await join(performanceId, "not-an-address", 2))).toEqual(["email"]);
    expect(fieldsOf(await join(performanceId, "", 2))).toEqual(["email"]);
    expect(fieldsOf(await join(performanceId, "ann@example.org", 0))).toEqual(["quantity"]);
    // At most what one order may have (and the performance has): 4 here.
    const tooMany = await join(performanceId, "ann@example.org", 5);
    expect(fieldsOf(tooMany)).toEqual(["quantity"]);
    expect(tooMany.body.errors?.[0].message).toMatch(/quantity must be at most 4/);
    expect(fieldsOf(await join("3f1c6a2e-9a51-4c1e-9b7a-2f0a1b2c3d4e", "ann@example.org", 1))).toEqual(["performanceId"]);
    // Enough left: book them instead.
    const early = await join(performanceId, "ann@example.org", 2);
    expect(codeOf(early)).toBe("CONFLICT");
    expect(early.body.errors?.[0].message).toMatch(/still 4 tickets left/);

    await site.services.holds.hold(performanceId, { quantity: 3 }, "192.0.2.1");
    const joined = await join(performanceId, "Ann@Example.org", 2);
    expect(joined.body).toEqual({ data: { joinWaitlist: JOINED } });
    const first = await lastEmail("Ann@Example.org");
    expect(first.subject).toBe("Please confirm: the waitlist for wl join");
    expect(first.body).toMatch(/join the waitlist for 2 tickets for wl join on \w+day \d+\w\w \w+ \d{4}, \d/);
    expect(linkIn(first.body, "leave")).toBeTruthy();
    // Only a digest of the link is kept.
    const token = linkIn(first.body, "confirm")!;
    expect(JSON.stringify(await database.db.query(`SELECT * FROM waitlist_entry WHERE performance_id = $1`, [performanceId]))).not.toContain(token);

    // Joined again before confirming (the same mailbox, however written): one entry, a new link, the old one gone.
    expect((await join(performanceId, "ann+tickets@example.org", 3)).body).toEqual({ data: { joinWaitlist: JOINED } });
    const second = await lastEmail("ann+tickets@example.org");
    const [{ entries }] = (await database.db.query(`SELECT count(*)::int AS entries FROM waitlist_entry WHERE performance_id = $1`, [performanceId])) as { entries: number }[];
    expect(entries).toBe(1);
    expect(await site.services.waitlist.confirm(token)).toBe("unknown");
    const confirmed = await site.graphql(`mutation ($token: String!) { confirmWaitlistPlace(token: $token) }`, { token: linkIn(second.body, "confirm") });
    expect(confirmed.body).toEqual({ data: { confirmWaitlistPlace: "ok" } });
    expect(await site.services.waitlist.confirm(linkIn(second.body, "confirm")!)).toBe("used");

    // Confirmed: joining again says the same and sends nothing.
    const [{ emails }] = (await database.db.query(`SELECT count(*)::int AS emails FROM message WHERE recipient ILIKE 'ann%'`)) as { emails: number }[];
    expect((await join(performanceId, "ann@example.org", 2)).body).toEqual({ data: { joinWaitlist: JOINED } });
    expect((await database.db.query(`SELECT count(*)::int AS emails FROM message WHERE recipient ILIKE 'ann%'`))[0].emails).toBe(emails);

    // Editors see how many wait; nobody else does.
    const WAITING = `query ($id: ID!) { boxOffice(performanceId: $id) { waitlist } }`;
    expect((await site.graphql(WAITING, { id: performanceId }, { authorization: `Bearer ${await site.tokenFor(Role.editor)}` })).body.data).toEqual({ boxOffice: { waitlist: 1 } });
    expect(codeOf(await site.graphql(WAITING, { id: performanceId }, { authorization: `Bearer ${await site.tokenFor(Role.member)}` }))).toBe("FORBIDDEN");
  });

  test("a confirmation link works for 7 days; an unconfirmed place is never offered tickets", async () => {
    const { performanceId, hold } = await soldOutPlay("wl-unconfirmed", 2);
    await join(performanceId, "late@example.org", 2);
    const token = linkIn((await lastEmail("late@example.org")).body, "confirm")!;
    await site.services.holds.release(hold.id, hold.token);
    expect(await statuses(performanceId)).toEqual({ "late@example.org": "waiting" });
    expect(await remaining(performanceId)).toBe(2);
    now = new Date(Date.now() + 7 * 24 * HOUR + 60_000);
    expect(await site.services.waitlist.confirm(token)).toBe("expired");
  });

  test("order: the first confirmed entry whose request fits is offered the tickets that came back; a larger request is passed over and keeps its place", async () => {
    const { performanceId } = await soldPlay(database.db, "wl-order", { capacity: 6 });
    const holds = await Promise.all([4, 2].map((n) => site.services.holds.hold(performanceId, { quantity: n }, "192.0.2.1")));
    // Joined first but never confirmed: not on the list.
    await join(performanceId, "unconfirmed@example.org", 1);
    await joinConfirmed(performanceId, "big@example.org", 4);
    await joinConfirmed(performanceId, "small@example.org", 2);
    await joinConfirmed(performanceId, "later@example.org", 2);

    // 2 come back: the request for 4 does not fit, the next one does.
    expect(await site.services.holds.release(holds[1].id, holds[1].token)).toBe(true);
    expect(await statuses(performanceId)).toEqual({ "unconfirmed@example.org": "waiting", "big@example.org": "waiting", "small@example.org": "offered", "later@example.org": "waiting" });
    expect(await remaining(performanceId)).toBe(0);
    const offer = await lastEmail("small@example.org");
    expect(offer.subject).toMatch(/^Tickets for wl order: held for you until \d{1,2}(\.\d\d)?[ap]m, \w+day \d+\w\w \w+ \d{4}$/);
    expect(offer.body).toMatch(/Tickets for wl order on \w+day \d+\w\w \w+ \d{4}, [\d.]+[ap]m: we are holding 2 for you until \d{1,2}(\.\d\d)?[ap]m, \w+day/);
    expect(linkIn(offer.body, "offer")).toBeTruthy();
    expect(linkIn(offer.body, "leave")).toBeTruthy();

    // 4 come back: the first in line fits now, before the one who joined after it.
    await site.services.holds.release(holds[0].id, holds[0].token);
    expect(await statuses(performanceId)).toMatchObject({ "big@example.org": "offered", "small@example.org": "offered", "later@example.org": "waiting" });
    expect(await remaining(performanceId)).toBe(0);
    const [{ held }] = (await database.db.query(`SELECT sum(quantity)::int AS held FROM ticket_hold WHERE performance_id = $1`, [performanceId])) as { held: number }[];
    expect(held).toBe(6);
  });

  test("an offer holds its tickets for 12 hours; its link opens the booking page with them held; unbooked, it lapses and they go to the next person", async () => {
    const { performanceId, hold } = await soldOutPlay("wl-lapse", 2);
    await joinConfirmed(performanceId, "first@example.org", 2);
    await joinConfirmed(performanceId, "second@example.org", 2);
    await site.services.holds.release(hold.id, hold.token);
    expect(await statuses(performanceId)).toEqual({ "first@example.org": "offered", "second@example.org": "waiting" });
    const [offered] = (await database.db.query(`SELECT h.id, h.expires_at FROM ticket_hold h JOIN waitlist_entry w ON w.hold_id = h.id WHERE w.email = 'first@example.org'`)) as { id: string; expires_at: Date }[];
    expect(offered.expires_at.getTime()).toBe(now.getTime() + 12 * HOUR);

    // The link keeps the hold in this browser (as Hold does) and opens the booking page at its details.
    const token = linkIn((await lastEmail("first@example.org")).body, "offer")!;
    const opened = await fetch(`${site.url}/book/offer/${token}`, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`/book/${performanceId}?hold=${offered.id}`);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    const setCookie = opened.headers.get("set-cookie")!;
    expect(setCookie).toMatch(new RegExp(`^hold=.*; Path=/book/${performanceId};.*HttpOnly`));
    const details = await fetch(`${site.url}${opened.headers.get("location")}`, { redirect: "manual", headers: { accept: "text/html", cookie: setCookie.split(";")[0] } });
    expect(details.status).toBe(200);

    // Twelve hours pass: the hold ends with the sweep, the offer lapses, the next person is offered the tickets.
    now = new Date(now.getTime() + 12 * HOUR + 60_000);
    expect(await site.services.holds.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await statuses(performanceId)).toEqual({ "first@example.org": "lapsed", "second@example.org": "offered" });
    expect((await lastEmail("second@example.org")).subject).toMatch(/^Tickets for wl lapse: held for you until/);
    const ended = await fetch(`${site.url}/book/offer/${token}`, { redirect: "manual" });
    expect(ended.headers.get("location")).toBe("/waitlist/offer-ended");
    expect(ended.headers.get("set-cookie")).toBeNull();
  });

  test("an offer is booked by placing the order on its hold (ticket types chosen with the details, without JavaScript); the entry is booked", async () => {
    const { performanceId, hold } = await soldOutPlay("wl-book", 3);
    await joinConfirmed(performanceId, "booker@example.org", 3);
    await site.services.holds.release(hold.id, hold.token);
    const opened = await fetch(`${site.url}/book/offer/${linkIn((await lastEmail("booker@example.org")).body, "offer")}`, { redirect: "manual" });
    const cookie = opened.headers.get("set-cookie")!.split(";")[0];
    const location = opened.headers.get("location")!;
    const post = (fields: Record<string, string>) =>
      fetch(`${site.url}${location}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", cookie }, body: new URLSearchParams(fields).toString() });
    // The counts must add up to the tickets held.
    expect((await post({ name: "Bea Booker", email: "booker@example.org", "count-0": "1", "count-1": "1" })).status).toBe(400);
    expect(await statuses(performanceId)).toEqual({ "booker@example.org": "offered" });
    const placed = await post({ name: "Bea Booker", email: "booker@example.org", "count-0": "1", "count-1": "2" });
    expect(placed.status).toBe(303);
    const booking = await site.services.orders.booking(placed.headers.get("location")!.split("/").pop()!);
    expect(booking!.tickets.map((t) => t.type)).toEqual(["Full", "Concession", "Concession"]);
    expect(await statuses(performanceId)).toEqual({ "booker@example.org": "booked" });
    // Booked is over: a later return goes to nobody of it.
    await site.services.orders.cancelWhere(`reference = $1`, [booking!.reference], { why: "test", notify: false });
    expect(await statuses(performanceId)).toEqual({ "booker@example.org": "booked" });
    expect(await remaining(performanceId)).toBe(3);
  });

  test("leaving: an entry goes at once, tickets offered to it go to the next person, and the link then works no more", async () => {
    const { performanceId, hold } = await soldOutPlay("wl-leave", 2);
    await joinConfirmed(performanceId, "goes@example.org", 2);
    await joinConfirmed(performanceId, "stays@example.org", 2);
    await site.services.holds.release(hold.id, hold.token);
    const leave = linkIn((await lastEmail("goes@example.org")).body, "leave")!;
    const left = await fetch(`${site.url}/waitlist/leave/${leave}`, { method: "POST", redirect: "manual" });
    expect(left.status).toBe(303);
    expect(left.headers.get("location")).toBe("/waitlist/left");
    expect(await statuses(performanceId)).toEqual({ "stays@example.org": "offered" });
    expect(await remaining(performanceId)).toBe(0);
    expect((await site.graphql(`mutation ($token: String!) { leaveWaitlist(token: $token) }`, { token: leave })).body).toEqual({ data: { leaveWaitlist: "unknown" } });
    expect((await fetch(`${site.url}/waitlist/leave/${leave}`, { method: "POST", redirect: "manual" })).headers.get("location")).toBe("/waitlist/link-not-valid");
  });

  test("Join the waitlist without JavaScript: posted from the booking page, answered with the page; mistakes answered with their status; another site cannot post it", async () => {
    const { performanceId } = await soldOutPlay("wl-plain", 2);
    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${site.url}/book/${performanceId}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...headers }, body: new URLSearchParams(fields).toString() });
    const joined = await post({ waitlist: "join", email: "plain@example.org", quantity: "2" });
    expect(joined.status).toBe(200);
    expect(joined.headers.get("cache-control")).toBe("no-store");
    expect((await lastEmail("plain@example.org")).subject).toBe("Please confirm: the waitlist for wl plain");
    expect((await post({ waitlist: "join", email: "nope", quantity: "2" })).status).toBe(400);
    expect((await post({ waitlist: "join", email: "plain2@example.org", quantity: "99" })).status).toBe(400);
    expect((await post({ waitlist: "join", email: "evil@example.org", quantity: "2" }, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(await lastEmail("evil@example.org")).toBeUndefined();

    // The confirm link's button, posted: the place is confirmed, then the link is used.
    const token = linkIn((await lastEmail("plain@example.org")).body, "confirm")!;
    const page = await fetch(`${site.url}/waitlist/confirm/${token}`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await statuses(performanceId)).toEqual({ "plain@example.org": "waiting" });
    const confirmed = await fetch(`${site.url}/waitlist/confirm/${token}`, { method: "POST", redirect: "manual" });
    expect(confirmed.headers.get("location")).toBe("/waitlist/confirmed");
    expect((await fetch(`${site.url}/waitlist/confirm/${token}`, { method: "POST", redirect: "manual" })).headers.get("location")).toBe("/waitlist/link-used");
    expect((await fetch(`${site.url}/waitlist/confirmed`, { headers: { accept: "text/html" } })).status).toBe(200);
  });

  test("the offer email goes through the message queue to the mail server", async () => {
    const { performanceId, hold } = await soldOutPlay("wl-mail", 1);
    await joinConfirmed(performanceId, "mail@example.org", 1);
    await site.services.holds.release(hold.id, hold.token);
    const delivery = deliveryTo(database.db, smtp, "box-office@example.org");
    while ((await delivery.tick()) > 0);
    const mail = smtp.received.filter((m) => m.envelopeTo.includes("mail@example.org")).at(-1)!;
    expect(mail.headers.subject).toMatch(/^Tickets for wl mail: held for you until/);
    expect(mail.body).toMatch(/we are holding 1 for you until/);
    expect(mail.body).toMatch(/https?:\/\/[\w.:]+\/book\/offer\/[\w-]{43}\n/);
  });

  test("tickets that come back without an offer made (an instance stopped) are offered by the minute's sweep", async () => {
    const { performanceId, hold } = await soldOutPlay("wl-sweep", 2);
    await joinConfirmed(performanceId, "swept@example.org", 2);
    // Given back behind the service's back: nobody was told.
    await database.db.query(`DELETE FROM ticket_hold WHERE id = $1`, [hold.id]);
    await database.db.query(`UPDATE ticket_stock SET taken = 0 WHERE performance_id = $1`, [performanceId]);
    expect(await statuses(performanceId)).toEqual({ "swept@example.org": "waiting" });
    expect(await site.services.waitlist.offerDue()).toBeGreaterThanOrEqual(1);
    expect(await statuses(performanceId)).toEqual({ "swept@example.org": "offered" });
    expect(await site.services.waitlist.offerDue()).toBe(0);
  });

  test("one performance's round failing in the minute's sweep leaves the others' offers made, then fails the sweep so the job is tried again", async () => {
    // The sweep reads performances in id order (DISTINCT sorts): the first one's round fails.
    const [failing, other] = (await Promise.all(["wl-sweep-fails", "wl-sweep-other"].map((slug) => soldOutPlay(slug, 2)))).sort((a, b) => a.performanceId.localeCompare(b.performanceId));
    for (const [play, email] of [[failing, "fails@example.org"], [other, "other@example.org"]] as const) {
      await joinConfirmed(play.performanceId, email, 2);
      await database.db.query(`DELETE FROM ticket_hold WHERE id = $1`, [play.hold.id]);
      await database.db.query(`UPDATE ticket_stock SET taken = 0 WHERE performance_id = $1`, [play.performanceId]);
    }
    const waitlist = site.services.waitlist;
    const offer = waitlist.offer.bind(waitlist);
    const broken = jest.spyOn(waitlist, "offer").mockImplementation((id) => (id === failing.performanceId ? Promise.reject(new Error("a round that failed")) : offer(id)));
    try {
      await expect(waitlist.offerDue()).rejects.toThrow("a round that failed");
    } finally {
      broken.mockRestore();
    }
    expect(await statuses(other.performanceId)).toEqual({ "other@example.org": "offered" });
    expect(await statuses(failing.performanceId)).toEqual({ "fails@example.org": "waiting" });
    expect(await waitlist.offerDue()).toBeGreaterThanOrEqual(1);
    expect(await statuses(failing.performanceId)).toEqual({ "fails@example.org": "offered" });
  });

  test("entries are deleted with the performance's buyers' details, 60 days after it; places never confirmed once their link is out of date", async () => {
    const past = await soldOutPlay("wl-purge", 2);
    await joinConfirmed(past.performanceId, "kept-60-days@example.org", 2);
    const other = await soldPlay(database.db, "wl-purge-later", { capacity: 1 }, {}, 200);
    await site.services.holds.hold(other.performanceId, { quantity: 1 }, "192.0.2.1");
    await join(other.performanceId, "never-confirmed@example.org", 1);
    expect(await site.services.waitlist.purge()).toBe(0);
    now = new Date(Date.now() + 8 * 24 * HOUR);
    expect(await site.services.waitlist.purge()).toBeGreaterThanOrEqual(1);
    expect(await statuses(other.performanceId)).toEqual({});
    expect(await statuses(past.performanceId)).toEqual({ "kept-60-days@example.org": "waiting" });
    now = new Date(Date.now() + (30 + 61) * 24 * HOUR);
    expect(await site.services.waitlist.purge()).toBeGreaterThanOrEqual(1);
    expect(await statuses(past.performanceId)).toEqual({});
  });
});

describe("the waitlist on two instances", () => {
  let two: TwoInstances;
  const { lastEmail, linkIn, statuses } = helpers(() => two.one, () => two.database);

  beforeAll(async () => {
    two = await startTwoInstances(() => ({ settings: SETTINGS }));
  });
  afterAll(async () => two.close());

  test("tickets that came back, offered by both instances at once, many times over: one offer, to the first in line that fits", async () => {
    const { performanceId } = await soldPlay(two.database.db, "wl-race", { capacity: 4 });
    const hold = await two.one.services.holds.hold(performanceId, { quantity: 4 }, "192.0.2.1");
    // Once the first is offered 2, the 2 left fit neither: no second offer, and never the first's twice.
    for (const [i, [email, quantity]] of ([["one@example.org", 2], ["three@example.org", 3], ["four@example.org", 4]] as const).entries()) {
      expect((await (i % 2 ? two.two : two.one).graphql(JOIN, { performanceId, email, quantity })).body.errors).toBeUndefined();
      expect(await two.one.services.waitlist.confirm(linkIn((await lastEmail(email)).body, "confirm")!)).toBe("ok");
    }
    // Given back without telling either instance, then both are told, again and again, at once.
    await two.database.db.query(`DELETE FROM ticket_hold WHERE id = $1`, [hold.id]);
    await two.database.db.query(`UPDATE ticket_stock SET taken = 0 WHERE performance_id = $1`, [performanceId]);
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? two.one : two.two).services.waitlist.ticketsReturned([performanceId])));
    expect(await statuses(performanceId)).toEqual({ "one@example.org": "offered", "three@example.org": "waiting", "four@example.org": "waiting" });
    const [{ holds, held }] = (await two.database.db.query(`SELECT count(*)::int AS holds, sum(quantity)::int AS held FROM ticket_hold WHERE performance_id = $1`, [performanceId])) as { holds: number; held: number }[];
    expect([holds, held]).toEqual([1, 2]);
    const [{ taken }] = (await two.database.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId])) as { taken: number }[];
    expect(taken).toBe(2);
    const offers = (await two.database.db.query(`SELECT recipient, count(*)::int AS offers FROM message WHERE subject LIKE 'Tickets for wl race%' GROUP BY recipient`)) as { recipient: string; offers: number }[];
    expect(offers).toEqual([{ recipient: "one@example.org", offers: 1 }]);
  });
});

describe("the waitlist within the limits per client address", () => {
  let database: TestDatabase;
  let site: TestApp;
  const { lastEmail, linkIn, statuses } = helpers(() => site, () => database);
  const ADDRESS = "198.51.100.9";

  beforeAll(async () => {
    database = await createTestDatabase();
    site = await startTestApp(database.db, { settings: { holdLimits: { perMinute: 1_000_000, livePerAddress: 1, ticketsPerAddress: 3 }, waitlistLimits: { perEmail: 1000, perAddress: 1000 } } });
  });
  afterAll(async () => {
    await site.app.close();
    await database.drop();
  });

  test("one address joining under many emails: its offers are its holds (LIVE_HOLDS_PER_ADDRESS) and its orders share TICKETS_PER_ADDRESS", async () => {
    const { performanceId } = await soldPlay(database.db, "wl-one-address", { capacity: 4 });
    const hold = await site.services.holds.hold(performanceId, { quantity: 4 }, "192.0.2.1");
    for (const email of ["a@example.org", "b@example.org"]) {
      await site.services.waitlist.join({ performanceId, email, quantity: 2 }, ADDRESS);
      expect(await site.services.waitlist.confirm(linkIn((await lastEmail(email)).body, "confirm")!)).toBe("ok");
    }
    await site.services.holds.release(hold.id, hold.token);
    // One live hold per address: the second entry keeps its place until the first offer ends.
    expect(await statuses(performanceId)).toEqual({ "a@example.org": "offered", "b@example.org": "waiting" });
    const book = async (email: string) => {
      const offer = (await site.services.waitlist.openOffer(linkIn((await lastEmail(email)).body, "offer")!))!;
      return site.services.orders.place(offer.holdId, offer.token, { name: "Ann Other", email }, [{ ticketType: "Full", count: 2 }], "203.0.113.5");
    };
    await book("a@example.org");
    await site.services.waitlist.offerDue();
    expect(await statuses(performanceId)).toEqual({ "a@example.org": "booked", "b@example.org": "offered" });
    // 2 booked of the 3 an address may have: the second offer's 2 are refused, whoever books them.
    await expect(book("b@example.org")).rejects.toMatchObject({ code: "RATE_LIMITED" });
    const [{ booked }] = (await database.db.query(`SELECT count(*)::int AS booked FROM ticket t JOIN ticket_order o ON o.id = t.order_id WHERE o.performance_id = $1 AND o.address_key = $2`, [performanceId, ADDRESS])) as { booked: number }[];
    expect(booked).toBe(2);
  });
});
