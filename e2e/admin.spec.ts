import sharp from "sharp";
import { type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin";
import { adminToken, expect, loaded, screenshots, test } from "./fixtures";

const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 800, height: 450, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();

/** Signs the page in with a token (the way the site keeps it: local storage `user-token`). */
async function signInWith(page: Page, token: string) {
  // Once a tab: a logout from a public page is a page load, after which the token must stay gone.
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem("signed-in-with")) return;
    window.sessionStorage.setItem("signed-in-with", "yes");
    window.localStorage.setItem("user-token", value);
  }, token);
}

/** An editor account made by the e2e admin, signed in on a new page. */
async function editorPage(browser: Browser, baseURL: string, request: import("@playwright/test").APIRequestContext, name: string) {
  const admin = await adminToken(request);
  const register = await request.post("/api/register", { data: { name, email: `${name.toLowerCase()}@e2e.example`, password: "editor password" } });
  expect(register.status()).toBe(201);
  const users = await request.post("/graphql", { headers: { authorization: `Bearer ${admin}` }, data: { query: "{ users(perPage: 200) { items { id name } } }" } });
  const { id } = ((await users.json()) as { data: { users: { items: { id: string; name: string }[] } } }).data.users.items.find((u) => u.name === name)!;
  await request.post("/graphql", { headers: { authorization: `Bearer ${admin}` }, data: { query: `mutation { setUserRole(userId: "${id}", role: editor) { id } }` } });
  const login = await request.post("/api/login", { data: { email: name, password: "editor password" } });
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInWith(page, ((await login.json()) as { token: string }).token);
  return page;
}

test("an editor creates a play, fills every group, uploads images, sees it public, renames it and deletes it", async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const page = await editorPage(browser, baseURL!, request, "Prospero");
  await page.goto("/admin-edit-tool");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "ADMIN" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Secondary" }).getByRole("link", { name: "Prospero" })).toBeVisible();
  await page.getByRole("link", { name: "Plays" }).click();
  await page.getByRole("button", { name: "+ Add Play" }).click();
  await expect(page.getByText("Created new play!")).toBeVisible();
  await page.getByRole("link", { name: /^Edit new-play-/ }).first().click();

  const form = page.getByRole("form", { name: "Play" });
  await form.getByLabel("Title", { exact: true }).fill("Pericles, Prince of Tyre");
  await expect(form.getByLabel("Url")).toHaveValue("pericles-prince-of-tyre");
  await form.getByLabel("Main image").setInputFiles({ name: "poster.jpg", mimeType: "image/jpeg", buffer: await picture(30, 60, 120) });
  await expect(form.getByRole("img", { name: "Main image" })).toBeVisible();
  await form.getByLabel("Describe this picture").fill("Hermione's statue in a blue light");
  await form.getByLabel("Notice message").fill("Opening soon");

  const blurb = form.getByRole("textbox", { name: "Blurb", exact: true });
  await blurb.click();
  await page.keyboard.type("A king's jealousy tears his family apart. ");
  await form.getByRole("toolbar", { name: "Blurb formatting" }).getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("Sixteen years later");
  await form.getByRole("toolbar", { name: "Blurb formatting" }).getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type(", spring returns.");

  await form.getByLabel("Blurb excerpt").fill("Jealousy, loss and a statue that comes to life.");
  await form.getByLabel("Buy-ticket link").fill("https://tickets.example.org/winters-tale");
  await form.getByLabel("Start date").fill("2027-06-10T19:30");
  await form.getByRole("button", { name: "+ Add date" }).click();
  await form.getByLabel("Title").nth(1).fill("Evenings");
  await form.getByLabel("Description").fill("7.30pm, Tuesday to Saturday");
  await form.getByRole("button", { name: "+ Add venue" }).click();
  await form.getByLabel("Name").first().fill("ADC Theatre");
  await form.getByLabel("Address").fill("Park Street, Cambridge");
  await form.getByLabel("Map link").fill("https://maps.example.org/adc");
  await form.getByRole("button", { name: "+ Add price" }).click();
  await form.getByLabel("Price (£)").fill("12.50");
  await form.getByRole("group", { name: "Prices" }).getByLabel("Title").fill("Full price");
  await form.getByRole("button", { name: "+ Add video link" }).click();
  await form.getByLabel("Video page").fill("https://www.youtube.com/watch?v=abc123def");
  await form.getByLabel("Has subtitles for deaf and hard of hearing viewers").check();
  await form.getByRole("button", { name: "+ Add review" }).click();
  await form.getByLabel("Reviewer").fill("The Cambridge Critic");
  await form.getByLabel("Review", { exact: true }).fill("A luminous, moving production.");
  await form.getByLabel("Team title").fill("Production team");
  await form.getByRole("button", { name: "+ Add team member" }).click();
  await form.getByLabel("Role").fill("Director");
  await form.getByRole("group", { name: "Team members" }).getByLabel("Name").fill("Paulina Hart");
  await form.getByLabel("Cast title").fill("Cast");
  await form.getByRole("button", { name: "+ Add cast member" }).click();
  await form.getByLabel("Character").fill("Hermione");
  await form.getByLabel("Actor").fill("Imogen Lake");
  await form.getByRole("button", { name: "+ Add cast member" }).click();
  await form.getByLabel("Character").nth(1).fill("Leontes");
  await form.getByLabel("Actor").nth(1).fill("Marcus Bell");
  await form.getByRole("button", { name: "Move up cast member 2" }).click();
  await expect(form.getByLabel("Character").first()).toHaveValue("Leontes");
  await form.getByLabel("Choose photos").setInputFiles({ name: "scene.jpg", mimeType: "image/jpeg", buffer: await picture(150, 90, 30) });
  await expect(form.getByRole("region", { name: "Uploads" }).getByRole("status")).toHaveText("Uploads finished: 1 uploaded");
  await form.getByLabel("Caption of photo 1", { exact: true }).fill("The statue scene");
  await form.getByLabel("Description of photo 1", { exact: true }).fill("Hermione stands still as stone while Leontes kneels");

  await form.getByLabel("Coming soon", { exact: true }).check();
  await form.getByLabel("Open to auditions", { exact: true }).check();
  const save = form.getByRole("button", { name: "Save changes" });
  await expect(form.getByLabel("Audition email recipient (required)")).toBeVisible();
  // Saving without the recipient is refused: the focus goes to it, and the sections list counts it.
  await save.click();
  await expect(form.getByLabel("Audition email recipient (required)")).toBeFocused();
  await expect(page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Basics 1 error" })).toBeVisible();
  await form.getByLabel("Audition email recipient (required)").fill("director@e2e.example");
  await expect(page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Basics", exact: true })).toBeVisible();
  await screenshots(page, "admin-play-editor");
  await save.click();
  // The url changed from new-play-…: back to the list.
  await expect(page).toHaveURL(/\/admin-edit-tool\/plays$/);
  await expect(page.getByText("Saved!")).toBeVisible();
  await page.getByRole("link", { name: "Edit Pericles, Prince of Tyre" }).click();
  await expect(page.getByText(/Last edited by Prospero/)).toBeVisible();
  await form.getByLabel("Notice message").fill("Booking now");
  await save.click();
  await expect(page.getByText("Saved!")).toBeVisible();
  await expect(page).toHaveURL(/\/admin-edit-tool\/plays\/pericles-prince-of-tyre$/);

  const publicPage = await page.context().newPage();
  await publicPage.goto("/pericles-prince-of-tyre");
  await loaded(publicPage);
  await expect(publicPage.getByRole("heading", { level: 1, name: "Pericles, Prince of Tyre" })).toBeVisible();
  await expect(publicPage.locator(".rich-text strong")).toHaveText("Sixteen years later");
  await expect(publicPage.getByRole("region", { name: "Cast" }).getByRole("row").nth(1)).toContainText("Leontes");
  await expect(publicPage.getByRole("region", { name: "Gallery" }).getByRole("img", { name: "Hermione stands still as stone while Leontes kneels" })).toBeVisible();
  await expect(publicPage.getByText("£12.50")).toBeVisible();
  await expect(publicPage.getByRole("form", { name: /Apply to audition/ })).toBeVisible();
  await publicPage.close();

  await page.getByRole("button", { name: "Edit url" }).click();
  await form.getByLabel("Url").fill("pericles");
  await save.click();
  await expect(page).toHaveURL(/\/admin-edit-tool\/plays$/);
  await expect(page.getByText("Saved!")).toBeVisible();
  const row = page.getByRole("row", { name: /Pericles, Prince of Tyre/ });
  await expect(row.getByRole("checkbox", { name: /audition/ })).toBeChecked();
  await expect(row).toContainText("10-06-27");
  await row.getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Deleted play")).toBeVisible();
  await expect(page.getByRole("row", { name: /Pericles, Prince of Tyre/ })).toHaveCount(0);
  expect((await request.get("/api/plays/pericles")).status()).toBe(404);
  await page.context().close();
});

test("an editor writes a blog and edits the About page; both are public", async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const page = await editorPage(browser, baseURL!, request, "Perdita");
  await page.goto("/admin-edit-tool/blogs");
  await page.getByRole("button", { name: "+ Add Blog" }).click();
  await expect(page.getByText("Created new blog!")).toBeVisible();
  await page.getByRole("link", { name: /^Edit new-blog-/ }).first().click();
  const form = page.getByRole("form", { name: "Blog" });
  await form.getByLabel("Title", { exact: true }).fill("Building the bear");
  await expect(form.getByLabel("Url")).toHaveValue("building-the-bear");
  await form.getByRole("textbox", { name: "Body" }).click();
  await page.keyboard.type("Exit, pursued by a bear: here is how we built one.");
  await form.getByLabel("Author").fill("Perdita Shaw");
  await form.getByLabel("Display date").fill("2026-11-20");
  await form.getByLabel("Main image").setInputFiles({ name: "bear.jpg", mimeType: "image/jpeg", buffer: await picture(90, 60, 40) });
  await expect(form.getByRole("img", { name: "Main image" })).toBeVisible();
  await form.getByLabel("Describe this picture").fill("A bear made of wicker and fur");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved!")).toBeVisible();
  await page.goto("/blogs/building-the-bear");
  await expect(page.getByText("Exit, pursued by a bear: here is how we built one.")).toBeVisible();
  await expect(page.getByText("by Perdita Shaw")).toBeVisible();

  await page.goto("/admin-edit-tool/about");
  const about = page.getByRole("form", { name: "About page" });
  const text = about.getByRole("textbox", { name: "Text" });
  await text.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("New: we now rehearse on Thursdays too.");
  await about.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved!")).toBeVisible();
  await page.goto("/about");
  await expect(page.getByText("New: we now rehearse on Thursdays too.")).toBeVisible();
  await page.context().close();
});

test("a conflict between two editors keeps the second editor's text and offers to reload", async ({ browser, baseURL, request }) => {
  const first = await editorPage(browser, baseURL!, request, "Paulina");
  const second = await editorPage(browser, baseURL!, request, "Camillo");
  await first.goto("/admin-edit-tool/combinations");
  await second.goto("/admin-edit-tool/combinations");
  for (const [page, words] of [[first, "First editor's news."], [second, "Second editor's news."]] as const) {
    const box = page.getByRole("form", { name: "Combinations page" }).getByRole("textbox", { name: "Text" });
    await box.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(` ${words}`);
  }
  await first.getByRole("button", { name: "Save changes" }).click();
  await expect(first.getByText("Saved!")).toBeVisible();
  await second.getByRole("button", { name: "Save changes" }).click();
  const dialog = second.getByRole("dialog", { name: "Someone else saved first" });
  await expect(dialog).toContainText("Paulina");
  await dialog.getByRole("button", { name: "Keep my changes on screen" }).click();
  await expect(second.getByText("Second editor's news.")).toBeVisible();
  await second.getByRole("button", { name: "Save changes" }).click();
  await second.getByRole("dialog", { name: "Someone else saved first" }).getByRole("button", { name: "Reload their version" }).click();
  // Both versions are kept: theirs loads, and this device offers the refused changes back.
  await second.getByRole("alertdialog", { name: "Restore your unsaved changes?" }).getByRole("button", { name: "Discard them" }).click();
  await expect(second.getByText("First editor's news.")).toBeVisible();
  await first.context().close();
  await second.context().close();
});

test("a member registers and logs in: no ADMIN tab, refused at an admin URL; logout clears the token", async ({ page }) => {
  await page.goto("/admin-edit-tool/register");
  await page.getByLabel("Username").fill("Mopsa");
  await page.getByLabel("Email").fill("mopsa@e2e.example");
  await page.getByLabel("Password").fill("member password");
  await page.getByRole("button", { name: "Register" }).click();
  const welcome = page.getByRole("dialog", { name: "Welcome - You've registered" });
  await expect(welcome).toContainText("Now you'll need to login");
  await welcome.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin-edit-tool\/login$/);
  await page.getByLabel("Email or username").fill("mopsa");
  await page.getByLabel("Password").fill("member password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Mopsa" })).toBeVisible();
  await expect(page.getByRole("link", { name: "ADMIN" })).toHaveCount(0);
  await page.goto("/admin-edit-tool/plays");
  await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
  await page.getByRole("link", { name: "Mopsa" }).click();
  await expect(page.getByText("mopsa@e2e.example")).toBeVisible();
  await page.getByRole("link", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin-edit-tool\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("user-token"))).toBeNull();
  await expect(page.getByRole("link", { name: "Logout" })).toHaveCount(0);
});

test("logout clears the token at once, before the login page's code has arrived", async ({ page, request }) => {
  await signInWith(page, await adminToken(request));
  await page.goto("/about");
  await loaded(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("link", { name: "Logout" }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("user-token"))).toBeNull();
  await expect(page.getByRole("link", { name: "Logout" })).toHaveCount(0);
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  // Logging in again from the page the logout led to keeps the new token.
  await page.getByLabel("Email or username").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "ADMIN", exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("user-token"))).not.toBeNull();
});

test("a refused token (expired or revoked) logs the user out and leads to the login page", async ({ page, request }) => {
  const token = await adminToken(request);
  await signInWith(page, "not-a-valid-token");
  await page.goto("/about");
  await loaded(page);
  // Once the header's account links have asked who this is and been refused.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("user-token"))).toBeNull();
  await expect(page.getByRole("link", { name: "Logout" })).toHaveCount(0);

  const fresh = await page.context().newPage();
  await fresh.goto("/about");
  await fresh.evaluate((value) => localStorage.setItem("user-token", value), token);
  await fresh.goto("/admin-edit-tool/plays");
  await expect(fresh.getByRole("heading", { level: 1, name: "Plays" })).toBeVisible();
  await request.post("/graphql", { headers: { authorization: `Bearer ${token}` }, data: { query: "mutation { logoutEverywhere }" } });
  await fresh.getByRole("button", { name: "+ Add Play" }).click();
  await expect(fresh).toHaveURL(/\/admin-edit-tool\/login$/);
  expect(await fresh.evaluate(() => localStorage.getItem("user-token"))).toBeNull();
});
