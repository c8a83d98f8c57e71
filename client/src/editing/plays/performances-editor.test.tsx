import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Formik, useFormikContext } from "formik";
import { useEffect } from "react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { addRepeats, PerformancesField } from "./performances-editor";
import { toFormikErrors } from "../shell/drafts/save-flow";
import { blankPerformance, playSchema, toPlayInput, type PerformanceFormValues, type PlayFormValues, type VenueChoice } from "./play-form";

const ADC: VenueChoice = { id: "8a3c1c1e-0000-4000-8000-000000000001", slug: "adc-theatre", name: "ADC Theatre", address: "Park Street" };
const MUMFORD: VenueChoice = { id: "8a3c1c1e-0000-4000-8000-000000000002", slug: "mumford-theatre", name: "Mumford Theatre", address: "East Road" };

/** The form's values as a test reads them after each change. */
let current: PlayFormValues;
function Values() {
  const { values } = useFormikContext<PlayFormValues>();
  useEffect(() => {
    current = values;
  });
  return null;
}

const blankPlay = (performances: PerformanceFormValues[] = []): PlayFormValues => ({
  title: "Twelfth Night", slug: "twelfth-night", mainimage: "", mainimageDescription: "", message: "", blurb: "", blurbExcerpt: "", buylink: "", status: [], auditionEmailRecipient: "",
  startdate: "", displayedText: [], venues: [], prices: [], images: [], galleryCover: "", videolinks: [], reviews: [], teamTitle: "", team: [], castTitle: "", cast: [],
  performances, runningTime: "", intervals: "", ageGuidance: "", contentWarnings: [], contentNotes: "",
  licenceNotice: "", authorBilling: "", directorsNote: "", scenes: [], sponsors: [],
});

function renderEditor(performances: PerformanceFormValues[] = [], onSubmit = jest.fn(), onlinePayment = false) {
  render(
    <Formik<PlayFormValues> initialValues={blankPlay(performances)} onSubmit={onSubmit}>
      <Form aria-label="Play">
        <PerformancesField venues={[ADC, MUMFORD]} venuesLoading={false} onlinePayment={onlinePayment} />
        <Values />
      </Form>
    </Formik>,
  );
  return { onSubmit, helper: screen.getByRole("group", { name: "Add performances" }) };
}

/** A date or time input's new value, as a browser gives it (Formik validates after it). */
const change = (input: HTMLElement, value: string) => act(async () => {
  fireEvent.change(input, { target: { value } });
});

/** Fills the repeat helper (date and time inputs take their value as a browser gives it) and presses its button. */
async function repeat(helper: HTMLElement, { from, to = "", time, venue }: { from: string; to?: string; time: string; venue?: string }) {
  await change(within(helper).getByLabelText("First day"), from);
  await change(within(helper).getByLabelText("Last day"), to);
  await change(within(helper).getByLabelText("Time"), time);
  if (venue) await userEvent.selectOptions(within(helper).getByLabelText("Venue"), venue);
  await userEvent.click(within(helper).getByRole("button", { name: "Add performances" }));
}

const rowNames = () => within(screen.getByRole("list", { name: "Performances of this play" })).getAllByRole("listitem").map((li) => li.querySelector("legend")!.textContent);

test("'7.30pm nightly from Tuesday to Saturday, matinée Saturday 2.30pm' in two uses of the repeat helper", async () => {
  const { helper } = renderEditor();
  expect(screen.getByText(/No performances yet/)).toBeInTheDocument();
  // Every day is ticked to start with.
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) expect(within(helper).getByRole("checkbox", { name: day })).toBeChecked();

  await repeat(helper, { from: "2027-03-16", to: "2027-03-20", time: "19:30", venue: "ADC Theatre" });
  expect(within(helper).getByRole("status")).toHaveTextContent("Added 5 performances: Tuesday 16th March 2027 to Saturday 20th March 2027 at 7.30pm.");
  await repeat(helper, { from: "2027-03-20", time: "14:30" });
  expect(within(helper).getByRole("status")).toHaveTextContent("Added 1 performance: Saturday 20th March 2027, 2.30pm.");

  expect(rowNames()).toEqual([
    "Tuesday 16th March 2027, 7.30pm",
    "Wednesday 17th March 2027, 7.30pm",
    "Thursday 18th March 2027, 7.30pm",
    "Friday 19th March 2027, 7.30pm",
    "Saturday 20th March 2027, 2.30pm",
    "Saturday 20th March 2027, 7.30pm",
  ]);
  // The venue chosen once is every row's; each is on sale, with nothing else said.
  expect(current.performances.every((p) => p.venueId === ADC.id && p.status === "onsale" && p.access.length === 0 && !p.id)).toBe(true);
  expect(screen.getAllByRole("combobox", { name: "Venue" }).slice(0, 6).map((select) => (select as HTMLSelectElement).value)).toEqual(Array(6).fill(ADC.id));
});

test("only the ticked weekdays; across the clocks going forward the rows stay 7.30pm and are sent as the right instants", async () => {
  const { helper } = renderEditor();
  await userEvent.click(within(helper).getByRole("checkbox", { name: "Sunday" }));
  await userEvent.click(within(helper).getByRole("checkbox", { name: "Monday" }));
  await repeat(helper, { from: "2027-03-25", to: "2027-03-31", time: "19:30", venue: "Mumford Theatre" });
  expect(rowNames()).toEqual([
    "Thursday 25th March 2027, 7.30pm",
    "Friday 26th March 2027, 7.30pm",
    "Saturday 27th March 2027, 7.30pm",
    "Tuesday 30th March 2027, 7.30pm",
    "Wednesday 31st March 2027, 7.30pm",
  ]);
  expect(toPlayInput(current, 1).performances!.map((p) => p.startsAt)).toEqual([
    "2027-03-25T19:30:00.000Z",
    "2027-03-26T19:30:00.000Z",
    "2027-03-27T19:30:00.000Z",
    "2027-03-30T18:30:00.000Z",
    "2027-03-31T18:30:00.000Z",
  ]);
});

test("a performance already listed is not added twice, and the helper says so", async () => {
  const { helper } = renderEditor([blankPerformance({ id: "saved-1", startsAt: "2027-03-17T19:30", venueId: ADC.id, status: "soldout" })]);
  await repeat(helper, { from: "2027-03-16", to: "2027-03-18", time: "19:30", venue: "ADC Theatre" });
  expect(within(helper).getByRole("status")).toHaveTextContent("Added 2 performances: Tuesday 16th March 2027 to Thursday 18th March 2027 at 7.30pm. 1 performance already listed was left as it was.");
  expect(current.performances.map((p) => [p.startsAt, p.id ?? null, p.status])).toEqual([
    ["2027-03-16T19:30", null, "onsale"],
    ["2027-03-17T19:30", "saved-1", "soldout"],
    ["2027-03-18T19:30", null, "onsale"],
  ]);
});

test("what the helper cannot do is said beside its button, and nothing is added", async () => {
  const { helper } = renderEditor();
  await userEvent.click(within(helper).getByRole("button", { name: "Add performances" }));
  expect(within(helper).getByRole("alert")).toHaveTextContent("Give the first day");
  await repeat(helper, { from: "2027-03-20", to: "2027-03-16", time: "19:30" });
  expect(within(helper).getByRole("alert")).toHaveTextContent("The last day is before the first");
  await repeat(helper, { from: "2027-03-16", to: "2027-03-20", time: "19:30" });
  expect(within(helper).getByRole("alert")).toHaveTextContent("Choose a venue");
  expect(within(helper).getByRole("button", { name: "Add performances" })).toHaveAccessibleDescription("Choose a venue");
  expect(current.performances).toEqual([]);
});

test("Enter in the helper's inputs adds the performances; it does not save the play", async () => {
  const { helper, onSubmit } = renderEditor();
  await change(within(helper).getByLabelText("First day"), "2027-03-20");
  await change(within(helper).getByLabelText("Time"), "14:30");
  await userEvent.selectOptions(within(helper).getByLabelText("Venue"), "ADC Theatre");
  within(helper).getByLabelText("Time").focus();
  await userEvent.keyboard("{Enter}");
  expect(rowNames()).toEqual(["Saturday 20th March 2027, 2.30pm"]);
  expect(onSubmit).not.toHaveBeenCalled();
});

test("a status is one click from the list: Cancelled, Sold out; Postponed asks for the new date", async () => {
  renderEditor([
    blankPerformance({ id: "a", startsAt: "2027-03-16T19:30", venueId: ADC.id }),
    blankPerformance({ id: "b", startsAt: "2027-03-17T19:30", venueId: ADC.id }),
  ]);
  const tuesday = screen.getByRole("group", { name: "Tuesday 16th March 2027, 7.30pm" });
  const wednesday = screen.getByRole("group", { name: "Wednesday 17th March 2027, 7.30pm" });
  expect(within(tuesday).getByRole("radio", { name: "On sale" })).toBeChecked();

  await userEvent.click(within(tuesday).getByRole("radio", { name: "Cancelled" }));
  expect(within(tuesday).getByRole("radio", { name: "Cancelled" })).toBeChecked();
  expect(current.performances.map((p) => p.status)).toEqual(["cancelled", "onsale"]);
  await userEvent.click(within(wednesday).getByRole("radio", { name: "Sold out" }));
  expect(current.performances.map((p) => p.status)).toEqual(["cancelled", "soldout"]);

  expect(within(wednesday).queryByLabelText("Postponed to (London)")).not.toBeInTheDocument();
  await userEvent.click(within(wednesday).getByRole("radio", { name: "Postponed" }));
  await change(within(wednesday).getByLabelText("Postponed to (London)"), "2027-04-07T19:30");
  expect(current.performances[1]).toMatchObject({ status: "postponed", postponedTo: "2027-04-07T19:30" });
});

test("each row edits its access features, booking link and note, and can be removed; '+ Add a performance' adds a blank row at the last venue", async () => {
  renderEditor([blankPerformance({ id: "a", startsAt: "2027-03-16T19:30", venueId: MUMFORD.id })]);
  const row = screen.getByRole("group", { name: "Tuesday 16th March 2027, 7.30pm" });
  await userEvent.click(within(row).getByRole("checkbox", { name: "Captioned" }));
  await userEvent.click(within(row).getByRole("checkbox", { name: "Relaxed performance" }));
  await userEvent.type(within(row).getByLabelText("Booking link"), "https://tickets.example.org/16");
  await userEvent.type(within(row).getByLabelText("Note"), "Post-show talk");
  expect(current.performances[0]).toMatchObject({ access: ["captioned", "relaxed"], bookingLink: "https://tickets.example.org/16", note: "Post-show talk" });

  await userEvent.click(screen.getByRole("button", { name: "+ Add a performance" }));
  expect(current.performances[1]).toEqual(blankPerformance({ venueId: MUMFORD.id }));
  const added = screen.getByRole("group", { name: "Performance 2 (no date yet)" });
  expect(within(added).getByLabelText("Date and time (London)")).toHaveFocus();

  await userEvent.click(within(row).getByRole("button", { name: "Remove performance Tuesday 16th March 2027, 7.30pm" }));
  expect(current.performances).toEqual([blankPerformance({ venueId: MUMFORD.id })]);
});

test("addRepeats keeps the list soonest first, rows without a date last", () => {
  const rows = [blankPerformance(), blankPerformance({ startsAt: "2027-03-18T19:30", venueId: ADC.id })];
  const result = addRepeats(rows, ["2027-03-19T19:30", "2027-03-17T19:30", "2027-03-18T19:30"], ADC.id);
  expect(result.added).toBe(2);
  expect(result.skipped).toBe(1);
  expect(result.rows.map((r) => r.startsAt)).toEqual(["2027-03-17T19:30", "2027-03-18T19:30", "2027-03-19T19:30", ""]);
  // At another venue the same time is another performance.
  expect(addRepeats(rows, ["2027-03-18T19:30"], MUMFORD.id).added).toBe(1);
});

describe("selling a performance on this site", () => {
  const tuesday = () => screen.getByRole("group", { name: "Tuesday 16th March 2027, 7.30pm" });

  test("'Sell tickets on this site' shows the settings in place of the booking link, with the server's defaults", async () => {
    renderEditor([blankPerformance({ id: "a", startsAt: "2027-03-16T19:30", venueId: ADC.id })]);
    expect(within(tuesday()).getByLabelText("Booking link")).toBeInTheDocument();
    await userEvent.click(within(tuesday()).getByRole("checkbox", { name: "Sell tickets on this site" }));
    const sales = within(tuesday()).getByRole("group", { name: "Tickets sold on this site" });
    expect(within(tuesday()).queryByLabelText("Booking link")).not.toBeInTheDocument();
    expect(within(sales).getByLabelText("Hold tickets for (minutes)")).toHaveValue("10");
    expect(within(sales).getByLabelText("Most tickets per order")).toHaveValue("8");
    expect(within(sales).getByLabelText("Buyers may cancel until (hours before)")).toHaveValue("24");
    expect(within(sales).getByLabelText("On sale until (London)")).toHaveValue("");
    expect(within(sales).getByRole("radio", { name: /At the door/ })).toBeChecked();
    // Online needs Stripe: not offered here.
    expect(within(sales).getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["door", "free"]);

    await userEvent.type(within(sales).getByLabelText("Capacity"), "120");
    await userEvent.type(within(sales).getByLabelText("Price (£)"), "12.50");
    await userEvent.click(within(sales).getByRole("button", { name: "+ Add a ticket type" }));
    expect(within(sales).getAllByLabelText("Ticket type").map((i) => (i as HTMLInputElement).value)).toEqual(["Full", "Concession"]);
    await userEvent.type(within(sales).getAllByLabelText("Price (£)")[1], "8");
    await userEvent.type(within(sales).getAllByLabelText("Note for buyers")[1], "Students and over 65s");
    await userEvent.click(within(sales).getByRole("button", { name: "+ Add a ticket type" }));
    await userEvent.click(within(sales).getByRole("button", { name: "Remove ticket type Under 18s" }));

    expect(toPlayInput(current, 1).performances![0].sales).toEqual({
      capacity: 120,
      ticketTypes: [{ name: "Full", pricePence: 1250, note: null, restrictedPricePence: null }, { name: "Concession", pricePence: 800, note: "Students and over 65s", restrictedPricePence: null }],
      onSaleFrom: null,
      onSaleUntil: null,
      holdMinutes: 10,
      maxPerOrder: 8,
      payment: "door",
      cancelUntilHours: 24,
      reserved: false,
      companionReleaseHours: 48,
    });
    await userEvent.click(within(tuesday()).getByRole("checkbox", { name: "Sell tickets on this site" }));
    expect(toPlayInput(current, 1).performances![0].sales).toBeNull();
  });

  test("Online is offered once the site takes payment online", async () => {
    renderEditor([blankPerformance({ id: "a", startsAt: "2027-03-16T19:30", venueId: ADC.id, selling: true })], jest.fn(), true);
    await userEvent.click(within(tuesday()).getByRole("radio", { name: /Online/ }));
    expect(current.performances[0].sales.payment).toBe("online");
  });

  test("the rules' errors show at their fields", async () => {
    const row = blankPerformance({ id: "a", startsAt: "2027-03-16T19:30", venueId: ADC.id, selling: true });
    render(
      <Formik<PlayFormValues> initialValues={blankPlay([{ ...row, sales: { ...row.sales, capacity: "0", holdMinutes: "45" } }])} validationSchema={playSchema} onSubmit={jest.fn()}>
        {({ submitForm }) => (
          <Form aria-label="Play">
            <PerformancesField venues={[ADC, MUMFORD]} venuesLoading={false} />
            <button type="button" onClick={() => void submitForm()}>Save</button>
          </Form>
        )}
      </Formik>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await within(tuesday()).findByLabelText("Capacity")).toHaveAccessibleDescription(expect.stringContaining("The capacity must be a whole number from 1 to 10000"));
    expect(within(tuesday()).getByLabelText("Hold tickets for (minutes)")).toHaveAccessibleDescription(expect.stringContaining("The hold time must be a whole number from 1 to 30"));
    expect(within(tuesday()).getByLabelText("Price (£)")).toHaveAccessibleDescription(expect.stringContaining("Give a price (0 for free)"));
  });

  test("a reserved performance's capacity is its venue's seat plan's: shown, not asked, and no rule of the form's", async () => {
    const row = blankPerformance({ id: "a", startsAt: "2027-03-16T19:30", venueId: ADC.id, selling: true });
    const onSubmit = jest.fn();
    render(
      <Formik<PlayFormValues> initialValues={blankPlay([{ ...row, sales: { ...row.sales, reserved: true, ticketTypes: [{ name: "Full", pricePence: "10", note: "" }] } }])} validationSchema={playSchema} onSubmit={onSubmit}>
        {({ submitForm }) => (
          <Form aria-label="Play">
            <PerformancesField venues={[{ ...ADC, seats: 11 }, { ...MUMFORD, seats: 0 }]} venuesLoading={false} />
            <button type="button" onClick={() => void submitForm()}>Save</button>
          </Form>
        )}
      </Formik>,
    );
    const capacity = within(tuesday()).getByLabelText("Capacity");
    expect(capacity).toHaveValue("11");
    expect(capacity).toHaveAttribute("readonly");
    expect(capacity).toHaveAccessibleDescription("The seats of the venue's seat plan");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalled();
    await userEvent.selectOptions(within(tuesday()).getByRole("combobox", { name: "Venue" }), "Mumford Theatre");
    expect(within(tuesday()).getByLabelText("Capacity")).toHaveAccessibleDescription("The seats of the venue's seat plan: this venue has none yet");
    // Unreserved, the capacity is asked again.
    await userEvent.click(within(tuesday()).getByRole("checkbox", { name: "Reserved seating" }));
    expect(within(tuesday()).getByLabelText("Capacity")).not.toHaveAttribute("readonly");
  });

  test("the server's refusals show at their fields: a price (sent as pence) and Online without Stripe", async () => {
    const row = blankPerformance({ id: "a", startsAt: "2027-03-16T19:30", venueId: ADC.id, selling: true });
    const refused = new CombinedGraphQLErrors({
      errors: [{ message: "Invalid input", extensions: { code: "BAD_USER_INPUT", fields: [
        { path: "performances[0].sales.ticketTypes[0].pricePence", message: "pricePence must be at most 100000 (£1,000)" },
        { path: "performances[0].sales.payment", message: "payment online needs Stripe to be set up (STRIPE_SECRET_KEY)" },
      ] } }],
    });
    // Touched as a Save changes leaves them (a field's error shows once it is touched).
    render(
      <Formik<PlayFormValues> initialValues={blankPlay([{ ...row, sales: { ...row.sales, payment: "online" } }])} initialErrors={toFormikErrors<PlayFormValues>(refused)} initialTouched={{ performances: [{ sales: { ticketTypes: [{ pricePence: true }], payment: true } }] } as never} onSubmit={jest.fn()}>
        <Form aria-label="Play">
          <PerformancesField venues={[ADC, MUMFORD]} venuesLoading={false} />
        </Form>
      </Formik>,
    );
    expect(within(tuesday()).getByLabelText("Price (£)")).toHaveAccessibleDescription(expect.stringContaining("pricePence must be at most 100000 (£1,000)"));
    // Saved as Online before payment was switched off: still shown, with the refusal beside it.
    expect(within(tuesday()).getByRole("radio", { name: /Online/ })).toBeChecked();
    expect(within(tuesday()).getByRole("group", { name: "Payment" })).toHaveTextContent("payment online needs Stripe to be set up (STRIPE_SECRET_KEY)");
  });

  test("the repeat helper sells the run as the latest performance sold here, unless told not to", async () => {
    const sold = blankPerformance({ id: "a", startsAt: "2027-03-16T19:30", venueId: ADC.id, selling: true });
    const { helper } = renderEditor([{ ...sold, sales: { ...sold.sales, capacity: "90", ticketTypes: [{ name: "Full", pricePence: "10.00", note: "" }], onSaleUntil: "2027-03-16T18:30" } }]);
    expect(within(helper).getByLabelText("Tickets")).toHaveDisplayValue("Sold on this site as Tuesday 16th March 2027, 7.30pm");
    await repeat(helper, { from: "2027-03-17", to: "2027-03-18", time: "19:30" });
    expect(current.performances.map((p) => [p.startsAt, p.selling, p.sales.capacity, p.sales.ticketTypes[0].pricePence, p.sales.onSaleUntil])).toEqual([
      ["2027-03-16T19:30", true, "90", "10.00", "2027-03-16T18:30"],
      ["2027-03-17T19:30", true, "90", "10.00", "2027-03-17T18:30"],
      ["2027-03-18T19:30", true, "90", "10.00", "2027-03-18T18:30"],
    ]);
    await userEvent.selectOptions(within(helper).getByLabelText("Tickets"), "Not sold on this site");
    await repeat(helper, { from: "2027-03-19", time: "19:30" });
    expect(current.performances[3]).toMatchObject({ startsAt: "2027-03-19T19:30", selling: false });
  });
});
