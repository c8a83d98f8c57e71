import fs from "node:fs";
import { E2E_ADMIN } from "./admin";
import { sql } from "./database";
import { adminToken, editorContext, expect, expectAccessible, test } from "./fixtures";

/** The copy folder global-setup gave the site (BACKUP_COPY_DIR). */
const copyDir = () => process.env.E2E_BACKUP_COPY_DIR!;

test.afterAll(() => {
  // Plugged back in, whatever the test left.
  if (fs.existsSync(copyDir()) && !fs.statSync(copyDir()).isDirectory()) fs.rmSync(copyDir());
  fs.mkdirSync(copyDir(), { recursive: true });
});

test("an admin backs up now (with progress), downloads the archive (confirming it's them when their sign-in is old), and sees the admin menu's red warning once a backup fails; axe finds nothing serious", async ({ browser, baseURL, request }) => {
  const context = await editorContext(browser, baseURL!, await adminToken(request));
  const page = await context.newPage();
  await page.goto("/admin-edit-tool");
  await page.getByRole("link", { name: "Backups" }).click();
  await expect(page.getByRole("heading", { name: "Backups", level: 1 })).toBeVisible();
  // Counted once the list is in (a nightly backup may already be there).
  await expect(page.getByRole("heading", { name: "Backups made", level: 2 })).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  const before = await rows.count();

  await page.getByRole("button", { name: "Back up now" }).click();
  await expect(page.getByRole("progressbar", { name: "Backup progress" })).toBeVisible();
  await expect(page.getByRole("status").getByText(/^Backup written: theatre-backup-.*\.tar\.gz \(/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(rows).toHaveCount(Math.max(before, 1) + 1);
  const newest = rows.nth(1);
  await expect(newest.getByRole("cell").nth(1)).toHaveText("Back up now");
  await expect(newest.getByRole("cell").nth(2)).toHaveText("Written");
  await expect(newest.getByRole("cell").nth(0)).toContainText(/\d{1,2} \w+ \d{4} at \d{1,2}:\d{2}[ap]m/);
  await expect(newest.getByRole("cell").nth(3)).toHaveText(/^[\d.]+ (KB|MB)$/);
  await expectAccessible(page);

  // An archive holds every account: a sign-in older than 5 minutes confirms it's the admin first.
  await sql("UPDATE account_session s SET proved_at = now() - interval '6 minutes' FROM app_user u WHERE u.id = s.user_id AND u.email = $1", [E2E_ADMIN.email]);
  await newest.getByRole("button", { name: /^Download theatre-backup-/ }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm it's you" });
  await confirm.getByLabel("Password").fill(E2E_ADMIN.password);
  const [download] = await Promise.all([page.waitForEvent("download"), confirm.getByRole("button", { name: "Confirm" }).click()]);
  await expect(confirm).toHaveCount(0);
  expect(download.suggestedFilename()).toMatch(/^theatre-backup-.*\.tar\.gz$/);
  const saved = await download.path();
  expect(fs.statSync(saved).size).toBeGreaterThan(1000);
  expect(fs.readFileSync(saved).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip

  // The copy folder's disk is unplugged (a file where the folder was): the next backup fails.
  fs.rmSync(copyDir(), { recursive: true });
  fs.writeFileSync(copyDir(), "unplugged");
  await page.getByRole("button", { name: "Back up now" }).click();
  await expect(page.getByRole("status").getByText(/^The backup failed: Written, but not copied/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole("link", { name: "Back to the admin menu" }).click();
  const warning = page.getByRole("alert").filter({ hasText: "Backups need attention." });
  await expect(warning).toContainText(/The last backup failed \(.+\): Written, but not copied to the copy folder \(BACKUP_COPY_DIR\)/);
  await expect(warning).toHaveCSS("border-top-color", "rgb(176, 0, 32)");

  // Plugged back in, a good backup clears it.
  fs.rmSync(copyDir());
  fs.mkdirSync(copyDir());
  await warning.getByRole("link", { name: "Open Backups" }).click();
  await page.getByRole("button", { name: "Back up now" }).click();
  await expect(page.getByRole("status").getByText(/^Backup written/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole("link", { name: "Back to the admin menu" }).click();
  await expect(page.getByRole("link", { name: "Site settings" })).toBeVisible();
  await expect(page.getByText("Backups need attention.")).toHaveCount(0);
  await context.close();
});
