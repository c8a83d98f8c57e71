import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Formik, useFormikContext } from "formik";
import { CreatePersonMutation, PersonSuggestionsQuery } from "../people/people.graphql";
import { foldName, PersonNameField } from "./person-picker";
import { blankCastMember, type CastMemberValues } from "./play-form";

const PRIYA = { __typename: "Person", id: "6f1c2e9a-0000-4000-8000-000000000001", slug: "priya-raman", name: "Priya Raman", hidden: false };
const PRIYANKA = { __typename: "Person", id: "6f1c2e9a-0000-4000-8000-000000000002", slug: "priyanka-das", name: "Priyanka Das", hidden: false };
const QUIET = { __typename: "Person", id: "6f1c2e9a-0000-4000-8000-000000000003", slug: "jo-quiet", name: "Jo Quiet", hidden: true };

const suggestions = (search: string, items: unknown[]): MockLink.MockedResponse => ({
  request: { query: PersonSuggestionsQuery, variables: { search } },
  result: { data: { people: { __typename: "PeoplePage", items, total: items.length } } },
});

interface Values {
  cast: CastMemberValues[];
}

/** The form's values as text, to read what the field did to its row. */
function Row() {
  const { values } = useFormikContext<Values>();
  return <output aria-label="Row">{JSON.stringify(values.cast[0])}</output>;
}
const row = () => JSON.parse(screen.getByRole("status", { name: "Row" }).textContent ?? "{}") as CastMemberValues;

function renderField(mocks: MockLink.MockedResponse[], first: CastMemberValues = { ...blankCastMember(), charactername: "Viola" }, initialErrors = {}) {
  const submitted = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <Formik<Values> initialValues={{ cast: [first] }} initialErrors={initialErrors} onSubmit={submitted}>
        <Form aria-label="Play">
          <PersonNameField row="cast.0" nameKey="realname" label="Actor" errorPath="castlist.members.0" />
          <Row />
        </Form>
      </Formik>
    </MockedProvider>,
  );
  return { submitted, field: screen.getByRole("combobox", { name: "Actor" }) };
}

test("names compare as the server's suggestions do: case, accents and spacing aside", () => {
  expect(foldName("  PRIYA   Rāman ")).toBe(foldName("priya raman"));
  expect(foldName("André")).toBe("andre");
});

test("typing part of a name suggests people; arrow keys and Enter choose one, which links the row and takes their name", async () => {
  const { field, submitted } = renderField([suggestions("pri", [PRIYA, PRIYANKA])]);
  const user = userEvent.setup();
  expect(field).toHaveAttribute("aria-expanded", "false");
  await user.type(field, "pri");
  const list = await screen.findByRole("listbox", { name: "Suggested people" });
  expect(field).toHaveAttribute("aria-expanded", "true");
  expect(field).toHaveAttribute("aria-controls", list.id);
  expect(within(list).getAllByRole("option").map((o) => o.textContent)).toEqual(["Priya Raman /people/priya-raman", "Priyanka Das /people/priyanka-das", "Create person “pri”"]);

  await user.keyboard("{ArrowDown}");
  expect(within(list).getByRole("option", { name: /Priya Raman/ })).toHaveAttribute("aria-selected", "true");
  expect(field).toHaveAttribute("aria-activedescendant", within(list).getByRole("option", { name: /Priya Raman/ }).id);
  await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
  // Past the last option: round to the first again.
  expect(within(list).getByRole("option", { name: /Priya Raman/ })).toHaveAttribute("aria-selected", "true");
  await user.keyboard("{ArrowUp}");
  expect(within(list).getByRole("option", { name: "Create person “pri”" })).toHaveAttribute("aria-selected", "true");
  await user.keyboard("{ArrowUp}{ArrowUp}{Enter}");

  expect(row()).toEqual({ charactername: "Viola", programmeBio: "", realname: "Priya Raman", personId: PRIYA.id, personSlug: "priya-raman" });
  expect(field).toHaveValue("Priya Raman");
  expect(field).toHaveAttribute("aria-expanded", "false");
  expect(screen.getByRole("link", { name: "person page of Priya Raman (opens in a new tab)" })).toHaveAttribute("href", "/people/priya-raman");
  // Enter took the option: the form was not sent.
  expect(submitted).not.toHaveBeenCalled();
});

test("an exact match (case and accents aside) is offered first, and no Create beside it", async () => {
  const { field } = renderField([suggestions("priya ráman", [PRIYANKA, PRIYA])]);
  const user = userEvent.setup();
  await user.type(field, "priya ráman");
  const list = await screen.findByRole("listbox");
  expect(within(list).getAllByRole("option").map((o) => o.textContent)).toEqual(["Priya Raman /people/priya-raman", "Priyanka Das /people/priyanka-das"]);
  expect(within(list).queryByRole("option", { name: /Create person/ })).not.toBeInTheDocument();
  await user.click(within(list).getByRole("option", { name: /Priya Raman/ }));
  expect(row()).toMatchObject({ realname: "Priya Raman", personId: PRIYA.id });
});

test("no one of that name: the last option creates the person and links the row to them", async () => {
  const created = { ...PRIYA, id: "6f1c2e9a-0000-4000-8000-000000000009", slug: "ann-other", name: "Ann Other", bio: "", photo: "", version: 1, updatedBy: "Ed", updatedAt: "2026-11-25T10:00:00.000Z" };
  const { field } = renderField([
    suggestions("Ann Other", [PRIYANKA]),
    { request: { query: CreatePersonMutation, variables: { input: { name: "Ann Other" } } }, result: { data: { createPerson: created } } },
  ]);
  const user = userEvent.setup();
  await user.type(field, "Ann Other");
  const create = await screen.findByRole("option", { name: "Create person “Ann Other”" });
  expect(within(screen.getByRole("listbox")).getAllByRole("option").at(-1)).toBe(create);
  await user.click(create);
  await waitFor(() => expect(row()).toEqual({ charactername: "Viola", programmeBio: "", realname: "Ann Other", personId: created.id, personSlug: "ann-other" }));
  expect(screen.getByRole("link", { name: "person page of Ann Other (opens in a new tab)" })).toHaveAttribute("href", "/people/ann-other");
  expect(screen.getByRole("status", { name: "" })).toHaveTextContent("Linked to Ann Other");
});

test("a person could not be added: the server's reason shows, and the row stays unlinked", async () => {
  const { field } = renderField([
    suggestions("Ann Other", []),
    { request: { query: CreatePersonMutation, variables: { input: { name: "Ann Other" } } }, result: { errors: [{ message: "Not allowed", extensions: { code: "FORBIDDEN" } }] } },
  ]);
  const user = userEvent.setup();
  await user.type(field, "Ann Other");
  await user.click(await screen.findByRole("option", { name: "Create person “Ann Other”" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Ann Other could not be added: Not allowed");
  expect(row()).toMatchObject({ realname: "Ann Other", personId: null });
});

test("Escape closes the suggestions and keeps the name typed, unlinked", async () => {
  const { field } = renderField([suggestions("pri", [PRIYA])]);
  const user = userEvent.setup();
  await user.type(field, "pri");
  await screen.findByRole("listbox");
  await user.keyboard("{ArrowDown}{Escape}");
  expect(field).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  expect(field).not.toHaveAttribute("aria-activedescendant");
  expect(row()).toMatchObject({ realname: "pri", personId: null });
});

test("Unlink keeps the name as plain text, and the focus in the field", async () => {
  const linked = { charactername: "Viola", programmeBio: "", realname: "Priya Raman", personId: PRIYA.id, personSlug: "priya-raman" };
  const { field } = renderField([], linked);
  const user = userEvent.setup();
  expect(screen.getByText(/Linked to/)).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Unlink Priya Raman" }));
  expect(row()).toEqual({ ...linked, personId: null, personSlug: null });
  expect(screen.queryByText(/Linked to/)).not.toBeInTheDocument();
  expect(field).toHaveFocus();
});

test("a rename unlinks at the first changed letter; spacing at the end does not", async () => {
  const linked = { charactername: "Viola", programmeBio: "", realname: "Priya Raman", personId: PRIYA.id, personSlug: "priya-raman" };
  const { field } = renderField([], linked);
  const user = userEvent.setup();
  await user.type(field, " ");
  expect(row()).toMatchObject({ personId: PRIYA.id });
  await user.type(field, "{Backspace}{Backspace}");
  expect(row()).toEqual({ charactername: "Viola", programmeBio: "", realname: "Priya Rama", personId: null, personSlug: null });
});

test("a hidden person is marked in the list, and linking them says their page is not public", async () => {
  const { field } = renderField([suggestions("quiet", [QUIET])]);
  const user = userEvent.setup();
  await user.type(field, "quiet");
  await user.click(await screen.findByRole("option", { name: "Jo Quiet (hidden)" }));
  expect(row()).toMatchObject({ realname: "Jo Quiet", personId: QUIET.id, personSlug: null });
  expect(screen.getByText(/Linked to a person with no public page/)).toBeInTheDocument();
  expect(screen.queryByRole("link")).not.toBeInTheDocument();
});

test("ArrowDown in a name typed before people existed suggests people for it", async () => {
  const { field } = renderField([suggestions("Priya Raman", [PRIYA])], { charactername: "Viola", programmeBio: "", realname: "Priya Raman", personId: null, personSlug: null });
  const user = userEvent.setup();
  await user.click(field);
  expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  await user.keyboard("{ArrowDown}");
  await screen.findByRole("option", { name: /Priya Raman/ });
  await user.keyboard("{ArrowDown}{Enter}");
  expect(row()).toMatchObject({ realname: "Priya Raman", personId: PRIYA.id });
});

test("the server's refusal of a link (a person deleted since) shows under the name", () => {
  const linked = { charactername: "Viola", programmeBio: "", realname: "Priya Raman", personId: PRIYA.id, personSlug: null };
  const message = "personId names no person: choose one from the suggestions, or unlink the name";
  const { field } = renderField([], linked, { castlist: { members: [{ personId: message }] } });
  expect(screen.getByRole("alert")).toHaveTextContent(message);
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
});
