import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { SearchBox } from "./search-box";
import { searchHref } from "./search-href";

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

test("the header's box is a GET form to /search that, once the page runs, opens the search in the page and empties itself", async () => {
  render(
    <MemoryRouter initialEntries={["/about"]}>
      <SearchBox />
      <Where />
    </MemoryRouter>,
  );
  const form = screen.getByRole("search", { name: "Site search" });
  // Without JavaScript the browser submits it as it is.
  expect(form).toHaveAttribute("action", "/search");
  expect(form).toHaveAttribute("method", "get");
  const box = screen.getByRole("searchbox", { name: "Search" });
  expect(box).toHaveAttribute("name", "q");
  await userEvent.type(box, "  Twelfth   Night ");
  await userEvent.click(screen.getByRole("button", { name: "Search" }));
  expect(screen.getByTestId("where")).toHaveTextContent("/search?q=Twelfth+Night");
  expect(box).toHaveValue("");
  await userEvent.type(box, "Zoë{Enter}");
  expect(screen.getByTestId("where")).toHaveTextContent("/search?q=Zo%C3%AB");
});

test("search addresses are those a browser's form submission makes: spaces folded, no page 1, nothing for no words", () => {
  expect(searchHref(" Noël  Coward ")).toBe("/search?q=No%C3%ABl+Coward");
  expect(searchHref("hamlet", 1)).toBe("/search?q=hamlet");
  expect(searchHref("hamlet", 3)).toBe("/search?q=hamlet&page=3");
  expect(searchHref("\"a & b\" -c", 2)).toBe("/search?q=%22a+%26+b%22+-c&page=2");
  expect(searchHref("   ", 2)).toBe("/search");
});
