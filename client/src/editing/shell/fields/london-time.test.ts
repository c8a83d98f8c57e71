import { fromLondonInput, toLondonInput } from "@theatre/common/london-wall-clock";
import { repeatStarts } from "./london-time";

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const TUESDAY_TO_SATURDAY = [2, 3, 4, 5, 6];
const SATURDAY = [6];

/** The repeat helper's starts as the instants the form sends. */
const instants = (result: ReturnType<typeof repeatStarts>) => ("starts" in result ? result.starts.map(fromLondonInput) : result);

describe("London's wall clock in the editor's inputs", () => {
  test("the browser's own time zone plays no part: nothing reads the local clock", () => {
    const local = ["getFullYear", "getMonth", "getDate", "getDay", "getHours", "getMinutes", "getTimezoneOffset", "setHours", "setDate"] as const;
    for (const method of local) {
      jest.spyOn(Date.prototype, method).mockImplementation(() => {
        throw new Error(`Date.prototype.${method} reads the browser's time zone`);
      });
    }
    try {
      expect(fromLondonInput("2027-03-30T19:30")).toBe("2027-03-30T18:30:00.000Z");
      expect(toLondonInput("2027-03-30T18:30:00.000Z")).toBe("2027-03-30T19:30");
      expect(repeatStarts({ from: "2027-03-16", to: "2027-03-20", time: "19:30", weekdays: TUESDAY_TO_SATURDAY })).toEqual({
        starts: ["2027-03-16T19:30", "2027-03-17T19:30", "2027-03-18T19:30", "2027-03-19T19:30", "2027-03-20T19:30"],
      });
    } finally {
      jest.restoreAllMocks();
    }
  });
});

describe("the repeat helper's dates", () => {
  test("7.30pm nightly from Tuesday to Saturday: one a day, on London's clock", () => {
    const nightly = repeatStarts({ from: "2027-03-16", to: "2027-03-20", time: "19:30", weekdays: EVERY_DAY });
    expect(nightly).toEqual({ starts: ["2027-03-16T19:30", "2027-03-17T19:30", "2027-03-18T19:30", "2027-03-19T19:30", "2027-03-20T19:30"] });
    // And the matinée: the Saturday alone (no last day), at 2.30pm.
    expect(repeatStarts({ from: "2027-03-20", to: "", time: "14:30", weekdays: EVERY_DAY })).toEqual({ starts: ["2027-03-20T14:30"] });
  });

  test("only the ticked weekdays: Tuesday to Saturday across two weeks leaves out Sunday and Monday", () => {
    const run = repeatStarts({ from: "2027-03-14", to: "2027-03-27", time: "19:30", weekdays: TUESDAY_TO_SATURDAY });
    expect("starts" in run && run.starts.map((s) => s.slice(0, 10))).toEqual([
      "2027-03-16", "2027-03-17", "2027-03-18", "2027-03-19", "2027-03-20",
      "2027-03-23", "2027-03-24", "2027-03-25", "2027-03-26", "2027-03-27",
    ]);
    expect(repeatStarts({ from: "2027-03-01", to: "2027-03-31", time: "14:30", weekdays: SATURDAY })).toEqual({
      starts: ["2027-03-06T14:30", "2027-03-13T14:30", "2027-03-20T14:30", "2027-03-27T14:30"],
    });
  });

  test("across the clocks going forward in late March, 7.30pm stays 7.30pm: the instants move an hour", () => {
    const run = repeatStarts({ from: "2027-03-25", to: "2027-03-31", time: "19:30", weekdays: TUESDAY_TO_SATURDAY });
    expect(instants(run)).toEqual([
      "2027-03-25T19:30:00.000Z", // Thursday, GMT
      "2027-03-26T19:30:00.000Z",
      "2027-03-27T19:30:00.000Z", // Saturday; the clocks change that night
      "2027-03-30T18:30:00.000Z", // Tuesday, BST
      "2027-03-31T18:30:00.000Z",
    ]);
  });

  test("across the clocks going back in late October, a Sunday matinée on the day of the change", () => {
    const run = repeatStarts({ from: "2027-10-29", to: "2027-11-01", time: "14:30", weekdays: EVERY_DAY });
    expect(instants(run)).toEqual([
      "2027-10-29T13:30:00.000Z", // Friday, BST
      "2027-10-30T13:30:00.000Z", // Saturday, BST
      "2027-10-31T14:30:00.000Z", // Sunday: the clocks went back at 2am
      "2027-11-01T14:30:00.000Z",
    ]);
  });

  test("month and year ends and a leap day are counted as days", () => {
    expect(repeatStarts({ from: "2028-02-27", to: "2028-03-01", time: "19:00", weekdays: EVERY_DAY })).toEqual({
      starts: ["2028-02-27T19:00", "2028-02-28T19:00", "2028-02-29T19:00", "2028-03-01T19:00"],
    });
    expect(repeatStarts({ from: "2027-12-31", to: "2028-01-01", time: "19:00", weekdays: EVERY_DAY })).toEqual({ starts: ["2027-12-31T19:00", "2028-01-01T19:00"] });
  });

  test("what it cannot do is said, not guessed", () => {
    expect(repeatStarts({ from: "", to: "", time: "19:30", weekdays: EVERY_DAY })).toEqual({ error: "Give the first day" });
    expect(repeatStarts({ from: "2027-03-20", to: "2027-03-16", time: "19:30", weekdays: EVERY_DAY })).toEqual({ error: "The last day is before the first" });
    expect(repeatStarts({ from: "2027-03-16", to: "2027-03-20", time: "", weekdays: EVERY_DAY })).toEqual({ error: "Give the time of the performances" });
    expect(repeatStarts({ from: "2027-03-16", to: "2027-03-20", time: "19:30", weekdays: [] })).toEqual({ error: "Tick at least one day of the week" });
    // Monday to Thursday has no Saturday.
    expect(repeatStarts({ from: "2027-03-15", to: "2027-03-18", time: "14:30", weekdays: SATURDAY })).toEqual({ error: "None of those days falls between the first and the last day" });
    expect(repeatStarts({ from: "2027-01-01", to: "2027-12-31", time: "19:30", weekdays: EVERY_DAY })).toEqual({ error: "That makes more than 100 performances: choose fewer days" });
  });
});
