import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { generate } from "otplib";
import { sql } from "./database";
import { adminToken, expect, expectAccessible, graphql, loaded, test } from "./fixtures";

/**
 * Passkeys and two-step sign-in in the browser. WebAuthn's relying party is PUBLIC_URL's host,
 * `localhost` (an IP address cannot be one): these pages are opened there. Chromium's virtual
 * authenticator (the DevTools WebAuthn domain) stands in for a laptop's fingerprint reader.
 */
const onLocalhost = (baseURL: string) => baseURL.replace("127.0.0.1", "localhost");

// Each journey signs in and out several times.
test.describe.configure({ timeout: 120_000 });

/** Turns the Site setting off again after the test that turned it on, whatever became of that test (else every later spec's admin would be sent to set up a second step). */
let requirementOff: ((request: APIRequestContext) => Promise<unknown>) | null = null;
test.afterEach(async ({ request }) => {
  await requirementOff?.(request);
  requirementOff = null;
});

let serial = 0;
/** A new member account through the API (letters-only usernames), with its password. */
async function newAccount(request: APIRequestContext, prefix: string) {
  const name = `${prefix}${"abcdefghijklmnopqrstuvwxyz"[serial++ % 26]}${Date.now().toString(36).replace(/[0-9]/g, (d) => "qrstuvwxyz"[Number(d)])}`;
  const email = `${name.toLowerCase()}@e2e.example`;
  const password = "a long enough password";
  const response = await request.post("/api/register", { data: { name, email, password } });
  expect(response.status()).toBe(201);
  return { name, email, password, token: ((await response.json()) as { token: string }).token };
}

async function logIn(page: Page, name: string, password: string) {
  await page.goto("/admin-edit-tool/login");
  await loaded(page);
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email or username").fill(name);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Log in" }).click();
}

async function logOut(page: Page) {
  await page.getByRole("link", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin-edit-tool\/login$/);
}

/** Turns on two-step sign-in on the account page as an authenticator app would: answers the secret and the recovery codes. */
async function turnOnAuthenticator(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByLabel("Secret").textContent())!.trim();
  const confirm = page.getByRole("form", { name: "Confirm two-step sign-in" });
  await confirm.getByLabel("Code").fill(await generate({ secret }));
  await confirm.getByRole("button", { name: "Turn on" }).click();
  const list = page.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const recoveryCodes = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  return { secret, recoveryCodes };
}

/**
 * A browser signed in with `token` (its first page only: signing out stays signed out) on
 * localhost, with a virtual authenticator that has a fingerprint reader and says yes to it.
 */
async function withAuthenticator(browser: Browser, baseURL: string, token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: onLocalhost(baseURL) });
  await context.addInitScript((seeded) => { if (!sessionStorage.getItem("seeded")) { localStorage.setItem("user-token", seeded); sessionStorage.setItem("seeded", "1"); } }, token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { context, page };
}

/** A code from the app for the next 30 seconds: the one just used to confirm cannot be used again. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

test("a passkey added on the account page signs in without a password", async ({ browser, baseURL, request }) => {
  const person = await newAccount(request, "Keyholder");
  const { context, page } = await withAuthenticator(browser, baseURL!, person.token);

  await page.goto("/account");
  await loaded(page);
  const add = page.getByRole("form", { name: "Add a passkey" });
  await add.getByLabel("Passkey name").fill("Work laptop");
  await add.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").getByText("The passkey Work laptop was added.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Work laptop" })).toContainText("not used yet");
  await expectAccessible(page);

  await logOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole("navigation", { name: "Secondary" }).getByRole("link", { name: person.name })).toBeVisible();
  await page.goto("/account");
  await expect(page.getByRole("listitem").filter({ hasText: "Work laptop" })).toContainText("last used");
  await page.getByRole("button", { name: "Remove passkey Work laptop" }).click();
  await expect(page.getByRole("status").getByText("The passkey Work laptop was removed.")).toBeVisible();
  await context.close();
});

test("a sign-in older than 5 minutes is asked to confirm it's you before adding a passkey (the password) or removing one (the passkey)", async ({ browser, baseURL, request }) => {
  const person = await newAccount(request, "Confirmer");
  const { context, page } = await withAuthenticator(browser, baseURL!, person.token);
  const ageProof = () => sql("UPDATE account_session s SET proved_at = now() - interval '6 minutes' FROM app_user u WHERE u.id = s.user_id AND u.username = $1", [person.name]);
  await ageProof();

  await page.goto("/account");
  await loaded(page);
  const add = page.getByRole("form", { name: "Add a passkey" });
  await add.getByLabel("Passkey name").fill("Work laptop");
  await add.getByRole("button", { name: "Add a passkey" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(confirm).toBeVisible();
  // No passkey yet: the password is the only way.
  await expect(confirm.getByRole("button", { name: "Use a passkey" })).toHaveCount(0);
  await expectAccessible(page);
  await confirm.getByLabel("Password").fill("not my password");
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(confirm.getByText("password is not right")).toBeVisible();
  await confirm.getByLabel("Password").fill(person.password);
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status").getByText("The passkey Work laptop was added.")).toBeVisible();
  await expect(confirm).toHaveCount(0);

  // Later, the passkey itself confirms it's them.
  await ageProof();
  await page.getByRole("button", { name: "Remove passkey Work laptop" }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByRole("status").getByText("The passkey Work laptop was removed.")).toBeVisible();
  await context.close();
});

test("two-step sign-in with an authenticator app: codes from the secret sign in, and a recovery code works once", async ({ page, request }) => {
  const person = await newAccount(request, "Twostep");
  await logIn(page, person.name, person.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/account");
  await loaded(page);
  const { secret, recoveryCodes } = await turnOnAuthenticator(page);
  await expectAccessible(page);
  await page.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(page.getByText("Two-step sign-in with an authenticator app is on.")).toBeVisible();

  await logOut(page);
  await logIn(page, person.name, person.password);
  const second = page.getByRole("form", { name: "Two-step sign-in" });
  await expect(second).toBeVisible();
  await expectAccessible(page);
  await second.getByLabel("Code").fill(await nextCode(secret));
  await second.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Secondary" }).getByRole("link", { name: person.name })).toBeVisible();

  // A recovery code signs in once...
  await logOut(page);
  await logIn(page, person.name, person.password);
  await second.getByLabel("Code").fill(recoveryCodes[0]);
  await second.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/);
  // ...and is refused after that, every time.
  await logOut(page);
  for (let attempt = 0; attempt < 2; attempt++) {
    await logIn(page, person.name, person.password);
    await second.getByLabel("Code").fill(recoveryCodes[0]);
    await second.getByRole("button", { name: "Continue" }).click();
    await expect(second.getByRole("alert")).toHaveText("code is not right or was already used");
    await expect(page).toHaveURL(/\/admin-edit-tool\/login$/);
  }
});

test("on a site that requires two steps, an editor is sent to set one up after their password and reaches the editor once they have", async ({ page, request }) => {
  const admin = await adminToken(request);
  // The e2e admin has no second step, so a second admin with one turns the requirement on and off
  // (the first would be sent to set one up too, as the rule says).
  const keeper = await newAccount(request, "Keeper");
  const editor = await newAccount(request, "Editor");
  const users = await graphql<{ users: { items: { id: string; name: string }[] } }>(request, admin, "{ users(perPage: 200) { items { id name } } }");
  const idOf = (name: string) => users.users.items.find((u) => u.name === name)!.id;
  await graphql(request, admin, `mutation { a: setUserRole(userId: "${idOf(keeper.name)}", role: admin) { id } b: setUserRole(userId: "${idOf(editor.name)}", role: editor) { id } }`);
  const keeperLogin = await request.post("/api/login", { data: { email: keeper.email, password: keeper.password } });
  let keeperToken = ((await keeperLogin.json()) as { token: string }).token;
  const { startAuthenticatorSetUp } = await graphql<{ startAuthenticatorSetUp: { secret: string } }>(request, keeperToken, "mutation { startAuthenticatorSetUp { secret } }");
  await graphql(request, keeperToken, "mutation ($c: String!) { confirmAuthenticator(code: $c) }", { c: await generate({ secret: startAuthenticatorSetUp.secret }) });
  const first = (await (await request.post("/api/login", { data: { email: keeper.email, password: keeper.password } })).json()) as { ticket: string };
  keeperToken = ((await (await request.post("/api/login/second-step", { data: { ticket: first.ticket, code: await nextCode(startAuthenticatorSetUp.secret) } })).json()) as { token: string }).token;

  const { siteSettings } = await graphql<{ siteSettings: Record<string, unknown> }>(request, keeperToken, "{ siteSettings { name contactEmail address charityNumber facebook instagram x youtube tiktok otherLabel otherUrl } }");
  const requireTwoStep = (on: boolean, through = request) =>
    graphql(through, keeperToken, "mutation ($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { requireTwoStep } }", { input: { ...siteSettings, requireTwoStep: on } });

  // Before it is required, the admin menu asks editors without a second step to add one.
  await logIn(page, editor.name, editor.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin-edit-tool");
  await expect(page.getByText("Protect the site with two-step sign-in.")).toBeVisible();
  await logOut(page);

  requirementOff = (through) => requireTwoStep(false, through);
  await requireTwoStep(true);
  await logIn(page, editor.name, editor.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("alert").getByText("Set up two-step sign-in to carry on.")).toBeVisible();
  await expect(page.getByRole("link", { name: "ADMIN" })).toHaveCount(0);
  await page.goto("/admin-edit-tool/plays");
  await expect(page).toHaveURL(/\/account$/);
  await loaded(page);
  await expectAccessible(page);

  await turnOnAuthenticator(page);
  await page.goto("/admin-edit-tool");
  await expect(page.getByRole("heading", { name: "Admin" })).toBeVisible();
  await expect(page.getByText("Protect the site with two-step sign-in.")).toHaveCount(0);
});
