import { Role } from "../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import type { Venue } from "../venues/venue.entity";

let database: TestDatabase;
let site: TestApp;
let editor: string;
let hall: Venue;
const fixtureUser = { id: "00000000-0000-4000-8000-0000000000aa", name: "Fixture", role: Role.admin };

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db, { settings: { holdLimits: { perMinute: 1000, livePerAddress: 0 } } });
  editor = await site.tokenFor(Role.editor, "Viola");
  hall = await site.services.venues.create(fixtureUser, { name: "Fen Street Hall", address: "1 Fen Street, Cambridge" });
});
afterAll(async () => {
  await site.app.close();
  await database.drop();
});

const gql = async (query: string, variables?: Record<string, unknown>, token: string | undefined = editor) =>
  (await site.graphql<Record<string, any>>(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body;
const startsAt = new Date(Date.now() + 20 * 86_400_000).toISOString();
const SALES = "sales { capacity ticketTypes { name pricePence note } onSaleFrom onSaleUntil holdMinutes maxPerOrder payment cancelUntilHours }";
const sales = { capacity: 80, ticketTypes: [{ name: "Full", pricePence: 1200 }, { name: "Under 18s", pricePence: 600, note: "Under 18 on the day" }] };

async function playWith(slug: string, salesInput: unknown, draft = false) {
  const { id, version } = (await gql("mutation { createPlay { id version } }")).data!.createPlay;
  const input = { title: slug, slug, version, venueIds: [hall.id], dates: { displayedText: [] }, performances: [{ startsAt, venueId: hall.id, sales: salesInput }] };
  return gql(`mutation ($id: ID!, $input: PlayInput!) { ${draft ? "savePlayDraft" : "updatePlay"}(id: $id, input: $input) { id performances { id status remaining ${SALES} } } }`, { id, input });
}

test("selling settings are saved and published with the play, with their defaults, and visitors see them", async () => {
  const saved = await playWith("sold-here", sales);
  expect(saved.errors).toBeUndefined();
  const performance = saved.data!.updatePlay.performances[0];
  expect(performance.sales).toEqual({
    capacity: 80,
    ticketTypes: [{ name: "Full", pricePence: 1200, note: null }, { name: "Under 18s", pricePence: 600, note: "Under 18 on the day" }],
    onSaleFrom: null,
    onSaleUntil: startsAt,
    holdMinutes: 10,
    maxPerOrder: 8,
    payment: "door",
    cancelUntilHours: 24,
  });
  const visitor = await gql(`{ play(slug: "sold-here") { performances { remaining status ${SALES} } } }`, {}, undefined);
  expect(visitor.data!.play.performances[0]).toMatchObject({ remaining: 80, status: "onsale", sales: { capacity: 80, payment: "door" } });
  expect((await site.services.holds.hold(performance.id, { quantity: 2 }, "192.0.2.7")).quantity).toBe(2);
});

test("the REST play shape carries each performance's sales both ways", async () => {
  const before = await site.rest("GET", "/api/plays/sold-here");
  expect(before.body.performances[0].sales).toMatchObject({ capacity: 80, holdMinutes: 10 });
  const changed = { ...before.body, performances: [{ ...before.body.performances[0], sales: { ...before.body.performances[0].sales, capacity: 90, maxPerOrder: 4 } }] };
  const saved = await site.rest("PUT", `/api/plays/${before.body._id}`, changed, editor);
  expect(saved.status).toBe(200);
  expect(saved.body.performances[0]).toMatchObject({ remaining: 88, sales: { capacity: 90, maxPerOrder: 4 } });
  const pennies = { ...changed, performances: [{ ...changed.performances[0], sales: { ...changed.performances[0].sales, ticketTypes: [{ name: "Full", pricePence: 12.5 }] } }] };
  const refused = await site.rest("PUT", `/api/plays/${before.body._id}`, pennies, editor);
  expect(refused.status).toBe(400);
  expect(refused.body.errors).toEqual([{ path: "performances[0].sales.ticketTypes[0].pricePence", message: "pricePence must be a whole number of pence" }]);
  // Sent back as read, nothing changes.
  const again = await site.rest("PUT", `/api/plays/${before.body._id}`, saved.body, editor);
  expect(again.body.performances).toEqual(saved.body.performances);
});

test("a performance without sales is not sold here; a draft's sales sell nothing until published", async () => {
  const plain = await playWith("not-sold", null);
  const id = plain.data!.updatePlay.performances[0].id;
  expect(plain.data!.updatePlay.performances[0]).toMatchObject({ sales: null, remaining: null });
  expect((await gql(`mutation { holdTickets(performanceId: "${id}", quantity: 1) { id } }`, {}, undefined)).errors?.[0].extensions?.code).toBe("NOT_ON_SALE");
  const draft = await playWith("draft-sales", sales, true);
  const draftId = draft.data!.savePlayDraft.performances[0].id;
  expect((await gql(`mutation { holdTickets(performanceId: "${draftId}", quantity: 1) { id } }`, {}, undefined)).errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
});

test("a published change to a performance's selling holds for the very next hold, though holds keep performances between asks", async () => {
  const saved = await playWith("changed-mid-sale", sales);
  const { id: playId, performances: [performance] } = saved.data!.updatePlay;
  const ask = (quantity: number) => gql(`mutation ($id: ID!, $quantity: Int!) { holdTickets(performanceId: $id, quantity: $quantity) { quantity } }`, { id: performance.id, quantity }, undefined);
  expect((await ask(5)).data).toEqual({ holdTickets: { quantity: 5 } });
  const play = await site.rest("GET", "/api/plays/changed-mid-sale");
  const fewer = { ...play.body, performances: [{ ...play.body.performances[0], sales: { ...play.body.performances[0].sales, maxPerOrder: 4 } }] };
  const fewerSaved = await site.rest("PUT", `/api/plays/${playId}`, fewer, editor);
  expect(fewerSaved.status).toBe(200);
  const tooMany = (await ask(5)).errors?.[0];
  expect(tooMany?.extensions?.code).toBe("BAD_USER_INPUT");
  expect(tooMany?.message).toContain("quantity must be at most 4");
  const called = { ...fewerSaved.body, performances: [{ ...fewerSaved.body.performances[0], status: "cancelled" }] };
  expect((await site.rest("PUT", `/api/plays/${playId}`, called, editor)).status).toBe(200);
  expect((await ask(1)).errors?.[0].extensions?.code).toBe("NOT_ON_SALE");
});

test("every broken selling rule is reported at its place, and nothing is stored", async () => {
  const answer = await playWith("bad-sales", {
    capacity: 0,
    ticketTypes: [{ name: "Full", pricePence: 1200 }, { name: "full", pricePence: -1 }],
    onSaleFrom: "2027-01-02T10:00:00Z",
    onSaleUntil: "2027-01-01T10:00:00Z",
    holdMinutes: 31,
    maxPerOrder: 21,
    cancelUntilHours: -1,
  });
  const fields = (answer.errors?.[0].extensions?.fields as { path: string; message: string }[]).map((f) => `${f.path}: ${f.message}`);
  expect(fields).toEqual(
    expect.arrayContaining([
      "performances[0].sales.capacity: capacity must be at least 1",
      "performances[0].sales.ticketTypes: ticketTypes must each have a different name",
      "performances[0].sales.onSaleUntil: onSaleUntil must be after onSaleFrom",
      "performances[0].sales.holdMinutes: holdMinutes must be at most 30",
      "performances[0].sales.maxPerOrder: maxPerOrder must be at most 20",
      "performances[0].sales.cancelUntilHours: cancelUntilHours must be 0 or more",
    ]),
  );
  const free = await playWith("bad-free", { capacity: 10, payment: "free", ticketTypes: [{ name: "Free", pricePence: 0 }, { name: "Full", pricePence: 500 }] });
  expect(free.errors?.[0].extensions?.fields).toEqual([{ path: "performances[0].sales.ticketTypes", message: "ticketTypes must all cost 0 when payment is free" }]);
  const negative = await playWith("bad-price", { capacity: 10, ticketTypes: [{ name: "Full", pricePence: -1 }] });
  expect(negative.errors?.[0].extensions?.fields).toEqual([{ path: "performances[0].sales.ticketTypes[0].pricePence", message: "pricePence must be 0 or more" }]);
  const empty = await playWith("bad-empty", { capacity: 10, ticketTypes: [] });
  expect(empty.errors?.[0].extensions?.fields).toEqual([{ path: "performances[0].sales.ticketTypes", message: "ticketTypes must have at least one ticket type" }]);
  expect(await database.db.query(`SELECT count(*)::int AS n FROM play WHERE slug LIKE 'bad-%'`)).toEqual([{ n: 0 }]);
});

test("a performance's id is its own: another play cannot publish a performance under an id already taken", async () => {
  const first = await playWith("first-owner", sales);
  const takenId = first.data!.updatePlay.performances[0].id;
  const { id, version } = (await gql("mutation { createPlay { id version } }")).data!.createPlay;
  const input = { title: "Copycat", slug: "copycat", version, venueIds: [hall.id], dates: { displayedText: [] }, performances: [{ id: takenId, startsAt, venueId: hall.id, sales }] };
  const answer = await gql(`mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { id } }`, { id, input });
  expect(answer.errors?.[0].extensions?.fields).toEqual([{ path: "performances[0].id", message: "id is another play's performance: leave it out for a new performance" }]);
});
