import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { DoorApp } from "./door-app";
import { useDoor } from "./use-door";

// The door's tickets, count and scans are use-door's (door.test.tsx): here, only the page around them.
jest.mock("./use-door", () => ({ useDoor: jest.fn() }));

const ID = "6d1c0000-0000-4000-8000-000000000001";

function renderDoor(online: boolean) {
  jest.mocked(useDoor).mockReturnValue({
    state: { kind: "ready" },
    door: { performanceId: ID, performance: { id: ID, playTitle: "Twelfth Night", startsAt: "2027-03-16T19:30:00.000Z", status: "onsale" }, tickets: [], savedAt: "2027-03-16T18:00:00.000Z", clockOffsetMs: 0 },
    online,
    queued: 0,
    notes: [],
    outcome: null,
    problem: null,
    count: { admitted: 0, expected: 0 },
    check: jest.fn(),
    flush: jest.fn(),
    dismiss: jest.fn(),
  } as unknown as ReturnType<typeof useDoor>);
  render(
    <MemoryRouter initialEntries={[`/box-office/door/${ID}`]}>
      <Routes>
        <Route path="/box-office/door/:performanceId" element={<DoorApp />} />
      </Routes>
    </MemoryRouter>,
  );
}

test("the door app links to its performance's door list, to print or read", () => {
  renderDoor(true);
  expect(screen.getByRole("heading", { level: 1, name: "Door: Twelfth Night" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Door list" })).toHaveAttribute("href", `/admin-edit-tool/box-office/${ID}/door-list`);
});

test("offline, where the list could not be read, it offers no link to it", () => {
  renderDoor(false);
  expect(screen.getByRole("heading", { level: 1, name: "Door: Twelfth Night" })).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: "Door list" })).not.toBeInTheDocument();
});
