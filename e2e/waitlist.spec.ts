import type { ReceivedMail } from "../server/src/test/smtp";
import { anonymous, soldPlay } from "./box-office-fixtures";
import { expect, expectAccessible, loaded, test } from "./fixtures";
import { emailTo } from "./mailbox";

/**
 * Issue 35, the waitlist, without JavaScript: a sold-out performance's booking page offers Join
 * the waitlist as a plain form; the emailed link confirms the place; when tickets come back the
 * offer's link opens the booking page with them held, and they are booked as plain forms.
 */
const suffix = () => Math.random().toString(36).slice(2, 8);

/** The newest email to `address` whose subject matches, waiting for it. */
async function emailMatching(address: string, subject: RegExp): Promise<ReceivedMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = await emailTo(address, 20_000);
    if (subject.test(mail.headers.subject ?? "")) return mail;
    if (Date.now() > deadline) throw new Error(`no email to ${address} with a subject like ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const linkIn = (mail: ReceivedMail, path: RegExp) => new URL(path.exec(mail.body)![0]).pathname;

test("a sold-out booking page with its Join the waitlist form is accessible, and joins through the API once its script runs", async ({ page, request }) => {
  const play = await soldPlay(request, `Waitlist live ${suffix()}`, { capacity: 1 });
  await anonymous(request, "mutation ($id: ID!) { holdTickets(performanceId: $id, quantity: 1) { id } }", { id: play.performanceId });
  const email = `live-${suffix()}@example.org`;
  await page.goto(`/book/${play.performanceId}`);
  await loaded(page);
  const join = page.getByRole("region", { name: "Join the waitlist" });
  await expect(join.getByLabel("How many tickets")).toBeVisible();
  await expectAccessible(page);
  await join.getByLabel("Email address").fill(email);
  await join.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(join.getByRole("status")).toContainText("we have emailed it a link to confirm your place");
  await expect(page).toHaveURL(`/book/${play.performanceId}`);
  expect((await emailMatching(email, /^Please confirm: the waitlist for /)).body).toMatch(/\/waitlist\/confirm\/[\w-]{43}/);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("join a sold-out performance's waitlist, confirm from the email, and book the tickets its offer holds", async ({ page, request }) => {
    test.setTimeout(90_000);
    const title = `Waitlist ${suffix()}`;
    const email = `waiting-${suffix()}@example.org`;
    const play = await soldPlay(request, title, { capacity: 2, maxPerOrder: 4 });
    const hold = (await anonymous<{ holdTickets: { id: string; token: string } }>(request, "mutation ($id: ID!) { holdTickets(performanceId: $id, quantity: 2) { id token } }", { id: play.performanceId })).holdTickets;

    await page.goto(`/book/${play.performanceId}`);
    await expect(page.getByText("Sold out", { exact: true })).toBeVisible();
    const join = page.getByRole("region", { name: "Join the waitlist" });
    // A mistake comes back by its field, what was chosen kept.
    await join.getByLabel("How many tickets").selectOption("2");
    await join.getByLabel("Email address").fill("not-an-address");
    await join.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(join.getByLabel("Email address")).toHaveAccessibleDescription(/valid email address/);
    await expect(join.getByLabel("How many tickets")).toHaveValue("2");
    await join.getByLabel("Email address").fill(email);
    await join.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(page.getByText(/we have emailed it a link to confirm your place/)).toBeVisible();

    const confirm = await emailMatching(email, /^Please confirm: the waitlist for /);
    await page.goto(linkIn(confirm, /https?:\/\/\S+\/waitlist\/confirm\/[\w-]+/));
    await page.getByRole("button", { name: "Confirm my place" }).click();
    await expect(page).toHaveURL("/waitlist/confirmed");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are on the waitlist");

    // Tickets come back: they are offered to the waitlist, not put on sale.
    await anonymous(request, "mutation ($id: ID!, $token: String!) { releaseHold(id: $id, token: $token) }", hold);
    const offer = await emailMatching(email, /^Tickets for .*: held for you until /);
    expect(offer.body).toMatch(/we are holding 2 for you until \d{1,2}(\.\d\d)?[ap]m, \w+day/);
    await page.goto(linkIn(offer, /https?:\/\/\S+\/book\/offer\/[\w-]+/));
    await expect(page).toHaveURL(new RegExp(`/book/${play.performanceId}\\?hold=[0-9a-f-]{36}$`));
    await expect(page.getByRole("heading", { name: "2 tickets held for you" })).toBeVisible();
    await expect(page.getByText(/^From the waitlist: held until /)).toBeVisible();
    await expect(page.getByRole("button", { name: "Choose other tickets" })).toHaveCount(0);

    const details = page.getByRole("form", { name: "Your details" });
    await details.getByLabel(/^Full/).selectOption("1");
    await details.getByLabel(/^Concession/).selectOption("1");
    await details.getByLabel("Name", { exact: true }).fill("Olivia Waiting");
    await details.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL(/\/tickets\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole("img", { name: /^QR code of ticket \d$/ })).toHaveCount(2);
  });
});
