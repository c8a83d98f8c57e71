import { MockedProvider } from "@apollo/client/testing/react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { ContentLoadedProvider } from "../lib/content-loaded";
import { AppRoutes } from "./routes";

// The About page's code cannot be fetched, as when a tab outlives the version it was opened on.
jest.mock("../features/pages/about-page", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

test("a page whose code cannot be loaded shows an error with a retry, inside the site's frame, and other pages still work", async () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  await act(async () => {
    render(
      <MockedProvider mocks={[]}>
        <ContentLoadedProvider>
          <MemoryRouter initialEntries={["/about"]}>
            <AppRoutes />
          </MemoryRouter>
        </ContentLoadedProvider>
      </MockedProvider>,
    );
  });
  expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load this page");
  expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Fen Street Players" })).toBeInTheDocument();

  await act(async () => userEvent.click(screen.getByRole("link", { name: /contact/i })));
  expect(screen.queryByText("We couldn't load this page")).not.toBeInTheDocument();
});
