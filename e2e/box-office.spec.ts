import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminToken, editorContext, expect, expectAccessible, graphql, publishedPlay, screenshots, test } from "./fixtures";

/**
 * Issue 34, point 8 and the editor's side of point 1: an editor turns on selling for a performance
 * in the play editor and publishes; a buyer books through the API; the editor finds the order on
 * the Box office screen, marks its door payment taken and exports the orders as CSV.
 */

const suffix = () => String(Date.now()).slice(-6);

/** Save changes, waiting for the server's answer. */
async function saveChanges(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith("/graphql") && (response.request().postData() ?? "").includes('"UpdatePlay"'));
  await page.getByRole("form", { name: "Play" }).getByRole("button", { name: "Save changes" }).click();
  const response = await answered;
  expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
}

/** A buyer's booking through the API, as the booking page makes it: a hold, then the order. */
async function book(request: APIRequestContext, performanceId: string, buyer: { name: string; email: string }, tickets: { ticketType: string; count: number }[]): Promise<string> {
  const call = async <T,>(query: string, variables: Record<string, unknown>) => {
    const body = (await (await request.post("/graphql", { data: { query, variables } })).json()) as { data?: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const quantity = tickets.reduce((sum, t) => sum + t.count, 0);
  const { holdTickets } = await call<{ holdTickets: { id: string; token: string } }>("mutation ($id: ID!, $q: Int!) { holdTickets(performanceId: $id, quantity: $q) { id token } }", { id: performanceId, q: quantity });
  const { placeOrder } = await call<{ placeOrder: { reference: string } }>(
    "mutation ($holdId: ID!, $holdToken: String!, $buyer: BuyerInput!, $tickets: [TicketChoiceInput!]!) { placeOrder(holdId: $holdId, holdToken: $holdToken, buyer: $buyer, tickets: $tickets) { reference } }",
    { holdId: holdTickets.id, holdToken: holdTickets.token, buyer, tickets },
  );
  return placeOrder.reference;
}

test("an editor sells a performance on the site, sees a booking at the box office, marks it paid and exports the orders", async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const play = await publishedPlay(request, token, `Sold here ${suffix()}`);
  const { venues } = await graphql<{ venues: { id: string; slug: string }[] }>(request, token, "{ venues { id slug } }");
  const adc = venues.find((venue) => venue.slug === "adc-theatre")!;
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();

  await page.goto(`/admin-edit-tool/plays/${play.slug}`);
  const form = page.getByRole("form", { name: "Play" });
  await expect(form.getByLabel("Notice message")).toHaveValue("Booking now");
  await form.getByRole("button", { name: "+ Add a performance" }).click();
  const row = form.getByRole("group", { name: "Performance 1 (no date yet)" });
  await row.getByLabel("Date and time (London)").fill("2027-06-15T19:30");
  const performance = form.getByRole("group", { name: "Tuesday 15th June 2027, 7.30pm", exact: true });
  await performance.getByLabel("Venue").selectOption(adc.id);
  await performance.getByRole("checkbox", { name: "Sell tickets on this site" }).check();
  await expect(performance.getByLabel("Booking link")).toHaveCount(0);
  const sales = performance.getByRole("group", { name: "Tickets sold on this site" });
  await sales.getByLabel("Capacity").fill("60");
  await sales.getByLabel("Price (£)").fill("12.50");
  await sales.getByRole("button", { name: "+ Add a ticket type" }).click();
  await sales.getByLabel("Price (£)").nth(1).fill("8");
  await expect(sales.getByLabel("Hold tickets for (minutes)")).toHaveValue("10");
  // This site has no Stripe: Online is not offered.
  await expect(sales.getByRole("radio")).toHaveCount(2);
  await expectAccessible(page);
  await performance.scrollIntoViewIfNeeded();
  await screenshots(page, "admin-performance-sales");
  await saveChanges(page);
  await expect(page.getByText("Saved!")).toBeVisible();

  const { play: published } = await graphql<{ play: { performances: { id: string; sales: { capacity: number; ticketTypes: { name: string; pricePence: number }[] } }[] } }>(
    request, token, "query ($slug: String!) { play(slug: $slug) { performances { id sales { capacity ticketTypes { name pricePence } } } } }", { slug: play.slug },
  );
  expect(published.performances[0].sales).toEqual({ capacity: 60, ticketTypes: [{ name: "Full", pricePence: 1250 }, { name: "Concession", pricePence: 800 }] });
  const performanceId = published.performances[0].id;
  const reference = await book(request, performanceId, { name: "Ada Lovelace", email: "ada.box@example.org" }, [{ ticketType: "Full", count: 2 }, { ticketType: "Concession", count: 1 }]);

  await page.goto("/admin-edit-tool");
  await page.getByRole("link", { name: "Box office", exact: true }).click();
  await page.getByRole("link", { name: new RegExp(`^${play.slug.replace(/-/g, " ")}`, "i") }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Box office: Sold here/ })).toBeVisible();
  const orderRow = page.getByRole("row", { name: new RegExp(reference) });
  await expect(orderRow).toContainText("Ada Lovelace");
  await expect(orderRow).toContainText("2 Full, 1 Concession");
  await expect(orderRow).toContainText("To pay at the door: £33");
  await expect(page.getByText("To collect at the door", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("£33");
  await expectAccessible(page);
  await screenshots(page, "admin-box-office");

  await orderRow.getByRole("button", { name: `Mark paid ${reference}` }).click();
  await expect(orderRow).toContainText("Paid");
  await expect(page.getByText("Takings", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("£33");
  await expect(page.getByText("To collect at the door", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("£0");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = fs.readFileSync((await (await download).path())!, "utf8");
  const lines = csv.trim().split("\n");
  expect(lines[0]).toMatch(/^"reference","status","payment","name","email"/);
  expect(lines[1]).toMatch(new RegExp(`^"${reference}","paid","door","Ada Lovelace","ada.box@example.org","2 Full, 1 Concession","33.00","0.00"`));

  await page.getByRole("link", { name: "Print door list" }).click();
  await expect(page.getByRole("row", { name: /Ada Lovelace/ })).toContainText(reference);
  await screenshots(page, "admin-door-list");
  // On paper: the list alone, without the site's header and the screen's buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("row", { name: /Ada Lovelace/ })).toBeVisible();
  await context.close();
});
