import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Formik, type FormikHelpers } from "formik";
import * as yup from "yup";
import { FormField } from "../../../components/ui/form-field";
import { EditorSection, EditorSections } from "./editor-sections";
import { errorsBySection, shownErrors, type SectionSpec } from "./section-errors";

const SECTIONS: SectionSpec[] = [
  { id: "basics", title: "Basics", fields: ["title"] },
  { id: "performances", title: "Performances", fields: ["performances"] },
  { id: "reviews", title: "Reviews", fields: ["reviews", "critics"] },
];

interface Values { title: string; performances: { bookingLink: string }[]; reviews: { reviewer: string }[] }
const VALUES: Values = { title: "Twelfth Night", performances: [{ bookingLink: "" }], reviews: [{ reviewer: "The Critic" }] };

const schema = yup.object({
  title: yup.string().required("The title is required"),
  performances: yup.array(yup.object({ bookingLink: yup.string().matches(/^https?:\/\//, { message: "The booking link must be a web address", excludeEmptyString: true }) })),
});

function renderEditor(onSubmit: (values: Values, helpers: FormikHelpers<Values>) => void | Promise<void> = () => undefined, values: Values = VALUES) {
  render(
    <Formik<Values> initialValues={values} validationSchema={schema} onSubmit={onSubmit}>
      <Form aria-label="Play">
        <EditorSections kind="test" sections={SECTIONS}>
          <EditorSection id="basics"><FormField name="title" label="Title" /></EditorSection>
          <EditorSection id="performances"><FormField name="performances.0.bookingLink" label="Booking link" /></EditorSection>
          <EditorSection id="reviews"><FormField name="reviews.0.reviewer" label="Reviewer" /></EditorSection>
        </EditorSections>
        <button type="submit">Save changes</button>
      </Form>
    </Formik>,
  );
  return { user: userEvent.setup(), nav: screen.getByRole("navigation", { name: "Sections" }) };
}

const heading = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) });

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/admin-edit-tool/plays/twelfth-night");
});

test("the section list links each section by its address; every section starts open", () => {
  const { nav } = renderEditor();
  expect(within(nav).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["Basics", "#basics"],
    ["Performances", "#performances"],
    ["Reviews", "#reviews"],
  ]);
  for (const name of ["Basics", "Performances", "Reviews"]) {
    expect(screen.getByRole("region", { name })).toHaveAttribute("id", name.toLowerCase());
    expect(heading(name)).toHaveAttribute("aria-expanded", "true");
  }
  expect(screen.getByLabelText("Booking link")).toBeVisible();
});

test("a section's heading folds and unfolds it by keyboard, and this browser keeps the fold for the next editor of its kind", async () => {
  const { user } = renderEditor();
  heading("Performances").focus();
  await user.keyboard("{Enter}");
  expect(heading("Performances")).toHaveAttribute("aria-expanded", "false");
  expect(screen.getByLabelText("Booking link")).not.toBeVisible();
  // Folded fields stay in the form: what they hold is still saved.
  expect(screen.getByLabelText("Booking link")).toBeInTheDocument();
  expect(JSON.parse(window.localStorage.getItem("editor-folded-sections:test")!)).toEqual(["performances"]);

  await user.keyboard(" ");
  expect(heading("Performances")).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByLabelText("Booking link")).toBeVisible();
  await user.keyboard("{Enter}");
  expect(window.localStorage.getItem("editor-folded-sections:test")).not.toBeNull();
});

test("a kept fold starts folded; following its link in the list opens it, names it in the address and moves the focus to it", async () => {
  window.localStorage.setItem("editor-folded-sections:test", JSON.stringify(["performances", "gone"]));
  const { user, nav } = renderEditor();
  expect(heading("Performances")).toHaveAttribute("aria-expanded", "false");
  await user.click(within(nav).getByRole("link", { name: "Performances" }));
  expect(heading("Performances")).toHaveAttribute("aria-expanded", "true");
  await waitFor(() => expect(heading("Performances")).toHaveFocus());
  expect(window.location.hash).toBe("#performances");
  expect(window.location.pathname).toBe("/admin-edit-tool/plays/twelfth-night");
});

test("an editor opened at a section's address opens that section and focuses it", async () => {
  window.localStorage.setItem("editor-folded-sections:test", JSON.stringify(["reviews"]));
  window.history.replaceState(null, "", "/admin-edit-tool/plays/twelfth-night#reviews");
  renderEditor();
  expect(heading("Reviews")).toHaveAttribute("aria-expanded", "true");
  await waitFor(() => expect(heading("Reviews")).toHaveFocus());
});

test("a save refused by the form's rules opens the folded section holding the error, focuses its field and counts it in the list", async () => {
  const onSubmit = jest.fn();
  const { user, nav } = renderEditor(onSubmit);
  await user.type(screen.getByLabelText("Booking link"), "tickets please");
  await user.click(heading("Performances"));
  await user.click(heading("Basics"));
  expect(screen.getByLabelText("Booking link")).not.toBeVisible();

  await user.click(screen.getByRole("button", { name: "Save changes" }));
  expect(onSubmit).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByLabelText("Booking link")).toHaveFocus());
  expect(heading("Performances")).toHaveAttribute("aria-expanded", "true");
  // Only the sections with errors open: Basics stays as the editor left it.
  expect(heading("Basics")).toHaveAttribute("aria-expanded", "false");
  const link = within(nav).getByRole("link", { name: "Performances 1 error" });
  expect(link).toHaveTextContent(/^Performances1/);
  expect(within(nav).getByRole("link", { name: "Basics" })).toBeInTheDocument();
  expect(heading("Performances")).toHaveAccessibleName("Performances 1 error");
  expect(screen.getByRole("region", { name: "Performances" })).toBeInTheDocument();

  // Put right, the count goes.
  await user.clear(screen.getByLabelText("Booking link"));
  await user.type(screen.getByLabelText("Booking link"), "https://tickets.example.org");
  await waitFor(() => expect(within(nav).getByRole("link", { name: "Performances" })).toBeInTheDocument());
});

test("a save the server refuses for field errors (by its own names for them) opens their sections and focuses the first", async () => {
  const { user, nav } = renderEditor(async (_values, helpers) => {
    helpers.setErrors({ reviews: [{ reviewer: "The reviewer is not allowed" }], critics: "names no person" } as never);
  });
  await user.click(heading("Reviews"));
  await user.click(screen.getByRole("button", { name: "Save changes" }));
  await waitFor(() => expect(screen.getByLabelText("Reviewer")).toHaveFocus());
  expect(heading("Reviews")).toHaveAttribute("aria-expanded", "true");
  expect(within(nav).getByRole("link", { name: "Reviews 2 errors" })).toBeInTheDocument();
  expect(within(nav).getByRole("button", { name: "Sections 2 errors" })).toHaveAttribute("aria-expanded", "false");
});

test("the errors counted are those the editor sees: a field's once left or saved, a server error on no field at once", () => {
  const errors = { title: "The title is required", performances: [undefined, { startsAt: "Give the date and time", venueId: "Choose a venue" }], castlist: { members: [{ personId: "names no person" }] } };
  const values = { title: "", performances: [{ startsAt: "x", venueId: "v" }, { startsAt: "", venueId: "" }], cast: [] };
  expect(shownErrors(errors, {}, values)).toEqual(["castlist.members.0.personId"]);
  const touched = { title: true, performances: [undefined, { startsAt: true }] };
  expect(shownErrors(errors, touched, values)).toEqual(["title", "performances.1.startsAt", "castlist.members.0.personId"]);
  expect(errorsBySection([...SECTIONS, { id: "cast", title: "Cast", fields: ["cast", "castlist"] }], shownErrors(errors, touched, values))).toEqual({
    basics: ["title"],
    performances: ["performances.1.startsAt"],
    reviews: [],
    cast: ["castlist.members.0.personId"],
  });
});
