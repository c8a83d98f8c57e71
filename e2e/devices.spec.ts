import { expect, expectAccessible, test } from "./fixtures";

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const CHROME_ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

test("the account page lists the devices signed in, this one marked; another device and then every other one are signed out", async ({ page, request }) => {
  const name = "Viola";
  const email = "viola@e2e.example";
  const password = "viola's own password";
  // Registering signs in too: on a phone, here.
  expect((await request.post("/api/register", { headers: { "user-agent": CHROME_ANDROID }, data: { name, email, password } })).status()).toBe(201);
  const signInFrom = async (userAgent: string) => {
    const response = await request.post("/api/login", { headers: { "user-agent": userAgent }, data: { email, password } });
    return ((await response.json()) as { token: string }).token;
  };
  const laptop = await signInFrom(FIREFOX_WINDOWS);
  const phone = await signInFrom(SAFARI_IPHONE);
  const profileStatus = async (token: string) => (await request.get("/api/profile", { headers: { authorization: `Bearer ${token}` } })).status();

  await page.goto("/admin-edit-tool/login");
  const login = page.getByRole("form", { name: "Log in" });
  await login.getByLabel("Email or username").fill(name);
  await login.getByLabel("Password", { exact: true }).fill(password);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("navigation", { name: "Secondary" }).getByRole("link", { name }).click();

  const devices = page.getByRole("list", { name: "Devices signed in" });
  const device = (words: string) => devices.getByRole("listitem").filter({ hasText: words });
  await expect(page.getByRole("heading", { name: "Devices" })).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(4);
  await expect(device("Chrome on Android")).toBeVisible();
  // Playwright's Desktop Chrome says it runs on Windows.
  await expect(device("This device")).toContainText("Chrome on Windows");
  await expect(device("Firefox on Windows")).toContainText(/Signed in \w+day \d+\w\w \w+ \d{4}, \d/);
  await expectAccessible(page);

  await device("Firefox on Windows").getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status").getByText("Firefox on Windows is signed out.")).toBeVisible();
  await expect(device("Firefox on Windows")).toHaveCount(0);
  expect(await profileStatus(laptop)).toBe(401);
  expect(await profileStatus(phone)).toBe(200);

  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(page.getByRole("status").getByText("Every other device is signed out.")).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  expect(await profileStatus(phone)).toBe(401);
  await expect(page.getByRole("button", { name: "Sign out everywhere else" })).toHaveCount(0);

  // This device carries on; its own Sign out logs out and its token stops working.
  await page.reload();
  await expect(device("This device")).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem("user-token"));
  await device("This device").getByRole("link", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin-edit-tool\/login$/);
  await expect.poll(() => profileStatus(token!)).toBe(401);
});
