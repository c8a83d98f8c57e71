import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import type { ActivityAction, EditedKind } from "../../gql/graphql";
import { ContentLoadedProvider } from "../../lib/content-loaded";
import { Activity, ActivityLine } from "./activity";
import { ActivityQuery } from "./activity.graphql";
import { UsersQuery } from "./users.graphql";

const entry = (action: ActivityAction, kind: EditedKind, itemTitle: string, detail: string | null = null, id = `${action}-${kind}`) => ({
  __typename: "Activity" as const,
  id,
  at: "2026-11-23T14:05:00.000Z",
  actorId: "u1",
  actor: "Ann",
  action,
  kind,
  itemId: kind === "page" ? "about" : `${kind}-1`,
  itemTitle,
  detail,
});

function line(e: ReturnType<typeof entry>) {
  const { container } = render(<MemoryRouter><ul><ActivityLine entry={e} itemHref="/x" /></ul></MemoryRouter>);
  const [sentence, meta] = container.querySelectorAll("p");
  return { sentence: sentence.textContent, meta: meta.textContent };
}

test("an entry reads as a sentence: who, what, which item; then when, and the detail if any", () => {
  expect(line(entry("published", "play", "Twelfth Night"))).toEqual({ sentence: "Ann published the play “Twelfth Night”", meta: "Monday 23rd November 2026, 2.05pm" });
  expect(line(entry("saved", "blog", "First night")).sentence).toBe("Ann saved a draft of the blog “First night”");
  expect(line(entry("created", "play", "new-play-3")).sentence).toBe("Ann created the play “new-play-3”");
  expect(line(entry("unpublished", "blog", "First night")).sentence).toBe("Ann unpublished the blog “First night”");
  expect(line(entry("deleted", "play", "Hamlet")).sentence).toBe("Ann deleted the play “Hamlet”");
  expect(line(entry("restored", "play", "Hamlet", "from Deleted items"))).toEqual({ sentence: "Ann restored the play “Hamlet”", meta: "Monday 23rd November 2026, 2.05pm · from Deleted items" });
  expect(line(entry("scheduled", "play", "Hamlet", "Publish at 4 December 2026 at 7:00pm")).sentence).toBe("Ann changed the schedule of the play “Hamlet”");
  // Pages go by their own title.
  expect(line(entry("published", "page", "About page")).sentence).toBe("Ann published the About page");
});

const users: MockLink.MockedResponse = {
  request: { query: UsersQuery },
  result: { data: { users: { __typename: "UserPage", items: [
    { __typename: "User", id: "u2", name: "Ben", email: "ben@example.org", role: "editor", createdAt: "2026-01-01T00:00:00.000Z" },
    { __typename: "User", id: "u1", name: "Ann", email: "ann@example.org", role: "admin", createdAt: "2026-01-01T00:00:00.000Z" },
  ] } } },
};

const activity = (variables: Record<string, unknown>, items: ReturnType<typeof entry>[], pages = 1): MockLink.MockedResponse => ({
  request: { query: ActivityQuery, variables: { person: null, kind: null, item: null, page: 1, ...variables } },
  result: { data: { activity: { __typename: "ActivityPage", page: variables.page ?? 1, pages, total: items.length, perPage: 50, items } } },
});

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderPage(url: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ContentLoadedProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes><Route path="/admin-edit-tool/activity" element={<><Activity /><Address /></>} /></Routes>
        </MemoryRouter>
      </ContentLoadedProvider>
    </MockedProvider>,
  );
}

const address = () => screen.getByRole("status", { name: "address" }).textContent;

test("the filters and the page are kept in the address: an item's name filters to it, Show all clears it, Person picks an account", async () => {
  const hamlet = entry("deleted", "play", "Hamlet", null, "a1");
  const blog = entry("published", "blog", "First night", null, "a2");
  renderPage("/admin-edit-tool/activity", [
    users,
    activity({}, [hamlet, blog], 3),
    activity({ kind: "play", item: "play-1" }, [hamlet]),
    activity({}, [hamlet, blog], 3),
    activity({ person: "u2" }, []),
  ]);
  const user = userEvent.setup();
  expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/admin-edit-tool/activity?page=2");

  await user.click(screen.getByRole("link", { name: "Hamlet" }));
  expect(address()).toBe("/admin-edit-tool/activity?kind=play&item=play-1");
  expect(await screen.findByText(/Only “Hamlet”/)).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: "First night" })).not.toBeInTheDocument();

  await user.click(screen.getByRole("link", { name: "Show all" }));
  expect(address()).toBe("/admin-edit-tool/activity");
  expect(await screen.findByRole("link", { name: "First night" })).toBeInTheDocument();

  const person = screen.getByRole("combobox", { name: "Person" });
  expect(within(person).getAllByRole("option").map((o) => o.textContent)).toEqual(["Everyone", "Ann", "Ben"]);
  await user.selectOptions(person, "Ben");
  expect(address()).toBe("/admin-edit-tool/activity?person=u2");
  expect(await screen.findByText("No activity to show.")).toBeInTheDocument();
});
