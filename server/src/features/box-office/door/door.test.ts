import { createHash } from "node:crypto";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { Role } from "../../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { startTestApp, type TestApp } from "../../../test/test-app";
import { until } from "../../../test/until";
import { soldPlay } from "../box-office.fixtures";
import { DoorService } from "./door.service";

jest.setTimeout(120_000);

const LIFTED = { holdLimits: { perMinute: 1_000_000, livePerAddress: 0, ordersPerEmail: 1000, ticketsPerAddress: 0 }, doorSyncsPerMinute: 1_000_000 };
const SYNC = `mutation ($id: ID!, $scans: [DoorScanInput!]!) { syncDoorScans(performanceId: $id, scans: $scans) { result firstAdmittedAt ticket { type } order { reference buyerName } toPayPence } }`;
const TICKETS = `query ($id: ID!) { doorTickets(performanceId: $id) { performance { id playTitle } count { admitted expected } serverTime tickets { id codeHash reference buyerName type status toPayPence admittedAt admittedOn } } }`;

type Body = Awaited<ReturnType<TestApp["graphql"]>>["body"];
const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;
const fieldsOf = (body: Body) => (body.errors?.[0]?.extensions?.fields as { path: string; message: string }[] | undefined) ?? [];
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
interface Answer { result: string; firstAdmittedAt: string | null }

describe("the door app", () => {
  let database: TestDatabase;
  let site: TestApp;
  let door: string;
  let editor: string;
  let member: string;
  /** A performance two hours from now: always today or tomorrow in London. */
  let tonight: string;
  /** One three days away: a door volunteer's reach ends before it. */
  let later: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

  /** An order of `count` Full tickets for the performance, placed an hour ago; its tickets' codes. */
  async function order(performanceId: string, name = "Ada Lovelace", count = 1): Promise<{ reference: string; codes: string[] }> {
    const hold = await site.services.holds.hold(performanceId, { quantity: count }, "192.0.2.1");
    const placed = await site.services.orders.place(hold.id, hold.token, { name, email: "ada@example.org" }, [{ ticketType: "Full", count }]);
    await database.db.query(`UPDATE ticket_order SET created_at = now() - interval '1 hour' WHERE reference = $1`, [placed.reference]);
    const booking = await site.services.orders.booking(placed.ticketsUrl!.split("/tickets/")[1]);
    return { reference: placed.reference, codes: booking!.tickets.map((t) => t.code) };
  }

  const sync = (token: string, performanceId: string, scans: Record<string, unknown>[]) => site.graphql<{ syncDoorScans: Answer[] }>(SYNC, { id: performanceId, scans }, as(token));
  const offline = (code: string, deviceId: string, scannedAt: string) => ({ code, deviceId, scannedAt, admittedOffline: true });
  const admission = async (code: string) =>
    ((await database.db.query(`SELECT admitted_at, admitted_device FROM ticket WHERE code_hash = $1`, [sha256(code)])) as { admitted_at: Date | null; admitted_device: string | null }[])[0];
  const records = async (code: string) =>
    ((await database.db.query(`SELECT s.device_id, s.result FROM door_scan s JOIN ticket t ON t.id = s.ticket_id WHERE t.code_hash = $1 ORDER BY s.device_id`, [sha256(code)])) as { device_id: string; result: string }[]);

  beforeAll(async () => {
    database = await createTestDatabase();
    site = await startTestApp(database.db, { settings: LIFTED });
    [door, editor, member] = await Promise.all([site.tokenFor(Role.door), site.tokenFor(Role.editor), site.tokenFor(Role.member)]);
    tonight = (await soldPlay(database.db, "tonight-at-the-door", { capacity: 500 }, {}, 2 / 24)).performanceId;
    later = (await soldPlay(database.db, "later-in-the-week", {}, {}, 3)).performanceId;
  });
  afterAll(async () => {
    await site.app.close();
    await database.drop();
  });

  test("a door volunteer lists today's and tomorrow's performances, and reaches their tickets, door list (with its heading) and count but no other day's", async () => {
    const listed = await site.graphql<{ doorPerformances: { id: string }[] }>("{ doorPerformances { id playTitle startsAt } }", {}, as(door));
    expect(listed.body.data!.doorPerformances.map((p) => p.id)).toContain(tonight);
    expect(listed.body.data!.doorPerformances.map((p) => p.id)).not.toContain(later);
    for (const [query, name] of [
      [TICKETS, "doorTickets"],
      ["query ($id: ID!) { boxOfficeDoorList(performanceId: $id) { reference } }", "boxOfficeDoorList"],
      ["query ($id: ID!) { doorPerformance(performanceId: $id) { id playTitle startsAt } }", "doorPerformance"],
    ] as const) {
      expect((await site.graphql(query, { id: tonight }, as(door))).body.data?.[name]).toBeTruthy();
      const refused = await site.graphql(query, { id: later }, as(door));
      expect(codeOf(refused.body)).toBe("FORBIDDEN");
      expect(refused.body.errors![0].message).toBe("Door volunteers can open the door app for performances of today and tomorrow only");
      // Editors and admins reach any performance; members none.
      expect((await site.graphql(query, { id: later }, as(editor))).body.data?.[name]).toBeTruthy();
      expect(codeOf((await site.graphql(query, { id: tonight }, as(member))).body)).toBe("FORBIDDEN");
      expect(codeOf((await site.graphql(query, { id: tonight })).body)).toBe("UNAUTHENTICATED");
    }
    // The door list names buyers; their email addresses stay with the box office.
    await order(tonight, "Emma Mailer");
    const DOOR_LIST = "query ($id: ID!) { boxOfficeDoorList(performanceId: $id) { buyerName buyerEmail } }";
    const atTheDoor = (await site.graphql<{ boxOfficeDoorList: { buyerName: string; buyerEmail: string | null }[] }>(DOOR_LIST, { id: tonight }, as(door))).body.data!.boxOfficeDoorList;
    expect(atTheDoor.find((o) => o.buyerName === "Emma Mailer")).toEqual({ buyerName: "Emma Mailer", buyerEmail: null });
    const atTheDesk = (await site.graphql<{ boxOfficeDoorList: { buyerName: string; buyerEmail: string | null }[] }>(DOOR_LIST, { id: tonight }, as(editor))).body.data!.boxOfficeDoorList;
    expect(atTheDesk.find((o) => o.buyerName === "Emma Mailer")?.buyerEmail).toBeTruthy();
    const scan = { code: "whatever-code", deviceId: "device-later", scannedAt: new Date().toISOString() };
    expect(codeOf((await sync(door, later, [scan])).body)).toBe("FORBIDDEN");
    expect(codeOf((await sync(member, tonight, [scan])).body)).toBe("FORBIDDEN");
    // checkInTicket: a door volunteer names their performance.
    expect(codeOf((await site.graphql(`mutation { checkInTicket(code: "whatever-code") { result } }`, {}, as(door))).body)).toBe("FORBIDDEN");
    expect((await site.graphql(`mutation ($id: ID) { checkInTicket(code: "whatever-code", performanceId: $id) { result } }`, { id: tonight }, as(door))).body.data).toEqual({ checkInTicket: { result: "not_valid" } });
  });

  test("the tickets kept offline name each ticket by its code's SHA-256, never by the code, with the buyer, what is to pay and the count", async () => {
    const { reference, codes } = await order(tonight, "Grace Hopper", 2);
    await site.services.orders.checkIn(codes[0], tonight);
    const { body } = await site.graphql<{ doorTickets: { count: { admitted: number; expected: number }; tickets: Record<string, unknown>[]; serverTime: string } }>(TICKETS, { id: tonight }, as(door));
    const mine = body.data!.doorTickets.tickets.filter((t) => t.reference === reference);
    expect(mine).toEqual([
      expect.objectContaining({ codeHash: sha256(codes[0]), buyerName: "Grace Hopper", type: "Full", status: "reserved", toPayPence: 2400, admittedOn: null }),
      expect.objectContaining({ codeHash: sha256(codes[1]), admittedAt: null }),
    ]);
    expect(mine[0].admittedAt).toBeTruthy();
    expect(JSON.stringify(body)).not.toContain(codes[0]);
    const count = body.data!.doorTickets.count;
    expect(count.expected).toBeGreaterThanOrEqual(2);
    expect(count.admitted).toBeGreaterThanOrEqual(1);
    expect(Math.abs(new Date(body.data!.doorTickets.serverTime).getTime() - Date.now())).toBeLessThan(60_000);
  });

  test("two devices admitted one ticket while offline: the earlier scan gets the admission and the later device is answered conflict", async () => {
    const { codes: [code] } = await order(tonight);
    const earlier = minutesAgo(10);
    const first = await sync(door, tonight, [offline(code, "device-one", earlier)]);
    expect(first.body.data!.syncDoorScans).toEqual([expect.objectContaining({ result: "admitted", firstAdmittedAt: null, ticket: { type: "Full" } })]);
    const second = await sync(door, tonight, [offline(code, "device-two", minutesAgo(5))]);
    expect(second.body.data!.syncDoorScans).toEqual([expect.objectContaining({ result: "conflict", firstAdmittedAt: new Date(earlier).toISOString() })]);
    expect(await admission(code)).toMatchObject({ admitted_device: "device-one" });
    expect(await records(code)).toEqual([{ device_id: "device-one", result: "admitted" }, { device_id: "device-two", result: "conflict" }]);
  });

  test("a later scan sent first loses its admission to an earlier one sent after it: the ticket says which device admitted it, and the record says conflict", async () => {
    const { codes: [code] } = await order(tonight);
    const earlier = minutesAgo(20);
    expect((await sync(door, tonight, [offline(code, "device-late", minutesAgo(3))])).body.data!.syncDoorScans[0].result).toBe("admitted");
    expect((await sync(door, tonight, [offline(code, "device-early", earlier)])).body.data!.syncDoorScans[0].result).toBe("admitted");
    expect(await admission(code)).toEqual({ admitted_at: new Date(earlier), admitted_device: "device-early" });
    expect(await records(code)).toEqual([{ device_id: "device-early", result: "admitted" }, { device_id: "device-late", result: "conflict" }]);
    // What the late device reads next: its ticket was admitted on another device, before its own scan.
    const { body } = await site.graphql<{ doorTickets: { tickets: { codeHash: string; admittedOn: string; admittedAt: string }[] } }>(TICKETS, { id: tonight }, as(door));
    expect(body.data!.doorTickets.tickets.find((t) => t.codeHash === sha256(code))).toMatchObject({ admittedOn: "device-early", admittedAt: new Date(earlier).toISOString() });
    // The late device sends its scan again (its answer lost): still the conflict, still one record.
    expect((await sync(door, tonight, [offline(code, "device-late", minutesAgo(3))])).body.data!.syncDoorScans[0].result).toBe("conflict");
  });

  test("two devices syncing at once, race after race: one admission and one conflict each time, the earlier scan's", async () => {
    for (let race = 0; race < 8; race++) {
      const { codes: [code] } = await order(tonight, `Racer ${race}`);
      const [early, late] = [minutesAgo(30), minutesAgo(29)];
      await Promise.all([sync(door, tonight, [offline(code, "device-east", early)]), sync(editor, tonight, [offline(code, "device-west", late)])]);
      expect(await admission(code)).toEqual({ admitted_at: new Date(early), admitted_device: "device-east" });
      expect(await records(code)).toEqual([{ device_id: "device-east", result: "admitted" }, { device_id: "device-west", result: "conflict" }]);
    }
    // Scans of the same moment: the first to arrive wins, and the answers say so too.
    for (let race = 0; race < 4; race++) {
      const { codes: [code] } = await order(tonight, `Tie ${race}`);
      const at = minutesAgo(15);
      const answers = await Promise.all([sync(door, tonight, [offline(code, "device-north", at)]), sync(door, tonight, [offline(code, "device-south", at)])]);
      expect(answers.map((a) => a.body.data!.syncDoorScans[0].result).sort()).toEqual(["admitted", "conflict"]);
      expect((await records(code)).map((r) => r.result).sort()).toEqual(["admitted", "conflict"]);
    }
  });

  test("scans sent as they are made are decided by arrival: of two devices' at once, one admitted and one already_admitted", async () => {
    const { codes: [code] } = await order(tonight);
    const now = new Date().toISOString();
    const answers = await Promise.all(["device-a1", "device-a2"].map((deviceId) => sync(door, tonight, [{ code, deviceId, scannedAt: now }])));
    expect(answers.map((a) => a.body.data!.syncDoorScans[0].result).sort()).toEqual(["admitted", "already_admitted"]);
    // The same device scanning it again as it is made: already admitted, whoever's admission it was.
    const admittedBy = (await admission(code)).admitted_device!;
    expect((await sync(door, tonight, [{ code, deviceId: admittedBy, scannedAt: new Date().toISOString() }])).body.data!.syncDoorScans[0].result).toBe("already_admitted");
  });

  test("a device's own admission sent again (its answer lost) is still admitted, recorded once; a ticket found by surname is admitted by its id", async () => {
    const { codes: [code] } = await order(tonight);
    const scan = offline(code, "device-resend", minutesAgo(2));
    expect((await sync(door, tonight, [scan])).body.data!.syncDoorScans[0].result).toBe("admitted");
    expect((await sync(door, tonight, [scan])).body.data!.syncDoorScans[0].result).toBe("admitted");
    expect(await records(code)).toEqual([{ device_id: "device-resend", result: "admitted" }]);

    const { reference } = await order(tonight, "Found Bysurname");
    const [{ id }] = (await database.db.query(`SELECT t.id FROM ticket t JOIN ticket_order o ON o.id = t.order_id WHERE o.reference = $1`, [reference])) as { id: string }[];
    const byId = await sync(door, tonight, [{ ticketId: id, deviceId: "device-search", scannedAt: new Date().toISOString() }]);
    expect(byId.body.data!.syncDoorScans).toEqual([expect.objectContaining({ result: "admitted", order: { reference, buyerName: "Found Bysurname" } })]);
  });

  test("a scan sent again and again, in one call and in many, is decided once a call and recorded once per finding", async () => {
    const { codes: [code] } = await order(tonight);
    const scan = { code, deviceId: "device-repeats", scannedAt: minutesAgo(1) };
    const first = await sync(door, tonight, Array.from({ length: 5 }, () => scan));
    expect(first.body.data!.syncDoorScans.map((a) => a.result)).toEqual(Array(5).fill("admitted"));
    for (let i = 0; i < 3; i++) expect((await sync(door, tonight, [scan, scan])).body.data!.syncDoorScans.map((a) => a.result)).toEqual(["already_admitted", "already_admitted"]);
    expect(await records(code)).toEqual([
      { device_id: "device-repeats", result: "admitted" },
      { device_id: "device-repeats", result: "already_admitted" },
    ]);
  });

  test("a batch answers each scan in order: cancelled, for another performance, made up", async () => {
    const cancelled = await order(tonight, "Cancelled Person");
    await site.services.boxOfficeDesk.cancelOrder({ id: "00000000-0000-4000-8000-0000000000aa", name: "Fixture", role: Role.admin }, cancelled.reference);
    const elsewhere = await order(later, "Other Night");
    const fine = await order(tonight, "Fine Person");
    const scans = [cancelled.codes[0], elsewhere.codes[0], "made-up-code", fine.codes[0]].map((code) => offline(code, "device-batch", minutesAgo(1)));
    const { body } = await sync(door, tonight, scans);
    expect(body.data!.syncDoorScans.map((a) => a.result)).toEqual(["cancelled", "not_valid", "not_valid", "admitted"]);
    expect(await admission(elsewhere.codes[0])).toMatchObject({ admitted_at: null });
  });

  test("every scan is checked before any is sent, and each error names its scan and rule", async () => {
    const { codes: [code] } = await order(tonight);
    const soon = new Date(Date.now() + 10 * 60_000).toISOString();
    const refused = await sync(door, tonight, [
      offline(code, "device-checks", minutesAgo(1)),
      offline(code, "device-checks", soon),
      offline(code, "device-checks", minutesAgo(24 * 60)),
      { code, ticketId: "00000000-0000-4000-8000-000000000001", deviceId: "device-checks", scannedAt: minutesAgo(1) },
      { deviceId: "device-checks", scannedAt: minutesAgo(1) },
      { code, deviceId: "no", scannedAt: "yesterday" },
      { code, deviceId: "device-checks", scannedAt: "2026-11-23T19:02:00" },
    ]);
    expect(codeOf(refused.body)).toBe("BAD_USER_INPUT");
    const fields = fieldsOf(refused.body);
    expect(fields.map((f) => f.path)).toEqual(expect.arrayContaining(["scans[4].code", "scans[5].deviceId", "scans[5].scannedAt", "scans[6].scannedAt"]));
    expect(fields.find((f) => f.path === "scans[5].scannedAt")!.message).toBe("scannedAt must be a date and time (ISO 8601)");
    expect(fields.find((f) => f.path === "scans[6].scannedAt")!.message).toBe("scannedAt must have a time and its offset, e.g. 2026-11-23T19:02:00Z");
    // The rules that need the clock and the tickets come once the fields are well formed.
    const timely = await sync(door, tonight, [offline(code, "device-checks", minutesAgo(1)), offline(code, "device-checks", soon), offline(code, "device-checks", minutesAgo(24 * 60)), { code, ticketId: "00000000-0000-4000-8000-000000000001", deviceId: "device-checks", scannedAt: minutesAgo(1) }]);
    expect(fieldsOf(timely.body).map((f) => f.path)).toEqual(["scans[1].scannedAt", "scans[2].scannedAt", "scans[3].ticketId"]);
    expect(fieldsOf(timely.body)[0].message).toMatch(/^scannedAt must not be in the future \(it is .+; the server's clock says .+\)$/);
    expect(fieldsOf(timely.body)[1].message).toMatch(/^scannedAt must not be before its ticket was issued \(.+\)$/);
    expect(fieldsOf(timely.body)[2].message).toBe("give either code or ticketId, not both");
    // Nothing was admitted by the refused calls.
    expect(await admission(code)).toMatchObject({ admitted_at: null });
    const many = await sync(door, tonight, Array.from({ length: 501 }, () => offline(code, "device-checks", minutesAgo(1))));
    expect(fieldsOf(many.body)).toEqual([{ path: "scans", message: "scans must have at most 500 scans: send the rest in another call" }]);
  });

  test("each account may send so many calls a minute", async () => {
    const limited = new DoorService(database.db, site.services.events, site.services.orders.admissions, { syncsPerMinute: 2 });
    const user = { id: "00000000-0000-4000-8000-0000000000bb", name: "Busy", role: Role.door };
    for (let i = 0; i < 2; i++) await limited.sync(user, tonight, [{ code: "made-up", deviceId: "device-busy", scannedAt: new Date().toISOString() }]);
    await expect(limited.sync(user, tonight, [])).rejects.toMatchObject({ code: "RATE_LIMITED" });
    // Another account has its own budget.
    await expect(limited.sync({ ...user, id: "00000000-0000-4000-8000-0000000000cc" }, tonight, [])).resolves.toEqual([]);
  });

  test("the count admitted of expected is live across devices and cancellations, and refused to a door volunteer for another day", async () => {
    const { performanceId } = await soldPlay(database.db, "counted-tonight", {}, {}, 3 / 24);
    const a = await order(performanceId, "Count One", 2);
    const b = await order(performanceId, "Count Two", 1);
    const client = createClient({ url: `${site.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${door}` } });
    const seen: { admitted: number; expected: number }[] = [];
    const errors: unknown[] = [];
    const stop = client.subscribe<{ doorCountChanged: { admitted: number; expected: number } }>(
      { query: "subscription ($id: ID!) { doorCountChanged(performanceId: $id) { admitted expected } }", variables: { id: performanceId } },
      { next: ({ data }) => data && seen.push(data.doorCountChanged), error: (e) => errors.push(e), complete: () => undefined },
    );
    await until(() => seen, (s) => s.length === 1, () => "no first count");
    expect(seen[0]).toEqual({ admitted: 0, expected: 3 });
    await sync(editor, performanceId, [offline(a.codes[0], "device-count", minutesAgo(1))]);
    await until(() => seen, (s) => s.at(-1)?.admitted === 1, (s) => `counts ${JSON.stringify(s)}`);
    // A cancellation: one fewer expected.
    await site.services.boxOfficeDesk.cancelOrder({ id: "00000000-0000-4000-8000-0000000000aa", name: "Fixture", role: Role.admin }, b.reference);
    await until(() => seen, (s) => s.at(-1)?.expected === 2, (s) => `counts ${JSON.stringify(s)}`);
    stop();

    const refused: unknown[] = [];
    client.subscribe({ query: "subscription ($id: ID!) { doorCountChanged(performanceId: $id) { admitted } }", variables: { id: later } }, { next: (v) => refused.push(v), error: (e) => refused.push(e), complete: () => undefined });
    await until(() => refused, (r) => r.length > 0, () => "no answer");
    expect(JSON.stringify(refused)).toContain("FORBIDDEN");
    expect(errors).toEqual([]);
    await client.dispose();
  });
});
