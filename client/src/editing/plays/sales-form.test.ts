import { blankPerformance, playSchema, toPlayInput, type PlayFormValues } from "./play-form";
import { blankSales, penceOf, salesForRun, salesSchema, toSalesForm, toSalesInput, type SalesFormValues } from "./sales-form";

const check = (schema: { validate: (v: unknown, o: object) => Promise<unknown> }, values: unknown) =>
  schema.validate(values, { abortEarly: false }).then(() => [], (e: { inner: { path: string; message: string }[] }) => e.inner.map((i) => `${i.path}: ${i.message}`));

const filled = (over: Partial<SalesFormValues> = {}): SalesFormValues => ({
  ...blankSales(),
  capacity: "120",
  ticketTypes: [{ name: "Full", pricePence: "12.50", note: "" }, { name: "Concession", pricePence: "8", note: "Students and over 65s" }],
  ...over,
});

describe("prices in pounds, sent as whole pence", () => {
  test.each([
    ["12.50", 1250],
    ["12.5", 1250],
    ["£8", 800],
    [" 0 ", 0],
    ["0.05", 5],
    ["1000", 100_000],
  ])("%s is %i pence", (text, pence) => expect(penceOf(text)).toBe(pence));

  test.each(["", "12.505", "-1", "twelve", "1,000"])("%s is not an amount", (text) => expect(penceOf(text)).toBeNaN());
});

describe("loading and sending the settings", () => {
  const START = "2027-03-27T19:30:00.000Z";
  const loaded = {
    capacity: 120,
    ticketTypes: [{ name: "Full", pricePence: 1250, note: null }, { name: "Concession", pricePence: 800, note: "Students" }],
    onSaleFrom: "2027-02-01T10:00:00.000Z",
    onSaleUntil: START,
    holdMinutes: 15,
    maxPerOrder: 6,
    payment: "door" as const,
    cancelUntilHours: 48,
  };

  test("numbers become text, prices pounds, times London's clock; a sales end at the start (the server's default) shows empty", () => {
    expect(toSalesForm(loaded, START)).toEqual({
      capacity: "120",
      ticketTypes: [{ name: "Full", pricePence: "12.50", note: "", restrictedPricePence: "" }, { name: "Concession", pricePence: "8.00", note: "Students", restrictedPricePence: "" }],
      onSaleFrom: "2027-02-01T10:00",
      onSaleUntil: "",
      holdMinutes: "15",
      maxPerOrder: "6",
      payment: "door",
      cancelUntilHours: "48",
      reserved: false,
      companionReleaseHours: "48",
    });
    expect(toSalesForm({ ...loaded, onSaleUntil: "2027-03-27T17:30:00.000Z" }, START).onSaleUntil).toBe("2027-03-27T17:30");
  });

  test("sent back as the input: whole numbers, pence, instants, empty times as null", () => {
    expect(toSalesInput(toSalesForm(loaded, START))).toEqual({
      capacity: 120,
      ticketTypes: [{ name: "Full", pricePence: 1250, note: null, restrictedPricePence: null }, { name: "Concession", pricePence: 800, note: "Students", restrictedPricePence: null }],
      onSaleFrom: "2027-02-01T10:00:00.000Z",
      onSaleUntil: null,
      holdMinutes: 15,
      maxPerOrder: 6,
      payment: "door",
      cancelUntilHours: 48,
      reserved: false,
      companionReleaseHours: 48,
    });
    // Reserved seating: the restricted-view price goes as pence, empty as null.
    const reserved = toSalesInput({ ...toSalesForm(loaded, START), reserved: true, ticketTypes: [{ name: "Full", pricePence: "12.50", note: "", restrictedPricePence: "9" }] });
    expect([reserved.reserved, reserved.ticketTypes[0].restrictedPricePence]).toEqual([true, 900]);
  });

  test("a performance sells on the site only while its box is ticked; the settings stay in the form meanwhile", () => {
    const sold = blankPerformance({ startsAt: "2027-03-27T19:30", venueId: "v1", selling: true, sales: filled() });
    const sent = toPlayInput({ ...emptyPlay(), performances: [sold, { ...sold, selling: false }] }, 1).performances!;
    expect(sent[0].sales).toMatchObject({ capacity: 120, ticketTypes: [{ name: "Full", pricePence: 1250 }, { name: "Concession", pricePence: 800 }], holdMinutes: 10, maxPerOrder: 8, cancelUntilHours: 24, payment: "door" });
    expect(sent[1].sales).toBeNull();
  });
});

describe("the repeat helper's copies", () => {
  test("a run copies the settings; a set end of sales keeps its time before each performance", () => {
    const source = { startsAt: "2027-03-16T19:30", sales: filled({ onSaleFrom: "2027-02-01T10:00", onSaleUntil: "2027-03-16T18:30" }) };
    const copy = salesForRun(source, "2027-03-18T14:30");
    expect(copy).toEqual({ ...source.sales, onSaleUntil: "2027-03-18T13:30" });
    expect(copy.ticketTypes).not.toBe(source.sales.ticketTypes);
    expect(salesForRun({ ...source, sales: filled() }, "2027-03-18T14:30").onSaleUntil).toBe("");
  });
});

describe("the rules, as the server's", () => {
  test("filled-in settings pass", async () => {
    expect(await check(salesSchema, filled())).toEqual([]);
  });

  test("capacity 1 to 10000, hold 1 to 30 minutes, 1 to 20 per order, cancel 0 to 720 hours, all whole", async () => {
    expect(await check(salesSchema, filled({ capacity: "0", holdMinutes: "31", maxPerOrder: "21", cancelUntilHours: "1.5" }))).toEqual([
      "capacity: The capacity must be a whole number from 1 to 10000",
      "holdMinutes: The hold time must be a whole number from 1 to 30",
      "maxPerOrder: The most tickets per order must be a whole number from 1 to 20",
      "cancelUntilHours: The cancellation cut-off must be a whole number from 0 to 720",
    ]);
    expect(await check(salesSchema, filled({ capacity: "10000", holdMinutes: "1", maxPerOrder: "20", cancelUntilHours: "0" }))).toEqual([]);
    expect(await check(salesSchema, filled({ capacity: "" }))).toEqual(["capacity: The capacity is required"]);
  });

  test("ticket types: named, priced 0 to £1,000, each name once (any case), at least one, all free when payment is free", async () => {
    expect(await check(salesSchema, filled({ ticketTypes: [{ name: "", pricePence: "1000.01", note: "" }] }))).toEqual([
      "ticketTypes[0].name: Give the ticket type a name, such as Full or Concession",
      "ticketTypes[0].pricePence: The price is an amount in pounds from 0 to 1000, such as 12.50",
    ]);
    expect(await check(salesSchema, filled({ ticketTypes: [{ name: "Full", pricePence: "10", note: "" }, { name: " full ", pricePence: "8", note: "" }] }))).toEqual(["ticketTypes: Give each ticket type a different name"]);
    expect(await check(salesSchema, filled({ ticketTypes: [] }))).toEqual(["ticketTypes: Add at least one ticket type"]);
    expect(await check(salesSchema, filled({ payment: "free" }))).toEqual(["ticketTypes: Free performances' ticket types all cost 0"]);
    expect(await check(salesSchema, filled({ payment: "free", ticketTypes: [{ name: "Free", pricePence: "0", note: "" }] }))).toEqual([]);
  });

  test("sales stop after they start", async () => {
    expect(await check(salesSchema, filled({ onSaleFrom: "2027-03-01T10:00", onSaleUntil: "2027-03-01T10:00" }))).toEqual(["onSaleUntil: Sales must stop after they start"]);
    expect(await check(salesSchema, filled({ onSaleFrom: "2027-03-01T10:00", onSaleUntil: "2027-03-01T10:01" }))).toEqual([]);
  });

  test("in the play's form the rules apply to a performance sold here only, at its path", async () => {
    const sold = blankPerformance({ startsAt: "2027-03-27T19:30", venueId: "v1", selling: true, sales: filled({ capacity: "none" }) });
    const notSold = blankPerformance({ startsAt: "2027-03-27T19:30", venueId: "v1", sales: filled({ capacity: "none" }) });
    expect(await check(playSchema, { ...emptyPlay(), performances: [sold, notSold] })).toEqual(["performances[0].sales.capacity: The capacity must be a whole number from 1 to 10000"]);
  });
});

function emptyPlay(): PlayFormValues {
  return {
    title: "Twelfth Night", slug: "twelfth-night", mainimage: "", mainimageDescription: "", message: "", blurb: "", blurbExcerpt: "", buylink: "", status: [], auditionEmailRecipient: "",
    startdate: "", displayedText: [], venues: [], prices: [], images: [], galleryCover: "", videolinks: [], reviews: [], teamTitle: "", team: [], castTitle: "", cast: [],
    performances: [], runningTime: "", intervals: "", ageGuidance: "", contentWarnings: [], contentNotes: "",
  licenceNotice: "", authorBilling: "", directorsNote: "", scenes: [], sponsors: [],
  };
}
