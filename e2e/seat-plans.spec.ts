import { adminToken, editorContext, expect, expectAccessible, graphql, loaded, screenshots, test } from "./fixtures";

/** Issue 35, seat plans: an editor draws a venue's plan on the Venues screen with the keyboard. */

test("Seat plan: an editor draws a small plan by keyboard, saves it with the venue, and finds it again after a reload; the screen passes axe", async ({ browser, baseURL, request }) => {
  test.setTimeout(60_000);
  const token = await adminToken(request);
  const name = `Seat Plan Hall ${String(Date.now()).slice(-6)}`;
  const { createVenue: venue } = await graphql<{ createVenue: { id: string; slug: string } }>(
    request, token, "mutation ($input: VenueDetailsInput!) { createVenue(input: $input) { id slug } }", { input: { name, address: "1 Pew Lane, Cambridge" } },
  );
  const context = await editorContext(browser, baseURL!, token);
  const page = await context.newPage();
  await page.goto(`/admin-edit-tool/venues/${venue.slug}`);
  const form = page.getByRole("form", { name: "Venue" });
  await expect(form.getByText("This venue has no seat plan.")).toBeVisible();

  // A section of two rows of five cells, made from the keyboard.
  await form.getByRole("button", { name: "+ Add section" }).focus();
  await page.keyboard.press("Enter");
  await form.getByRole("spinbutton", { name: "Cells in row A" }).fill("5");
  await page.keyboard.press("Enter");
  await form.getByRole("button", { name: "+ Add row to Stalls" }).focus();
  await page.keyboard.press("Enter");
  const grid = form.getByRole("grid", { name: /^Stalls: seats/ });
  await expect(grid.getByRole("gridcell")).toHaveCount(10);

  // Into the grid with one Tab; then arrows and a key per kind.
  await page.keyboard.press("Tab");
  await expect(grid.getByRole("gridcell", { name: "Row A, seat 1" })).toBeFocused();
  await page.keyboard.press("w");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("c");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("g");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Delete");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("r");
  await expect(form.getByLabel("What is restricted")).toBeFocused();
  await page.keyboard.type("A pillar hides stage left");
  await page.keyboard.press("Enter");
  await expect(grid.getByRole("gridcell", { name: "Row B, seat 4, restricted view" })).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await expect(form.getByLabel("Number")).toBeFocused();
  await page.keyboard.press("Backspace");
  await page.keyboard.type("5a");
  await page.keyboard.press("Enter");
  await expect(grid.getByRole("gridcell", { name: "Row B, seat 5a" })).toBeFocused();
  await form.getByRole("button", { name: "Number seats left to right in row A" }).click();

  const drawn = ["Row A, seat 1, wheelchair space", "Row A, seat 2, companion seat", "Row A, gap", "Row A, seat 3", "Row A, seat 4", "Row B, seat 1", "Row B, seat 2", "Row B, gap", "Row B, seat 4, restricted view", "Row B, seat 5a"];
  await expect.poll(async () => grid.getByRole("gridcell").evaluateAll((cells) => cells.map((cell) => cell.getAttribute("aria-label")))).toEqual(drawn);
  await expectAccessible(page);

  await form.getByRole("button", { name: "Save venue" }).click();
  await expect(page.getByText(`Saved ${name}`)).toBeVisible();

  await page.goto(`/admin-edit-tool/venues/${venue.slug}`);
  await page.reload();
  await expect(grid.getByRole("gridcell")).toHaveCount(10);
  await expect.poll(async () => grid.getByRole("gridcell").evaluateAll((cells) => cells.map((cell) => cell.getAttribute("aria-label")))).toEqual(drawn);
  await grid.getByRole("gridcell", { name: "Row B, seat 4, restricted view" }).click();
  await expect(form.getByLabel("What is restricted")).toHaveValue("A pillar hides stage left");
  await expectAccessible(page);
  await screenshots(page, "admin-venue-seat-plan");

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/venues/${venue.slug}`);
  await loaded(visitor);
  await expect(visitor.getByText("Seating: 8 seats, including 1 wheelchair space.")).toBeVisible();
  await visitor.close();
  await context.close();
  await graphql(request, token, "mutation ($id: ID!) { deleteVenue(id: $id) }", { id: venue.id });
});
