import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { MeQuery } from "../features/accounts/account.graphql";
import { AuthProvider } from "../features/accounts/auth";
import { createCache } from "../lib/apollo/apollo-cache";
import { ContentLoadedProvider } from "../lib/content-loaded";
import { tokenStore } from "../lib/token-store";
import AdminArea from "./admin-area";
import { BoxOfficeDoorListQuery } from "./box-office/box-office.graphql";

// The door list is the one page of the editing tool a door volunteer opens (issue 35, part 4).

const ID = "6d1c0000-0000-4000-8000-000000000001";

const account = (role: string): MockLink.MockedResponse => ({
  request: { query: MeQuery },
  result: { data: { me: { __typename: "User", id: "u1", name: "Mopsa", email: "mopsa@example.org", role, hasSecondStep: true, authenticatorAppOn: false, mustSetUpSecondStep: false } } },
  // Asked by the site's sign-in, and again by the door app's check.
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const doorList: MockLink.MockedResponse = {
  request: { query: BoxOfficeDoorListQuery, variables: { performanceId: ID } },
  result: {
    data: {
      doorPerformance: { __typename: "BoxOfficePerformance", id: ID, playTitle: "Twelfth Night", startsAt: "2027-03-16T19:30:00.000Z" },
      boxOfficeDoorList: [
        { __typename: "BoxOfficeOrder", reference: "FSP-ADA1", status: "reserved", payment: "door", buyerName: "Ada Lovelace", buyerEmail: null, accessNote: null, tickets: [{ __typename: "OrderTicketCount", type: "Full", count: 2 }], totalPence: 2400, toPayPence: 2400, createdAt: "2026-11-20T10:00:00.000Z" },
      ],
    },
  },
};

/** The editing area at `path`, signed in with an account of `role`. */
function renderAs(role: string, path: string) {
  tokenStore.set("a-login-token");
  render(
    <MockedProvider mocks={[account(role), doorList]} cache={createCache()}>
      <ContentLoadedProvider>
        <MemoryRouter initialEntries={[path]}>
          <AuthProvider>
            <Routes>
              <Route path="/admin-edit-tool/*" element={<AdminArea />} />
            </Routes>
          </AuthProvider>
        </MemoryRouter>
      </ContentLoadedProvider>
    </MockedProvider>,
  );
}

afterEach(() => localStorage.clear());

test("a door volunteer opens the door list, with a way back to the door app and none into the editing tool", async () => {
  renderAs("door", `/admin-edit-tool/box-office/${ID}/door-list`);
  expect(await screen.findByRole("rowheader", { name: "Ada Lovelace" })).toBeInTheDocument();
  expect(screen.getByText(/Twelfth Night/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to the door" })).toHaveAttribute("href", `/box-office/door/${ID}`);
  expect(screen.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("/admin-edit-tool"))).toEqual([]);
});

test("a door volunteer is still turned away from the rest of the editing tool, the performance's box office page included", async () => {
  renderAs("door", `/admin-edit-tool/box-office/${ID}`);
  expect(await screen.findByRole("heading", { level: 1, name: "Not allowed" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "go to the door app" })).toHaveAttribute("href", "/box-office/door");
});

test("an editor opens the door list from the performance's page, and goes back there", async () => {
  renderAs("editor", `/admin-edit-tool/box-office/${ID}/door-list`);
  expect(await screen.findByRole("rowheader", { name: "Ada Lovelace" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to the performance" })).toHaveAttribute("href", `/admin-edit-tool/box-office/${ID}`);
});
