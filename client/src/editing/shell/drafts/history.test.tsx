import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { HistoryButton } from "./history";
import { RevisionQuery, RevisionsQuery } from "./history.graphql";
import { ScheduleBox } from "./schedule";

const summary = (number: number, published: boolean, changed: string[]) => ({
  __typename: "Revision",
  id: `r${number}`,
  number,
  published,
  changed,
  note: null,
  savedBy: "Ann Editor",
  savedAt: "2026-07-01T09:42:00.000Z",
});

const mocks: MockLink.MockedResponse[] = [
  { request: { query: RevisionsQuery, variables: { kind: "play", id: "p1" } }, result: { data: { revisions: [summary(2, false, ["message"]), summary(1, true, ["title", "message"])] } } },
  { request: { query: RevisionQuery, variables: { id: "r1" } }, result: { data: { revision: { __typename: "Revision", id: "r1", number: 1, fields: { title: "Hamlet", message: "Opening night in May", blurb: "<p>A prince</p>" } } } } },
];

function renderHistory(restore = jest.fn().mockResolvedValue({}), notify = jest.fn()) {
  render(
    <MockedProvider mocks={mocks}>
      <HistoryButton kind="play" id="p1" current={() => ({ title: "Hamlet", message: "Extra matinee added", blurb: "<p>A prince</p>", version: 0 })} restore={restore} notify={notify} />
    </MockedProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "History" }));
  return { restore, notify, panel: screen.getByRole("dialog", { name: /History/ }) };
}

describe("History", () => {
  test("lists the revisions: number, when in London, who, Published or Draft, what changed", async () => {
    const { panel } = renderHistory();
    const rows = await within(panel).findAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("heading").textContent)).toEqual(["Revision 2", "Revision 1"]);
    expect(rows[0]).toHaveTextContent("Wednesday 1st July 2026, 10.42am by Ann Editor Draft");
    expect(rows[1]).toHaveTextContent("Published");
    expect(rows[1]).toHaveTextContent("Changed: Title, Notice message");
  });

  test("Compare shows the revision beside the current draft, word by word; unchanged fields are folded away", async () => {
    const { panel } = renderHistory();
    const [, first] = await within(panel).findAllByRole("listitem");
    fireEvent.click(within(first).getByRole("button", { name: "Compare" }));
    expect(await within(panel).findByRole("heading", { name: "Revision 1 compared with the current draft" })).toHaveFocus();
    await within(panel).findByRole("heading", { name: "Notice message" });
    expect(panel.querySelector("del")).toHaveTextContent("Opening night in May");
    expect(panel.querySelector("ins")).toHaveTextContent("Extra matinee added");
    expect(within(panel).getByText("Unchanged: Title, Blurb")).toBeInTheDocument();
  });

  test("Open shows the revision's fields, labelled, as text", async () => {
    const { panel } = renderHistory();
    const [, first] = await within(panel).findAllByRole("listitem");
    fireEvent.click(within(first).getByRole("button", { name: "Open" }));
    await within(panel).findByText("A prince");
    expect(within(panel).getByText("Blurb")).toBeInTheDocument();
    expect(within(panel).getByText("Opening night in May")).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole("button", { name: "Back to the list" }));
    expect(await within(panel).findAllByRole("listitem")).toHaveLength(2);
  });

  test("Restore puts the revision back as the draft, says so and closes the panel", async () => {
    const { panel, restore, notify } = renderHistory();
    const [, first] = await within(panel).findAllByRole("listitem");
    fireEvent.click(within(first).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith("Revision 1 restored as the draft: publish it (Save changes) to put it on the site"));
    expect(restore).toHaveBeenCalledWith("r1");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  test("a failed Restore keeps the panel open", async () => {
    const { panel, notify } = renderHistory(jest.fn().mockResolvedValue(null));
    const [, first] = await within(panel).findAllByRole("listitem");
    fireEvent.click(within(first).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(within(first).getByRole("button", { name: "Restore" })).toBeEnabled());
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});

describe("Publish at / Unpublish at", () => {
  test("says what is scheduled; Cancel sends null for that time and keeps the other", async () => {
    const onSchedule = jest.fn().mockResolvedValue({});
    render(<ScheduleBox publishAt="2026-12-04T19:00:00.000Z" unpublishAt="2027-01-09T22:30:00.000Z" withUnpublish onSchedule={onSchedule} />);
    expect(screen.getByText(/Will be published on Friday 4 December 2026 at 7pm/)).toBeInTheDocument();
    expect(screen.getByText(/Will be unpublished on Saturday 9 January 2027 at 10.30pm/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Cancel Publish at" }));
    await waitFor(() => expect(onSchedule).toHaveBeenCalledWith({ publishAt: null, unpublishAt: "2027-01-09T22:30:00.000Z" }));
  });

  test("Schedule sends both times; the server's refusal shows by its field", async () => {
    const refused = new CombinedGraphQLErrors({ errors: [{ message: "Invalid input", extensions: { code: "BAD_USER_INPUT", fields: [{ path: "publishAt", message: "publishAt must be in the future" }] } }] });
    const onSchedule = jest.fn().mockRejectedValue(refused);
    render(<ScheduleBox withUnpublish={false} onSchedule={onSchedule} />);
    expect(screen.getByText("Nothing is scheduled.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Unpublish at")).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Publish at"), { target: { value: "2020-01-01T10:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("publishAt must be in the future");
    expect(screen.getByLabelText("Publish at")).toHaveAttribute("aria-invalid", "true");
    expect(onSchedule).toHaveBeenCalledWith({ publishAt: new Date("2020-01-01T10:00").toISOString(), unpublishAt: null });
  });
});
