import { expect, test } from "./fixtures";

test("a visitor opens /about and reads the seeded text, with the footer showing this year", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
  await expect(page.getByText("have been making theatre in Cambridge since 1952")).toBeVisible();
  await expect(page.getByText("Margaret Holloway")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
  await expect(page).toHaveTitle("About | Fen Street Players");
});

test("the About link in the navigation opens the page: a page load, the page's title its own", async ({ page }) => {
  await page.goto("/whats-on");
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole("navigation", { name: "Secondary" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByText("Margaret Holloway")).toBeVisible();
  await expect(page).toHaveTitle("About | Fen Street Players");
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
});

test("client routes are served by the history fallback", async ({ page }) => {
  const response = await page.goto("/get-involved");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Get involved" })).toBeVisible();
});

test("the GraphQL endpoint and the REST facade answer on the same origin", async ({ request }) => {
  const graphql = await request.post("/graphql", { data: { query: "{ about { text } }" } });
  expect((await graphql.json()).data.about.text).toContain("Cambridge");
  const rest = await request.get("/api/about");
  expect(await rest.json()).toHaveProperty("_id");
  const write = await request.put("/api/about", { data: { text: "<p>x y z</p>", committeeMembers: "<p>x y z</p>", version: 1 } });
  expect(write.status()).toBe(401);
});
