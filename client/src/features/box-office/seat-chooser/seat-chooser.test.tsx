import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SeatPlanQuery } from "../booking.graphql";
import { testPlan } from "./plan-fixture";
import { SeatChooser } from "./seat-chooser";

const plan = testPlan({ Stalls: { A: "sx.wc", B: "rsbss" } });
const planMock = (): MockLink.MockedResponse => ({ request: { query: SeatPlanQuery, variables: { performanceId: "p1" } }, result: { data: { seatPlan: plan } } });

function renderChooser(onHold = jest.fn(async () => [] as string[])) {
  render(
    <MockedProvider mocks={[planMock(), planMock()]}>
      <SeatChooser performanceId="p1" maxPerOrder={4} ticketTypes={[{ name: "Full", pricePence: 1200, restrictedPricePence: 800 }]} onHold={onHold} />
    </MockedProvider>,
  );
  return onHold;
}

test("every seat is a button named with its place, kind, note and state", async () => {
  renderChooser();
  expect(await screen.findByRole("button", { name: "Row A, seat 1, free" })).toHaveAttribute("aria-pressed", "false");
  expect(screen.getByRole("button", { name: "Row A, seat 2, taken" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Row A, seat 3, wheelchair space, free" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Row B, seat 1, restricted view (A pillar hides stage left), free" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Row B, seat 3, not for sale" })).toBeInTheDocument();
  // The plan is one tab stop: the first free seat.
  expect(screen.getAllByRole("button").filter((b) => b.getAttribute("tabindex") === "0").map((b) => b.getAttribute("aria-label"))).toEqual(["Row A, seat 1, free"]);
});

test("arrow keys move between seats and Enter and Space choose; the details line shows a restricted view's note", async () => {
  const user = userEvent.setup();
  const onHold = renderChooser();
  await user.click(await screen.findByRole("button", { name: "Row A, seat 1, free" }));
  expect(screen.getByRole("button", { name: "Row A, seat 1, chosen" })).toHaveAttribute("aria-pressed", "true");
  await user.keyboard("{ArrowDown}");
  expect(screen.getByRole("button", { name: /Row B, seat 1, restricted view/ })).toHaveFocus();
  expect(document.querySelector(".seat-details")).toHaveTextContent("Row B, seat 1, restricted view: A pillar hides stage left (restricted-view price: Full £8)");
  await user.keyboard("{ArrowRight}{Enter}");
  expect(screen.getByRole("button", { name: "Row B, seat 2, chosen" })).toHaveFocus();
  await user.keyboard("{ArrowUp} ");
  expect(screen.getByText("Row A, seat 2 is taken.")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Hold these seats" }));
  expect(onHold).toHaveBeenCalledWith(["A1", "B2"], false);
});

test("a restricted view whose note was not given still says so before it is chosen, with its price, in the plan and the list", async () => {
  const user = userEvent.setup();
  const unsaid = { ...plan, sections: plan.sections.map((section) => ({ ...section, rows: section.rows.map((row) => ({ ...row, seats: row.seats.map((seat) => ({ ...seat, note: null })) })) })) };
  const mock = (): MockLink.MockedResponse => ({ request: { query: SeatPlanQuery, variables: { performanceId: "p1" } }, result: { data: { seatPlan: unsaid } } });
  render(
    <MockedProvider mocks={[mock(), mock()]}>
      <SeatChooser performanceId="p1" maxPerOrder={4} ticketTypes={[{ name: "Full", pricePence: 1200, restrictedPricePence: 800 }]} onHold={jest.fn(async () => [] as string[])} />
    </MockedProvider>,
  );
  await user.click(await screen.findByRole("button", { name: "Row A, seat 1, free" }));
  await user.keyboard("{ArrowDown}");
  expect(screen.getByRole("button", { name: "Row B, seat 1, restricted view, free" })).toHaveFocus();
  expect(document.querySelector(".seat-details")).toHaveTextContent(/^Row B, seat 1, restricted view \(restricted-view price: Full £8\)$/);
  await user.click(screen.getByRole("button", { name: "Show as a list" }));
  expect(screen.getByRole("checkbox", { name: "Row B, seat 1, restricted view" })).not.toBeChecked();
});

test("a wheelchair space brings its companion seat unless none is needed", async () => {
  const user = userEvent.setup();
  const onHold = renderChooser();
  await user.click(await screen.findByRole("button", { name: "Row A, seat 3, wheelchair space, free" }));
  expect(screen.getByRole("button", { name: "Row A, seat 4, companion seat, chosen" })).toBeInTheDocument();
  await user.click(screen.getByRole("checkbox", { name: "No companion seat needed" }));
  expect(screen.getByRole("button", { name: "Row A, seat 4, companion seat, free" })).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Hold these seats" }));
  expect(onHold).toHaveBeenCalledWith(["A3"], true);
});

test("the list shows the same free seats as checkboxes, and Best available chooses seats together", async () => {
  const user = userEvent.setup();
  renderChooser();
  await user.click(await screen.findByRole("button", { name: "Best available" }));
  // B1 and B2 are as near the middle as B4 and B5, and to the left.
  expect(screen.getByText("Chosen: Row B, seat 1, restricted view and Row B, seat 2.", { selector: ".seat-chosen" })).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Show as a list" }));
  expect(screen.getByRole("checkbox", { name: "Row B, seat 1, restricted view: A pillar hides stage left" })).toBeChecked();
  expect(screen.getByRole("checkbox", { name: "Row B, seat 4" })).not.toBeChecked();
  expect(screen.queryByRole("checkbox", { name: "Row A, seat 2" })).toBeNull();
});

test("seats that went while holding are unchosen and named", async () => {
  const user = userEvent.setup();
  renderChooser(jest.fn(async () => ["A1"]));
  await user.click(await screen.findByRole("button", { name: "Row A, seat 1, free" }));
  await user.click(screen.getByRole("button", { name: "Row B, seat 4, free" }));
  await user.click(screen.getByRole("button", { name: "Hold these seats" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Row A, seat 1 has just gone: choose again.");
  expect(screen.getByRole("button", { name: "Row A, seat 1, taken" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Row B, seat 4, chosen" })).toBeInTheDocument();
});
