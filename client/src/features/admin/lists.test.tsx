import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { ContentLoadedProvider } from "../../lib/content-loaded";
import { AdminBlogsQuery, AdminPlaysQuery } from "./admin.graphql";
import { BlogsList } from "./blogs-list";
import { STATE_LABELS } from "./content-state";
import { PlaysList } from "./plays-list";

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

const blogs: MockLink.MockedResponse = {
  request: { query: AdminBlogsQuery },
  result: {
    data: {
      blogs: {
        __typename: "BlogPage",
        items: [
          { __typename: "Blog", id: "b1", slug: "first", title: "First night", order: null, createdAt: "2026-11-01T10:00:00.000Z", state: "draft", publishAt: null, unpublishAt: null },
          { __typename: "Blog", id: "b2", slug: "second", title: "Rehearsals", order: null, createdAt: "2026-10-01T10:00:00.000Z", state: "published", publishAt: null, unpublishAt: "2026-07-01T11:00:00.000Z" },
        ],
      },
    },
  },
};

function renderList(list: React.ReactNode, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ContentLoadedProvider>
        <MemoryRouter>{list}</MemoryRouter>
      </ContentLoadedProvider>
    </MockedProvider>,
  );
}

/** The cell under the State column in the row whose title cell says `title`. */
async function stateOf(title: string | RegExp): Promise<string> {
  const table = await screen.findByRole("table");
  const columns = within(table).getAllByRole("columnheader").map((th) => th.textContent);
  const row = within(table).getAllByRole("row").find((r) => within(r).queryAllByRole("cell").some((cell) => (typeof title === "string" ? cell.textContent === title : title.test(cell.textContent ?? ""))))!;
  return within(row).getAllByRole("cell")[columns.indexOf("State")].textContent ?? "";
}

test("the three states read as the editors' words", () => {
  expect(STATE_LABELS).toEqual({ published: "Published", changed: "Published, with unpublished changes", draft: "Draft: not on the site" });
});

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

test("the blogs list shows each post's state, and its schedule, in a column", async () => {
  renderList(<BlogsList />, [blogs]);
  expect(await stateOf("First night")).toBe("Draft: not on the site");
  // 11:00 UTC is noon in London in summer.
  expect(await stateOf("Rehearsals")).toBe("PublishedUnpublishes Wednesday 1 July 2026 at 12pm");
});
