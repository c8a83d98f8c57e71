import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { ContentLoadedProvider } from "../../lib/content-loaded";
import { AdminVenueQuery, CreateVenueMutation, UpdateVenueMutation } from "./venues.graphql";
import { VenueEditor } from "./venues-admin";

const TEXTS = { slug: "", maplink: "", stepFree: "", wheelchairSpaces: "", hearingLoop: "", accessibleToilets: "", parking: "", publicTransport: "", accessNotes: "" };
const HALL = { __typename: "Venue", id: "v1", name: "Church Hall", address: "Bridge Street", ...TEXTS, slug: "church-hall", updatedAt: "2026-11-20T10:00:00.000Z" };
const seat = (number: string | null, kind: string, note: string | null = null, companionFor: string | null = null) => ({ __typename: "PlanSeat", number, kind, note, companionFor });
const PLAN = {
  __typename: "SeatPlan",
  sections: [{ __typename: "SeatSection", name: "Stalls", rows: [{ __typename: "SeatRow", label: "A", seats: [seat("1", "wheelchair"), seat("2", "companion", null, "1"), seat(null, "gap"), seat("3", "standard")] }] }],
};

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ContentLoadedProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin-edit-tool/venues" element={<p>The venues</p>} />
            <Route path="/admin-edit-tool/venues/new" element={<VenueEditor />} />
            <Route path="/admin-edit-tool/venues/:slug" element={<VenueEditor />} />
          </Routes>
        </MemoryRouter>
      </ContentLoadedProvider>
    </MockedProvider>,
  );
}

const cellNames = (grid: HTMLElement) => within(grid).getAllByRole("gridcell").map((cell) => cell.getAttribute("aria-label"));
const tabStops = (grid: HTMLElement) => within(grid).getAllByRole("gridcell").filter((cell) => cell.tabIndex === 0);

test("a plan drawn by keyboard: one tab stop, arrows move, a key per kind, R asks for the note, Enter edits the number; it is saved with the venue", async () => {
  const input = {
    name: "Church Hall", address: "Bridge Street", ...TEXTS,
    seatPlan: { sections: [{ name: "Stalls", rows: [{ label: "A", seats: [
      { kind: "gap" },
      { kind: "wheelchair", number: "1" },
      { kind: "companion", number: "2" },
      { kind: "restricted", number: "3", note: "Pillar on the left" },
      { kind: "standard", number: "4a" },
    ] }] }] },
  };
  const saved = { ...HALL, seatPlan: null };
  renderAt("/admin-edit-tool/venues/new", [{ request: { query: CreateVenueMutation, variables: { input } }, result: { data: { createVenue: saved } } }]);
  const user = userEvent.setup();
  const form = await screen.findByRole("form", { name: "Venue" });
  await user.type(within(form).getByLabelText("Name"), "Church Hall");
  await user.type(within(form).getByLabelText("Address"), "Bridge Street");
  expect(within(form).getByText("This venue has no seat plan.")).toBeInTheDocument();

  await user.click(within(form).getByRole("button", { name: "+ Add section" }));
  const length = within(form).getByRole("spinbutton", { name: "Cells in row A" });
  await user.clear(length);
  await user.type(length, "5{Enter}");
  const grid = within(form).getByRole("grid", { name: "Stalls: seats, the stage in front of the first row" });
  expect(cellNames(grid)).toEqual(["Row A, seat 1", "Row A, seat 2", "Row A, seat 3", "Row A, seat 4", "Row A, seat 5"]);
  expect(tabStops(grid)).toHaveLength(1);

  // Into the grid with Tab (from the last row's button): one stop, on the selected cell.
  act(() => within(form).getByRole("button", { name: "+ Add row to Stalls" }).focus());
  await user.tab();
  expect(screen.getByRole("gridcell", { name: "Row A, seat 1" })).toHaveFocus();
  await user.keyboard("{ArrowRight}w{ArrowRight}c{ArrowRight}r");
  expect(within(form).getByLabelText("What is restricted")).toHaveFocus();
  await user.keyboard("Pillar on the left{Enter}");
  expect(screen.getByRole("gridcell", { name: "Row A, seat 4, restricted view" })).toHaveFocus();
  await user.keyboard("{Home} ");
  expect(cellNames(grid)).toEqual(["Row A, gap", "Row A, seat 2, wheelchair space", "Row A, seat 3, companion seat", "Row A, seat 4, restricted view", "Row A, seat 5"]);
  expect(screen.getByRole("gridcell", { name: "Row A, gap" })).toHaveFocus();
  expect(tabStops(grid)).toEqual([screen.getByRole("gridcell", { name: "Row A, gap" })]);

  await user.click(within(form).getByRole("button", { name: "Number seats left to right in row A" }));
  expect(cellNames(grid)).toEqual(["Row A, gap", "Row A, seat 1, wheelchair space", "Row A, seat 2, companion seat", "Row A, seat 3, restricted view", "Row A, seat 4"]);
  act(() => screen.getByRole("gridcell", { name: "Row A, gap" }).focus());
  await user.keyboard("{End}{Enter}");
  expect(within(form).getByLabelText("Number")).toHaveFocus();
  await user.keyboard("a{Enter}");
  expect(screen.getByRole("gridcell", { name: "Row A, seat 4a" })).toHaveFocus();

  expect(within(form).getByRole("list", { name: "Key to the seat plan" })).toHaveTextContent("Wheelchair space: key W");
  await user.click(within(form).getByRole("button", { name: "Add venue" }));
  expect(await screen.findByText("The venues")).toBeInTheDocument();
});

test("a plan's problems are shown by seat before sending, by the server's rules; the server's own are shown the same way", async () => {
  const input = {
    name: "Church Hall", address: "Bridge Street", ...TEXTS, slug: "church-hall",
    seatPlan: { sections: [{ name: "Stalls", rows: [{ label: "A", seats: [{ kind: "wheelchair", number: "1" }, { kind: "companion", number: "2", companionFor: "1" }, { kind: "gap" }, { kind: "standard", number: "3" }] }] }] },
  };
  renderAt("/admin-edit-tool/venues/church-hall", [
    { request: { query: AdminVenueQuery, variables: { slug: "church-hall" } }, result: { data: { venue: { ...HALL, seatPlan: PLAN } } } },
    {
      request: { query: UpdateVenueMutation, variables: { id: "v1", input } },
      result: { errors: [{ message: "Invalid input", extensions: { code: "BAD_USER_INPUT", fields: [{ path: "seatPlan.sections[0].rows[0].seats[3].number", message: "number is taken, says the server" }] } }] },
    },
  ]);
  const user = userEvent.setup();
  const grid = await screen.findByRole("grid", { name: "Stalls: seats, the stage in front of the first row" });
  expect(cellNames(grid)).toEqual(["Row A, seat 1, wheelchair space", "Row A, seat 2, companion seat", "Row A, gap", "Row A, seat 3"]);
  expect(within(screen.getByRole("form", { name: "Venue" })).getByRole("combobox", { name: "Kind" })).toHaveValue("wheelchair");

  // Seat 3 numbered 1 too: refused in place, naming the seat, before anything is sent.
  act(() => screen.getByRole("gridcell", { name: "Row A, seat 3" }).focus());
  await user.keyboard("{Enter}{Backspace}1{Enter}");
  await user.click(screen.getByRole("button", { name: "Save venue" }));
  const problems = await screen.findByRole("list", { name: "Problems in Stalls" });
  expect(problems).toHaveTextContent('Row A, seat 1: number must differ from the other seats\' numbers in row A ("1" is used twice)');
  expect(screen.getByRole("gridcell", { name: "Row A, seat 1" })).toHaveAttribute("aria-invalid", "true");

  await user.click(within(problems).getByRole("button", { name: "Go to Row A, seat 1" }));
  expect(screen.getByRole("gridcell", { name: "Row A, seat 1" })).toHaveFocus();
  await user.keyboard("{Enter}{Backspace}3{Enter}");
  expect(screen.queryByRole("list", { name: "Problems in Stalls" })).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Save venue" }));
  expect(await screen.findByText("Row A, seat 3: number is taken, says the server")).toBeInTheDocument();
});
