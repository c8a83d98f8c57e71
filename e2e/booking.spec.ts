import type { Page } from "@playwright/test";
import { anonymous, soldPlay } from "./box-office-fixtures";
import { expect, expectAccessible, loaded, screenshots, test } from "./fixtures";
import { emailTo } from "./mailbox";

/**
 * Issue 34, the buyer's side: a performance sold on the site is booked from its play page (hold,
 * countdown, details, confirm), the e-tickets arrive by email and open the tickets page with a QR
 * code per ticket; sold out shows no Book; a hold that runs out says so; and the same booking
 * works with JavaScript off, as plain forms.
 */
const suffix = () => Math.random().toString(36).slice(2, 8);

/** The buyer's details form (the footer has a Name and an Email address of its own). */
const detailsForm = (page: Page) => page.getByRole("form", { name: "Your details" });

async function fillDetails(page: Page, email: string): Promise<void> {
  const form = detailsForm(page);
  await form.getByLabel("Name", { exact: true }).fill("Viola Hathaway");
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel(/Access needs/).fill("I use a wheelchair");
  await expect(form.getByRole("checkbox", { name: /Send me Combinations/ })).not.toBeChecked();
}

test("a visitor books two tickets paying at the door from the play page, receives the email, and its link opens the tickets page with two QR codes", async ({ page, request }) => {
  test.setTimeout(90_000);
  const title = `Door booking ${suffix()}`;
  const email = `viola-${suffix()}@example.org`;
  const play = await soldPlay(request, title, { capacity: 20 });

  await page.goto(`/${play.slug}`);
  await loaded(page);
  await page.getByRole("link", { name: /^Book/ }).click();
  await expect(page).toHaveURL(`/book/${play.performanceId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Book for ${title}`);
  await expect(page.getByText("Book now and pay at the door.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Access at ADC Theatre" })).toBeVisible();
  await page.getByLabel(/Full/).selectOption("1");
  await page.getByLabel(/Concession/).selectOption("1");
  await page.getByRole("button", { name: "Hold" }).click();

  await expect(page.getByText(/^Your tickets are held for (10:00|9:\d\d)$/)).toBeVisible();
  await expect(page.getByText("Total: £20, to pay at the door")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "booking-held");
  await fillDetails(page, email);
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect(page).toHaveURL(/\/tickets\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole("img", { name: /^QR code of ticket \d$/ })).toHaveCount(2);

  const mail = await emailTo(email);
  expect(mail.headers.subject).toContain(title);
  // The email has parts (text, HTML, inline QR codes), each quoted-printable: lines joined again.
  const link = /\/tickets\/[A-Za-z0-9_-]{40,}/.exec(mail.body.replace(/=\r?\n/g, ""))?.[0];
  expect(link).toBeTruthy();
  // The email's link, opened afresh: the page arrives rendered.
  const opened = await page.context().newPage();
  const answer = await opened.goto(link!);
  expect(answer!.headers()["cache-control"]).toBe("no-store");
  expect(answer!.headers()["x-robots-tag"]).toMatch(/noindex/);
  await loaded(opened);
  await expect(opened.getByRole("heading", { level: 1 })).toHaveText(`Your tickets for ${title}`);
  await expect(opened.getByRole("img", { name: "QR code of ticket 1" })).toBeVisible();
  await expect(opened.getByRole("img", { name: "QR code of ticket 2" })).toBeVisible();
  await expect(opened.getByRole("definition").filter({ hasText: "£20" })).toBeVisible();
  await expect(opened.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", `${link}/calendar.ics`);
  await expect(opened.getByRole("button", { name: "Cancel my booking" })).toBeVisible();
  await expectAccessible(opened);
  await screenshots(opened, "tickets-page");
});

test("a sold-out performance says Sold out, on its play page and its booking page, with no Book or Hold", async ({ page, request }) => {
  const play = await soldPlay(request, `Sold out ${suffix()}`, { capacity: 2 });
  const { holdTickets } = await anonymous<{ holdTickets: { id: string; token: string } }>(request, "mutation ($p: ID!) { holdTickets(performanceId: $p, quantity: 2) { id token } }", { p: play.performanceId });
  await anonymous(request, "mutation ($id: ID!, $token: String!, $buyer: BuyerInput!) { placeOrder(holdId: $id, holdToken: $token, buyer: $buyer, tickets: [{ ticketType: \"Full\", count: 2 }]) { reference } }", {
    id: holdTickets.id,
    token: holdTickets.token,
    buyer: { name: "Olivia Countess", email: `olivia-${suffix()}@example.org` },
  });

  await page.goto(`/${play.slug}`);
  await loaded(page);
  const performance = page.locator(".performance");
  await expect(performance.getByText("Sold out")).toBeVisible();
  await expect(performance.getByRole("link", { name: /^Book/ })).toHaveCount(0);

  await page.goto(`/book/${play.performanceId}`);
  await loaded(page);
  await expect(page.getByText("Sold out", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Hold/ })).toHaveCount(0);
  await expectAccessible(page);
});

test("when the hold runs out the page says so, tells screen readers, and offers the Hold form again", async ({ page, request }) => {
  const play = await soldPlay(request, `Short hold ${suffix()}`, { capacity: 10, holdMinutes: 1 });
  // The browser's clock is driven: no waiting a minute for the hold to end.
  await page.clock.install();
  await page.goto(`/book/${play.performanceId}`);
  await loaded(page);
  await page.getByLabel(/Full/).selectOption("1");
  await page.getByRole("button", { name: "Hold" }).click();
  // The driven clock can lag the server's by a second or two on a busy machine: 1:01 is a minute's hold too.
  await expect(page.getByText(/^Your tickets are held for (1:0\d|0:\d\d)$/)).toBeVisible();
  // A minute's hold starts inside the last two minutes: screen readers hear it once.
  await expect(page.locator("[aria-live=polite]")).toHaveText(/Two minutes left/);

  await page.clock.fastForward(65_000);
  await expect(page.locator("p.notice")).toHaveText(/^Your hold has ended/);
  await expect(page.locator("[aria-live=polite]")).toHaveText(/^Your hold has ended/);
  await expect(page.getByRole("button", { name: /^Hold/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm" })).toHaveCount(0);
});

test("a hold made before the page's script ran (a plain form) carries on once it runs: the page hydrates on that step and confirms as a plain form", async ({ page, request }) => {
  const play = await soldPlay(request, `Early hold ${suffix()}`, { capacity: 10 });
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  // The form as the server-rendered page posts it, before its script has loaded (the browser's cookies).
  const held = await page.request.post(`/book/${play.performanceId}`, { form: { "count-0": "2" }, maxRedirects: 0 });
  expect(held.status()).toBe(303);
  await page.goto(held.headers().location);
  await loaded(page);
  await expect(page.getByText(/^Your tickets are held for (10:00|9:\d\d)$/)).toBeVisible();
  await expect(page.getByText("Total: £24, to pay at the door")).toBeVisible();
  await fillDetails(page, `early-${suffix()}@example.org`);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/tickets\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole("img", { name: /^QR code of ticket \d$/ })).toHaveCount(2);
  expect(errors).toEqual([]);
});

test("the booking page runs its code only once reached for, and keeps what was chosen before it ran", async ({ page, request }) => {
  const play = await soldPlay(request, `Early choice ${suffix()}`, { capacity: 10 });
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
  await page.goto(`/book/${play.performanceId}`);
  await page.waitForLoadState("networkidle");
  // Untouched, the page is its HTML and the boot script.
  expect(scripts.filter((script) => !/\/(boot|preload-helper)-[\w-]+\.js$/.test(script))).toEqual([]);
  await expect(page.locator('[data-island="booking"]')).not.toHaveAttribute("data-hydrated", "true");
  await page.getByLabel(/Full/).selectOption("1");
  await page.getByLabel(/Concession/).selectOption("1");
  await page.getByRole("button", { name: /^Hold/ }).click();
  await expect(page.getByText(/^Your tickets are held for (10:00|9:\d\d)$/)).toBeVisible();
  await expect(page.getByText("Total: £20, to pay at the door")).toBeVisible();
  // Held through GraphQL by the island, not posted as a plain form.
  await expect(page).toHaveURL(`/book/${play.performanceId}`);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  // (The accessibility check and screenshots need a script in the page: the test above makes them of the same pages.)
  test("the whole booking works as plain forms: hold, details, confirm, the tickets page with its QR codes, and Cancel my booking", async ({ page, request }) => {
    test.setTimeout(60_000);
    const title = `Plain booking ${suffix()}`;
    const play = await soldPlay(request, title, { capacity: 10 });
    await page.goto(`/${play.slug}`);
    await page.getByRole("link", { name: /^Book/ }).click();
    await expect(page).toHaveURL(`/book/${play.performanceId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Book for ${title}`);

    // Nothing chosen: the form comes back saying so.
    await page.getByRole("button", { name: /^Hold/ }).click();
    await expect(page.getByText("Choose at least one ticket.")).toBeVisible();

    await page.getByLabel(/Full/).selectOption("1");
    await page.getByLabel(/Concession/).selectOption("1");
    await page.getByRole("button", { name: /^Hold/ }).click();
    await expect(page).toHaveURL(new RegExp(`/book/${play.performanceId}\\?hold=[0-9a-f-]{36}$`));
    await expect(page.getByText(/^Your tickets are held for (10:00|9:\d\d)$/)).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "hold")).toMatchObject({ httpOnly: true, sameSite: "Lax", path: `/book/${play.performanceId}` });

    // A wrong address comes back in place, what was typed kept.
    await fillDetails(page, "not-an-address");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(detailsForm(page).getByLabel("Email address")).toHaveAccessibleDescription(/valid email address/);
    await expect(detailsForm(page).getByLabel("Name", { exact: true })).toHaveValue("Viola Hathaway");

    await detailsForm(page).getByLabel("Email address").fill(`plain-${suffix()}@example.org`);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL(/\/tickets\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole("img", { name: /^QR code of ticket \d$/ })).toHaveCount(2);

    await page.getByRole("button", { name: "Cancel my booking" }).click();
    await expect(page.getByText("Are you sure?")).toBeVisible();
    await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
    await expect(page.getByText("This booking is cancelled")).toBeVisible();
    await expect(page.getByRole("img", { name: /^QR code/ })).toHaveCount(0);
  });
});
