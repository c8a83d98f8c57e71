import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Formik } from "formik";
import type { ValidationError } from "yup";
import { errorsBySection } from "../shell/sections/section-errors";
import { PLAY_SECTIONS, StatusBox } from "./play-editor";
import { blankPerformance, playSchema, toPlayInput, type PlayFormValues } from "./play-form";

const play = (status: PlayFormValues["status"]): PlayFormValues => ({
  title: "Twelfth Night", slug: "twelfth-night", mainimage: "", mainimageDescription: "", message: "", blurb: "", blurbExcerpt: "", buylink: "", status, auditionEmailRecipient: "",
  startdate: "", displayedText: [], venues: [], prices: [], images: [], galleryCover: "", videolinks: [], reviews: [], teamTitle: "", team: [], castTitle: "", cast: [],
  performances: [], runningTime: "", intervals: "", ageGuidance: "", contentWarnings: [], contentNotes: "",
  licenceNotice: "", authorBilling: "", directorsNote: "", scenes: [], sponsors: [],
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

test("the play editor's sections hold every field of the form once, and the server's names for those it names otherwise", () => {
  const held = PLAY_SECTIONS.flatMap((section) => section.fields);
  expect(held.filter((field, i) => held.indexOf(field) !== i)).toEqual([]);
  expect(Object.keys(play([])).filter((field) => !held.includes(field))).toEqual([]);
  // What the input calls by other names: a refused save's errors at these paths are counted too.
  expect(Object.keys(toPlayInput(play([]), 1)).filter((field) => !held.includes(field) && field !== "version")).toEqual([]);
  expect(PLAY_SECTIONS.map((section) => section.title)).toEqual(["Basics", "Words", "Performances", "Tickets and prices", "Audience and access", "Cast and team", "Reviews", "Pictures and video", "Programme"]);
});

test("a performance's errors by the play's rules are counted under Performances", async () => {
  const values = { ...play([]), performances: [blankPerformance({ startsAt: "2027-03-16T19:30", venueId: "v1", bookingLink: "tickets please" })] };
  const refused = await playSchema.validate(values, { abortEarly: false }).then(() => null, (error: ValidationError) => error);
  const paths = refused!.inner.map((error) => error.path!.replace(/\[(\d+)\]/g, ".$1"));
  expect(paths).toEqual(["performances.0.bookingLink"]);
  const by = errorsBySection(PLAY_SECTIONS, paths);
  expect(Object.entries(by).filter(([, errors]) => errors.length > 0)).toEqual([["performances", ["performances.0.bookingLink"]]]);
});
