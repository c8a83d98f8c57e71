import { adminToken, editorContext, expect, expectAccessible, test } from "./fixtures";

test("an admin creates an API token on the API tokens screen, sees it once, and revokes it; it stops working at once", async ({ browser, baseURL, request }) => {
  const context = await editorContext(browser, baseURL!, await adminToken(request));
  const page = await context.newPage();
  await page.goto("/admin-edit-tool");
  await page.getByRole("link", { name: "API tokens" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "API tokens" })).toBeVisible();

  const form = page.getByRole("form", { name: "New API token" });
  await form.getByRole("button", { name: "Create token" }).click();
  await expect(form.getByText("Please name the token after what uses it")).toBeVisible();
  await form.getByLabel("Name").fill("Box office sync");
  await form.getByLabel("Role").selectOption("editor");
  await form.getByRole("button", { name: "Create token" }).click();

  const shown = page.getByLabel("Token for Box office sync");
  await expect(shown).toHaveValue(/^theatre_api_[A-Za-z0-9_-]{43}$/);
  const token = await shown.inputValue();
  const row = page.getByRole("row").filter({ hasText: "Box office sync" });
  await expect(row).toContainText("editor");
  await expect(row).toContainText("Never");
  await expectAccessible(page);

  // A script uses it without anyone's password: an editor token edits, and its use is listed.
  const auth = { authorization: `Bearer ${token}` };
  expect((await request.get("/api/newsletter", { headers: auth })).status()).toBe(200);
  await page.reload();
  await expect(page.getByLabel("Token for Box office sync")).toHaveCount(0);
  await expect(row.getByRole("cell").nth(4)).not.toHaveText("Never");

  await row.getByRole("button", { name: "Revoke Box office sync" }).click();
  await page.getByRole("alertdialog", { name: "Revoke Box office sync?" }).getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByRole("status").getByText("Box office sync is revoked")).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await request.get("/api/newsletter", { headers: auth })).status()).toBe(401);
  await context.close();
});
