import { adminToken, expect, loaded, screenshots, test } from "./fixtures";

test("a member watches a product, sees its stock change live, and a cart keeps quantity 2 after a reload", async ({ page, request }) => {
  const register = await request.post("/api/register", { data: { name: "Autolycus", email: "autolycus@e2e.example", password: "member password" } });
  const { token } = (await register.json()) as { token: string };
  await page.goto("/about");
  await page.evaluate((value) => localStorage.setItem("user-token", value), token);
  await page.reload();
  await expect(page.getByRole("link", { name: "Autolycus" })).toBeVisible();

  await page.getByRole("contentinfo").getByRole("link", { name: "Shop" }).click();
  await expect(page).toHaveURL(/\/products\/uk$/);
  await loaded(page);
  expect(await page.evaluate(() => localStorage.getItem("country"))).toBe("uk");

  const mug = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Fen Street mug" }) });
  await expect(mug.getByText("Out of stock")).toBeVisible();
  await mug.getByRole("button", { name: /Alert Me/ }).click();
  const watching = page.getByRole("dialog", { name: "Watching" });
  await expect(watching).toContainText("We'll let you know when it's in stock");
  await watching.getByRole("button", { name: "OK" }).click();
  await expect(mug.getByRole("button", { name: /Watching/ })).toHaveAttribute("aria-pressed", "true");
  await mug.getByRole("button", { name: /^Edit/ }).click();
  await mug.getByLabel("Maximum price (£)").fill("12");
  await mug.getByRole("button", { name: "Save" }).click();
  await page.getByRole("dialog", { name: "Updated maximum price!" }).getByRole("button", { name: "OK" }).click();
  await expect(mug.getByText("Maximum price: £12.00")).toBeVisible();
  await screenshots(page, "shop");

  // Another client (an editor's integration) restocks the mug: the page updates without a reload.
  const admin = await adminToken(request);
  const products = await request.get("/api/uk/products");
  const mugId = ((await products.json()) as { products: { _id: string; name: string }[] }).products.find((p) => p.name === "Fen Street mug")!._id;
  await page.waitForTimeout(500);
  const restock = await request.put(`/api/products/${mugId}/stock`, { headers: { authorization: `Bearer ${admin}` }, data: { stock: { cambridge: 6 } } });
  expect(restock.ok()).toBe(true);
  await expect(mug.getByText("In stock: 6")).toBeVisible();

  await mug.getByRole("button", { name: /Add to cart/ }).click();
  await mug.getByRole("button", { name: /Add to cart/ }).click();
  const cart = page.getByRole("region", { name: "Your cart" });
  await expect(cart.getByLabel("Quantity of Fen Street mug")).toHaveValue("2");
  await page.reload();
  await loaded(page);
  await expect(cart.getByLabel("Quantity of Fen Street mug")).toHaveValue("2");
  await expect(cart.getByText("Total: £19.00")).toBeVisible();
  await cart.getByLabel("Quantity of Fen Street mug").fill("3");
  await expect(cart.getByText("Total: £28.50")).toBeVisible();
  await cart.getByRole("button", { name: /Remove/ }).click();
  await expect(cart.getByText("Your cart is empty.")).toBeVisible();
});

test("anonymous visitors are asked to log in to get alerts", async ({ page }) => {
  await page.goto("/products/ie");
  await loaded(page);
  await expect(page.getByText("to be alerted when it is back in stock").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /Alert Me/ })).toHaveCount(0);
});
