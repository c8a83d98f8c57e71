import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AboutPageQuery } from "../features/pages/about-page";
import { TOKEN_KEY } from "../lib/site";
import { ContentLoadedProvider } from "./content-loaded";
import { routes } from "./routes";

const about = {
  request: { query: AboutPageQuery },
  result: {
    data: {
      about: {
        __typename: "AboutPage" as const,
        id: "9b2f8c1e-0000-4000-8000-000000000000",
        text: "<p>We have made theatre in Cambridge since 1952.</p>",
        committeeMembers: "<ul><li>Chair: Margaret Holloway</li></ul>",
      },
    },
  },
};

function renderAt(path: string, mocks = [about]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MockedProvider mocks={mocks}>
      <ContentLoadedProvider>
        <RouterProvider router={router} />
      </ContentLoadedProvider>
    </MockedProvider>,
  );
  return router;
}

beforeEach(() => localStorage.clear());

describe("the About page", () => {
  test("shows the text and committee members from the API, then the footer with the current year", async () => {
    renderAt("/about");
    expect(screen.getByRole("heading", { level: 1, name: "About us" })).toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
    expect(await screen.findByText("We have made theatre in Cambridge since 1952.")).toBeInTheDocument();
    expect(screen.getByText("Chair: Margaret Holloway")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(String(new Date().getFullYear()));
    expect(document.title).toBe("About | Fen Street Players");
  });

  test("says so, with a way to retry, when the page cannot be loaded", async () => {
    renderAt("/about", [{ request: { query: AboutPageQuery }, error: new Error("offline") }] as never);
    expect(await screen.findByRole("alert")).toHaveTextContent("couldn't load the About page");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("navigation", () => {
  test("shows the tabs and secondary links of the specification", () => {
    renderAt("/whats-on");
    const main = screen.getByRole("navigation", { name: "Main" });
    for (const name of ["What's on", "Get involved", "Previous productions"]) expect(main).toHaveTextContent(name);
    const secondary = screen.getByRole("navigation", { name: "Secondary" });
    for (const name of ["Blog", "Contact us", "About"]) expect(secondary).toHaveTextContent(name);
  });

  test("/blog redirects to /blogs", () => {
    const router = renderAt("/blog");
    expect(router.state.location.pathname).toBe("/blogs");
  });

  test("an unknown path redirects to /404, which shows the not-found page", async () => {
    const router = renderAt("/no/such/page/here");
    expect(router.state.location.pathname).toBe("/404");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  test("a single unknown segment is a play slug, not a redirect", () => {
    const router = renderAt("/hamlet");
    expect(router.state.location.pathname).toBe("/hamlet");
  });

  test("protected routes send anonymous users home and let token holders in", () => {
    const router = renderAt("/admin-edit-tool/plays");
    expect(router.state.location.pathname).toBe("/");
    localStorage.setItem(TOKEN_KEY, "a-token");
    const signedIn = renderAt("/account");
    expect(signedIn.state.location.pathname).toBe("/account");
  });
});
