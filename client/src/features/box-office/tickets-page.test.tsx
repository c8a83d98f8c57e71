import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { ContentLoadedProvider } from "../../lib/content-loaded";
import { TicketsPageQuery } from "./booking.graphql";
import { TicketsPage } from "./tickets-page";

const TOKEN = "a-tickets-link-token";
const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 25" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h25v25H0z"/><path stroke="#000000" d="M2 2.5h7"/></svg>';
const venue = {
  __typename: "Venue", id: "v1", slug: "adc-theatre", name: "ADC Theatre", address: "Park Street, Cambridge",
  stepFree: "Level access from Park Street", wheelchairSpaces: "Two spaces in row A", hearingLoop: "", accessibleToilets: "", parking: "", publicTransport: "", accessNotes: "",
};

function tickets(booking: { status: string; toPayAtDoor: number; canCancel: boolean }): MockLink.MockedResponse {
  const ticket = (type: string, pricePence: number, code: string) => ({ __typename: "BookedTicket", type, pricePence, code, qrSvg: QR, admittedAt: null });
  return {
    request: { query: TicketsPageQuery, variables: { token: TOKEN } },
    result: {
      data: {
        booking: {
          __typename: "Booking", reference: "FSP-7K3Q", buyerName: "Viola Hathaway", total: 2000, performanceId: "p1", playTitle: "Twelfth Night", playSlug: "twelfth-night",
          startsAt: "2027-03-05T19:30:00.000Z", endsAt: "2027-03-05T22:00:00.000Z", venueId: "v1", cancelUntil: "2027-03-04T19:30:00.000Z",
          tickets: [ticket("Full", 1200, "CODE-ONE"), ticket("Concession", 800, "CODE-TWO")],
          ...booking,
        },
        venues: [venue],
      },
    },
  };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ContentLoadedProvider>
        <MemoryRouter initialEntries={[`/tickets/${TOKEN}`]}>
          <Routes>
            <Route path="/tickets/:token" element={<TicketsPage />} />
          </Routes>
        </MemoryRouter>
      </ContentLoadedProvider>
    </MockedProvider>,
  );
}

test("the tickets page shows the performance, the venue's access, each ticket's QR code, what to pay at the door and Add to calendar", async () => {
  renderPage([tickets({ status: "reserved", toPayAtDoor: 2000, canCancel: true })]);
  expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Your tickets for Twelfth Night");
  expect(screen.getByText("FSP-7K3Q")).toBeInTheDocument();
  expect(screen.getByText("Friday 5th March 2027, 7.30pm")).toBeInTheDocument();
  expect(screen.getByText("Two spaces in row A")).toBeInTheDocument();
  expect(screen.getByRole("img", { name: "QR code of ticket 1" })).toBeInTheDocument();
  expect(screen.getByRole("img", { name: "QR code of ticket 2" })).toBeInTheDocument();
  expect(screen.getByText("To pay at the door").nextSibling).toHaveTextContent("£20");
  expect(screen.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", `/tickets/${TOKEN}/calendar.ics`);
});

test("Cancel my booking asks once more, with a plain form that confirms", async () => {
  renderPage([tickets({ status: "reserved", toPayAtDoor: 2000, canCancel: true })]);
  await userEvent.click(await screen.findByRole("button", { name: "Cancel my booking" }));
  expect(screen.getByText(/Are you sure\?/)).toBeInTheDocument();
  const confirm = screen.getByRole("button", { name: "Yes, cancel my booking" });
  expect(confirm.closest("form")).toHaveAttribute("action", `/tickets/${TOKEN}`);
  expect(confirm.closest("form")!.querySelector("input[name=cancel]")).toHaveValue("confirm");
  await userEvent.click(screen.getByRole("link", { name: "No, keep it" }));
  expect(screen.getByRole("button", { name: "Cancel my booking" })).toBeInTheDocument();
});

test("a cancelled booking says so, with no QR codes, Add to calendar or Cancel", async () => {
  renderPage([tickets({ status: "cancelled", toPayAtDoor: 0, canCancel: false })]);
  expect(await screen.findByText(/This booking is cancelled/)).toBeInTheDocument();
  expect(screen.queryByRole("img")).toBeNull();
  expect(screen.queryByRole("link", { name: "Add to calendar" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Cancel my booking" })).toBeNull();
});
