import { expect, loaded, test } from "./fixtures";

test("a play page lists its performances: status badges, access in words, Book only where tickets are on sale, calendar links", async ({ page }) => {
  await page.goto("/twelfth-night");
  await loaded(page);
  const performances = page.getByRole("region", { name: "Performances" }).getByRole("listitem").filter({ has: page.locator(".performance-when") });
  await expect(performances).toHaveCount(6);
  const soldOut = performances.filter({ hasText: "Sold out" });
  await expect(soldOut).toHaveCount(1);
  await expect(soldOut.getByRole("link", { name: /^Book/ })).toHaveCount(0);
  await expect(performances.filter({ hasText: "Few tickets left" }).first().getByRole("link", { name: /^Book/ })).toHaveAttribute("href", "https://www.adctheatre.com/whats-on/");
  await expect(performances.filter({ hasText: "Captioned" })).toHaveCount(1);
  await expect(performances.filter({ hasText: "British Sign Language interpreted" }).first()).toBeVisible();
  await expect(performances.first().getByRole("link", { name: /^Add to Google Calendar/ })).toHaveAttribute("href", /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Twelfth\+Night/);
  await expect(performances.first().getByRole("link", { name: /^Outlook/ })).toHaveAttribute("href", /^https:\/\/outlook\.live\.com\//);

  // Near the top: age guidance, running time, and content warnings behind a disclosure.
  const advice = page.locator(".play-advice");
  await expect(advice.getByText("8+", { exact: true })).toBeVisible();
  await expect(advice.getByText("2 hours 45 minutes, including one interval")).toBeVisible();
  await expect(page.getByText("Haze or smoke effects")).toBeHidden();
  await page.getByText("Show content warnings").click();
  await expect(page.getByText("Haze or smoke effects")).toBeVisible();

  // The venue's page: its access information and what is on there.
  await performances.first().getByRole("link", { name: "ADC Theatre" }).click();
  await expect(page).toHaveURL(/\/venues\/adc-theatre$/);
  await expect(page.getByRole("heading", { level: 1, name: "ADC Theatre" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Access" })).toContainText("Step-free access");
  await expect(page.getByRole("region", { name: "Coming up here" })).toContainText("Twelfth Night");
  await expect(page.getByRole("region", { name: "Coming up here" })).not.toContainText("Blithe Spirit");
});

test("the play page's Dates box says each performance's day, time and venue once, with no date again in brackets", async ({ page }) => {
  await page.goto("/twelfth-night");
  await loaded(page);
  const lines = page.locator(".play-dates li");
  await expect(lines.first()).toBeVisible();
  for (const line of await lines.all()) {
    await expect(line).toHaveText(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4} \d{1,2}(\.\d{2})?[ap]m, [^()]+$/);
  }
  await expect(page.locator(".play-dates .when")).toHaveCount(0);
});

test("what's on filters to captioned performances in the URL, and offers the calendar to subscribe to", async ({ page }) => {
  await page.goto("/whats-on");
  await loaded(page);
  await expect(page.getByRole("link", { name: "Subscribe to our calendar" })).toHaveAttribute("href", /^webcal:\/\/[^/]+\/calendar\.ics$/);
  await page.getByLabel("Access").selectOption({ label: "Captioned" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/whats-on\?access=captioned$/);
  await expect(page.getByRole("heading", { level: 2, name: "Twelfth Night" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Blithe Spirit" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "The Importance of Being Earnest" })).toHaveCount(0);
  // Each play lists only its captioned performances.
  const listed = page.locator(".performance");
  await expect(listed).toHaveCount(2);
  for (const item of await listed.all()) await expect(item).toContainText("Captioned");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the what's on filter is a form that works as it is", async ({ page }) => {
    await page.goto("/whats-on");
    await page.getByLabel("Venue").selectOption({ label: "ADC Theatre" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/whats-on\?access=&venue=adc-theatre$|\/whats-on\?venue=adc-theatre$/);
    await expect(page.getByRole("heading", { level: 2, name: "Twelfth Night" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Blithe Spirit" })).toHaveCount(0);
  });
});
