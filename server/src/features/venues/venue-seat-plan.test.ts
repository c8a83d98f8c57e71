import { Role } from "../../core/auth";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { insertPlays, playFixture } from "../plays/play.fixtures";

let database: TestDatabase;
let site: TestApp;
let editor: string;

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db);
  editor = await site.tokenFor(Role.editor, "Planner");
});

afterAll(async () => {
  await site.app.close();
  await database.drop();
});

const gql = async (query: string, variables?: Record<string, unknown>, token: string | undefined = editor): Promise<any> =>
  (await site.graphql<any>(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body;

const PLAN_FIELDS = "seats wheelchairSpaceCount seatPlan { sections { name rows { label seats { number kind note companionFor } } } }";
let serial = 0;
const newVenue = async (more: Record<string, unknown> = {}) => {
  serial += 1;
  const made = await gql(`mutation ($input: VenueDetailsInput!) { createVenue(input: $input) { id slug name ${PLAN_FIELDS} } }`, { input: { name: `Planned Hall ${serial}`, address: `${serial} Seat Street, Cambridge`, ...more } });
  expect(made.errors).toBeUndefined();
  return made.data.createVenue;
};
const update = (id: string, input: Record<string, unknown>, token?: string) =>
  gql(`mutation ($id: ID!, $input: VenueDetailsInput!) { updateVenue(id: $id, input: $input) { name ${PLAN_FIELDS} } }`, { id, input }, token);
const storedPlan = async (id: string) => (await database.db.query("SELECT seat_plan FROM venue WHERE id = $1", [id]))[0].seat_plan;

const seat = (number: string | null, kind = "standard", more: Record<string, unknown> = {}) => ({ number, kind, ...more });
/** Stalls (a wheelchair space with its companion, an aisle, a restricted view) and a Balcony of one row. */
const PLAN = {
  sections: [
    { name: "Stalls", rows: [
      { label: "A", seats: [seat("1", "wheelchair"), seat("2", "companion"), seat(null, "gap"), seat("3"), seat("4", "restricted", { note: "Pillar on the left" })] },
      { label: "B", seats: [seat("1"), seat("2"), seat("", "gap"), seat("3"), seat("4")] },
    ] },
    { name: "Balcony", rows: [{ label: "C", seats: [seat("1"), seat("2")] }] },
  ],
};
const STORED = {
  sections: [
    { name: "Stalls", rows: [
      { label: "A", seats: [
        { number: "1", kind: "wheelchair", note: null, companionFor: null },
        { number: "2", kind: "companion", note: null, companionFor: "1" },
        { number: null, kind: "gap", note: null, companionFor: null },
        { number: "3", kind: "standard", note: null, companionFor: null },
        { number: "4", kind: "restricted", note: "Pillar on the left", companionFor: null },
      ] },
      { label: "B", seats: ["1", "2", null, "3", "4"].map((number) => ({ number, kind: number ? "standard" : "gap", note: null, companionFor: null })) },
    ] },
    { name: "Balcony", rows: [{ label: "C", seats: ["1", "2"].map((number) => ({ number, kind: "standard", note: null, companionFor: null })) }] },
  ],
};

describe("a venue's seat plan", () => {
  test("an editor saves a plan: it is stored normalised (companions linked, gaps without numbers) and counted", async () => {
    const venue = await newVenue();
    expect(venue).toMatchObject({ seatPlan: null, seats: 0, wheelchairSpaceCount: 0 });
    const saved = await update(venue.id, { name: venue.name, address: "1 Seat Street, Cambridge", seatPlan: PLAN });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateVenue).toEqual({ name: venue.name, seats: 10, wheelchairSpaceCount: 1, seatPlan: STORED });
    expect(await storedPlan(venue.id)).toEqual(STORED);
    const read = await gql(`query ($slug: String!) { venue(slug: $slug) { ${PLAN_FIELDS} } }`, { slug: venue.slug }, undefined);
    expect(read.data.venue.seatPlan).toEqual(STORED);
  });

  test("a new venue may come with its plan", async () => {
    const venue = await newVenue({ seatPlan: PLAN });
    expect(venue).toMatchObject({ seats: 10, seatPlan: STORED });
  });

  test("seatPlan absent keeps the plan; null, or no sections, removes it", async () => {
    const venue = await newVenue({ seatPlan: PLAN });
    const details = { name: "Renamed Hall", address: "9 Seat Street, Cambridge" };
    const kept = await update(venue.id, details);
    expect(kept.data.updateVenue).toMatchObject({ name: "Renamed Hall", seats: 10, seatPlan: STORED });
    expect(await storedPlan(venue.id)).toEqual(STORED);

    expect((await update(venue.id, { ...details, seatPlan: null })).data.updateVenue).toMatchObject({ seats: 0, seatPlan: null });
    expect(await storedPlan(venue.id)).toBeNull();

    await update(venue.id, { ...details, seatPlan: PLAN });
    expect((await update(venue.id, { ...details, seatPlan: { sections: [] } })).data.updateVenue).toMatchObject({ seats: 0, seatPlan: null });
    expect(await storedPlan(venue.id)).toBeNull();
  });

  test("each rule is refused with the path of its field, all at once, and the stored plan stays as it was", async () => {
    const venue = await newVenue({ seatPlan: PLAN });
    const broken = {
      sections: [
        { name: "Stalls", rows: [
          { label: "A", seats: [
            seat("1"), // 0
            seat("1"), // 1: a number twice in a row
            seat(null), // 2: a seat without a number
            seat("5", "gap"), // 3: a gap with a number
            seat("6", "restricted", { note: "y".repeat(200) }), // 4: a note of the longest length
            seat("7", "standard", { note: "Nice" }), // 5: a note on a seat with a clear view
            seat("8", "restricted", { note: "x".repeat(201) }), // 6: a note too long
            seat("12345678901"), // 7: a number too long
            seat("9", "companion"), // 8: a companion in a row without a wheelchair space
          ] },
          { label: "B", seats: [seat("1", "wheelchair"), seat("2", "companion", { companionFor: "3" }), seat("3", "standard", { companionFor: "1" })] },
          { label: " a ", seats: [seat("1")] }, // a label twice in a section (case and spaces aside)
          { label: "", seats: [] }, // no label, no seats
        ] },
        { name: "stalls", rows: [] }, // a name twice in the plan; a section without rows
        { name: "", rows: [{ label: "A", seats: [seat("1")] }] },
      ],
    };
    const refused = await update(venue.id, { name: "Planned Hall", address: "1 Seat Street, Cambridge", seatPlan: broken });
    expect(refused.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const paths = refused.errors[0].extensions.fields.map((f: { path: string }) => f.path).sort();
    const stalls = "seatPlan.sections[0].rows";
    expect(paths).toEqual([
      `${stalls}[0].seats[1].number`,
      `${stalls}[0].seats[2].number`,
      `${stalls}[0].seats[3].number`,
      `${stalls}[0].seats[5].note`,
      `${stalls}[0].seats[6].note`,
      `${stalls}[0].seats[7].number`,
      `${stalls}[0].seats[8].companionFor`,
      `${stalls}[1].seats[1].companionFor`,
      `${stalls}[1].seats[2].companionFor`,
      `${stalls}[2].label`,
      `${stalls}[3].label`,
      `${stalls}[3].seats`,
      "seatPlan.sections[1].name",
      "seatPlan.sections[1].rows",
      "seatPlan.sections[2].name",
    ].sort());
    const message = (path: string) => refused.errors[0].extensions.fields.find((f: { path: string }) => f.path === path)?.message;
    expect(message(`${stalls}[0].seats[6].note`)).toBe("note must be at most 200 characters");
    expect(message(`${stalls}[1].seats[1].companionFor`)).toBe('companionFor must be the number of a wheelchair space in row B ("3" is none)');
    expect(message(`${stalls}[0].seats[8].companionFor`)).toBe("a companion seat goes with a wheelchair space in its row, and row A has none");
    expect(message("seatPlan.sections[1].name")).toBe('name must differ from the other sections\' names ("stalls" is used twice)');
    expect(await storedPlan(venue.id)).toEqual(STORED);
  });

  test("seat numbers may be sent as whole numbers, in the query or its variables; each is stored and answered as text, with every rule of a number", async () => {
    const venue = await newVenue();
    const details = { name: "Numbered Hall", address: "1 Seat Street, Cambridge" };
    const sent = { sections: [{ name: "Stalls", rows: [{ label: "A", seats: [seat(1 as never, "wheelchair"), seat(2 as never, "companion", { companionFor: 1 }), seat(null, "gap"), seat("3a")] }] }] };
    const saved = await update(venue.id, { ...details, seatPlan: sent });
    expect(saved.errors).toBeUndefined();
    const row = [
      { number: "1", kind: "wheelchair", note: null, companionFor: null },
      { number: "2", kind: "companion", note: null, companionFor: "1" },
      { number: null, kind: "gap", note: null, companionFor: null },
      { number: "3a", kind: "standard", note: null, companionFor: null },
    ];
    expect(saved.data.updateVenue.seatPlan.sections[0].rows[0].seats).toEqual(row);
    expect((await storedPlan(venue.id)).sections[0].rows[0].seats).toEqual(row);
    // Written in the query itself, as Int literals.
    const literal = await gql(`mutation ($id: ID!) { updateVenue(id: $id, input: { name: "Numbered Hall", address: "1 Seat Street, Cambridge", seatPlan: { sections: [{ name: "Stalls", rows: [{ label: "B", seats: [{ number: 12, kind: standard }, { number: "13", kind: standard }, { number: 0, kind: standard }] }] }] } }) { seatPlan { sections { rows { seats { number } } } } } }`, { id: venue.id });
    expect(literal.errors).toBeUndefined();
    expect(literal.data.updateVenue.seatPlan.sections[0].rows[0].seats.map((s: { number: string }) => s.number)).toEqual(["12", "13", "0"]);
    // One number twice in a row, as a number and as text: refused at its field, as two texts are.
    const twice = await update(venue.id, { ...details, seatPlan: { sections: [{ name: "Stalls", rows: [{ label: "A", seats: [seat(7 as never), seat("7")] }] }] } });
    expect(twice.errors[0].extensions.fields).toEqual([{ path: "seatPlan.sections[0].rows[0].seats[1].number", message: 'number must differ from the other seats\' numbers in row A ("7" is used twice)' }]);
    // Not a whole number, or out of range: refused before the plan is read.
    for (const number of [1.5, -1, 100000, true]) {
      const refused = await update(venue.id, { ...details, seatPlan: { sections: [{ name: "Stalls", rows: [{ label: "A", seats: [seat(number as never)] }] }] } });
      expect(refused.errors[0].extensions.code).toBe("BAD_USER_INPUT");
      expect(refused.errors[0].message).toMatch(/a seat number is text, or a whole number from 0 to 99999/);
    }
    const other = await update(venue.id, { ...details, seatPlan: { sections: [{ name: "Stalls", rows: [{ label: "A", seats: [seat({ row: 1 } as never)] }] }] } });
    expect(other.errors[0].message).toMatch(/a seat number is text, or a whole number from 0 to 99999: got an object/);
    expect((await storedPlan(venue.id)).sections[0].rows[0].label).toBe("B");
  });

  test("a restricted view may come without a note: stored without one", async () => {
    const venue = await newVenue({ seatPlan: { sections: [{ name: "Stalls", rows: [{ label: "A", seats: [seat("1", "restricted"), seat("2", "restricted", { note: "Pillar" })] }] }] } });
    expect(venue.seatPlan.sections[0].rows[0].seats).toEqual([
      { number: "1", kind: "restricted", note: null, companionFor: null },
      { number: "2", kind: "restricted", note: "Pillar", companionFor: null },
    ]);
  });

  test("the limits: at most 10 sections, 100 rows a section, 200 seats a row, 5,000 seats and 10,000 cells in all", async () => {
    const venue = await newVenue();
    const details = { name: "Big Hall", address: "1 Large Road, Cambridge" };
    const rowOf = (label: string, n: number) => ({ label, seats: Array.from({ length: n }, (_, i) => seat(String(i + 1))) });
    const sections = (n: number, rows: number, seats: number) => Array.from({ length: n }, (_, s) => ({ name: `Section ${s}`, rows: Array.from({ length: rows }, (_, r) => rowOf(`R${r}`, seats)) }));
    const pathsOf = async (plan: unknown) => (await update(venue.id, { ...details, seatPlan: plan })).errors?.[0].extensions.fields.map((f: { path: string; message: string }) => `${f.path}: ${f.message}`);
    expect(await pathsOf({ sections: sections(11, 1, 1) })).toEqual(["seatPlan.sections: sections must be at most 10"]);
    expect(await pathsOf({ sections: sections(1, 101, 1) })).toEqual(["seatPlan.sections[0].rows: rows must be at most 100 in a section"]);
    expect(await pathsOf({ sections: sections(1, 1, 201) })).toEqual(["seatPlan.sections[0].rows[0].seats: seats must be at most 200 in a row"]);
    expect(await pathsOf({ sections: sections(2, 13, 200) })).toEqual(["seatPlan.sections: the plan must have at most 5000 seats in all (it has 5200)"]);
    // Aisles are cells too: 10 sections of 100 rows of one seat and 10 gaps.
    const aisles = Array.from({ length: 10 }, (_, s) => ({ name: `Section ${s}`, rows: Array.from({ length: 100 }, (_, r) => ({ label: `R${r}`, seats: [seat("1"), ...Array.from({ length: 10 }, () => seat(null, "gap"))] })) }));
    expect(await pathsOf({ sections: aisles })).toEqual(["seatPlan.sections: the plan must have at most 10000 cells in all, seats and gaps together (it has 11000)"]);
    const largest = await update(venue.id, { ...details, seatPlan: { sections: sections(5, 5, 200) } });
    expect(largest.errors).toBeUndefined();
    expect(largest.data.updateVenue.seats).toBe(5000);
  });

  test("only editors and admins may write a plan: anonymous and members are refused and nothing changes", async () => {
    const venue = await newVenue({ seatPlan: PLAN });
    const input = { name: "Taken Hall", address: "1 Seat Street, Cambridge", seatPlan: null };
    const anonymous = "";
    expect((await update(venue.id, input, anonymous)).errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const member = await site.tokenFor(Role.member);
    expect((await update(venue.id, input, member)).errors[0].extensions.code).toBe("FORBIDDEN");
    const created = await gql("mutation ($input: VenueDetailsInput!) { createVenue(input: $input) { id } }", { input: { name: "Member Hall", address: "2 Road, Cambridge", seatPlan: PLAN } }, member);
    expect(created.errors[0].extensions.code).toBe("FORBIDDEN");
    expect(await storedPlan(venue.id)).toEqual(STORED);
    const admin = await site.tokenFor(Role.admin);
    expect((await update(venue.id, input, admin)).data.updateVenue.seatPlan).toBeNull();
  });

  test("the REST facade reads the plan with the venue; a play's venues leave it out", async () => {
    const venue = await newVenue({ seatPlan: PLAN });
    const rest = await site.rest("GET", `/api/venues/${venue.slug}`);
    expect(rest.status).toBe(200);
    expect(rest.body.seatPlan).toEqual(STORED);
    const all = await site.rest("GET", "/api/venues");
    expect(all.body.find((v: { _id: string }) => v._id === venue.id).seatPlan).toEqual(STORED);
    const bare = await newVenue();
    expect((await site.rest("GET", `/api/venues/${bare.slug}`)).body.seatPlan).toBeNull();

    await insertPlays(database.db, [playFixture({ slug: "planned-play", venues: [], venueIds: [venue.id] })]);
    const play = await site.rest("GET", "/api/plays/planned-play");
    expect(play.body.venues).toEqual([expect.objectContaining({ _id: venue.id, name: venue.name })]);
    expect(play.body.venues[0]).not.toHaveProperty("seatPlan");
    const viaGraphql = await gql('{ play(slug: "planned-play") { venues { seats seatPlan { sections { name } } } } }', undefined, undefined);
    expect(viaGraphql.data.play.venues).toEqual([{ seats: 10, seatPlan: { sections: [{ name: "Stalls" }, { name: "Balcony" }] } }]);
  });
});
