import type { APIRequestContext } from "@playwright/test";
import { adminToken, expect, expectAccessible, graphql, loaded, test } from "./fixtures";

/**
 * Issue 35, the buyer's side of reserved seating: seats chosen on the plan by keyboard, held and
 * booked (paid at the door); another buyer on the same page sees them taken without reloading.
 */
const suffix = () => Math.random().toString(36).slice(2, 8);

/** A venue with two rows of six seats (an aisle in the middle) and a play whose one performance is reserved. */
async function reservedPlay(request: APIRequestContext): Promise<{ performanceId: string; title: string }> {
  const token = await adminToken(request);
  const seat = (number: string) => ({ number, kind: "standard" });
  const row = (label: string) => ({ label, seats: [seat("1"), seat("2"), seat("3"), { kind: "gap" }, seat("4"), seat("5"), seat("6")] });
  const name = `Seat Booking Hall ${suffix()}`;
  const { createVenue: venue } = await graphql<{ createVenue: { id: string } }>(
    request, token, "mutation ($input: VenueDetailsInput!) { createVenue(input: $input) { id } }",
    { input: { name, address: "2 Pew Lane, Cambridge", seatPlan: { sections: [{ name: "Stalls", rows: [row("A"), row("B")] }] } } },
  );
  const { createPlay } = await graphql<{ createPlay: { id: string; version: number } }>(request, token, "mutation { createPlay { id version } }");
  const title = `Reserved seats ${suffix()}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const performance = {
    startsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    venueId: venue.id,
    status: "onsale",
    access: [],
    sales: { capacity: 12, reserved: true, payment: "door", ticketTypes: [{ name: "Full", pricePence: 1000 }] },
  };
  const { updatePlay } = await graphql<{ updatePlay: { performances: { id: string }[] } }>(
    request, token, "mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { performances { id } } }",
    { id: createPlay.id, input: { title, slug, message: "", version: createPlay.version, performances: [performance] } },
  );
  return { performanceId: updatePlay.performances[0].id, title };
}

test("a buyer picks two seats by keyboard on the plan and books them; another buyer sees them taken live; axe finds nothing serious", async ({ page, browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const { performanceId, title } = await reservedPlay(request);
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto(`/book/${performanceId}`);
  await loaded(otherPage);
  await expect(otherPage.getByRole("button", { name: "Row A, seat 1, free" })).toBeVisible();

  await page.goto(`/book/${performanceId}`);
  await loaded(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Book for ${title}`);
  await expect(page.getByRole("heading", { name: "Choose your seats" })).toBeVisible();
  await expectAccessible(page);

  // One tab stop into the plan: the first free seat; Space chooses, the arrows move, Enter chooses.
  await page.getByRole("button", { name: "Show as a list" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Row A, seat 1, free" })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("button", { name: "Row A, seat 2, free" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Row A, seat 1, chosen" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Row A, seat 2, chosen" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Chosen: Row A, seat 1 and Row A, seat 2.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Hold these seats" }).click();

  await expect(page.getByRole("heading", { name: "2 seats held for you" })).toBeVisible();
  // The other buyer's plan follows without a reload.
  await expect(otherPage.getByRole("button", { name: "Row A, seat 1, taken" })).toBeVisible();
  await expect(otherPage.getByRole("button", { name: "Row A, seat 2, taken" })).toBeVisible();
  await expect(otherPage.getByRole("button", { name: "Row A, seat 3, free" })).toBeVisible();

  const form = page.getByRole("form", { name: "Your details" });
  await form.getByLabel("Name", { exact: true }).fill("Sebastian Messaline");
  await form.getByLabel("Email address").fill(`sebastian-${suffix()}@example.org`);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/tickets\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole("img", { name: /^QR code of ticket \d$/ })).toHaveCount(2);
  await expect(otherPage.getByRole("button", { name: "Row A, seat 1, taken" })).toBeVisible();
  await other.close();
});
