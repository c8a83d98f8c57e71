import type { Page } from "@playwright/test";
import { adminToken, editorContext, expect, expectAccessible, graphql, loaded, publishedPlay, screenshots, test } from "./fixtures";

/**
 * Issue 22, the editor's side: a cast member's actor is linked to an existing person from the
 * suggestions in two plays, and the person's page lists both.
 */

/** Letters from the clock, so each run's person has a name (and page) of its own. */
const letters = () => [...String(Date.now()).slice(-6)].map((digit) => "abcdefghij"[Number(digit)]).join("");

/** Save changes, waiting for the server's answer. */
async function saveChanges(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith("/graphql") && (response.request().postData() ?? "").includes('"UpdatePlay"'));
  await page.getByRole("form", { name: "Play" }).getByRole("button", { name: "Save changes" }).click();
  const response = await answered;
  expect(response.ok()).toBe(true);
  expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
}

/** In the play editor: a new cast member playing `character`, linked to the person whose name starts as `typed`. */
async function castPerson(page: Page, character: string, typed: string, name: string, slug: string, how: "keyboard" | "mouse", whileOpen?: () => Promise<void>): Promise<void> {
  const cast = page.getByRole("group", { name: "Cast members" });
  await cast.getByRole("button", { name: "+ Add cast member" }).click();
  await cast.getByLabel("Character").last().fill(character);
  const actor = cast.getByRole("combobox", { name: "Actor" }).last();
  await actor.pressSequentially(typed, { delay: 30 });
  const list = page.getByRole("listbox", { name: "Suggested people" });
  const option = list.getByRole("option", { name: new RegExp(`^${name} /people/${slug}$`) });
  await expect(option).toBeVisible();
  await expect(actor).toHaveAttribute("aria-expanded", "true");
  // An exact match is not needed here: a part of the name finds them, and Create is offered for the part only.
  await expect(list.getByRole("option").last()).toHaveText(`Create person “${typed}”`);
  await whileOpen?.();
  if (how === "keyboard") {
    await actor.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await actor.press("Enter");
  } else {
    await option.click();
  }
  await expect(actor).toHaveValue(name);
  await expect(actor).toHaveAttribute("aria-expanded", "false");
  await expect(cast.getByRole("link", { name: `person page of ${name} (opens in a new tab)` })).toHaveAttribute("href", `/people/${slug}`);
}

test("an editor links a cast member to an existing person from the suggestions in two plays, and the person's page lists both", async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const tag = letters();
  const name = `Marigold Featherstonehaugh ${tag}`;
  const { createPerson: person } = await graphql<{ createPerson: { id: string; slug: string } }>(
    request,
    token,
    "mutation ($input: PersonInput!) { createPerson(input: $input) { id slug } }",
    { input: { name, bio: "Joined the society in 2021." } },
  );
  const first = await publishedPlay(request, token, `The Linking Game ${tag}`);
  const second = await publishedPlay(request, token, `Another Linking Game ${tag}`);

  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();

  await page.goto(`/admin-edit-tool/plays/${first.slug}`);
  await expect(page.getByRole("form", { name: "Play" }).getByLabel("Notice message")).toHaveValue("Booking now");
  await castPerson(page, "Viola", `marigold feathers`, name, person.slug, "keyboard", async () => {
    await expectAccessible(page);
    await screenshots(page, "admin-person-picker");
  });
  await expectAccessible(page);
  await saveChanges(page);
  await expect(page.getByRole("group", { name: "Cast members" }).getByRole("link", { name: `person page of ${name} (opens in a new tab)` })).toBeVisible();

  await page.goto(`/admin-edit-tool/plays/${second.slug}`);
  await expect(page.getByRole("form", { name: "Play" }).getByLabel("Notice message")).toHaveValue("Booking now");
  await castPerson(page, "Lady Bracknell", `Featherstoneh`, name, person.slug, "mouse");
  // The autosaved draft keeps the link: opened again, the row is still linked.
  await expect(page.getByText(/^Draft saved at/)).toBeVisible({ timeout: 10_000 });
  await page.reload();
  const cast = page.getByRole("group", { name: "Cast members" });
  await expect(cast.getByRole("combobox", { name: "Actor" })).toHaveValue(name);
  await expect(cast.getByRole("link", { name: `person page of ${name} (opens in a new tab)` })).toHaveAttribute("href", `/people/${person.slug}`);
  await saveChanges(page);

  const api = await request.get(`/api/people/${person.slug}`);
  expect(api.status()).toBe(200);
  const credits = ((await api.json()) as { credits: { playslug: string; role: string }[] }).credits;
  expect(credits.map((c) => [c.playslug, c.role]).sort()).toEqual([[first.slug, "Viola"], [second.slug, "Lady Bracknell"]].sort());

  await page.goto(`/people/${person.slug}`);
  await loaded(page);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const listed = page.getByRole("region", { name: "In our productions" });
  await expect(listed.getByRole("link", { name: `The Linking Game ${tag}` })).toHaveAttribute("href", `/${first.slug}`);
  await expect(listed.getByRole("link", { name: `Another Linking Game ${tag}` })).toHaveAttribute("href", `/${second.slug}`);

  // The play's page links the actor's name to their page.
  await page.goto(`/${first.slug}`);
  await loaded(page);
  await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/people/${person.slug}`);
  await context.close();
});

test("the People screen finds a person by part of their name, and hides them at their request", async ({ browser, baseURL, request }) => {
  const token = await adminToken(request);
  const tag = letters();
  const name = `Perpetua Quillfeather ${tag}`;
  const { createPerson: person } = await graphql<{ createPerson: { id: string; slug: string } }>(request, token, "mutation ($input: PersonInput!) { createPerson(input: $input) { id slug } }", { input: { name } });
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await page.goto("/admin-edit-tool");
  await page.getByRole("link", { name: "People", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
  await page.getByRole("search", { name: "People" }).getByLabel("Search by name").fill(`quillfeath ${tag}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
  await expect(row).toBeVisible();
  await expect(page).toHaveURL(/people\?q=quillfeath/);
  await expectAccessible(page);
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  const form = page.getByRole("form", { name: "Person" });
  await expect(form.getByLabel("Name")).toHaveValue(name);
  await form.getByRole("checkbox", { name: "Hidden at their request" }).check();
  await form.getByRole("button", { name: "Save person" }).click();
  await expect(page.getByText(`Saved ${name}`)).toBeVisible();
  expect((await request.get(`/api/people/${person.slug}`)).status()).toBe(404);
  await context.close();
});
