import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, within } from "@testing-library/react";
import { SiteFactsQuery } from "../../lib/site-facts";
import { SocietyDetails } from "./society-details";

const facts = (site: Record<string, unknown>) => [{ request: { query: SiteFactsQuery }, result: { data: { site: { __typename: "SiteInfo", name: "Fen Street Players", address: null, charityNumber: null, socialLinks: [], ...site } } } }];

test("the footer shows the address, the charity number and only the social links that are set", async () => {
  render(
    <MockedProvider mocks={facts({
      address: "The Old School\n12 Fen Street",
      charityNumber: "1098765",
      socialLinks: [{ __typename: "SocialLink", network: "facebook", label: "Facebook", url: "https://www.facebook.com/fenstreet" }],
    })}>
      <SocietyDetails />
    </MockedProvider>,
  );
  expect(await screen.findByText("Registered charity no. 1098765")).toBeInTheDocument();
  expect(screen.getByText(/The Old School/).closest("address")).toHaveTextContent("Fen Street PlayersThe Old School12 Fen Street");
  const links = within(screen.getByRole("list", { name: "Follow us" })).getAllByRole("link");
  expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([["Facebook (opens in a new tab)", "https://www.facebook.com/fenstreet"]]);
});

test("with nothing set (the demo society), the footer shows no details and no social list at all", async () => {
  const { container } = render(
    <MockedProvider mocks={facts({})}>
      <SocietyDetails />
    </MockedProvider>,
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(container).toBeEmptyDOMElement();
  expect(screen.queryByRole("list")).not.toBeInTheDocument();
});
