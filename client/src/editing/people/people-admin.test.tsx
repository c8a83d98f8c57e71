import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { ContentLoadedProvider } from "../../lib/content-loaded";
import { AdminPeopleQuery, AdminPersonQuery, DeletePersonMutation, UpdatePersonMutation } from "./people.graphql";
import { PeopleList, PersonEditor } from "./people-admin";

const person = (id: string, name: string, slug: string, hidden = false) => ({
  __typename: "Person",
  id,
  slug,
  name,
  bio: "",
  photo: "",
  hidden,
  version: 3,
  updatedBy: "Ann",
  updatedAt: "2026-11-20T10:00:00.000Z",
});
const PRIYA = person("6f1c2e9a-0000-4000-8000-000000000001", "Priya Raman", "priya-raman");
const QUIET = person("6f1c2e9a-0000-4000-8000-000000000002", "Jo Quiet", "jo-quiet", true);

const page = (search: string, items: unknown[], { page = 1, pages = 1, total = items.length } = {}): MockLink.MockedResponse => ({
  request: { query: AdminPeopleQuery, variables: { search, page } },
  result: { data: { people: { __typename: "PeoplePage", items, total, page, pages, perPage: 20 } } },
});

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ContentLoadedProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin-edit-tool/people" element={<PeopleList />} />
            <Route path="/admin-edit-tool/people/new" element={<PersonEditor />} />
            <Route path="/admin-edit-tool/people/:id" element={<PersonEditor />} />
          </Routes>
        </MemoryRouter>
      </ContentLoadedProvider>
    </MockedProvider>,
  );
}

test("people are listed with their pages, hidden ones marked (no link), with Edit and Delete; pages of more", async () => {
  renderAt("/admin-edit-tool/people", [page("", [QUIET, PRIYA], { pages: 3, total: 45 })]);
  const row = (await screen.findByRole("cell", { name: "Priya Raman" })).closest("tr")!;
  expect(within(row).getByRole("link", { name: "/people/priya-raman (opens in a new tab)" })).toHaveAttribute("href", "/people/priya-raman");
  expect(within(row).getByRole("link", { name: "Edit Priya Raman" })).toHaveAttribute("href", `/admin-edit-tool/people/${PRIYA.id}`);
  const hidden = screen.getByRole("cell", { name: "Jo Quiet" }).closest("tr")!;
  expect(hidden).toHaveTextContent("Hidden at their request");
  expect(within(hidden).queryByRole("link", { name: /\/people\/jo-quiet/ })).not.toBeInTheDocument();
  expect(screen.getByText("45 people, by name")).toBeInTheDocument();
  expect(within(screen.getByRole("navigation", { name: "Pages of people" })).getByRole("link", { name: "Next →" })).toHaveAttribute("href", "/admin-edit-tool/people?page=2");
});

test("the search box narrows the list as the editor types, best match first", async () => {
  renderAt("/admin-edit-tool/people", [page("", [QUIET, PRIYA]), page("raman", [PRIYA])]);
  const user = userEvent.setup();
  await screen.findByRole("cell", { name: "Jo Quiet" });
  await user.type(within(screen.getByRole("search", { name: "People" })).getByLabelText("Search by name"), "raman");
  expect(await screen.findByText("1 person, best match first for “raman”")).toBeInTheDocument();
  expect(screen.queryByRole("cell", { name: "Jo Quiet" })).not.toBeInTheDocument();
});

test("deleting a person a play still links shows the server's message naming the plays, and the person stays", async () => {
  const refusal = 'Priya Raman is still linked from "Twelfth Night", "The Seagull": unlink them there first (or hide the person instead)';
  renderAt("/admin-edit-tool/people", [
    page("", [PRIYA]),
    { request: { query: DeletePersonMutation, variables: { id: PRIYA.id } }, result: { errors: [{ message: refusal, extensions: { code: "CONFLICT", fields: [{ path: "id", message: "the person is still linked" }] } }] } },
    page("", [PRIYA]),
  ]);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Delete Priya Raman" }));
  await user.click(within(screen.getByRole("alertdialog", { name: "Delete Priya Raman?" })).getByRole("button", { name: "Delete" }));
  expect(await screen.findByRole("dialog", { name: "Oh oo!" })).toHaveTextContent(refusal);
  expect(screen.getByRole("cell", { name: "Priya Raman" })).toBeInTheDocument();
});

test("editing a person: hiding them at their request is saved with the version they were loaded with", async () => {
  const input = { name: "Priya Raman", slug: "priya-raman", bio: "Joined in 2019.", programmeBio: "", photo: "", hidden: true, version: 3 };
  renderAt(`/admin-edit-tool/people/${PRIYA.id}`, [
    { request: { query: AdminPersonQuery, variables: { id: PRIYA.id } }, result: { data: { personById: PRIYA } } },
    { request: { query: UpdatePersonMutation, variables: { id: PRIYA.id, input } }, result: { data: { updatePerson: { ...PRIYA, ...input, version: 4 } } } },
    page("", [{ ...PRIYA, hidden: true }]),
  ]);
  const user = userEvent.setup();
  const form = await screen.findByRole("form", { name: "Person" });
  expect(within(form).getByLabelText("Name")).toHaveValue("Priya Raman");
  expect(within(form).getByText("Photo")).toBeInTheDocument();
  const hidden = within(form).getByRole("checkbox", { name: "Hidden at their request" });
  expect(hidden).toHaveAccessibleDescription(/Their page answers “not found”/);
  await user.type(within(form).getByLabelText("Biography"), "Joined in 2019.");
  await user.click(hidden);
  await user.click(within(form).getByRole("button", { name: "Save person" }));
  expect(await screen.findByRole("heading", { name: "People" })).toBeInTheDocument();
  expect(await screen.findByText("Saved Priya Raman")).toBeInTheDocument();
});

test("a new person needs a name; a photo comes once they exist", async () => {
  renderAt("/admin-edit-tool/people/new", []);
  const user = userEvent.setup();
  const form = await screen.findByRole("form", { name: "Person" });
  expect(within(form).getByText(/add the person first, then upload their photo/)).toBeInTheDocument();
  await user.click(within(form).getByRole("button", { name: "Add person" }));
  expect(await within(form).findByText("The name is required")).toBeInTheDocument();
});

test("a person's name is one line: a control character is refused in place, before anything is sent", async () => {
  renderAt("/admin-edit-tool/people/new", []);
  const user = userEvent.setup();
  const form = await screen.findByRole("form", { name: "Person" });
  await user.type(within(form).getByLabelText("Name"), "Priya\u0007Raman");
  await user.click(within(form).getByRole("button", { name: "Add person" }));
  expect(await within(form).findByText("The name must be one line, without line breaks or control characters")).toBeInTheDocument();
});
