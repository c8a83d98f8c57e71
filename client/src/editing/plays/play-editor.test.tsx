import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Formik } from "formik";
import { StatusBox } from "./play-editor";
import { toPlayInput, type PlayFormValues } from "./play-form";

const play = (status: PlayFormValues["status"]): PlayFormValues => ({
  title: "Twelfth Night", slug: "twelfth-night", mainimage: "", message: "", blurb: "", blurbExcerpt: "", buylink: "", status, auditionEmailRecipient: "",
  startdate: "", displayedText: [], venues: [], prices: [], images: [], videolinks: [], reviews: [], teamTitle: "", team: [], castTitle: "", cast: [],
  performances: [], runningTime: "", intervals: "", ageGuidance: "", contentWarnings: [], contentNotes: "",
});

function renderStatus(status: PlayFormValues["status"]) {
  const onSubmit = jest.fn();
  render(
    <Formik<PlayFormValues> initialValues={play(status)} onSubmit={onSubmit}>
      <Form aria-label="Play">
        <StatusBox />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return { onSubmit, box: screen.getByRole("group", { name: "Status" }) };
}

test("the status checkboxes read as the editors' words, in the editor's order", () => {
  const { box } = renderStatus([]);
  expect(within(box).getAllByRole("checkbox").map((checkbox) => checkbox.closest("label")!.textContent!.trim())).toEqual([
    "Featured on the home page",
    "On now",
    "Coming soon",
    "Shown on the home page",
    "Open to auditions",
    "Previous production",
  ]);
  expect(box).not.toHaveTextContent(/previousproduction|homepage|upcoming/);
});

test("the words tick the same tokens as before: what is sent and stored is unchanged", async () => {
  const { box, onSubmit } = renderStatus(["current"]);
  expect(within(box).getByRole("checkbox", { name: "On now" })).toBeChecked();
  const user = userEvent.setup();
  await user.click(within(box).getByRole("checkbox", { name: "On now" }));
  for (const words of ["Featured on the home page", "Coming soon", "Shown on the home page", "Open to auditions", "Previous production"]) {
    await user.click(within(box).getByRole("checkbox", { name: words }));
  }
  // Ticking 'Open to auditions' asks for the audition recipient.
  expect(screen.getByLabelText("Audition email recipient (required)")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Save" }));
  const values: PlayFormValues = onSubmit.mock.calls[0][0];
  expect(values.status).toEqual(["featured", "upcoming", "homepage", "audition", "previousproduction"]);
  expect(toPlayInput(values, 1).status).toEqual(["featured", "upcoming", "homepage", "audition", "previousproduction"]);
});
