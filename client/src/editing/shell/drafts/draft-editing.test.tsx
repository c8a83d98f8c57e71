import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Field, Form, Formik } from "formik";
import { BrowserRouter, Link, Route, Routes } from "react-router";
import { installLeaveGuard } from "../../../lib/leave-guard";
import { DraftWatch, useDraftEditing } from "./draft-editing";
import { localCopyKey, type DraftRecord } from "./draft-keeper";

interface Item extends DraftRecord {
  title: string;
}
type Values = { title: string };

const KEY = localCopyKey("play", "p1");
const item = (over: Partial<Item> = {}): Item => ({ title: "Hamlet", version: 3, state: "published", updatedAt: "2026-07-01T09:00:00.000Z", updatedBy: "Ann", draftSavedAt: null, ...over });
/** What the server answers to a draft save: the next version, saved at 10:42 London time. */
const answer = (values: Values, version: number, at = "2026-07-01T09:42:00.000Z"): Item => item({ ...values, version: version + 1, state: "changed", draftSavedAt: at, updatedAt: at });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** History's Restore and the Schedule button's tasks, when a test gives them. */
interface Tasks {
  restore?: (version: number) => Promise<Item>;
  schedule?: () => Promise<Item>;
}

function Editor({ loaded, saveDraft, tasks = {} }: { loaded: Item; saveDraft: (values: Values, version: number) => Promise<Item>; tasks?: Tasks }) {
  const drafts = useDraftEditing<Values, Item>({ kind: "play", id: "p1", item: loaded, toValues: (i) => ({ title: i.title }), saveDraft, reload: () => undefined });
  return (
    <>
      <p>Version {drafts.record.version}</p>
      <Formik<Values> key={drafts.formKey} initialValues={drafts.initialValues} onSubmit={() => undefined}>
        {({ values, setErrors }) => (
          <Form aria-label="Play">
            <DraftWatch onChange={drafts.changed} />
            <Field name="title" aria-label="Title" />
            <button type="button" onClick={() => void drafts.saveDraft(values, setErrors)}>Save draft</button>
            {tasks.restore && <button type="button" onClick={() => void drafts.restore(values, tasks.restore!)}>Restore</button>}
            {tasks.schedule && <button type="button" onClick={() => void drafts.schedule(values, tasks.schedule!)}>Schedule</button>}
          </Form>
        )}
      </Formik>
      {drafts.statusLine}
      {drafts.elements}
    </>
  );
}

/** The editor at /edit in the browser's own history (as in the app: BrowserRouter), with a link away. */
function renderEditor(saveDraft: jest.Mock, loaded = item(), tasks: Tasks = {}) {
  window.history.replaceState(null, "", "/edit");
  render(
    <BrowserRouter>
      <nav><Link to="/elsewhere">Elsewhere</Link></nav>
      <Routes>
        <Route path="/start" element={<Link to="/edit">Open the editor</Link>} />
        <Route path="/edit" element={<Editor loaded={loaded} saveDraft={saveDraft} tasks={tasks} />} />
        <Route path="/elsewhere" element={<p>Somewhere else</p>} />
      </Routes>
    </BrowserRouter>,
  );
}

const type = (text: string) => fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: text } });
const advance = (ms: number) => act(async () => {
  jest.advanceTimersByTime(ms);
});
/** The autosave status line (the toast region is a status too). */
const statusLine = () => document.querySelector(".save-status")!;
const storedCopy = () => JSON.parse(localStorage.getItem(KEY) ?? "null") as { values: Values; baseVersion: number; changedAt: string } | null;

// As main.tsx does, before any router listens.
beforeAll(() => installLeaveGuard());

beforeEach(() => {
  jest.useFakeTimers({ now: new Date("2026-07-01T09:40:00.000Z") });
  localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("autosave", () => {
  test("saves the draft about 3 s after the last change, not before, and says 'Saving…' then 'Draft saved at HH:mm' (London)", async () => {
    const pending = deferred<Item>();
    const saveDraft = jest.fn().mockReturnValue(pending.promise);
    renderEditor(saveDraft);
    type("Hamlet, Prince");
    await advance(2000);
    type("Hamlet, Prince of Denmark");
    await advance(2999);
    expect(saveDraft).not.toHaveBeenCalled();
    await advance(1);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(saveDraft).toHaveBeenCalledWith({ title: "Hamlet, Prince of Denmark" }, 3);
    expect(statusLine()).toHaveTextContent("Saving…");
    expect(statusLine()).toHaveAttribute("role", "status");
    await act(async () => pending.resolve(answer({ title: "Hamlet, Prince of Denmark" }, 3)));
    expect(statusLine()).toHaveTextContent("Draft saved at 10:42");
    expect(screen.getByText("Version 4")).toBeInTheDocument();
    // Nothing new to save: no more calls.
    await advance(10_000);
    expect(saveDraft).toHaveBeenCalledTimes(1);
  });

  test("keeps one save in flight; changes made during it are saved right after it, with the version it answered", async () => {
    const first = deferred<Item>();
    const second = deferred<Item>();
    const saveDraft = jest.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    renderEditor(saveDraft);
    type("Hamlet I");
    await advance(3000);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    type("Hamlet II");
    await advance(3000);
    type("Hamlet III");
    await advance(3000);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    await act(async () => first.resolve(answer({ title: "Hamlet I" }, 3)));
    expect(saveDraft).toHaveBeenCalledTimes(2);
    expect(saveDraft).toHaveBeenLastCalledWith({ title: "Hamlet III" }, 4);
    await act(async () => second.resolve(answer({ title: "Hamlet III" }, 4, "2026-07-01T09:43:00.000Z")));
    expect(statusLine()).toHaveTextContent("Draft saved at 10:43");
  });

  test("Save draft saves at once, waits for an autosave in flight, and answers 'Draft saved'", async () => {
    const first = deferred<Item>();
    const saveDraft = jest.fn().mockReturnValueOnce(first.promise).mockImplementation(async (values: Values, version: number) => answer(values, version));
    renderEditor(saveDraft);
    type("Hamlet I");
    await advance(3000);
    type("Hamlet II");
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(saveDraft).toHaveBeenCalledTimes(1);
    await act(async () => first.resolve(answer({ title: "Hamlet I" }, 3)));
    expect(saveDraft).toHaveBeenCalledTimes(2);
    expect(saveDraft).toHaveBeenLastCalledWith({ title: "Hamlet II" }, 4);
    expect(await screen.findByText("Draft saved")).toBeInTheDocument();
    // Save draft included the last change: the pending autosave has nothing left to do.
    await advance(5000);
    expect(saveDraft).toHaveBeenCalledTimes(2);
  });
});

describe("the local copy", () => {
  test("is written on every change (kind+id, with the version it was made on) and cleared by the save that includes it", async () => {
    const pending = deferred<Item>();
    renderEditor(jest.fn().mockReturnValue(pending.promise));
    type("Hamlet, Prince");
    expect(storedCopy()).toEqual({ values: { title: "Hamlet, Prince" }, baseVersion: 3, changedAt: expect.any(String) });
    await advance(3000);
    type("Hamlet, Prince of Denmark");
    await act(async () => pending.resolve(answer({ title: "Hamlet, Prince" }, 3)));
    // The save did not include the last change: the copy stays, now on the saved version.
    expect(storedCopy()).toEqual({ values: { title: "Hamlet, Prince of Denmark" }, baseVersion: 4, changedAt: expect.any(String) });
  });

  test("offline: the status says so, nothing is sent, the copy is kept; back online, the draft is saved", async () => {
    const online = jest.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
    const saveDraft = jest.fn(async (values: Values, version: number) => answer(values, version));
    renderEditor(saveDraft);
    type("Hamlet offline");
    expect(statusLine()).toHaveTextContent("Offline: your changes are kept on this device");
    await advance(10_000);
    expect(saveDraft).not.toHaveBeenCalled();
    expect(storedCopy()?.values).toEqual({ title: "Hamlet offline" });
    online.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    expect(saveDraft).toHaveBeenCalledWith({ title: "Hamlet offline" }, 3);
    expect(statusLine()).toHaveTextContent("Draft saved at 10:42");
    expect(storedCopy()).toBeNull();
  });

  test("a save that fails for the network says 'Offline…' and tries again later", async () => {
    const saveDraft = jest.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockImplementation(async (values: Values, version: number) => answer(values, version));
    renderEditor(saveDraft);
    type("Hamlet");
    type("Hamlet!");
    await advance(3000);
    expect(statusLine()).toHaveTextContent("Offline: your changes are kept on this device");
    expect(storedCopy()?.values).toEqual({ title: "Hamlet!" });
    await advance(15_000);
    expect(saveDraft).toHaveBeenCalledTimes(2);
    expect(statusLine()).toHaveTextContent("Draft saved at 10:42");
  });

  test("a draft the server refuses says why, and is tried again only after the next change", async () => {
    const refused = new CombinedGraphQLErrors({ errors: [{ message: "Invalid input: title title must be longer than or equal to 3 characters", extensions: { code: "BAD_USER_INPUT", fields: [{ path: "title", message: "title must be longer than or equal to 3 characters" }] } }] });
    const saveDraft = jest.fn().mockRejectedValueOnce(refused).mockImplementation(async (values: Values, version: number) => answer(values, version));
    renderEditor(saveDraft);
    type("Ha");
    await advance(3000);
    expect(statusLine()).toHaveTextContent("Not saved: title must be longer than or equal to 3 characters");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await advance(30_000);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    type("Ham");
    await advance(3000);
    expect(saveDraft).toHaveBeenCalledTimes(2);
    expect(statusLine()).toHaveTextContent("Draft saved at 10:42");
  });

  test("a conflict from autosave shows the refused-save dialog, keeps the copy and stops autosaving", async () => {
    const conflict = new CombinedGraphQLErrors({ errors: [{ message: "Play was saved by Ben at 10:41 after you opened it.", extensions: { code: "CONFLICT" } }] });
    const saveDraft = jest.fn().mockRejectedValue(conflict);
    renderEditor(saveDraft);
    type("Mine");
    await advance(3000);
    expect(screen.getByRole("dialog", { name: "Someone else saved first" })).toHaveTextContent("Play was saved by Ben at 10:41");
    expect(statusLine()).toHaveTextContent("Not saved: someone else saved first");
    expect(storedCopy()).toMatchObject({ values: { title: "Mine" }, conflict: true });
    type("Mine too");
    await advance(10_000);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(storedCopy()).toMatchObject({ values: { title: "Mine too" }, conflict: true });
  });
});

describe("reopening with a local copy", () => {
  const copy = (values: Values, baseVersion: number, changedAt: string) => localStorage.setItem(KEY, JSON.stringify({ values, baseVersion, changedAt }));

  test("newer than the server's draft: offers 'Restore my changes', which puts them back in the form (and autosaves them)", async () => {
    copy({ title: "My unsaved title" }, 3, "2026-07-01T09:30:00.000Z");
    const saveDraft = jest.fn(async (values: Values, version: number) => answer(values, version));
    renderEditor(saveDraft);
    const offer = screen.getByRole("alertdialog", { name: "Restore your unsaved changes?" });
    fireEvent.click(within(offer).getByRole("button", { name: "Restore my changes" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("My unsaved title");
    await advance(3000);
    expect(saveDraft).toHaveBeenCalledWith({ title: "My unsaved title" }, 3);
    expect(storedCopy()).toBeNull();
  });

  test("'Discard them' keeps the server's version and forgets the copy", () => {
    copy({ title: "My unsaved title" }, 3, "2026-07-01T09:30:00.000Z");
    renderEditor(jest.fn());
    fireEvent.click(screen.getByRole("button", { name: "Discard them" }));
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Hamlet");
    expect(storedCopy()).toBeNull();
  });

  test("made on an older version but after the server's last save (a conflict kept both): offered", () => {
    copy({ title: "Mine" }, 2, "2026-07-01T09:10:00.000Z");
    renderEditor(jest.fn());
    expect(screen.getByRole("alertdialog", { name: "Restore your unsaved changes?" })).toBeInTheDocument();
  });

  test("refused by a conflict: offered after reloading their version, whatever the clocks say", () => {
    localStorage.setItem(KEY, JSON.stringify({ values: { title: "Mine" }, baseVersion: 2, changedAt: "2026-07-01T08:00:00.000Z", conflict: true }));
    renderEditor(jest.fn());
    expect(screen.getByRole("alertdialog", { name: "Restore your unsaved changes?" })).toBeInTheDocument();
  });

  test("older than the server's draft, or the same as it: not offered", () => {
    copy({ title: "Old words" }, 2, "2026-07-01T08:00:00.000Z");
    renderEditor(jest.fn());
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Hamlet");
  });
});

describe("History's Restore and the schedule", () => {
  test("Restore saves unsaved changes as a draft first, then the form starts afresh from the restored revision", async () => {
    const saveDraft = jest.fn().mockImplementation(async (values: Values, version: number) => answer(values, version));
    const restore = jest.fn().mockImplementation(async (version: number) => item({ title: "Hamlet (1603)", version: version + 1, state: "changed" }));
    renderEditor(saveDraft, item(), { restore });
    type("Hamlet, unsaved");
    fireEvent.click(screen.getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(restore).toHaveBeenCalledWith(4));
    expect(saveDraft).toHaveBeenCalledWith({ title: "Hamlet, unsaved" }, 3);
    expect(await screen.findByRole("textbox", { name: "Title" })).toHaveValue("Hamlet (1603)");
    expect(screen.getByText("Version 5")).toBeInTheDocument();
    // The restored draft is on the server: nothing left to autosave, no copy kept.
    await advance(10_000);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(storedCopy()).toBeNull();
  });

  test("scheduling keeps the form and its version, and sends nothing else when the server has every change", async () => {
    const saveDraft = jest.fn();
    const schedule = jest.fn().mockResolvedValue(item({ title: "Hamlet" }));
    renderEditor(saveDraft, item(), { schedule });
    fireEvent.click(screen.getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(schedule).toHaveBeenCalledTimes(1));
    expect(saveDraft).not.toHaveBeenCalled();
    expect(screen.getByText("Version 3")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Hamlet");
  });
});

describe("leaving with unsaved changes", () => {
  test("an in-app link asks first; Cancel stays, Leave goes", async () => {
    renderEditor(jest.fn(() => new Promise<Item>(() => undefined)));
    type("Unsaved");
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    const ask = screen.getByRole("alertdialog", { name: "Leave without saving?" });
    expect(window.location.pathname).toBe("/edit");
    fireEvent.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Unsaved");
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    fireEvent.click(screen.getByRole("button", { name: "Leave" }));
    expect(await screen.findByText("Somewhere else")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/elsewhere");
  });

  test("Back asks too: the editor stays (and so does its address) until the answer", async () => {
    jest.useRealTimers();
    window.history.replaceState(null, "", "/start");
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/start" element={<Link to="/edit">Open the editor</Link>} />
          <Route path="/edit" element={<Editor loaded={item()} saveDraft={jest.fn(() => new Promise<Item>(() => undefined))} />} />
        </Routes>
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Open the editor" }));
    type("Unsaved");
    act(() => window.history.back());
    const ask = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await waitFor(() => expect(window.location.pathname).toBe("/edit"));
    fireEvent.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Unsaved");
    act(() => window.history.back());
    fireEvent.click(await screen.findByRole("button", { name: "Leave" }));
    expect(await screen.findByRole("link", { name: "Open the editor" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/start");
  });

  test("nothing unsaved: no question; closing the tab asks only while changes are unsaved", async () => {
    renderEditor(jest.fn(async (values: Values, version: number) => answer(values, version)));
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type("Changed");
    expect(unload()).toBe(true);
    await advance(3000);
    expect(unload()).toBe(false);
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(screen.getByText("Somewhere else")).toBeInTheDocument();
  });
});
