import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { act, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { AvailabilityChangedSubscription, AvailabilityQuery } from "../box-office/booking.graphql";
import { PerformanceList, type PerformanceItem } from "./performance-list";

const venue = { slug: "adc-theatre", name: "ADC Theatre", address: "Park Street, Cambridge" };
const base = { access: [], bookingLink: null, note: null, postponedTo: null, venue };
const performances: PerformanceItem[] = [
  { ...base, id: "a", startsAt: "2027-06-01T18:30:00.000Z", endsAt: "2027-06-01T21:00:00.000Z", status: "onsale", access: ["captioned"] },
  { ...base, id: "b", startsAt: "2027-06-02T18:30:00.000Z", endsAt: "2027-06-02T21:00:00.000Z", status: "soldout" },
  { ...base, id: "c", startsAt: "2027-06-03T18:30:00.000Z", endsAt: "2027-06-10T21:00:00.000Z", status: "postponed", postponedTo: "2027-06-10T18:30:00.000Z" },
  { ...base, id: "d", startsAt: "2027-06-04T18:30:00.000Z", endsAt: "2027-06-04T21:00:00.000Z", status: "postponed" },
];

test("Book only where on sale; a postponed performance's calendar links are at its new date, and absent while that is unknown", () => {
  render(<MemoryRouter><PerformanceList performances={performances} title="Hamlet" buylink="https://tickets.example.org" pageUrl="https://theatre.example/hamlet" /></MemoryRouter>);
  const [onSale, soldOut, moved, undated] = screen.getAllByRole("listitem").filter((item) => item.classList.contains("performance"));
  expect(within(onSale).getByRole("link", { name: /^Book/ })).toHaveAttribute("href", "https://tickets.example.org");
  expect(within(onSale).getByText("Captioned")).toBeInTheDocument();
  expect(within(soldOut).queryByRole("link", { name: /^Book/ })).toBeNull();
  expect(within(soldOut).getByText("Sold out")).toBeInTheDocument();
  const google = new URL(within(moved).getByRole("link", { name: /^Add to Google Calendar/ }).getAttribute("href")!);
  expect(google.searchParams.get("dates")).toBe("20270610T183000Z/20270610T210000Z");
  expect(within(moved).getByText(/^Postponed to Thursday 10th June 2027, 7.30pm$/)).toBeInTheDocument();
  expect(within(undated).queryByRole("link", { name: /Calendar|Outlook/ })).toBeNull();
});

test("a performance sold on the site books here, says 'Only N left' when few are left, and has no Book once sold out", async () => {
  const sold = { ...base, bookingLink: "https://tickets.example.org/elsewhere", sales: { payment: "door" } };
  const here: PerformanceItem[] = [
    { ...sold, id: "e", startsAt: "2027-06-05T18:30:00.000Z", endsAt: "2027-06-05T21:00:00.000Z", status: "fewleft", remaining: 6 },
    { ...sold, id: "f", startsAt: "2027-06-06T18:30:00.000Z", endsAt: "2027-06-06T21:00:00.000Z", status: "soldout", remaining: 0 },
  ];
  const now = (id: string, remaining: number, status: string): MockLink.MockedResponse[] => [
    { request: { query: AvailabilityQuery, variables: { performanceId: id } }, result: { data: { availability: { __typename: "Availability", performanceId: id, remaining, capacity: 100, status } } } },
    { request: { query: AvailabilityChangedSubscription, variables: { performanceId: id } }, result: { data: { availabilityChanged: { __typename: "Availability", performanceId: id, remaining, capacity: 100, status } } } },
  ];
  render(
    <MockedProvider mocks={[...now("e", 6, "fewleft"), ...now("f", 0, "soldout")]}>
      <MemoryRouter><PerformanceList performances={here} title="Hamlet" buylink="https://tickets.example.org" pageUrl="https://theatre.example/hamlet" /></MemoryRouter>
    </MockedProvider>,
  );
  const [fewLeft, soldOut] = screen.getAllByRole("listitem").filter((item) => item.classList.contains("performance"));
  expect(within(fewLeft).getByRole("link", { name: /^Book/ })).toHaveAttribute("href", "/book/e");
  expect(within(fewLeft).getByRole("link", { name: /^Book/ })).not.toHaveAttribute("target");
  expect(within(fewLeft).getByText("Only 6 left")).toBeInTheDocument();
  expect(within(soldOut).queryByRole("link", { name: /^Book/ })).toBeNull();
  expect(within(soldOut).getByText("Sold out")).toBeInTheDocument();
  // The subscriptions and the reads on arrival settle.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
});
