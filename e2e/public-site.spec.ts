import { adminToken, expect, loaded, screenshots, test } from "./fixtures";

test("home: the carousel advances, the featured play, 'Open to auditions', future productions and two recent blogs", async ({ page }) => {
  await page.goto("/");
  await loaded(page);
  const carousel = page.getByRole("region", { name: "Photos from our productions" });
  const current = () => carousel.locator(".hero-slide.is-current").getAttribute("data-index");
  const first = await current();
  await expect.poll(current, { timeout: 8000 }).not.toBe(first);
  await expect(carousel.getByRole("img").first()).toHaveAttribute("alt", /.+/);

  await expect(page.getByRole("region", { name: "Twelfth Night" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Twelfth Night" }).getByRole("link", { name: /Buy tickets/ })).toBeVisible();
  const auditions = page.getByRole("region", { name: "Open to auditions" });
  await expect(auditions.getByRole("link", { name: "The Importance of Being Earnest", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Future productions" }).getByRole("heading", { name: "Arcadia" })).toBeVisible();
  const blogs = page.getByRole("region", { name: "Recent blogs" });
  await expect(blogs.getByRole("heading", { level: 3 })).toHaveCount(2);
  await carousel.getByRole("button", { name: "Pause slideshow" }).click();
  await expect(carousel.getByRole("button", { name: "Play slideshow" })).toHaveAttribute("aria-pressed", "true");
  await screenshots(page, "home");
  await blogs.getByRole("link", { name: "See all blogs" }).click();
  await expect(page).toHaveURL(/\/blogs$/);
});

test("what's on: current plays, then 'Coming soon'", async ({ page }) => {
  await page.goto("/whats-on");
  await loaded(page);
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings.indexOf("Twelfth Night")).toBeLessThan(headings.indexOf("Coming soon"));
  expect(headings.indexOf("Blithe Spirit")).toBeLessThan(headings.indexOf("Coming soon"));
  await expect(page.getByRole("heading", { level: 3, name: "The Importance of Being Earnest" })).toBeVisible();
  await screenshots(page, "whats-on");
});

test("a play page: reviews, the strip of prices, dates and venues, team and cast, and a review page and back", async ({ page }) => {
  await page.goto("/twelfth-night");
  await loaded(page);
  await expect(page.getByRole("heading", { level: 1, name: "Twelfth Night" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See map of ADC Theatre (opens in a new tab)" })).toBeVisible();
  await expect(page.getByRole("table").first()).toContainText("Director");
  await expect(page.getByRole("region", { name: "Cast" })).toContainText("Viola");
  await expect(page.getByRole("region", { name: "Gallery" }).getByRole("img")).toHaveCount(3);
  await expect(page.locator("#audition")).toHaveCount(0);
  await screenshots(page, "play");
  await page.getByRole("link", { name: "Read full review by Varsity" }).click();
  await expect(page).toHaveURL(/\/twelfth-night\/reviews\/1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Review by Varsity" })).toBeVisible();
  await expect(page.getByText("the live band turns the songs into the heart of the evening")).toBeVisible();
  await screenshots(page, "review");
  await page.getByRole("link", { name: "Twelfth Night" }).first().click();
  await expect(page).toHaveURL(/\/twelfth-night$/);
});

test("a review out of range goes back to the play", async ({ page }) => {
  await page.goto("/twelfth-night/reviews/9");
  await expect(page).toHaveURL(/\/twelfth-night$/);
  await expect(page.getByRole("heading", { level: 1, name: "Twelfth Night" })).toBeVisible();
});

test("/{slug}/#audition lands at the form; applying ends with 'Message sent' and the message stored", async ({ page, request }) => {
  await page.goto("/the-importance-of-being-earnest/#audition");
  await loaded(page);
  const form = page.getByRole("form", { name: /Apply to audition/ });
  await expect(form).toBeInViewport();
  const send = form.getByRole("button", { name: "Send" });
  await expect(send).toBeDisabled();
  await form.getByLabel("Your name").fill("Gwendolen Fairfax");
  await form.getByLabel("Your email").fill("gwendolen@example.org");
  await form.getByLabel("Subject").fill("Playing Gwendolen");
  await form.getByLabel(/Tell us about yourself/).fill("I have always wanted to play Gwendolen.");
  await expect(send).toBeEnabled();
  await send.click();
  const dialog = page.getByRole("dialog", { name: "Message sent!" });
  await expect(dialog).toContainText("We'll review your message and get back to you");
  await screenshots(page, "audition-sent");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(form.getByRole("button", { name: "Message sent" })).toBeDisabled();

  const token = await adminToken(request);
  const inbox = await request.post("/graphql", {
    headers: { authorization: `Bearer ${token}` },
    data: { query: "{ messages { items { senderName playTitle recipient subject } } }" },
  });
  const { data } = (await inbox.json()) as { data: { messages: { items: { senderName: string; playTitle: string; recipient: string; subject: string }[] } } };
  expect(data.messages.items).toContainEqual({ senderName: "Gwendolen Fairfax", playTitle: "The Importance of Being Earnest", recipient: "earnest.director@fenstreetplayers.org.uk", subject: "Playing Gwendolen" });
});

test("previous productions through all pages", async ({ page }) => {
  await page.goto("/previous-productions");
  await loaded(page);
  const pager = page.getByRole("navigation", { name: "Previous productions pages" });
  await expect(pager.getByText("← Previous")).toHaveAttribute("aria-disabled", "true");
  const seen = new Set<string>();
  for (let n = 1; n <= 3; n++) {
    await expect(pager).toContainText(`Page ${n} of 3`);
    for (const title of await page.getByRole("heading", { level: 2 }).allTextContents()) seen.add(title);
    if (n === 1) await screenshots(page, "previous-productions");
    if (n < 3) await pager.getByRole("link", { name: "Next →" }).click();
  }
  expect(seen.size).toBe(25);
  await expect(pager.getByText("Next →")).toHaveAttribute("aria-disabled", "true");
  await pager.getByRole("link", { name: "← Previous" }).click();
  await expect(page).toHaveURL(/page=2$/);
});

test("the blogs list, with its side list on wide screens, and a blog", async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto("/blogs");
  await loaded(page);
  await expect(page.getByRole("navigation", { name: "Blogs list" })).toBeVisible();
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByRole("navigation", { name: "Blogs list" })).toBeHidden();
  await expect(page.getByText("by Margaret Holloway").first()).toBeVisible();
  await screenshots(page, "blogs");
  await page.getByRole("heading", { level: 2, name: "Rehearsal diary: finding Illyria" }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Rehearsal diary: finding Illyria" })).toBeVisible();
  await expect(page.locator("time")).toHaveText(/^\w+day \d+(st|nd|rd|th) \w+ \d{4}$/);
  await screenshots(page, "blog");
});

test("contact with a preselected subject: the form has it filled in (editable) and sends a general enquiry to the society", async ({ page, request }) => {
  await page.goto("/contact/auditions");
  await loaded(page);
  const form = page.getByRole("form", { name: "Send us a message" });
  await expect(form.getByLabel("Subject")).toHaveValue("Auditions");
  await expect(page.getByRole("link", { name: "hello@fenstreetplayers.org.uk" }).last()).toHaveAttribute("href", "mailto:hello@fenstreetplayers.org.uk?subject=Auditions");
  await expect(page.getByRole("complementary").getByRole("heading", { name: "Want to audition?" })).toBeVisible();
  const send = form.getByRole("button", { name: "Send" });
  await expect(send).toBeDisabled();
  await form.getByLabel("Your name").fill("Cecily Cardew");
  await form.getByLabel("Your email").fill("cecily@example.org");
  await form.getByLabel("Subject").fill("Auditions for the spring play");
  await form.getByLabel("Your message").fill("When are the next auditions?");
  await send.click();
  const dialog = page.getByRole("dialog", { name: "Message sent!" });
  await expect(dialog).toBeVisible();
  await screenshots(page, "contact");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(form.getByRole("button", { name: "Message sent" })).toBeDisabled();

  const token = await adminToken(request);
  const inbox = await request.post("/graphql", { headers: { authorization: `Bearer ${token}` }, data: { query: "{ messages { items { type senderName subject body } } }" } });
  const { data } = (await inbox.json()) as { data: { messages: { items: unknown[] } } };
  expect(data.messages.items).toContainEqual({ type: "general", senderName: "Cecily Cardew", subject: "Auditions for the spring play", body: "When are the next auditions?" });

  // Another subject in the address fills the form afresh.
  await page.goto("/contact/newsletter");
  await expect(page.getByRole("form", { name: "Send us a message" }).getByLabel("Subject")).toHaveValue("Newsletter");
});

test("/blog redirects to /blogs, and an unknown path reaches the not-found page with status 404", async ({ page }) => {
  await page.goto("/blog");
  await expect(page).toHaveURL(/\/blogs$/);
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/404(\.html)?$/);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  const direct = await page.goto("/404");
  expect(direct?.status()).toBe(404);
  await page.goto("/a-play-that-does-not-exist");
  await expect(page).toHaveURL(/\/404(\.html)?$/);
});

test("after navigating, the view starts at the top", async ({ page }) => {
  await page.goto("/previous-productions");
  await loaded(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("link", { name: "Next →" }).click();
  await loaded(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
