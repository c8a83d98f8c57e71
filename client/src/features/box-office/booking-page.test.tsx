import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { ContentLoadedProvider } from "../../lib/content-loaded";
import { AvailabilityChangedSubscription, AvailabilityQuery, BookingPageQuery, HoldTicketsMutation, PlaceOrderMutation, ReleaseHoldMutation, SeatPlanQuery } from "./booking.graphql";
import { testPlan } from "./seat-chooser/plan-fixture";
import { BookingPage } from "./booking-page";

const PERFORMANCE_ID = "6d1f9a52-8a37-4d38-9a3f-0d2b1f3a1c11";
const IN_AN_HOUR = new Date(Date.now() + 3_600_000).toISOString();
const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000).toISOString();

const venue = {
  __typename: "Venue", id: "v1", slug: "adc-theatre", name: "ADC Theatre", address: "Park Street, Cambridge",
  stepFree: "Level access from Park Street", wheelchairSpaces: "", hearingLoop: "", accessibleToilets: "", parking: "", publicTransport: "", accessNotes: "",
};

const TICKET_TYPES = [
  { __typename: "TicketType", name: "Full", pricePence: 1200, restrictedPricePence: null as number | null, note: null },
  { __typename: "TicketType", name: "Concession", pricePence: 800, restrictedPricePence: null as number | null, note: "Students and over 65s" },
];

function page(performance: { status: string; remaining: number }, sales: { onSaleFrom?: string | null; onSaleUntil?: string; reserved?: boolean } = {}, ticketTypes = TICKET_TYPES): MockLink.MockedResponse {
  return {
    request: { query: BookingPageQuery, variables: { performanceId: PERFORMANCE_ID } },
    result: {
      data: {
        playOfPerformance: {
          __typename: "Play", id: "play1", slug: "twelfth-night", title: "Twelfth Night",
          performances: [{
            __typename: "Performance", id: PERFORMANCE_ID, startsAt: IN_A_MONTH, endsAt: IN_A_MONTH, note: null, venue, ...performance,
            sales: {
              __typename: "Sales", capacity: 100, onSaleFrom: null, onSaleUntil: IN_A_MONTH, holdMinutes: 10, maxPerOrder: 8, payment: "door", cancelUntilHours: 24, reserved: false, ...sales,
              ticketTypes,
            },
          }],
        },
      },
    },
  };
}

/** Tickets left as the server says on arrival, and no live change meanwhile. */
const arrival = (remaining: number, status: string): MockLink.MockedResponse[] => [
  { request: { query: AvailabilityQuery, variables: { performanceId: PERFORMANCE_ID } }, result: { data: { availability: { __typename: "Availability", performanceId: PERFORMANCE_ID, remaining, capacity: 100, status } } } },
  { request: { query: AvailabilityChangedSubscription, variables: { performanceId: PERFORMANCE_ID } }, result: { data: { availabilityChanged: { __typename: "Availability", performanceId: PERFORMANCE_ID, remaining, capacity: 100, status, seats: [] } } } },
];

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ContentLoadedProvider>
        <MemoryRouter initialEntries={[`/book/${PERFORMANCE_ID}`]}>
          <Routes>
            <Route path="/book/:performanceId" element={<BookingPage />} />
            <Route path="/tickets/:token" element={<p>The tickets page</p>} />
          </Routes>
        </MemoryRouter>
      </ContentLoadedProvider>
    </MockedProvider>,
  );
}

beforeEach(() => sessionStorage.clear());

test("Hold, then the details while the tickets are held, then Confirm goes to the tickets page", async () => {
  renderPage([
    page({ status: "onsale", remaining: 90 }),
    ...arrival(90, "onsale"),
    { request: { query: HoldTicketsMutation, variables: { performanceId: PERFORMANCE_ID, quantity: 2 } }, result: { data: { holdTickets: { __typename: "Hold", id: "h1", token: "secret", expiresAt: IN_AN_HOUR, quantity: 2, seatIds: [], seats: [] } } } },
    {
      request: { query: PlaceOrderMutation, variables: { holdId: "h1", holdToken: "secret", buyer: { name: "Viola Hathaway", email: "viola@example.org", accessNote: "", newsletter: false }, tickets: [{ ticketType: "Full", count: 1 }, { ticketType: "Concession", count: 1 }] } },
      result: { data: { placeOrder: { __typename: "Order", reference: "FSP-7K3Q", status: "reserved", total: 2000, ticketsUrl: "https://theatre.example/tickets/abc", checkoutUrl: null } } },
    },
  ]);
  expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Book for Twelfth Night");
  expect(screen.getByText("Book now and pay at the door.")).toBeInTheDocument();
  expect(screen.getByText("Level access from Park Street")).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText(/Full/), "1");
  await userEvent.selectOptions(screen.getByLabelText(/Concession/), "1");
  await userEvent.click(screen.getByRole("button", { name: "Hold" }));

  expect(await screen.findByText(/Your tickets are held for/)).toHaveTextContent(/held for (59:\d\d|1:00:\d\d)$/);
  expect(screen.getByText("Total: £20, to pay at the door")).toBeInTheDocument();
  // The token is kept for this tab only, never in the address.
  expect(JSON.parse(sessionStorage.getItem(`hold:${PERFORMANCE_ID}`)!)).toEqual({ id: "h1", token: "secret", counts: [1, 1] });
  await userEvent.type(screen.getByLabelText("Name"), "Viola Hathaway");
  await userEvent.type(screen.getByLabelText("Email address"), "viola@example.org");
  await userEvent.click(screen.getByRole("button", { name: "Confirm" }));

  expect(await screen.findByText("The tickets page")).toBeInTheDocument();
  expect(sessionStorage.getItem(`hold:${PERFORMANCE_ID}`)).toBeNull();
});

test("a sold-out performance says Sold out and has no Hold; its prices are still listed", async () => {
  renderPage([page({ status: "soldout", remaining: 0 }), ...arrival(0, "soldout")]);
  expect(await screen.findByText("Sold out")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /^Hold/ })).toBeNull();
  expect(screen.getByRole("list", { name: "Prices" })).toHaveTextContent("Concession: £8 (Students and over 65s)");
});

test("few left says how many, as the server says on arrival", async () => {
  renderPage([page({ status: "fewleft", remaining: 9 }), ...arrival(6, "fewleft")]);
  expect(await screen.findByText("Only 6 left")).toBeInTheDocument();
});

test("a hold the server refuses says why in place, and the counts stay", async () => {
  renderPage([
    page({ status: "fewleft", remaining: 1 }),
    ...arrival(1, "fewleft"),
    { request: { query: HoldTicketsMutation, variables: { performanceId: PERFORMANCE_ID, quantity: 2 } }, result: { errors: [{ message: "Not enough tickets left: only 1 left", extensions: { code: "SOLD_OUT" } }] } },
  ]);
  await userEvent.selectOptions(await screen.findByLabelText(/Full/), "2");
  await userEvent.click(screen.getByRole("button", { name: "Hold" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Not enough tickets left: only 1 left");
  expect(screen.getByLabelText(/Full/)).toHaveValue("2");
});

test("Choose other tickets releases the hold and brings the counts form back as it was", async () => {
  const released = jest.fn(() => ({ data: { releaseHold: true } }));
  renderPage([
    page({ status: "onsale", remaining: 90 }),
    ...arrival(90, "onsale"),
    { request: { query: HoldTicketsMutation, variables: { performanceId: PERFORMANCE_ID, quantity: 3 } }, result: { data: { holdTickets: { __typename: "Hold", id: "h2", token: "secret-2", expiresAt: IN_AN_HOUR, quantity: 3, seatIds: [], seats: [] } } } },
    { request: { query: ReleaseHoldMutation, variables: { id: "h2", token: "secret-2" } }, result: released },
  ]);
  await userEvent.selectOptions(await screen.findByLabelText(/Concession/), "3");
  await userEvent.click(screen.getByRole("button", { name: "Hold" }));
  await userEvent.click(await screen.findByRole("button", { name: "Choose other tickets" }));
  expect(await screen.findByRole("button", { name: "Hold" })).toBeInTheDocument();
  expect(released).toHaveBeenCalled();
  expect(screen.getByLabelText(/Concession/)).toHaveValue("3");
  expect(sessionStorage.getItem(`hold:${PERFORMANCE_ID}`)).toBeNull();
});

test.each([
  ["not yet on sale", { status: "onsale", remaining: 100 }, { onSaleFrom: "2099-01-02T10:00:00.000Z" }, "Tickets go on sale on Friday 2nd January 2099, 10am."],
  ["no longer on sale", { status: "onsale", remaining: 100 }, { onSaleUntil: "2020-01-02T10:00:00.000Z" }, "Tickets are no longer on sale here."],
  ["cancelled", { status: "cancelled", remaining: 100 }, {}, "This performance is cancelled."],
])("a performance %s says so, and has no Hold", async (_case, performance, sales, words) => {
  renderPage([page(performance, sales), ...arrival(performance.remaining, performance.status)]);
  expect(await screen.findByText(words)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /^Hold/ })).toBeNull();
});

test("a wheelchair space held without its companion seat: the server adds the seat, and the booking counts what the hold has", async () => {
  const plan = testPlan({ Stalls: { A: "wcs" } });
  const seatPlan: MockLink.MockedResponse = { request: { query: SeatPlanQuery, variables: { performanceId: PERFORMANCE_ID } }, result: { data: { seatPlan: { ...plan, performanceId: PERFORMANCE_ID } } } };
  renderPage([
    page({ status: "onsale", remaining: 3 }, { reserved: true }),
    ...arrival(3, "onsale"),
    seatPlan,
    seatPlan,
    {
      request: { query: HoldTicketsMutation, variables: { performanceId: PERFORMANCE_ID, seatIds: ["A1"], withoutCompanion: false } },
      result: { data: { holdTickets: { __typename: "Hold", id: "h4", token: "secret-4", expiresAt: IN_AN_HOUR, quantity: 2, seatIds: ["A1", "A2"], seats: [{ __typename: "HeldSeat", id: "A1", restricted: false }, { __typename: "HeldSeat", id: "A2", restricted: false }] } } },
    },
    {
      request: { query: PlaceOrderMutation, variables: { holdId: "h4", holdToken: "secret-4", buyer: { name: "Viola Seat", email: "viola@example.org", accessNote: "", newsletter: false }, tickets: [{ ticketType: "Full", count: 2 }] } },
      result: { data: { placeOrder: { __typename: "Order", reference: "FSP-W2C2", status: "reserved", total: 2400, ticketsUrl: "https://theatre.example/tickets/w2", checkoutUrl: null } } },
    },
  ]);
  // The space brings its companion seat; the buyer puts the seat back, and holds the space alone.
  await userEvent.click(await screen.findByRole("button", { name: "Row A, seat 1, wheelchair space, free" }));
  await userEvent.click(screen.getByRole("button", { name: "Row A, seat 2, companion seat, chosen" }));
  await userEvent.click(screen.getByRole("button", { name: "Hold these seats" }));
  expect(await screen.findByRole("heading", { name: "2 seats held for you" })).toBeInTheDocument();
  expect(screen.getByText("Total: £24, to pay at the door")).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText("Name"), "Viola Seat");
  await userEvent.type(screen.getByLabelText("Email address"), "viola@example.org");
  await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
  expect(await screen.findByText("The tickets page")).toBeInTheDocument();
});

test("held seats are totalled seat by seat: a restricted view costs its lower price", async () => {
  const plan = testPlan({ Stalls: { A: "sss", B: "rss" } });
  const seatPlan: MockLink.MockedResponse = { request: { query: SeatPlanQuery, variables: { performanceId: PERFORMANCE_ID } }, result: { data: { seatPlan: { ...plan, performanceId: PERFORMANCE_ID } } } };
  renderPage([
    page({ status: "onsale", remaining: 6 }, { reserved: true }, [{ ...TICKET_TYPES[0], restrictedPricePence: 900 }, TICKET_TYPES[1]]),
    ...arrival(6, "onsale"),
    seatPlan,
    seatPlan,
    {
      request: { query: HoldTicketsMutation, variables: { performanceId: PERFORMANCE_ID, seatIds: ["B1", "B2"], withoutCompanion: false } },
      result: { data: { holdTickets: { __typename: "Hold", id: "h3", token: "secret-3", expiresAt: IN_AN_HOUR, quantity: 2, seatIds: ["B1", "B2"], seats: [{ __typename: "HeldSeat", id: "B1", restricted: true }, { __typename: "HeldSeat", id: "B2", restricted: false }] } } },
    },
  ]);
  await userEvent.click(await screen.findByRole("button", { name: /^Row B, seat 1, restricted view/ }));
  await userEvent.click(screen.getByRole("button", { name: "Row B, seat 2, free" }));
  await userEvent.click(screen.getByRole("button", { name: "Hold these seats" }));
  // Both seats are Full to begin with: £9 on the restricted view and £12 on the other.
  expect(await screen.findByText("Total: £21, to pay at the door")).toBeInTheDocument();
  expect(screen.getByText("2 × Full (£21 in all, 1 with a restricted view)")).toBeInTheDocument();
  // Concession on the second seat: the restricted view stays Full's lower price.
  await userEvent.selectOptions(screen.getByLabelText(/^Full/), "1");
  await userEvent.selectOptions(screen.getByLabelText(/^Concession/), "1");
  expect(screen.getByText("Total: £17, to pay at the door")).toBeInTheDocument();
});
