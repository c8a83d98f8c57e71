import { adminToken, editorContext, expect, loaded, screenshots, test } from "./fixtures";
import { emailTo } from "./mailbox";

/** The path (and query) of a link in an email: the site under test answers it at its own address. */
const pathOf = (body: string, kind: "confirm" | "unsubscribe") => {
  const link = new RegExp(`https?://[^\\s/]+(/newsletter/${kind}/[A-Za-z0-9_-]+)`).exec(body)?.[1];
  expect(link, `a ${kind} link in: ${body}`).toBeTruthy();
  return link!;
};

test("sign up on Combinations, confirm from the email, receive the newsletter an editor sends, unsubscribe from it", async ({ page, browser, baseURL, request }) => {
  const email = `reader-${Date.now()}@example.org`;
  await page.goto("/combinations");
  await loaded(page);
  const form = page.getByRole("form", { name: "Sign up for Combinations" });
  await expect(page.getByText(/We will email you Combinations, our newsletter/)).toBeVisible();
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Name (optional)").fill("Miss Prism");
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status")).toHaveText(/we have emailed it a link to confirm/);

  // The confirmation link opens a page whose button confirms (opening it alone changes nothing).
  const confirmation = await emailTo(email);
  expect(confirmation.headers.subject).toMatch(/^Please confirm/);
  await page.goto(pathOf(confirmation.body, "confirm"));
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
  await expect(page.getByRole("heading", { level: 1, name: "You are subscribed" })).toBeVisible();
  await screenshots(page, "newsletter-confirmed");

  // An editor sends the published Combinations text to subscribers, after saying yes.
  const editor = await editorContext(browser, baseURL!, await adminToken(request));
  const desk = await editor.newPage();
  await desk.goto("/admin-edit-tool/combinations");
  const panel = desk.getByRole("region", { name: "Newsletter by email" });
  await expect(panel).toContainText(/[1-9]\d* confirmed subscribers?/);
  await panel.getByRole("button", { name: "Send to subscribers" }).click();
  await desk.getByRole("alertdialog", { name: "Send to subscribers?" }).getByRole("button", { name: "Send" }).click();
  await expect(panel.getByRole("status")).toHaveText(/^Sending to \d+ subscribers?\.$/);
  await expect(panel.getByRole("list", { name: "Issues sent" })).toContainText(/(\d+) of \1 sent/, { timeout: 20_000 });
  await screenshots(desk, "newsletter-sent");
  await editor.close();

  // The issue arrives with a one-click unsubscribe link (and the headers mail programs use).
  const issue = await emailTo(email);
  expect(issue.headers.subject).toBe("Combinations: the Fen Street Players newsletter");
  expect(issue.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const unsubscribe = pathOf(issue.body, "unsubscribe");
  expect(issue.headers["list-unsubscribe"]).toContain(unsubscribe);
  await page.goto(unsubscribe);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  // A second press of the same link says it no longer works.
  await page.goto(unsubscribe);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
});

test("the footer and Get involved have the sign-up form; the link pages work without JavaScript and are kept by no cache", async ({ browser, baseURL, request }) => {
  const linkPage = await request.get(`/newsletter/unsubscribe/${"y".repeat(43)}`);
  expect(linkPage.status()).toBe(200);
  expect(linkPage.headers()["cache-control"]).toBe("no-store");
  expect(linkPage.headers()["referrer-policy"]).toBe("no-referrer");
  expect(await linkPage.text()).toContain('<meta name="robots" content="noindex');

  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/get-involved");
  await expect(page.getByRole("form", { name: "Sign up for Combinations" })).toHaveCount(2);
  expect(await page.content()).toContain("This form needs JavaScript");
  await page.goto(`/newsletter/confirm/${"x".repeat(43)}`);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page).toHaveURL(/\/newsletter\/link-not-valid$/);
  await expect(page.getByText("This link is not valid")).toBeVisible();
  await context.close();
});
