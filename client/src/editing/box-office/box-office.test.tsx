import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { ContentLoadedProvider } from "../../lib/content-loaded";
import { createCache } from "../../lib/apollo/apollo-cache";
import { AddComplimentaryTicketsMutation, BoxOfficeDoorListQuery, HouseSeatPlanQuery, SetHouseSeatsMutation, BoxOfficeOrdersQuery, BoxOfficePerformancesQuery, BoxOfficeQuery, CancelOrderMutation, CancelPerformanceOrdersMutation, MarkOrderPaidMutation } from "./box-office.graphql";
import { BoxOfficeList } from "./box-office-list";
import { DoorList } from "./door-list";
import { PerformanceDesk } from "./performance-desk";

const ID = "6d1c0000-0000-4000-8000-000000000001";

const performance = (status = "onsale") => ({ __typename: "BoxOfficePerformance", id: ID, playTitle: "Twelfth Night", startsAt: "2027-03-16T19:30:00.000Z", status, payment: "door", capacity: 100 });
const summary = (over: Record<string, unknown> = {}, status = "onsale") => ({
  data: {
    boxOffice: {
      __typename: "BoxOfficeSummary",
      performance: performance(status),
      sold: 5,
      held: 2,
      houseSeats: 3,
      left: 93,
      byType: [
        { __typename: "TicketTypeSales", name: "Full", offered: true, pricePence: 1200, sold: 4, complimentary: 2 },
        { __typename: "TicketTypeSales", name: "Concession", offered: true, pricePence: 800, sold: 1, complimentary: 0 },
      ],
      takingsPence: 0,
      toCollectPence: 3200,
      liveOrders: 3,
      waitlist: 4,
      ...over,
    },
  },
});
const order = (reference: string, buyerName: string, over: Record<string, unknown> = {}) => ({
  __typename: "BoxOfficeOrder",
  reference,
  status: "reserved",
  payment: "door",
  buyerName,
  buyerEmail: `${buyerName.split(" ")[0].toLowerCase()}@example.org`,
  accessNote: null,
  tickets: [{ __typename: "OrderTicketCount", type: "Full", count: 2 }],
  totalPence: 2400,
  toPayPence: 2400,
  createdAt: "2026-11-20T10:00:00.000Z",
  ...over,
});
const ADA = order("FSP-ADA1", "Ada Lovelace");
const BOB = order("FSP-BOB2", "Bob Zed", { tickets: [{ __typename: "OrderTicketCount", type: "Concession", count: 1 }], totalPence: 800, toPayPence: 800 });
const orderPage = (items: unknown[], search = "", page = 1, pages = 1) => ({
  request: { query: BoxOfficeOrdersQuery, variables: { performanceId: ID, search, page } },
  result: { data: { boxOfficeOrders: { __typename: "BoxOfficeOrderPage", page, pages, total: items.length + (pages - 1) * 25, items } } },
});
const summaryAnswer = (result = summary()): MockLink.MockedResponse => ({ request: { query: BoxOfficeQuery, variables: { performanceId: ID } }, result });

function renderDesk(mocks: MockLink.MockedResponse[], path = `/admin-edit-tool/box-office/${ID}`) {
  render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <ContentLoadedProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin-edit-tool/box-office" element={<BoxOfficeList />} />
            <Route path="/admin-edit-tool/box-office/:performanceId" element={<PerformanceDesk />} />
            <Route path="/admin-edit-tool/box-office/:performanceId/door-list" element={<DoorList back={{ to: `/admin-edit-tool/box-office/${ID}`, label: "Back to the performance" }} />} />
          </Routes>
        </MemoryRouter>
      </ContentLoadedProvider>
    </MockedProvider>,
  );
}

test("the box office lists the performances sold here, each linking to its page with what is left", async () => {
  renderDesk(
    [{ request: { query: BoxOfficePerformancesQuery }, result: { data: { boxOfficePerformances: [{ ...performance(), remaining: 93 }, { ...performance("cancelled"), id: "other", playTitle: "Hamlet", remaining: 100 }] } } }],
    "/admin-edit-tool/box-office",
  );
  const link = await screen.findByRole("link", { name: /^Twelfth Night/ });
  expect(link).toHaveAttribute("href", `/admin-edit-tool/box-office/${ID}`);
  expect(link.closest("li")).toHaveTextContent("93 of 100 left");
  expect(screen.getByRole("link", { name: /Hamlet/ }).closest("li")).toHaveTextContent("Cancelled");
});

test("a performance's page: sold, held, left, takings, what the door collects and who waits on the waitlist; tickets by type; the orders", async () => {
  renderDesk([summaryAnswer(), orderPage([ADA, BOB])]);
  expect(await screen.findByRole("heading", { name: "Box office: Twelfth Night" })).toBeInTheDocument();
  const numbers = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
  expect([numbers("Sold"), numbers("Held"), numbers("House seats"), numbers("Left"), numbers("Takings"), numbers("To collect at the door"), numbers("Waitlist")]).toEqual(["5", "2", "3", "93", "£0", "£32", "4 waiting"]);
  const types = screen.getByRole("table", { name: "Tickets sold by type, of 100" });
  expect(within(types).getByRole("row", { name: /Full/ })).toHaveTextContent("Full£1242");
  const orders = await screen.findByRole("table", { name: "2 orders" });
  const ada = within(orders).getByRole("row", { name: /FSP-ADA1/ });
  expect(ada).toHaveTextContent("Ada Lovelace");
  expect(ada).toHaveTextContent("2 Full");
  expect(ada).toHaveTextContent("To pay at the door: £24");
  // Cancel all is for a cancelled performance only.
  expect(screen.queryByRole("button", { name: "Cancel all orders and tell buyers" })).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Print door list" })).toHaveAttribute("href", `/admin-edit-tool/box-office/${ID}/door-list`);
});

test("search asks for the orders matching the words; pages go by Older and Newer", async () => {
  renderDesk([summaryAnswer(), orderPage([ADA], "", 1, 2), orderPage([BOB], "", 2, 2), orderPage([BOB], "zed")]);
  await screen.findByRole("row", { name: /FSP-ADA1/ });
  await userEvent.click(screen.getByRole("button", { name: "Older →" }));
  expect(await screen.findByRole("row", { name: /FSP-BOB2/ })).toBeInTheDocument();
  await userEvent.type(screen.getByRole("searchbox", { name: "Search by name, email or reference" }), "zed");
  await userEvent.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByRole("table", { name: '1 order matching "zed"' })).toBeInTheDocument();
});

test("Mark paid turns a door reservation into a paid order; Cancel order asks first, then says the buyer is emailed", async () => {
  renderDesk([
    summaryAnswer(),
    orderPage([ADA, BOB]),
    { request: { query: MarkOrderPaidMutation, variables: { reference: "FSP-ADA1" } }, result: { data: { markOrderPaid: { ...ADA, status: "paid", toPayPence: 0 } } } },
    summaryAnswer(summary({ takingsPence: 2400, toCollectPence: 800 })),
    { request: { query: CancelOrderMutation, variables: { reference: "FSP-BOB2" } }, result: { data: { cancelOrder: { ...BOB, status: "cancelled", toPayPence: 0 } } } },
    summaryAnswer(summary({ takingsPence: 2400, toCollectPence: 0 })),
  ]);
  await userEvent.click(await screen.findByRole("button", { name: "Mark paid FSP-ADA1" }));
  expect(await screen.findByText("FSP-ADA1 is paid")).toBeInTheDocument();
  expect(screen.getByRole("row", { name: /FSP-ADA1/ })).toHaveTextContent("Paid");
  expect(screen.queryByRole("button", { name: "Mark paid FSP-ADA1" })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole("button", { name: "Cancel order FSP-BOB2" }));
  const dialog = screen.getByRole("alertdialog", { name: "Cancel order FSP-BOB2?" });
  expect(dialog).toHaveTextContent("Bob Zed's 1 Concession go back on sale and they are emailed to say so.");
  await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
  expect(await screen.findByText("FSP-BOB2 is cancelled; its buyer is emailed")).toBeInTheDocument();
  expect(screen.getByRole("row", { name: /FSP-BOB2/ })).toHaveTextContent("Cancelled");
  expect(screen.queryByRole("button", { name: "Cancel order FSP-BOB2" })).not.toBeInTheDocument();
});

test("complimentary tickets: the form's rules, then the server's refusal (too few left) shown, then given", async () => {
  const give = (count: number, result: MockLink.MockedResponse["result"]): MockLink.MockedResponse => ({
    request: { query: AddComplimentaryTicketsMutation, variables: { performanceId: ID, input: { name: "Critic Cole", email: null, ticketType: "Concession", count } } },
    result,
  });
  renderDesk([
    summaryAnswer(),
    orderPage([]),
    give(20, { errors: [{ message: "Not enough tickets left: only 3 left", extensions: { code: "SOLD_OUT" } }] }),
    give(2, { data: { addComplimentaryTickets: order("FSP-COMP", "Critic Cole", { status: "paid", payment: "complimentary", totalPence: 0, toPayPence: 0 }) } }),
    orderPage([]),
    summaryAnswer(),
  ]);
  await userEvent.click(await screen.findByText("Add complimentary tickets", { selector: "summary" }));
  const form = screen.getByRole("form", { name: "Add complimentary tickets" });
  await userEvent.clear(within(form).getByLabelText("How many"));
  await userEvent.type(within(form).getByLabelText("How many"), "21");
  await userEvent.click(within(form).getByRole("button", { name: "Add complimentary tickets" }));
  expect(await within(form).findByText("Who are the tickets for?")).toBeInTheDocument();
  expect(within(form).getByText("Give a whole number from 1 to 20")).toBeInTheDocument();

  await userEvent.type(within(form).getByLabelText("For (name)"), "Critic Cole");
  await userEvent.selectOptions(within(form).getByLabelText("Ticket type"), "Concession");
  await userEvent.clear(within(form).getByLabelText("How many"));
  await userEvent.type(within(form).getByLabelText("How many"), "20");
  await userEvent.click(within(form).getByRole("button", { name: "Add complimentary tickets" }));
  expect(await within(form).findByText("Not enough tickets left: only 3 left")).toBeInTheDocument();

  await userEvent.clear(within(form).getByLabelText("How many"));
  await userEvent.type(within(form).getByLabelText("How many"), "2");
  await userEvent.click(within(form).getByRole("button", { name: "Add complimentary tickets" }));
  expect(await screen.findByText("Complimentary tickets given: FSP-COMP")).toBeInTheDocument();
});

test("a cancelled performance offers Cancel all orders and tell buyers, after a confirmation", async () => {
  renderDesk([
    summaryAnswer(summary({}, "cancelled")),
    orderPage([ADA]),
    { request: { query: CancelPerformanceOrdersMutation, variables: { performanceId: ID } }, result: { data: { cancelPerformanceOrders: 3 } } },
    summaryAnswer(summary({ liveOrders: 0, sold: 0 }, "cancelled")),
  ]);
  await userEvent.click(await screen.findByRole("button", { name: "Cancel all orders and tell buyers" }));
  const dialog = screen.getByRole("alertdialog", { name: "Cancel all orders?" });
  expect(dialog).toHaveTextContent("The 3 live orders of this cancelled performance are cancelled. Each buyer is emailed once, and what was paid online is refunded.");
  await userEvent.click(within(dialog).getByRole("button", { name: "Cancel all orders" }));
  expect(await screen.findByText("Cancelled 3 orders; each buyer is emailed.")).toBeInTheDocument();
  // Read again: no live order is left to cancel.
  await waitFor(() => expect(screen.getByRole("button", { name: "Cancel all orders and tell buyers" })).toBeDisabled());
});

test("the door list: by surname as the server sends it, with reference, tickets, what is to pay and access notes, and a Print button", async () => {
  const print = jest.spyOn(window, "print").mockImplementation(() => undefined);
  renderDesk(
    [{
      request: { query: BoxOfficeDoorListQuery, variables: { performanceId: ID } },
      result: { data: { doorPerformance: { __typename: "BoxOfficePerformance", id: ID, playTitle: "Twelfth Night", startsAt: "2027-03-16T19:30:00.000Z" }, boxOfficeDoorList: [order("FSP-ZOE1", "Zoe Adams", { accessNote: "Step-free seat" }), { ...BOB, status: "paid", toPayPence: 0 }] } },
    }],
    `/admin-edit-tool/box-office/${ID}/door-list`,
  );
  const rows = within(await screen.findByRole("table")).getAllByRole("row").slice(1);
  expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
    ["Zoe Adams", "FSP-ZOE1", "2 Full", "£24", "Step-free seat", "☐"],
    ["Bob Zed", "FSP-BOB2", "1 Concession", "Paid", "", "☐"],
  ]);
  expect(screen.getByText(/2 orders, 3 tickets/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Print" }));
  expect(print).toHaveBeenCalled();
});

test("house seats of a reserved performance: pressing a free seat keeps it back, held and sold seats cannot be pressed", async () => {
  const seat = (id: string, number: string, state: string) => ({ __typename: "PerformanceSeat", id, label: `Row A, seat ${number}`, number, state });
  const planOf = (firstState: string) => ({
    __typename: "PerformanceSeatPlan",
    performanceId: ID,
    sections: [{ __typename: "PerformanceSeatSection", name: "Stalls", rows: [{ __typename: "PerformanceSeatRow", label: "A", seats: [seat("s1", "1", firstState), seat("s2", "2", "sold"), seat("s3", "3", "held")] }] }],
  });
  const planAnswer = (firstState: string): MockLink.MockedResponse => ({ request: { query: HouseSeatPlanQuery, variables: { performanceId: ID } }, result: { data: { seatPlan: planOf(firstState) } } });
  renderDesk([
    summaryAnswer(),
    orderPage([]),
    planAnswer("free"),
    { request: { query: SetHouseSeatsMutation, variables: { performanceId: ID, seatIds: ["s1"], blocked: true } }, result: { data: { setHouseSeats: planOf("blocked") } } },
    planAnswer("blocked"),
    summaryAnswer(),
  ]);
  await userEvent.click(await screen.findByText("House seats"));
  // The plan is asked for when the section opens: wait for its answer.
  const free = await screen.findByRole("button", { name: "Row A, seat 1: free" });
  expect(free).toHaveAttribute("aria-pressed", "false");
  expect(screen.getByRole("button", { name: "Row A, seat 2: sold" })).toBeDisabled();
  expect(screen.getByRole("button", { name: "Row A, seat 3: held by a buyer" })).toBeDisabled();
  await userEvent.click(free);
  expect(await screen.findByText("Row A, seat 1 is kept as a house seat.")).toBeInTheDocument();
  expect(await screen.findByRole("button", { name: "Row A, seat 1: a house seat" })).toHaveAttribute("aria-pressed", "true");
});
