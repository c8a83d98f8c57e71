import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { ContentLoadedProvider } from "../../lib/content-loaded";

/** Helpers of the lists' tests (plays, blogs): a list rendered over mocked answers, and a row's cell by column. */
export function renderList(list: React.ReactNode, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ContentLoadedProvider>
        <MemoryRouter>{list}</MemoryRouter>
      </ContentLoadedProvider>
    </MockedProvider>,
  );
}

/** The cell under the State column in the row whose title cell says `title`. */
export async function stateOf(title: string | RegExp): Promise<string> {
  const table = await screen.findByRole("table");
  const columns = within(table).getAllByRole("columnheader").map((th) => th.textContent);
  const row = within(table).getAllByRole("row").find((r) => within(r).queryAllByRole("cell").some((cell) => (typeof title === "string" ? cell.textContent === title : title.test(cell.textContent ?? ""))))!;
  return within(row).getAllByRole("cell")[columns.indexOf("State")].textContent ?? "";
}
