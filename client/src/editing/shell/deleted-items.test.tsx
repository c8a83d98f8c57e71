import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { ContentLoadedProvider } from "../../lib/content-loaded";
import { DeletedItems } from "./deleted-items";
import { DeletedItemsQuery, DeleteForGoodMutation, RestoreBlogMutation } from "./deleted-items.graphql";

const deleted = {
  __typename: "DeletedItem",
  id: "b1",
  kind: "blog",
  title: "First night",
  slug: "first-night",
  deletedAt: "2026-11-20T14:05:00.000Z",
  deletedBy: "Ann",
  purgeAt: "2026-12-20T14:05:00.000Z",
};

const list = (items: unknown[]): MockLink.MockedResponse => ({ request: { query: DeletedItemsQuery }, result: { data: { deletedItems: items } } });

const restore = (slug: string | null, result: MockLink.MockedResponse["result"]): MockLink.MockedResponse => ({
  request: { query: RestoreBlogMutation, variables: { id: "b1", slug } },
  result,
});

const slugError = (code: string, message: string) => ({ errors: [{ message, extensions: { code, fields: [{ path: "slug", message }] } }] });
const restoredBlog = (slug: string) => ({ data: { restoreBlog: { __typename: "Blog", id: "b1", slug, title: "First night" } } });

function renderPage(mocks: MockLink.MockedResponse[], canDeleteForGood = false) {
  render(
    <MockedProvider mocks={mocks}>
      <ContentLoadedProvider>
        <MemoryRouter><DeletedItems canDeleteForGood={canDeleteForGood} /></MemoryRouter>
      </ContentLoadedProvider>
    </MockedProvider>,
  );
}

test("each deleted item shows its kind, when and by whom it was deleted, and when it will be purged", async () => {
  renderPage([list([deleted])]);
  const row = (await screen.findByRole("cell", { name: "First night" })).closest("tr")!;
  expect(row).toHaveTextContent("Blog");
  expect(row).toHaveTextContent("Friday 20th November 2026, 2.05pm");
  expect(row).toHaveTextContent("Ann");
  expect(row).toHaveTextContent("Purged on Sunday 20th December 2026");
  expect(screen.getByText(/purged for good, with their images/)).toBeInTheDocument();
});

test("nothing deleted: the page says so", async () => {
  renderPage([list([])]);
  expect(await screen.findByText("Nothing has been deleted in the last 30 days.")).toBeInTheDocument();
});

test("Restore brings the item back: a message links to its editor and it leaves the list", async () => {
  renderPage([list([deleted]), restore(null, restoredBlog("first-night")), list([])]);
  await userEvent.click(await screen.findByRole("button", { name: "Restore" }));
  expect(await screen.findByText(/Restored "First night"/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Open it in the editor" })).toHaveAttribute("href", "/admin-edit-tool/blogs/first-night");
  expect(await screen.findByText("Nothing has been deleted in the last 30 days.")).toBeInTheDocument();
});

test("a taken slug: the page asks for another (and says when that one is wrong too), then restores under it", async () => {
  const taken = 'slug "first-night" is already used by another item; choose another';
  renderPage([
    list([deleted]),
    restore(null, slugError("CONFLICT", taken)),
    restore("Bad slug!", slugError("BAD_USER_INPUT", "use at least 3 letters, numbers, dashes or underscores")),
    restore("first-night-2", restoredBlog("first-night-2")),
    list([]),
  ]);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Restore" }));
  const form = await screen.findByRole("form", { name: "Restore “First night” under a new slug" });
  expect(within(form).getByRole("alert")).toHaveTextContent(taken);
  const input = within(form).getByLabelText("New slug");
  expect(input).toHaveValue("first-night");

  await user.clear(input);
  await user.type(input, "Bad slug!");
  await user.click(within(form).getByRole("button", { name: "Restore" }));
  expect(await within(form).findByText(/use at least 3 letters/)).toBeInTheDocument();

  await user.clear(input);
  await user.type(input, "first-night-2");
  await user.click(within(form).getByRole("button", { name: "Restore" }));
  expect(await screen.findByText(/Restored "First night"/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Open it in the editor" })).toHaveAttribute("href", "/admin-edit-tool/blogs/first-night-2");
  expect(screen.queryByRole("form")).not.toBeInTheDocument();
});

test("any other failure is shown as the admin's 'Oh oo!' message", async () => {
  renderPage([list([deleted]), restore(null, { errors: [{ message: "Blog not found", extensions: { code: "NOT_FOUND" } }] }), list([])]);
  await userEvent.click(await screen.findByRole("button", { name: "Restore" }));
  expect(await screen.findByRole("dialog", { name: "Oh oo!" })).toHaveTextContent("Blog not found");
  expect(await screen.findByText("Nothing has been deleted in the last 30 days.")).toBeInTheDocument();
});

test("an admin's Delete for good asks first, then removes the item for good", async () => {
  const erase = { request: { query: DeleteForGoodMutation, variables: { kind: "blog", id: "b1" } }, result: { data: { deleteForGood: true } } };
  renderPage([list([deleted]), erase, list([])], true);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Delete for good" }));
  const dialog = screen.getByRole("alertdialog", { name: "Delete “First night” for good?" });
  expect(dialog).toHaveTextContent("cannot be restored");
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Delete for good" }));
  await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete for good" }));
  expect(await screen.findByText('Deleted "First night" for good.')).toBeInTheDocument();
  expect(await screen.findByText("Nothing has been deleted in the last 30 days.")).toBeInTheDocument();
});

test("editors see no Delete for good", async () => {
  renderPage([list([deleted])]);
  await screen.findByRole("cell", { name: "First night" });
  expect(screen.queryByRole("button", { name: "Delete for good" })).not.toBeInTheDocument();
});
