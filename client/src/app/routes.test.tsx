import "fake-indexeddb/auto";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";

type MockedResponse = MockLink.MockedResponse;
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { MeQuery } from "../features/accounts/account.graphql";
import { MemoryRouter, useLocation } from "react-router";
import { HomePageQuery } from "../features/home/home-page";
import { AboutPageQuery } from "../features/pages/about-page";
import { PreviousProductionsQuery } from "../features/plays/previous-productions-page";
import { WhatsOnQuery } from "../features/plays/whats-on-page";
import { leaveTo } from "../lib/browser";
import { TOKEN_KEY } from "../lib/site";
import { ContentLoadedProvider } from "../lib/content-loaded";
import { SiteFactsQuery } from "../lib/site-facts";
import { AppRoutes } from "./routes";
import { openDB } from "idb";
import { DOOR_DB } from "../lib/door-device-data";
import userEvent from "@testing-library/user-event";

jest.mock("../lib/browser", () => ({ leaveTo: jest.fn() }));

const about: MockedResponse = {
  request: { query: AboutPageQuery },
  result: {
    data: {
      about: {
        __typename: "AboutPage",
        id: "9b2f8c1e-0000-4000-8000-000000000000",
        text: "<p>We have made theatre in Cambridge since 1952.</p>",
        committeeMembers: "<ul><li>Chair: Margaret Holloway</li></ul>",
      },
    },
  },
};

const play = (slug: string, title: string, status: string[]) => ({
  __typename: "Play",
  id: `id-${slug}`,
  slug,
  title,
  message: "",
  blurb: `<p>${"A wonderful play. ".repeat(80)}</p>`,
  blurbExcerpt: "",
  buylink: "",
  status,
  mainimage: "",
  mainimageSizes: [],
  dates: { __typename: "PlayDates", startdate: null, displayedText: [] },
  venues: [],
  prices: [],
});

const home = (auditionPlays: unknown[]): MockedResponse => ({
  request: { query: HomePageQuery, variables: { blogs: 2 } },
  result: {
    data: {
      heroImages: [],
      featuredPlay: play("hamlet", "Hamlet", ["featured", "current"]),
      homepagePlays: [play("arcadia", "Arcadia", ["upcoming", "homepage"])],
      auditionPlays,
      blogs: {
        __typename: "BlogPage",
        items: [
          { __typename: "Blog", id: "b1", slug: "first", title: "First post", author: "Ann", order: "2026-11-01T10:00:00.000Z", createdAt: "2026-11-01T10:00:00.000Z" },
          { __typename: "Blog", id: "b2", slug: "second", title: "Second post", author: "Bob", order: null, createdAt: "2026-10-01T10:00:00.000Z" },
        ],
      },
    },
  },
});

const me = (role: string): MockedResponse => ({
  request: { query: MeQuery },
  result: { data: { me: { __typename: "User", id: "u1", name: "Mopsa", email: "mopsa@example.org", role } } },
});

/** The layout's Site settings, answered as often as it asks. */
const siteFacts: MockedResponse = {
  request: { query: SiteFactsQuery },
  result: { data: { site: { __typename: "SiteInfo", name: "Fen Street Players", address: null, charityNumber: null, socialLinks: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/**
 * Renders the site at `path` once the page's chunk has loaded (inside act, so that React applies
 * it); the answer's `pathname` follows the router's location.
 */
async function renderAt(path: string, mocks: MockedResponse[] = [about]) {
  const location = { pathname: path };
  function TrackLocation() {
    location.pathname = useLocation().pathname;
    return null;
  }
  await act(async () => {
    render(
      <MockedProvider mocks={[...mocks, siteFacts]}>
        <ContentLoadedProvider>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
            <TrackLocation />
          </MemoryRouter>
        </ContentLoadedProvider>
      </MockedProvider>,
    );
  });
  return location;
}

beforeEach(() => localStorage.clear());

describe("the About page", () => {
  test("shows the text and committee members from the API, then the footer with the current year", async () => {
    await renderAt("/about");
    expect(screen.getByRole("heading", { level: 1, name: "About us" })).toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
    expect(await screen.findByText("We have made theatre in Cambridge since 1952.")).toBeInTheDocument();
    expect(screen.getByText("Chair: Margaret Holloway")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(String(new Date().getFullYear()));
    expect(document.title).toBe("About | Fen Street Players");
  });

  test("says so, with a way to retry, when the page cannot be loaded", async () => {
    await renderAt("/about", [{ request: { query: AboutPageQuery }, error: new Error("offline") }]);
    expect(await screen.findByRole("alert")).toHaveTextContent("couldn't load the About page");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("the home page", () => {
  test("shows the featured play cut to 800 characters, future productions cut to 150, and two recent blogs", async () => {
    await renderAt("/", [home([])]);
    const featured = await screen.findByRole("region", { name: "Hamlet" });
    const blurb = within(featured).getByText(/A wonderful play/);
    expect(blurb.textContent!.length).toBeLessThanOrEqual(800);
    expect(within(featured).queryByRole("link", { name: /Buy tickets/ })).not.toBeInTheDocument();
    const future = screen.getByRole("region", { name: "Future productions" });
    expect(within(future).getByText(/A wonderful play/).textContent!.length).toBeLessThanOrEqual(150);
    const blogs = screen.getByRole("region", { name: "Recent blogs" });
    expect(within(blogs).getAllByRole("heading", { level: 3 })).toHaveLength(2);
    expect(within(blogs).getByRole("link", { name: "See all blogs" })).toHaveAttribute("href", "/blogs");
  });

  test("'Open to auditions' appears only when some play is open to auditions", async () => {
    await renderAt("/", [home([])]);
    await screen.findByRole("region", { name: "Hamlet" });
    expect(screen.queryByRole("region", { name: "Open to auditions" })).not.toBeInTheDocument();
  });

  test("...and lists them when there are", async () => {
    await renderAt("/", [home([{ __typename: "Play", id: "e", slug: "earnest", title: "Earnest", blurb: "<p>Wilde</p>", blurbExcerpt: "" }])]);
    const sidebar = await screen.findByRole("region", { name: "Open to auditions" });
    expect(within(sidebar).getByRole("link", { name: /Apply to audition/ })).toHaveAttribute("href", "/earnest#audition");
  });
});

describe("navigation", () => {
  test("shows the tabs and secondary links of the specification", async () => {
    await renderAt("/about");
    const main = screen.getByRole("navigation", { name: "Main" });
    for (const name of ["What's on", "Get involved", "Previous productions"]) expect(main).toHaveTextContent(name);
    const secondary = screen.getByRole("navigation", { name: "Secondary" });
    for (const name of ["Blog", "Contact us", "About"]) expect(secondary).toHaveTextContent(name);
  });

  test("/blog redirects to /blogs", async () => {
    const location = await renderAt("/blog", []);
    expect(location.pathname).toBe("/blogs");
  });

  test("an unknown path redirects to /404, which marks the content loaded and leaves for the static not-found page", async () => {
    const location = await renderAt("/no/such/page/here", []);
    expect(location.pathname).toBe("/404");
    expect(await screen.findByRole("contentinfo")).toBeInTheDocument();
    expect(leaveTo).toHaveBeenCalledWith("/404.html");
  });

  test("a single unknown segment is a play slug, not a redirect", async () => {
    const location = await renderAt("/hamlet", []);
    expect(location.pathname).toBe("/hamlet");
  });

  test("protected routes send anonymous users home", async () => {
    const location = await renderAt("/account", []);
    expect(location.pathname).toBe("/");
  });

  test("a signed-in member sees their name and Logout, no ADMIN tab, and the account page", async () => {
    localStorage.setItem(TOKEN_KEY, "a-token");
    const location = await renderAt("/account", [me("member")]);
    expect(location.pathname).toBe("/account");
    expect(await screen.findByRole("link", { name: "Mopsa" })).toHaveAttribute("href", "/account");
    expect(screen.getByRole("link", { name: "Logout" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "ADMIN" })).not.toBeInTheDocument();
    expect(await screen.findByText("mopsa@example.org")).toBeInTheDocument();
  });

  test("Logout forgets the door app's ticket lists kept on this device", async () => {
    localStorage.setItem(TOKEN_KEY, "a-token");
    // A door list as the door app keeps it (its store of doors by performance).
    const db = await openDB(DOOR_DB, 1, { upgrade: (made) => void made.createObjectStore("doors", { keyPath: "performanceId" }) });
    await db.put("doors", { performanceId: "p1", tickets: [{ buyerName: "Ada Lovelace" }] });
    await renderAt("/account", [me("door"), me("door")]);
    await userEvent.click(await screen.findByRole("link", { name: "Logout" }));
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBeNull());
    await waitFor(async () => expect(await db.getAll("doors")).toEqual([]));
    db.close();
  });

  test("editors get the ADMIN tab", async () => {
    localStorage.setItem(TOKEN_KEY, "a-token");
    await renderAt("/about", [about, me("editor")]);
    expect(await screen.findByRole("link", { name: "ADMIN" })).toHaveAttribute("href", "/admin-edit-tool");
  });

  test("a token the server refuses is cleared at start-up", async () => {
    localStorage.setItem(TOKEN_KEY, "stale-token");
    await renderAt("/about", [about, { request: { query: MeQuery }, result: { data: { me: null } } }]);
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBeNull());
    expect(screen.queryByRole("link", { name: "Logout" })).not.toBeInTheDocument();
  });
});

describe("an address that would show nothing real goes to the not-found page, as the server answers it", () => {
  const whatsOn = (venue: string): MockedResponse => ({
    request: { query: WhatsOnQuery, variables: { access: null, venue } },
    result: {
      data: {
        whatsOn: { __typename: "WhatsOn", currentPlays: [], upcomingPlays: [] },
        venues: [{ __typename: "Venue", id: "v1", slug: "adc-theatre", name: "ADC Theatre" }],
        site: { __typename: "SiteInfo", url: "https://theatre.example", calendarUrl: null },
      },
    },
  });

  test("a contact subject the site does not offer; the ones it links to stay", async () => {
    const location = await renderAt("/contact/made-up-subject", []);
    await waitFor(() => expect(location.pathname).toBe("/404"));
    const offered = await renderAt("/contact/newsletter", []);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(offered.pathname).toBe("/contact/newsletter");
  });

  test("a venue What's on does not know; a known one stays", async () => {
    const location = await renderAt("/whats-on?venue=made-up", [whatsOn("made-up")]);
    await waitFor(() => expect(location.pathname).toBe("/404"));
    const known = await renderAt("/whats-on?venue=adc-theatre", [whatsOn("adc-theatre")]);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(known.pathname).toBe("/whats-on");
  });

  test("a page past the last of Previous productions, and of Blogs", async () => {
    const past = await renderAt("/previous-productions?page=3", [
      { request: { query: PreviousProductionsQuery, variables: { page: 3 } }, result: { data: { previousProductions: { __typename: "PlayPage", page: 3, pages: 2, total: 12, items: [] } } } },
    ]);
    await waitFor(() => expect(past.pathname).toBe("/404"));
    const blogs = await renderAt("/blogs?page=2", []);
    await waitFor(() => expect(blogs.pathname).toBe("/404"));
  });
});
