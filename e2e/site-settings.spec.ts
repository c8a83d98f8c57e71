import { adminToken, expect, loaded, test } from "./fixtures";

/** What the site showed before this spec: put back afterwards, so other specs see the demo society. */
let before: { name: string; contactEmail: string | null; address: string | null; charityNumber: string | null } | undefined;

test.afterAll(async ({ request }) => {
  if (!before) return;
  const token = await adminToken(request);
  const restored = await request.put("/api/settings", { headers: { authorization: `Bearer ${token}` }, data: { name: before.name, contactEmail: before.contactEmail ?? "society@e2e.example", address: before.address ?? "", charityNumber: before.charityNumber ?? "" } });
  expect(restored.ok()).toBe(true);
});

test("an admin sets a Facebook link and a charity number in Site settings; the contact page and the footer show them, and no other network", async ({ page, request }) => {
  before = await (await request.get("/api/settings")).json();
  // The demo society has no links: no placeholder links to the networks' home pages.
  await page.goto("/contact");
  await loaded(page);
  await expect(page.getByRole("list", { name: "Social media" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Facebook|Instagram/ })).toHaveCount(0);

  await page.addInitScript((value) => window.localStorage.setItem("user-token", value), await adminToken(request));
  await page.goto("/admin-edit-tool");
  await page.getByRole("link", { name: "Site settings" }).click();
  const form = page.getByRole("form", { name: "Site settings" });
  await expect(form.getByLabel("Society name")).toHaveValue(before!.name);

  // A link that is not on Facebook is refused by name, and nothing is saved.
  await form.getByLabel("Facebook").fill("https://www.example.org/fenstreet");
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(form.getByText("The Facebook link must be an https link to the society's page on www.facebook.com")).toBeVisible();

  await form.getByLabel("Facebook").fill("https://www.facebook.com/fenstreetplayers");
  await form.getByLabel("Registered charity number").fill("1098765");
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Saved!")).toBeVisible();

  // A visitor (signed out) sees them on the contact page, rendered by the server, and in the footer.
  const visitor = await page.context().browser()!.newPage();
  const response = await visitor.goto("/contact");
  const html = await response!.text();
  expect(html).toContain("https://www.facebook.com/fenstreetplayers");
  expect(html).toContain("Registered charity no. 1098765");
  await loaded(visitor);
  const social = visitor.getByRole("main").getByRole("list", { name: "Social media" });
  await expect(social.getByRole("link")).toHaveCount(1);
  await expect(social.getByRole("link", { name: "Facebook (opens in a new tab)" })).toHaveAttribute("href", "https://www.facebook.com/fenstreetplayers");
  const footer = visitor.getByRole("contentinfo");
  await expect(footer.getByText("Registered charity no. 1098765")).toBeVisible();
  await expect(footer.getByRole("list", { name: "Follow us" }).getByRole("link", { name: "Facebook (opens in a new tab)" })).toHaveAttribute("href", "https://www.facebook.com/fenstreetplayers");
  await expect(visitor.getByRole("link", { name: /Instagram/ })).toHaveCount(0);
  // The PerformingGroup names its Facebook page.
  expect(html).toMatch(/"sameAs":\["https:\/\/www\.facebook\.com\/fenstreetplayers"\]/);
  await visitor.close();
});
