import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { GraphQLError } from "graphql";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { ContentLoadedProvider } from "../../lib/content-loaded";
import { SearchPage, SearchPageQuery } from "./search-page";

const runs = (...parts: [string, boolean][]) => parts.map(([text, match]) => ({ __typename: "TextRun", text, match }));

const results = (query: string, page: number, over: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: { query: SearchPageQuery, variables: { query, page } },
  result: {
    data: {
      search: {
        __typename: "SearchResults", query, page, pages: 3, total: 23, approximate: false,
        items: [
          { __typename: "PlayHit", play: { __typename: "Play", id: "p1", slug: "twelfth-night", title: "Twelfth Night" }, extract: runs(["", false], ["Twelfth", true], [" Night, or What You Will: <b>not bold</b>", false]) },
          { __typename: "BlogHit", blog: { __typename: "Blog", id: "b1", slug: "finding-illyria", title: "Finding Illyria" }, extract: runs(["Rehearsing ", false], ["Twelfth", true], [" Night", false]) },
          { __typename: "PersonHit", person: { __typename: "Person", id: "x1", slug: "priya-raman", name: "Priya Raman" }, extract: [] },
        ],
        ...over,
      },
    },
  },
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderSearch(url: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ContentLoadedProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/search" element={<SearchPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </ContentLoadedProvider>
    </MockedProvider>,
  );
}

test("results: how many, each with its kind, linked title and extract whose matching words are marked (as text, never HTML)", async () => {
  renderSearch("/search?q=twelfth%20%20night&page=2", [results("twelfth night", 2)]);
  expect(await screen.findByText("23 results for “twelfth night”")).toHaveAttribute("role", "status");
  expect(screen.getByRole("searchbox", { name: "Search plays, blogs and people" })).toHaveValue("twelfth night");
  const hits = screen.getAllByRole("listitem");
  expect(hits.map((hit) => within(hit).getByRole("link").getAttribute("href"))).toEqual(["/twelfth-night", "/blogs/finding-illyria", "/people/priya-raman"]);
  expect(hits.map((hit) => hit.querySelector(".search-kind")?.textContent)).toEqual(["Play", "Blog", "Person"]);
  expect(hits[0].querySelector("mark")).toHaveTextContent("Twelfth");
  expect(hits[0]).toHaveTextContent("Night, or What You Will: <b>not bold</b>");
  expect(hits[0].querySelector("b")).toBeNull();
  const pages = screen.getByRole("navigation", { name: "Search results pages" });
  expect(within(pages).getByRole("link", { name: "← Previous" })).toHaveAttribute("href", "/search?q=twelfth+night");
  expect(within(pages).getByRole("link", { name: "Next →" })).toHaveAttribute("href", "/search?q=twelfth+night&page=3");
  expect(document.title).toBe("Search results for “twelfth night”, page 2 | Fen Street Players");
});

test("close matches say there was no exact one", async () => {
  renderSearch("/search?q=twelth", [results("twelth", 1, { approximate: true, total: 1, pages: 1 })]);
  expect(await screen.findByText("No exact matches for “twelth”: 1 close match instead.")).toBeInTheDocument();
  expect(screen.queryByRole("navigation", { name: "Search results pages" })).not.toBeInTheDocument();
});

test("nothing found says what to try", async () => {
  renderSearch("/search?q=zzz", [results("zzz", 1, { total: 0, pages: 1, items: [] })]);
  expect(await screen.findByText("0 results for “zzz”")).toBeInTheDocument();
  expect(screen.getByText(/Try fewer or other words/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "previous productions" })).toHaveAttribute("href", "/previous-productions");
});

test("a search the API refuses shows its reason on the page, not an error screen", async () => {
  const message = "query has no words to search for: quotes, 'or' and '-' are not words";
  const fields = [{ path: "query", message }];
  renderSearch("/search?q=odd", [{ request: { query: SearchPageQuery, variables: { query: "odd", page: 1 } }, result: { errors: [new GraphQLError(`Invalid input: query ${message}`, { extensions: { code: "BAD_USER_INPUT", fields } })] } }]);
  expect(await screen.findByText("Your search has no words to search for: quotes, 'or' and '-' are not words")).toBeInTheDocument();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("words the API would refuse (only operators, too long) are refused on the page without asking it, so the server renders them too", () => {
  renderSearch("/search?q=-twelfth+%22%22+or", []);
  expect(screen.getByText(/^Your search has no words to search for/)).toBeInTheDocument();
  renderSearch(`/search?q=${"a".repeat(201)}`, []);
  expect(screen.getByText("Your search must be at most 200 characters")).toBeInTheDocument();
});

test("without words it is the form alone (nothing asked); searching from it opens the results", async () => {
  renderSearch("/search", []);
  expect(screen.getByRole("heading", { level: 1, name: "Search" })).toBeInTheDocument();
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
  await userEvent.type(screen.getByRole("searchbox", { name: "Search plays, blogs and people" }), "Noël Coward");
  await userEvent.click(screen.getByRole("button", { name: "Search" }));
  expect(screen.getByTestId("where")).toHaveTextContent("/search?q=No%C3%ABl+Coward");
});
