import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminToken, editorContext, expect, expectAccessible, graphql, loaded, publishedPlay, screenshots, test } from "./fixtures";

/**
 * Issue 38, part 1: a play's digital programme at /{slug}/programme (read on a phone, printed as an
 * A5 booklet, server-rendered) and the play editor's Programme section with its QR code downloads.
 */

const suffix = () => String(Date.now()).slice(-6);
const NOTICE = "By arrangement with Samuel French Ltd — a Concord Theatricals company.\nwww.concordtheatricals.co.uk";

/** A published play with a programme written in full. */
async function playWithProgramme(request: APIRequestContext, token: string, title: string): Promise<{ id: string; slug: string }> {
  const play = await publishedPlay(request, token, title);
  const { playDraft } = await graphql<{ playDraft: { version: number } }>(request, token, `query ($slug: String!) { playDraft(slug: $slug) { version } }`, { slug: play.slug });
  const characters = ["Viola", "Sebastian", "Orsino", "Olivia", "Malvolio", "Maria", "Sir Toby Belch", "Sir Andrew Aguecheek", "Feste", "Antonio", "Fabian", "A Sea Captain"];
  await graphql(request, token, "mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { id } }", {
    id: play.id,
    input: {
      title,
      slug: play.slug,
      version: playDraft.version,
      status: ["current"],
      authorBilling: "by William Shakespeare",
      licenceNotice: NOTICE,
      programme: {
        directorsNote: "Illyria is a place of music and mourning.\n\nWe have set it in a seaside town in the 1920s, where a shipwreck brings two strangers ashore.",
        scenes: [
          { title: "Act 1, Scene 1: Orsino's court", detail: "" },
          { title: "O Mistress Mine", detail: "Feste" },
          { title: "The Wind and the Rain", detail: "Feste and company" },
        ],
        sponsors: [{ name: "Mill Road Bakery", link: "https://bakery.example.org/" }, { name: "The Friends of the ADC" }],
      },
      castlist: { title: "Cast", members: characters.map((charactername, order) => ({ order, charactername, realname: `Actor ${order + 1}`, programmeBio: `Actor ${order + 1} has played many parts with the society since joining as a student.` })) },
      productionteam: { title: "Production team", members: [{ order: 0, role: "Director", name: "Margaret Holloway", programmeBio: "Margaret directs her fifth production for the society." }] },
    },
  });
  return play;
}

/** The number of pages in a PDF's bytes. */
const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page\b/g) ?? []).length;

test("a play's programme reads on a phone and without JavaScript, prints as an A5 booklet, and axe finds nothing serious", async ({ page, browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const title = `Twelfth Night Programme ${suffix()}`;
  const play = await playWithProgramme(request, token, title);

  // The play's page shows the licence notice as entered, and links to the programme.
  await page.goto(`/${play.slug}`);
  await loaded(page);
  await expect(page.locator(".play-page .licence-notice")).toHaveText(NOTICE, { useInnerText: false });
  await page.getByRole("link", { name: "Read the programme" }).click();
  await expect(page).toHaveURL(`/${play.slug}/programme`);
  await loaded(page);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("by William Shakespeare")).toBeVisible();
  // Exactly as entered, line break and all.
  expect(await page.locator(".programme .licence-notice").evaluate((el) => el.textContent)).toBe(NOTICE);
  await expect(page.getByRole("heading", { level: 2, name: "Director's note" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Scenes and musical numbers" })).toBeVisible();
  await expect(page.getByText("Margaret directs her fifth production for the society.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Mill Road Bakery" })).toHaveAttribute("href", "https://bakery.example.org/");
  await expectAccessible(page);
  await screenshots(page, "programme");

  // Printed: an A5 booklet of several pages, with the title.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  const pdf = await page.pdf({ format: "A5" });
  fs.mkdirSync("test-results", { recursive: true });
  fs.writeFileSync("test-results/programme.pdf", pdf);
  expect(pageCount(pdf)).toBeGreaterThan(1);
  expect(pdf.toString("latin1")).toContain(`/Title (Programme: ${title} | `);

  // Without JavaScript: the server's rendering carries it all.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  const response = await plain.goto(`/${play.slug}/programme`);
  expect(response?.status()).toBe(200);
  await expect(plain.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(plain.getByText("Actor 12 has played many parts", { exact: false })).toBeVisible();
  expect(await plain.locator(".programme .licence-notice").evaluate((el) => el.textContent)).toBe(NOTICE);
  await noScript.close();
});

test("an unpublished play's programme is the not-found page", async ({ request }) => {
  const token = await adminToken(request);
  const play = await publishedPlay(request, token, `Programme Withdrawn ${suffix()}`);
  const { playDraft } = await graphql<{ playDraft: { version: number } }>(request, token, `query ($slug: String!) { playDraft(slug: $slug) { version } }`, { slug: play.slug });
  await graphql(request, token, "mutation ($id: ID!, $version: Int!) { unpublishPlay(id: $id, version: $version) { id } }", { id: play.id, version: playDraft.version });
  expect((await request.get(`/${play.slug}/programme`)).status()).toBe(404);
});

/** Save changes, waiting for the server's answer. */
async function saveChanges(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith("/graphql") && (response.request().postData() ?? "").includes('"UpdatePlay"'));
  await page.getByRole("form", { name: "Play" }).getByRole("button", { name: "Save changes" }).click();
  const response = await answered;
  expect(response.ok()).toBe(true);
  expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
}

test("the editor's Programme section saves the licence notice, note, scenes and sponsors, and downloads the QR code as SVG and PNG", async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const title = `Programme Editing ${suffix()}`;
  const play = await publishedPlay(request, token, title);
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await page.goto(`/admin-edit-tool/plays/${play.slug}`);
  const form = page.getByRole("form", { name: "Play" });
  await expect(form.getByLabel("Notice message")).toHaveValue("Booking now");

  const section = page.locator("#programme");
  await section.getByLabel("Author's billing").fill("by Oscar Wilde");
  await section.getByLabel("Licence notice").fill("By arrangement with Nick Hern Books");
  await section.getByLabel("Director's note").fill("A trivial comedy for serious people.");
  const scenes = section.getByRole("group", { name: "Scenes and musical numbers" });
  await scenes.getByRole("button", { name: "+ Add scene or number" }).click();
  await scenes.getByLabel("Scene or number").fill("Act 1: Algernon's flat");
  const sponsors = section.getByRole("group", { name: "Thanks and sponsors" });
  await sponsors.getByRole("button", { name: "+ Add thank-you" }).click();
  await sponsors.getByLabel("Name").fill("Cucumber Sandwich Co.");
  await sponsors.getByLabel("Website (optional)").fill("https://sandwich.example.org/");
  await expectAccessible(page);
  await saveChanges(page);

  const { play: saved } = await graphql<{ play: { licenceNotice: string; authorBilling: string; programme: { directorsNote: string; scenes: { title: string }[]; sponsors: { name: string; link: string }[] } } }>(
    request, token, `query ($slug: String!) { play(slug: $slug) { licenceNotice authorBilling programme { directorsNote scenes { title } sponsors { name link } } } }`, { slug: play.slug },
  );
  expect(saved).toEqual({
    licenceNotice: "By arrangement with Nick Hern Books",
    authorBilling: "by Oscar Wilde",
    programme: { directorsNote: "A trivial comedy for serious people.", scenes: [{ title: "Act 1: Algernon's flat" }], sponsors: [{ name: "Cucumber Sandwich Co.", link: "https://sandwich.example.org/" }] },
  });

  for (const [format, starts] of [["SVG", "<svg"], ["PNG", "\u0089PNG"]] as const) {
    const download = page.waitForEvent("download");
    await section.getByRole("button", { name: `Download QR code (${format})` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${play.slug}-programme-qr.${format.toLowerCase()}`);
    const bytes = fs.readFileSync((await file.path())!);
    expect(bytes.toString("latin1").startsWith(starts)).toBe(true);
  }
  await context.close();
});
