import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { renderList, stateOf } from "../shell/lists.testing";
import { PlaysList } from "./plays-list";
import { AdminPlaysQuery } from "./plays.graphql";

const plays: MockLink.MockedResponse = {
  request: { query: AdminPlaysQuery },
  result: {
    data: {
      plays: {
        __typename: "PlayPage",
        items: [
          { __typename: "Play", id: "p1", slug: "hamlet", title: "Hamlet", status: ["current"], state: "published", publishAt: null, unpublishAt: null, dates: { __typename: "PlayDates", startdate: "2026-11-21T19:30:00.000Z" } },
          { __typename: "Play", id: "p2", slug: "arcadia", title: "Arcadia", status: ["upcoming"], state: "changed", publishAt: null, unpublishAt: null, dates: { __typename: "PlayDates", startdate: null } },
          { __typename: "Play", id: "p3", slug: "new-play-1", title: "", status: [], state: "draft", publishAt: null, unpublishAt: null, dates: { __typename: "PlayDates", startdate: null } },
          { __typename: "Play", id: "p4", slug: "pericles", title: "Pericles", status: [], state: "draft", publishAt: "2026-12-04T19:00:00.000Z", unpublishAt: "2027-01-09T22:30:00.000Z", dates: { __typename: "PlayDates", startdate: null } },
        ],
      },
    },
  },
};

test("the plays list shows each play's state in a column, never-published plays included", async () => {
  renderList(<PlaysList />, [plays]);
  expect(await stateOf("Hamlet")).toBe("Published");
  expect(await stateOf("Arcadia")).toBe("Published, with unpublished changes");
  expect(await stateOf("...")).toBe("Draft: not on the site");
});

test("the lists show what is scheduled next to the state, in London time", async () => {
  renderList(<PlaysList />, [plays]);
  const pericles = await stateOf("Pericles");
  expect(pericles).toMatch(/^Draft: not on the site/);
  expect(pericles).toContain("Publishes Friday 4 December 2026 at 7pm");
  expect(pericles).toContain("Unpublishes Saturday 9 January 2027 at 10.30pm");
});

test("the status columns are headed in the editors' words, and each tick is named by its play and those words", async () => {
  renderList(<PlaysList />, [plays]);
  const table = await screen.findByRole("table");
  expect(within(table).getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
    "Edit", "View", "Title", "State",
    "Featured on the home page", "On now", "Coming soon", "Shown on the home page", "Open to auditions", "Previous production",
    "Start", "Delete",
  ]);
  expect(screen.getByRole("checkbox", { name: "Hamlet: On now" })).toBeChecked();
  expect(screen.getByRole("checkbox", { name: "Hamlet: Coming soon" })).not.toBeChecked();
  expect(screen.getByRole("checkbox", { name: "Arcadia: Coming soon" })).toBeChecked();
});
