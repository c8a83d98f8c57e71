import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Role } from "../../../core/auth";
import { deliveryTo } from "../../../test/mail-delivery";
import { startSmtp, type TestSmtp } from "../../../test/smtp";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { startTestApp, type TestApp } from "../../../test/test-app";
import { startTwoInstances, type TwoInstances } from "../../../test/two-instances";
import { codeOf, waitlistHelpers } from "../../../test/waitlist";
import { type MessageDelivery } from "../../messages/message-delivery.service";
import { soldPlay } from "../box-office.fixtures";

jest.setTimeout(120_000);

const SETTINGS = { holdLimits: { perMinute: 1_000_000, livePerAddress: 0 }, waitlistLimits: { perEmail: 1000, perAddress: 1000 } };
const fixtureUser = { id: "00000000-0000-4000-8000-0000000000aa", name: "Fixture", role: Role.admin };
const CANCELLED_SUBJECT = /^Cancelled: Called off on \w+day \d+\w\w \w+ \d{4}, [\d.]+[ap]m$/;

describe("a performance cancelled by publishing its play", () => {
  let database: TestDatabase;
  let site: TestApp;
  let smtp: TestSmtp;
  let delivery: MessageDelivery;
  let editor: string;
  const { lastEmail, linkIn, join, joinConfirmed, statuses } = waitlistHelpers(() => site, () => database);
  const deliverAll = async () => {
    while ((await delivery.tick()) > 0);
  };
  const entries = async (performanceId: string) => ((await database.db.query(`SELECT count(*)::int AS n FROM waitlist_entry WHERE performance_id = $1`, [performanceId])) as { n: number }[])[0].n;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtp();
    // The booking page's form is answered with the page: a client build to render it into.
    const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));
    fs.writeFileSync(path.join(clientDist, "index.html"), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
    site = await startTestApp(database.db, { clientDist, settings: SETTINGS });
    editor = await site.tokenFor(Role.editor);
    delivery = deliveryTo(database.db, smtp, "box-office@example.org");
  });
  afterAll(async () => {
    await site.app.close();
    await smtp.close();
    await database.drop();
  });

  test("each person waiting or holding an offer is emailed once; entries close; offers' holds are released; publishing it again sends nothing; joining is refused; put back on sale, entries stay closed", async () => {
    const hall = await site.services.venues.create(fixtureUser, { name: "Called Off Hall", address: "1 Fen Street, Cambridge" });
    const created = (await site.graphql<{ createPlay: { id: string; version: number } }>("mutation { createPlay { id version } }", {}, { authorization: `Bearer ${editor}` })).body.data!.createPlay;
    const startsAt = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const sales = { capacity: 3, ticketTypes: [{ name: "Full", pricePence: 1000 }] };
    let version = created.version;
    /** Saves and publishes the play, its one performance with this status (as the play editor does). */
    const publish = async (status: string, id?: string) => {
      const input = { title: "Called off", slug: "called-off", version, venueIds: [hall.id], dates: { displayedText: [] }, performances: [{ id, startsAt, venueId: hall.id, status, sales }] };
      const answer = await site.graphql<{ updatePlay: { version: number; performances: { id: string; status: string }[] } }>(
        `mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { version performances { id status } } }`,
        { id: created.id, input },
        { authorization: `Bearer ${editor}` },
      );
      expect(answer.body.errors).toBeUndefined();
      version = answer.body.data!.updatePlay.version;
      return answer.body.data!.updatePlay.performances[0];
    };
    const { id: performanceId } = await publish("onsale");

    // Sold out; two confirmed on the list and one never confirmed; 2 come back and the first is offered them.
    const held = await Promise.all([2, 1].map((quantity) => site.services.holds.hold(performanceId, { quantity }, "192.0.2.1")));
    await joinConfirmed(performanceId, "offered@example.org", 2);
    await joinConfirmed(performanceId, "waiting@example.org", 2);
    await join(performanceId, "unconfirmed@example.org", 1);
    const unconfirmedLink = linkIn((await lastEmail("unconfirmed@example.org")).body, "confirm")!;
    await site.services.holds.release(held[0].id, held[0].token);
    expect(await statuses(performanceId)).toEqual({ "offered@example.org": "offered", "waiting@example.org": "waiting", "unconfirmed@example.org": "waiting" });
    const offerLink = linkIn((await lastEmail("offered@example.org")).body, "offer")!;
    // Another performance's waitlist is no business of this one's.
    const other = await soldPlay(database.db, "still-on", { capacity: 1 });
    await site.services.holds.hold(other.performanceId, { quantity: 1 }, "192.0.2.1");
    await joinConfirmed(other.performanceId, "elsewhere@example.org", 1);
    await deliverAll();
    smtp.received.length = 0;

    expect(await publish("cancelled", performanceId)).toEqual({ id: performanceId, status: "cancelled" });
    expect(await statuses(performanceId)).toEqual({ "offered@example.org": "closed", "waiting@example.org": "closed", "unconfirmed@example.org": "closed" });
    expect(await statuses(other.performanceId)).toEqual({ "elsewhere@example.org": "waiting" });
    // The offer's hold is gone and its tickets are back; the buyer's own hold is untouched.
    const holds = (await database.db.query(`SELECT id FROM ticket_hold WHERE performance_id = $1`, [performanceId])) as { id: string }[];
    expect(holds.map((h) => h.id)).toEqual([held[1].id]);
    expect((await database.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId]))[0].taken).toBe(1);
    expect((await fetch(`${site.url}/book/offer/${offerLink}`, { redirect: "manual" })).headers.get("location")).toBe("/waitlist/offer-ended");

    // One email each to the confirmed two, through the message queue to the mail server; none to the address never confirmed.
    await deliverAll();
    const mails = smtp.received.map((m) => ({ to: m.envelopeTo.join(), subject: m.headers.subject, body: m.body })).sort((a, b) => a.to.localeCompare(b.to));
    expect(mails.map((m) => m.to)).toEqual(["offered@example.org", "waiting@example.org"]);
    for (const mail of mails) {
      expect(mail.subject).toMatch(CANCELLED_SUBJECT);
      expect(mail.body).toMatch(/the performance of Called off on \w+day \d+\w\w \w+ \d{4}, [\d.]+[ap]m has been cancelled/);
      expect(mail.body).toContain("no longer on its waitlist");
    }
    expect(mails[0].body).toContain("The tickets we were holding for you have been released");
    expect(mails[1].body).not.toContain("holding");

    // The same change applied again (published again, the sweep): nothing more is sent.
    await publish("cancelled", performanceId);
    expect(await site.services.waitlist.closeCancelled()).toBe(0);
    await deliverAll();
    expect(smtp.received).toHaveLength(2);
    expect(await site.services.waitlist.confirm(unconfirmedLink)).toBe("unknown");

    // Joining a cancelled performance is refused, by GraphQL and by the booking page's form, and nothing is kept or sent.
    const refused = await join(performanceId, "late@example.org", 3);
    expect(codeOf(refused)).toBe("NOT_ON_SALE");
    expect(refused.body.errors?.[0].message).toMatch(/^Called off on \w+day \d+\w\w \w+ \d{4}, [\d.]+[ap]m is cancelled: its waitlist is closed$/);
    const form = await fetch(`${site.url}/book/${performanceId}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: new URLSearchParams({ waitlist: "join", email: "late-form@example.org", quantity: "3" }).toString(),
    });
    expect(form.status).toBe(409);
    expect(await entries(performanceId)).toBe(3);
    expect(await lastEmail("late@example.org")).toBeUndefined();
    expect(await lastEmail("late-form@example.org")).toBeUndefined();

    // Put back on sale: those told they are off the list stay off it (they may join again).
    await publish("onsale", performanceId);
    expect(await site.services.waitlist.closeCancelled()).toBe(0);
    expect(await statuses(performanceId)).toEqual({ "offered@example.org": "closed", "waiting@example.org": "closed", "unconfirmed@example.org": "closed" });
    expect((await join(performanceId, "waiting@example.org", 3)).body.errors).toBeUndefined();
    expect(await entries(performanceId)).toBe(4);
  });
});

describe("a cancelled performance's waitlist closed by two instances at once", () => {
  let two: TwoInstances;
  const { lastEmail, linkIn, statuses } = waitlistHelpers(() => two.one, () => two.database);

  beforeAll(async () => {
    two = await startTwoInstances(() => ({ settings: SETTINGS }));
  });
  afterAll(async () => two.close());

  test("each entry is closed, and each person emailed, once; the offer's tickets go back once", async () => {
    const { playId, performanceId } = await soldPlay(two.database.db, "called-off", { capacity: 2 });
    const hold = await two.one.services.holds.hold(performanceId, { quantity: 2 }, "192.0.2.1");
    for (const email of ["first@example.org", "second@example.org"]) {
      await two.one.services.waitlist.join({ performanceId, email, quantity: 2 });
      expect(await two.one.services.waitlist.confirm(linkIn((await lastEmail(email)).body, "confirm")!)).toBe("ok");
    }
    await two.one.services.holds.release(hold.id, hold.token);
    expect(await statuses(performanceId)).toEqual({ "first@example.org": "offered", "second@example.org": "waiting" });

    // Cancelled as a publish stores it; then both instances are told, again and again, at once (the publish's hook and the sweep).
    await two.database.db.query(`UPDATE play SET performances = jsonb_set(performances, '{0,status}', '"cancelled"') WHERE id = $1`, [playId]);
    await Promise.all(Array.from({ length: 20 }, (_, i) => {
      const waitlist = (i % 2 ? two.one : two.two).services.waitlist;
      return i % 4 < 2 ? waitlist.performancesCancelled([performanceId]) : waitlist.closeCancelled();
    }));
    expect(await statuses(performanceId)).toEqual({ "first@example.org": "closed", "second@example.org": "closed" });
    const sent = (await two.database.db.query(`SELECT recipient, count(*)::int AS emails FROM message WHERE subject LIKE 'Cancelled: called off%' GROUP BY recipient ORDER BY recipient`)) as { recipient: string; emails: number }[];
    expect(sent).toEqual([{ recipient: "first@example.org", emails: 1 }, { recipient: "second@example.org", emails: 1 }]);
    expect((await two.database.db.query(`SELECT taken FROM ticket_stock WHERE performance_id = $1`, [performanceId]))[0].taken).toBe(0);
    expect(await two.database.db.query(`SELECT id FROM ticket_hold WHERE performance_id = $1`, [performanceId])).toEqual([]);
  });
});
