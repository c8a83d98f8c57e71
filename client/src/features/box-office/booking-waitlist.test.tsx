import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import type { BookingFormState } from "@theatre/common/booking-forms";
import { ContentLoadedProvider } from "../../lib/content-loaded";
import { PostedFormProvider } from "../../lib/rendering/posted-form";
import { AvailabilityChangedSubscription, AvailabilityQuery, BookingPageQuery } from "./booking.graphql";
import { BookingPage } from "./booking-page";
import { minutesAndSeconds } from "./hold-countdown";
import { JoinWaitlistMutation } from "./waitlist.graphql";

const PERFORMANCE_ID = "6d1f9a52-8a37-4d38-9a3f-0d2b1f3a1c11";
const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000).toISOString();
const JOINED = "Thank you. If this address is not on the waitlist for this performance yet, we have emailed it a link to confirm your place: your place counts from when you confirm.";

/** The booking page of a performance with `remaining` tickets left, as the server and its live count say. */
const TWO_TYPES = [
  { __typename: "TicketType", name: "Full", pricePence: 1200, note: null },
  { __typename: "TicketType", name: "Concession", pricePence: 800, note: null },
];

function bookingMocks(status: string, remaining: number, ticketTypes = TWO_TYPES): MockLink.MockedResponse[] {
  const availability = { __typename: "Availability", performanceId: PERFORMANCE_ID, remaining, capacity: 100, status };
  return [
    {
      request: { query: BookingPageQuery, variables: { performanceId: PERFORMANCE_ID } },
      result: {
        data: {
          playOfPerformance: {
            __typename: "Play", id: "play1", slug: "twelfth-night", title: "Twelfth Night",
            performances: [{
              __typename: "Performance", id: PERFORMANCE_ID, startsAt: IN_A_MONTH, endsAt: IN_A_MONTH, note: null, venue: null, status, remaining,
              sales: {
                __typename: "Sales", capacity: 100, onSaleFrom: null, onSaleUntil: IN_A_MONTH, holdMinutes: 10, maxPerOrder: 6, payment: "door", cancelUntilHours: 24,
                ticketTypes,
              },
            }],
          },
        },
      },
    },
    { request: { query: AvailabilityQuery, variables: { performanceId: PERFORMANCE_ID } }, result: { data: { availability } } },
    { request: { query: AvailabilityChangedSubscription, variables: { performanceId: PERFORMANCE_ID } }, result: { data: { availabilityChanged: availability } } },
  ];
}

/** The page as the browser shows it, after a plain form's answer (`posted`) when given. */
function renderPage(mocks: MockLink.MockedResponse[], posted?: BookingFormState, address = `/book/${PERFORMANCE_ID}`) {
  render(
    <MockedProvider mocks={mocks}>
      <ContentLoadedProvider>
        <MemoryRouter initialEntries={[address]}>
          <PostedFormProvider posted={posted} firstKey="default">
            <Routes>
              <Route path="/book/:performanceId" element={<BookingPage />} />
            </Routes>
          </PostedFormProvider>
        </MemoryRouter>
      </ContentLoadedProvider>
    </MockedProvider>,
  );
}

test("a sold-out performance offers Join the waitlist: an email and how many tickets; the answer says to confirm from the email", async () => {
  renderPage([
    ...bookingMocks("soldout", 0),
    { request: { query: JoinWaitlistMutation, variables: { performanceId: PERFORMANCE_ID, email: "ann@example.org", quantity: 3 } }, result: { data: { joinWaitlist: JOINED } } },
  ]);
  expect(await screen.findByText("Sold out")).toBeInTheDocument();
  const form = screen.getByRole("button", { name: "Join the waitlist" }).closest("form")!;
  // A plain form too: it works before the page's script runs, or without it.
  expect(form).toHaveAttribute("method", "post");
  expect(form).toHaveAttribute("action", `/book/${PERFORMANCE_ID}`);
  expect(within(form).getByLabelText("How many tickets")).toHaveDisplayValue("1");
  expect(within(form).getAllByRole("option")).toHaveLength(6);
  await userEvent.click(screen.getByRole("button", { name: "Join the waitlist" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Please give your email address");
  await userEvent.type(within(form).getByLabelText("Email address"), "ann@example.org");
  await userEvent.selectOptions(within(form).getByLabelText("How many tickets"), "3");
  await userEvent.click(screen.getByRole("button", { name: "Join the waitlist" }));
  expect(await screen.findByText(JOINED)).toHaveRole("status");
  expect(screen.queryByRole("button", { name: "Join the waitlist" })).toBeNull();
});

test("the server's refusal is shown in place: a field's error by its field, anything else under the form", async () => {
  renderPage([
    ...bookingMocks("soldout", 0),
    {
      request: { query: JoinWaitlistMutation, variables: { performanceId: PERFORMANCE_ID, email: "ann@example.org", quantity: 1 } },
      result: { errors: [{ message: "Too many waitlist requests from your connection. Try again in 5 minutes.", extensions: { code: "RATE_LIMITED" } }] },
    },
  ]);
  await userEvent.type(await screen.findByLabelText("Email address"), "ann@example.org");
  await userEvent.click(screen.getByRole("button", { name: "Join the waitlist" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Too many waitlist requests from your connection");
});

test("with a few left, Join the waitlist is there for more than are left, behind a summary", async () => {
  renderPage(bookingMocks("fewleft", 3));
  expect(await screen.findByText("Need more tickets than are left?")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Hold" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Join the waitlist", hidden: true })).toBeInTheDocument();
});

test("without JavaScript, the page answering a posted Join the waitlist says what happened", async () => {
  renderPage(bookingMocks("soldout", 0), { step: "waitlist", email: "ann@example.org", quantity: 2, joined: JOINED });
  expect(await screen.findByText(JOINED)).toHaveRole("status");
  expect(screen.queryByRole("button", { name: "Join the waitlist" })).toBeNull();
});

test("a posted Join the waitlist with mistakes shows the form again, as typed, with each error by its field", async () => {
  renderPage(bookingMocks("soldout", 0), { step: "waitlist", email: "ann@", quantity: 2, errors: { email: "email must be a valid email address" } });
  expect(await screen.findByRole("alert")).toHaveTextContent("email must be a valid email address");
  expect(screen.getByLabelText("Email address")).toHaveValue("ann@");
  expect(screen.getByLabelText("How many tickets")).toHaveDisplayValue("2");
});

test("an offer from the waitlist opens at the details with its ticket types to choose in the same form, held until a time in words, and no Choose other tickets", async () => {
  const expiresAt = new Date(Date.now() + 12 * 3_600_000).toISOString();
  renderPage(
    bookingMocks("soldout", 0),
    { step: "details", hold: { id: "h1", expiresAt, quantity: 3 }, counts: [0, 0], chooseTypes: true },
    `/book/${PERFORMANCE_ID}?hold=h1`,
  );
  expect(await screen.findByRole("heading", { name: "3 tickets held for you" })).toBeInTheDocument();
  expect(screen.getByText(/Your tickets are held for/)).toHaveTextContent(/held for 1[12]:\d\d:\d\d/);
  expect(screen.getByText(/^From the waitlist: held until \d/)).toBeInTheDocument();
  const form = screen.getByRole("button", { name: "Confirm" }).closest("form")!;
  const types = within(form).getByRole("group", { name: "Your 3 tickets: how many of each type" });
  expect(within(types).getByLabelText(/Full/)).toHaveAttribute("name", "count-0");
  expect(within(types).getByLabelText(/Concession/)).toHaveAttribute("name", "count-1");
  expect(screen.queryByRole("button", { name: "Choose other tickets" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Join the waitlist" })).toBeNull();
});

test("an offer of a performance with one ticket type has nothing to choose: its count goes with the details", async () => {
  const expiresAt = new Date(Date.now() + 12 * 3_600_000).toISOString();
  renderPage(
    bookingMocks("soldout", 0, [TWO_TYPES[0]]),
    { step: "details", hold: { id: "h1", expiresAt, quantity: 2 }, counts: [0], chooseTypes: true },
    `/book/${PERFORMANCE_ID}?hold=h1`,
  );
  expect(await screen.findByText("2 × Full (£12)")).toBeInTheDocument();
  const form = screen.getByRole("button", { name: "Confirm" }).closest("form")!;
  expect(form.querySelector('input[type="hidden"][name="count-0"]')).toHaveValue("2");
  expect(screen.queryByRole("button", { name: "Choose other tickets" })).toBeNull();
});

test("a countdown past an hour shows the hours", () => {
  expect(minutesAndSeconds(12 * 3600)).toBe("12:00:00");
  expect(minutesAndSeconds(3600 + 62)).toBe("1:01:02");
  expect(minutesAndSeconds(3599)).toBe("59:59");
});
