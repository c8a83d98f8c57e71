import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { ContentLoadedProvider } from "../../lib/content-loaded";
import { AdminVenueQuery, AdminVenuesQuery, CreateVenueMutation, DeleteVenueMutation } from "./venues.graphql";
import { VenueEditor, VenuesList } from "./venues-admin";

const venue = (id: string, name: string, slug: string) => ({
  __typename: "Venue",
  id,
  slug,
  name,
  address: "Park Street, Cambridge",
  maplink: "",
  stepFree: "Level access",
  wheelchairSpaces: "",
  hearingLoop: "",
  accessibleToilets: "",
  parking: "",
  publicTransport: "",
  accessNotes: "",
  updatedAt: "2026-11-20T10:00:00.000Z",
  seats: 0,
});
const ADC = venue("v1", "ADC Theatre", "adc-theatre");
const HALL = venue("v2", "Church Hall", "church-hall");

const list = (venues: unknown[]): MockLink.MockedResponse => ({ request: { query: AdminVenuesQuery }, result: { data: { venues } } });

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ContentLoadedProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin-edit-tool/venues" element={<VenuesList />} />
            <Route path="/admin-edit-tool/venues/new" element={<VenueEditor />} />
            <Route path="/admin-edit-tool/venues/:slug" element={<VenueEditor />} />
          </Routes>
        </MemoryRouter>
      </ContentLoadedProvider>
    </MockedProvider>,
  );
}

test("the venues are listed with their addresses, pages, Edit and Delete", async () => {
  renderAt("/admin-edit-tool/venues", [list([ADC, HALL])]);
  const row = (await screen.findByRole("cell", { name: "ADC Theatre" })).closest("tr")!;
  expect(row).toHaveTextContent("Park Street, Cambridge");
  expect(within(row).getByRole("link", { name: "Edit ADC Theatre" })).toHaveAttribute("href", "/admin-edit-tool/venues/adc-theatre");
  expect(within(row).getByRole("link", { name: "/venues/adc-theatre (opens in a new tab)" })).toHaveAttribute("href", "/venues/adc-theatre");
  expect(screen.getByRole("link", { name: "+ Add venue" })).toHaveAttribute("href", "/admin-edit-tool/venues/new");
});

test("deleting a venue still in use shows the server's message, and the venue stays", async () => {
  const refusal = "ADC Theatre is still the venue of Twelfth Night: choose another venue there first";
  renderAt("/admin-edit-tool/venues", [
    list([ADC, HALL]),
    { request: { query: DeleteVenueMutation, variables: { id: "v1" } }, result: { errors: [{ message: refusal, extensions: { code: "CONFLICT", fields: [{ path: "id", message: "the venue is still used by Twelfth Night" }] } }] } },
    list([ADC, HALL]),
  ]);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Delete ADC Theatre" }));
  await user.click(within(screen.getByRole("alertdialog", { name: "Delete ADC Theatre?" })).getByRole("button", { name: "Delete" }));
  expect(await screen.findByRole("dialog", { name: "Oh oo!" })).toHaveTextContent(refusal);
  expect(screen.getByRole("cell", { name: "ADC Theatre" })).toBeInTheDocument();
});

test("a new venue: the rules are checked before sending, and the server's refusals are shown by their fields", async () => {
  const input = {
    name: "Church Hall", slug: "adc-theatre", address: "Bridge Street", maplink: "https://maps.example.org/hall",
    stepFree: "Level access through the west door", wheelchairSpaces: "", hearingLoop: "", accessibleToilets: "", parking: "", publicTransport: "", accessNotes: "",
    seatPlan: { sections: [] },
  };
  renderAt("/admin-edit-tool/venues/new", [
    { request: { query: CreateVenueMutation, variables: { input } }, result: { errors: [{ message: 'The slug "adc-theatre" is already taken', extensions: { code: "CONFLICT", fields: [{ path: "slug", message: 'slug "adc-theatre" is already used by another item; choose another' }] } }] } },
  ]);
  const user = userEvent.setup();
  const form = await screen.findByRole("form", { name: "Venue" });
  await user.click(within(form).getByRole("button", { name: "Add venue" }));
  expect(await within(form).findByText("The name is required")).toBeInTheDocument();
  expect(within(form).getByText("The address is required")).toBeInTheDocument();

  await user.type(within(form).getByLabelText("Name"), "Church Hall");
  await user.type(within(form).getByLabelText("Url"), "adc-theatre");
  await user.type(within(form).getByLabelText("Address"), "Bridge Street");
  await user.type(within(form).getByLabelText("Map link"), "https://maps.example.org/hall");
  await user.type(within(form).getByLabelText("Step-free access"), "Level access through the west door");
  for (const label of ["Wheelchair spaces", "Hearing loop", "Accessible toilets", "Parking", "Getting here", "More about access"]) expect(within(form).getByLabelText(label)).toHaveValue("");
  await user.click(within(form).getByRole("button", { name: "Add venue" }));
  expect(await screen.findByRole("dialog", { name: "Oh oo!" })).toHaveTextContent('The slug "adc-theatre" is already taken');
  expect(within(form).getByText('slug "adc-theatre" is already used by another item; choose another')).toBeInTheDocument();
  expect(within(form).getByLabelText("Url")).toHaveValue("adc-theatre");
});

test("a venue's name is one line: a name stored with a line break is refused in place, before anything is sent", async () => {
  // A text box cannot show the line break: without this the editor would only see the server refuse.
  renderAt("/admin-edit-tool/venues/adc-theatre", [{ request: { query: AdminVenueQuery, variables: { slug: "adc-theatre" } }, result: { data: { venue: { ...ADC, name: "ADC\r\nTheatre", seatPlan: null } } } }]);
  const user = userEvent.setup();
  const form = await screen.findByRole("form", { name: "Venue" });
  await user.click(within(form).getByRole("button", { name: "Save venue" }));
  expect(await within(form).findByText("The name must be one line, without line breaks or control characters")).toBeInTheDocument();
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
});
