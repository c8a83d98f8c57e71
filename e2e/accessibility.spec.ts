import { expect, expectAccessible, loaded, test } from "./fixtures";

const SCREENS = [
  "/", "/whats-on", "/twelfth-night", "/the-importance-of-being-earnest", "/twelfth-night/reviews/0", "/previous-productions",
  "/auditions", "/director-submissions", "/get-involved", "/backstage-crew", "/combinations", "/about", "/contact",
  "/contact/newsletter", "/blogs", "/blogs/meet-the-backstage-crew", "/plays", "/privacy-policy", "/terms",
  "/people/priya-raman", "/search", "/search?q=Twelfth+Night",
];

for (const path of SCREENS) {
  test(`${path} has no serious accessibility problems and one h1`, async ({ page }) => {
    await page.goto(path);
    await loaded(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const image of await page.getByRole("img").all()) await expect(image).toHaveAttribute("alt", /\S/);
    await expectAccessible(page);
  });
}
