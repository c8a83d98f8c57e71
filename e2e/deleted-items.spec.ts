import type { APIRequestContext, Page } from "@playwright/test";
import { adminToken, editorContext, expect, expectAccessible, graphql, loaded, screenshots, test } from "./fixtures";

/** Issue 18: Delete moves a play or blog to Deleted items, Restore brings it back; admins see it all in Activity. */

const suffix = () => String(Date.now()).slice(-6);

/** A blog made and published through the API, so that each test has its own. */
async function publishedBlog(request: APIRequestContext, token: string, title: string, slug: string): Promise<{ id: string; slug: string }> {
  const { createBlog } = await graphql<{ createBlog: { id: string; version: number } }>(request, token, "mutation { createBlog { id version } }");
  const { updateBlog } = await graphql<{ updateBlog: { id: string; slug: string } }>(
    request,
    token,
    "mutation ($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { id slug } }",
    { id: createBlog.id, input: { title, slug, author: "Viola Hesketh", body: "<p>Notes from the rehearsal room.</p>", version: createBlog.version } },
  );
  return updateBlog;
}

const deleteBlog = (request: APIRequestContext, token: string, id: string) => graphql(request, token, "mutation ($id: ID!) { deleteBlog(id: $id) }", { id });

/** The public page of a post answers 404 with the not-found page. */
async function expectGone(visitor: Page, slug: string) {
  const response = await visitor.goto(`/blogs/${slug}`);
  expect(response?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
}

async function expectPublic(visitor: Page, slug: string, title: string) {
  const response = await visitor.goto(`/blogs/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test("a blog deleted from the list leaves the site and waits in Deleted items; Restore puts it back on the site", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const title = `Deleted post ${suffix()}`;
  const blog = await publishedBlog(request, token, title, `deleted-post-${suffix()}`);
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  const visitor = await browser.newPage({ baseURL });
  await expectPublic(visitor, blog.slug, title);

  await page.goto("/admin-edit-tool/blogs");
  const row = page.getByRole("row", { name: new RegExp(title) });
  await row.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${title}?` });
  await expect(confirm).toContainText("Deleted items for 30 days");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Deleted blog")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expectGone(visitor, blog.slug);

  await page.goto("/admin-edit-tool");
  await page.getByRole("link", { name: "Deleted items" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Deleted items" })).toBeVisible();
  await expect(page.getByText(/purged for good, with their images/)).toBeVisible();
  const deleted = page.getByRole("row").filter({ has: page.getByRole("cell", { name: title, exact: true }) });
  await expect(deleted).toContainText("Blog");
  await expect(deleted).toContainText(/Purged on \w+day \d+\w\w \w+ \d{4}/);
  await loaded(page);
  await expectAccessible(page);
  await screenshots(page, "deleted-items");
  await deleted.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText(`Restored "${title}"`)).toBeVisible();
  await expect(deleted).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Open it in the editor" })).toHaveAttribute("href", `/admin-edit-tool/blogs/${blog.slug}`);

  await expectPublic(visitor, blog.slug, title);
  await context.close();
  await visitor.close();
});

test("restoring a blog whose slug was taken meanwhile asks for a new slug, and restores it under that one", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const slug = `taken-slug-${suffix()}`;
  const title = `First of the name ${suffix()}`;
  const first = await publishedBlog(request, token, title, slug);
  await deleteBlog(request, token, first.id);
  await publishedBlog(request, token, "Second of the name", slug);

  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await page.goto("/admin-edit-tool/deleted");
  const deleted = page.getByRole("row").filter({ has: page.getByRole("cell", { name: title, exact: true }) });
  await deleted.getByRole("button", { name: "Restore" }).click();
  const form = page.getByRole("form", { name: /under a new slug$/ });
  await expect(form.getByRole("alert")).toContainText(`slug "${slug}" is already used by another item; choose another`);
  await screenshots(page, "deleted-items-new-slug");
  await form.getByLabel("New slug").fill(`${slug}-again`);
  await form.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText(`Restored "${title}"`)).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Open it in the editor" })).toHaveAttribute("href", `/admin-edit-tool/blogs/${slug}-again`);

  const visitor = await browser.newPage({ baseURL });
  await expectPublic(visitor, `${slug}-again`, title);
  await expectPublic(visitor, slug, "Second of the name");
  await context.close();
  await visitor.close();
});

test("an admin sees the deletion and the restore in Activity, and can filter to one item", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const title = `Journal post ${suffix()}`;
  const blog = await publishedBlog(request, token, title, `journal-post-${suffix()}`);
  await deleteBlog(request, token, blog.id);
  await graphql(request, token, "mutation ($id: ID!) { restoreBlog(id: $id) { id } }", { id: blog.id });
  const { me } = await graphql<{ me: { id: string; name: string } }>(request, token, "{ me { id name } }");

  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await page.goto("/admin-edit-tool");
  await page.getByRole("link", { name: "Activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  const lines = page.getByRole("list", { name: "Activity entries" }).getByRole("listitem");
  // Newest first: the restore, then the deletion.
  await expect(lines.nth(0)).toContainText(`${me.name} restored the blog “${title}”`);
  await expect(lines.nth(0)).toContainText("from Deleted items");
  await expect(lines.nth(1)).toContainText(`${me.name} deleted the blog “${title}”`);
  await loaded(page);
  await expectAccessible(page);
  await screenshots(page, "activity");

  await lines.nth(0).getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`\\?kind=blog&item=${blog.id}$`));
  await expect(page.getByText(`Only “${title}”`)).toBeVisible();
  await expect(lines).toHaveText([/restored the blog/, /deleted the blog/, /published the blog/, /created the blog/]);

  // The filter is in the address: a reload keeps it, and the person filter joins it.
  await page.reload();
  await expect(lines).toHaveCount(4);
  await page.getByLabel("Person").selectOption(me.id);
  await expect(page).toHaveURL(new RegExp(`person=${me.id}`));
  await expect(lines).toHaveCount(4);

  await page.getByRole("link", { name: "Show all" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-edit-tool/activity\\?person=${me.id}$`));
  await expect(page.getByText(`Only “${title}”`)).toHaveCount(0);
  await context.close();
});
