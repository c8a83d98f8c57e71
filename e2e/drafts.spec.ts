import { adminToken, editorContext, expect, expectAccessible, graphql, loaded, publishedPlay, test } from "./fixtures";

/** Issue 17: drafts, autosave, the local copy, Save draft / Save changes / Unpublish, and Preview. */

const DRAFT_SAVED = /^Draft saved at \d{2}:\d{2}$/;
const suffix = () => String(Date.now()).slice(-6);

test("autosave: typing is kept as a draft about 3 s later; reloading the editor shows it", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const play = await publishedPlay(request, token, `Autosaved play ${suffix()}`);
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await page.goto(`/admin-edit-tool/plays/${play.slug}`);
  const form = page.getByRole("form", { name: "Play" });
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await form.getByLabel("Notice message").fill("Kept by autosave");
  await expect(page.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText("Published, with unpublished changes")).toBeVisible();

  await page.reload();
  await expect(form.getByLabel("Notice message")).toHaveValue("Kept by autosave");
  // The server had it all: nothing to restore.
  await expect(page.getByRole("button", { name: "Restore my changes" })).toHaveCount(0);
  await context.close();
});

test("offline: the editor says the changes are kept on this device; reopened online, they are restored", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const play = await publishedPlay(request, token, `Offline play ${suffix()}`);
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  const editorUrl = `/admin-edit-tool/plays/${play.slug}`;
  await page.goto(editorUrl);
  const form = page.getByRole("form", { name: "Play" });
  await expect(form.getByLabel("Notice message")).toHaveValue("Booking now");

  await context.setOffline(true);
  await form.getByLabel("Notice message").fill("Written on the train");
  await expect(page.getByRole("status").filter({ hasText: "Offline: your changes are kept on this device" })).toBeVisible();
  await page.waitForTimeout(3500);
  await expect(page.getByRole("status").filter({ hasText: "Offline: your changes are kept on this device" })).toBeVisible();
  await page.close();

  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto(editorUrl);
  const offer = again.getByRole("alertdialog", { name: "Restore your unsaved changes?" });
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Restore my changes" }).click();
  const restored = again.getByRole("form", { name: "Play" });
  await expect(restored.getByLabel("Notice message")).toHaveValue("Written on the train");
  // Restored changes are saved as the draft in turn.
  await expect(again.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible({ timeout: 10_000 });
  await context.close();
});

test("Save draft keeps the public page as it was; Save changes publishes", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const oldTitle = `Published title ${suffix()}`;
  const play = await publishedPlay(request, token, oldTitle);
  const newTitle = `${oldTitle} revised`;
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await page.goto(`/admin-edit-tool/plays/${play.slug}`);
  const form = page.getByRole("form", { name: "Play" });
  // Keep the address as it is while the title changes.
  await form.getByRole("button", { name: "Edit url" }).click();
  await form.getByLabel("Title", { exact: true }).fill(newTitle);
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved", { exact: true })).toBeVisible();
  await expect(page.getByText("Published, with unpublished changes")).toBeVisible();

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/${play.slug}`);
  await loaded(visitor);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(oldTitle);

  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved!")).toBeVisible();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin-edit-tool/plays/${play.slug}$`));
  await visitor.reload();
  await loaded(visitor);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(newTitle);
  await visitor.close();
  await context.close();
});

test("Unpublish (after confirming) takes the play off the site: its address shows the not-found page", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const play = await publishedPlay(request, token, `Short run ${suffix()}`);
  expect((await request.get(`/${play.slug}`)).status()).toBe(200);
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await page.goto(`/admin-edit-tool/plays/${play.slug}`);
  await page.getByRole("button", { name: "Unpublish" }).click();
  const confirm = page.getByRole("alertdialog", { name: /^Unpublish Short run/ });
  await confirm.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Draft: not on the site")).toBeVisible();
  await expect(page.getByRole("button", { name: "Unpublish" })).toHaveCount(0);

  const visitor = await browser.newPage({ baseURL });
  const response = await visitor.goto(`/${play.slug}`);
  expect(response?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await visitor.close();

  // The list says so too.
  await page.getByRole("link", { name: "Close" }).click();
  const row = page.getByRole("row", { name: /Short run/ });
  await expect(row).toContainText("Draft: not on the site");
  await context.close();
});

test("Preview shows the form's current values as the public page draws them, marked 'Preview: not published'", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const play = await publishedPlay(request, token, `Previewed play ${suffix()}`);
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await page.goto(`/admin-edit-tool/plays/${play.slug}`);
  const form = page.getByRole("form", { name: "Play" });
  await form.getByLabel("Notice message").fill("Two nights only");
  await form.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: /Preview: not published/ });
  await expect(preview.getByText("Preview: not published")).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(/^Previewed play/);
  await expect(preview.locator(".play-page .tag")).toHaveText("Two nights only");
  await expectAccessible(page);
  await preview.getByRole("button", { name: "Close preview" }).click();
  await expect(preview).toHaveCount(0);
  await expect(form.getByLabel("Notice message")).toHaveValue("Two nights only");
  await context.close();
});

test("leaving the editor with unsaved changes asks first (a link, Back)", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const title = `Unsaved play ${suffix()}`;
  const play = await publishedPlay(request, token, title);
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await page.goto("/admin-edit-tool/plays");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  const editorUrl = new RegExp(`/admin-edit-tool/plays/${play.slug}$`);
  // The autosave is held on its way until the end, so the change stays unsaved however long the steps take.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/graphql", async (route) => {
    if (route.request().postData()?.includes("SavePlayDraft")) await held;
    await route.continue();
  });
  const form = page.getByRole("form", { name: "Play" });
  await form.getByLabel("Notice message").fill("Not saved yet");
  await form.getByRole("link", { name: "Close" }).click();
  const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(editorUrl);
  await page.evaluate(() => window.history.back());
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL(editorUrl);
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(form.getByLabel("Notice message")).toHaveValue("Not saved yet");
  // Once autosave has it, nothing is unsaved: Close just closes.
  release();
  await expect(page.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible({ timeout: 10_000 });
  await form.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/admin-edit-tool\/plays$/);
  await context.close();
});

test("a blog and a page keep drafts too: autosaved, previewed, not public until Save changes", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const { createBlog } = await graphql<{ createBlog: { id: string; slug: string; version: number } }>(request, token, "mutation { createBlog { id slug version } }");
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await page.goto(`/admin-edit-tool/blogs/${createBlog.slug}`);
  await expect(page.getByText("Draft: not on the site")).toBeVisible();
  const form = page.getByRole("form", { name: "Blog" });
  await form.getByLabel("Title", { exact: true }).fill("Notes from the wings");
  await form.getByLabel("Author").fill("Hermia Quince");
  await expect(page.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible({ timeout: 10_000 });
  await form.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: /Preview: not published/ });
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Notes from the wings");
  await expect(preview.getByText("by Hermia Quince")).toBeVisible();
  await preview.getByRole("button", { name: "Close preview" }).click();
  expect((await request.get("/blogs/notes-from-the-wings")).status()).toBe(404);

  await page.goto("/admin-edit-tool/combinations");
  const combinations = page.getByRole("form", { name: "Combinations page" });
  const text = combinations.getByRole("textbox", { name: "Text" });
  await text.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(" Draft news for the next issue.");
  await expect(page.getByRole("status").filter({ hasText: DRAFT_SAVED })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText("Published, with unpublished changes")).toBeVisible();
  await combinations.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("dialog", { name: /Preview: not published/ }).getByText(/Draft news for the next issue\./)).toBeVisible();
  await page.getByRole("button", { name: "Close preview" }).click();
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto("/combinations");
  await loaded(visitor);
  await expect(visitor.getByText(/Draft news for the next issue/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("form", { name: "Combinations page" }).getByText(/Draft news for the next issue\./)).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved!")).toBeVisible();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText(/Draft news for the next issue\./)).toBeVisible();
  await visitor.close();
  await context.close();
});

test("Share preview link: someone without an account sees the draft, marked as a preview, until the link is revoked", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const title = `Shared play ${suffix()}`;
  const play = await publishedPlay(request, token, title);
  const { playDraft } = await graphql<{ playDraft: { version: number } }>(request, token, `{ playDraft(slug: "${play.slug}") { version } }`);
  await graphql(request, token, "mutation ($id: ID!, $input: PlayInput!) { savePlayDraft(id: $id, input: $input) { id } }", {
    id: play.id,
    input: { title: `${title} (draft for the director)`, slug: play.slug, version: playDraft.version },
  });

  const context = await editorContext(browser, baseURL!, token);
  const editor = await context.newPage();
  await editor.goto(`/admin-edit-tool/plays/${play.slug}`);
  await editor.getByRole("button", { name: "Share preview link" }).click();
  const address = await editor.getByRole("textbox", { name: /Preview link/ }).inputValue();
  expect(address).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);

  const visitor = await browser.newContext({ baseURL });
  const page = await visitor.newPage();
  const response = await page.goto(new URL(address).pathname);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: `${title} (draft for the director)` })).toBeVisible();
  await expect(page.getByText("Preview: not published.")).toBeVisible();
  await loaded(page);
  await expectAccessible(page);
  // The public page still shows what is published.
  await page.goto(`/${play.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();

  await editor.getByRole("button", { name: /^Revoke/ }).first().click();
  await expect(editor.getByRole("button", { name: /^Revoke/ })).toHaveCount(0);
  const gone = await page.goto(new URL(address).pathname);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await visitor.close();
  await context.close();
});
