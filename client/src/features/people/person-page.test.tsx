import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { GraphQLError } from "graphql";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { ContentLoadedProvider } from "../../lib/content-loaded";
import { creditRole } from "./credit-words";
import { PersonPage, PersonPageQuery } from "./person-page";

const play = (slug: string, title: string) => ({ __typename: "Play", id: `id-${slug}`, slug, title });

const priya: MockLink.MockedResponse = {
  request: { query: PersonPageQuery, variables: { slug: "priya-raman" } },
  result: {
    data: {
      person: {
        __typename: "Person",
        id: "p1",
        slug: "priya-raman",
        name: "Priya Raman",
        bio: "Priya joined as a student.\n\nShe has played Shakespeare's clowns.",
        photo: "/images/people/p1/photo0.jpg",
        credits: [
          { __typename: "Credit", kind: "team", role: "Producer", year: 2027, play: play("earnest", "The Importance of Being Earnest") },
          { __typename: "Credit", kind: "cast", role: "Viola", year: 2026, play: play("twelfth-night", "Twelfth Night") },
          { __typename: "Credit", kind: "cast", role: "", year: null, play: play("undated", "An Undated Play") },
        ],
      },
    },
  },
};

function renderPerson(slug: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ContentLoadedProvider>
        <MemoryRouter initialEntries={[`/people/${slug}`]}>
          <Routes>
            <Route path="/people/:slug" element={<PersonPage />} />
            <Route path="/404" element={<p>Not found route</p>} />
          </Routes>
        </MemoryRouter>
      </ContentLoadedProvider>
    </MockedProvider>,
  );
}

test("a person's page shows their name, photo and bio, and their credits newest first, each linking to its play", async () => {
  renderPerson("priya-raman", [priya]);
  expect(await screen.findByRole("heading", { level: 1, name: "Priya Raman" })).toBeInTheDocument();
  expect(screen.getByRole("img", { name: "Priya Raman" })).toHaveAttribute("src", "/images/people/p1/photo0.jpg");
  expect(screen.getByText("Priya joined as a student.")).toBeInTheDocument();
  expect(screen.getByText("She has played Shakespeare's clowns.")).toBeInTheDocument();
  const credits = within(screen.getByRole("region", { name: "In our productions" })).getAllByRole("listitem");
  expect(credits.map((item) => item.textContent)).toEqual(["Producer, The Importance of Being Earnest (2027)", "Viola in Twelfth Night (2026)", "Cast, An Undated Play"]);
  expect(within(credits[1]).getByRole("link", { name: "Twelfth Night" })).toHaveAttribute("href", "/twelfth-night");
  expect(document.title).toBe("Priya Raman | Fen Street Players");
});

test("someone unknown, or hidden at their request, goes to the 404 route", async () => {
  renderPerson("nobody", [{ request: { query: PersonPageQuery, variables: { slug: "nobody" } }, result: { errors: [new GraphQLError('No person at "nobody"', { extensions: { code: "NOT_FOUND" } })] } }]);
  expect(await screen.findByText("Not found route")).toBeInTheDocument();
});

test("a credit is worded by its list: a part 'in' the play, a job before it, and the list's name when there is no role", () => {
  expect(creditRole({ kind: "cast", role: "Viola" })).toBe("Viola in ");
  expect(creditRole({ kind: "team", role: " Director " })).toBe("Director, ");
  expect(creditRole({ kind: "cast", role: "" })).toBe("Cast, ");
  expect(creditRole({ kind: "team", role: "" })).toBe("Production team, ");
});
