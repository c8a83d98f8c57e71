import { emailTo } from "./mailbox";
import { expect, test } from "./fixtures";

const LINK = /https?:\/\/\S+?(\/admin-edit-tool\/reset-password\/[A-Za-z0-9_-]{43})\b/;

test("a forgotten password is set anew from the emailed link; the new one logs in, the link works only once", async ({ page, request }) => {
  const name = "Rosalind";
  const email = "rosalind@e2e.example";
  expect((await request.post("/api/register", { data: { name, email, password: "the password I forgot" } })).status()).toBe(201);

  await page.goto("/admin-edit-tool/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/admin-edit-tool\/forgot-password$/);
  // Forms are named: the footer may hold other forms with an email field.
  const ask = page.getByRole("form", { name: "Forgot your password?" });
  await ask.getByLabel("Email", { exact: true }).fill(email);
  await ask.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status").getByText(/If an account has that email address, we have sent it a link/)).toBeVisible();

  const mail = await emailTo(email);
  expect(mail.headers.subject).toBe("Reset your password for Fen Street Players");
  expect(mail.body).toContain("If you did not ask for this, ignore this email: your password stays as it is.");
  const [, resetPath] = LINK.exec(mail.body) ?? [];
  expect(resetPath).toBeTruthy();

  const opened = await page.goto(resetPath);
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  expect(opened?.headers()["cache-control"]).toBe("no-store");
  const choose = page.getByRole("form", { name: "Choose a new password" });
  await choose.getByLabel("New password", { exact: true }).fill("a brand new password");
  await choose.getByLabel("New password again").fill("a brand new password");
  await choose.getByRole("button", { name: "Set my new password" }).click();
  await expect(page).toHaveURL(/\/admin-edit-tool\/login$/);
  await expect(page.getByRole("status").getByText("Your password has been changed")).toBeVisible();

  const login = page.getByRole("form", { name: "Log in" });
  await login.getByLabel("Email or username").fill(name);
  await login.getByLabel("Password", { exact: true }).fill("a brand new password");
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Secondary" }).getByRole("link", { name })).toBeVisible();

  // The same link again: it says plainly that it no longer works, and offers a new one.
  const again = await page.context().browser()!.newPage();
  await again.goto(new URL(resetPath, page.url()).toString());
  const chooseAgain = again.getByRole("form", { name: "Choose a new password" });
  await chooseAgain.getByLabel("New password", { exact: true }).fill("yet another password");
  await chooseAgain.getByLabel("New password again").fill("yet another password");
  await chooseAgain.getByRole("button", { name: "Set my new password" }).click();
  await expect(again.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await expect(again.getByRole("link", { name: "Send me a new link" })).toHaveAttribute("href", "/admin-edit-tool/forgot-password");
  await again.close();
});
