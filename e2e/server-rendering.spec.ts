import type { ConsoleMessage, Page } from "@playwright/test";
import { expect, loaded, test } from "./fixtures";

/** Every public route of the specification, with text its content must hold (demo content). */
const ROUTES: [path: string, texts: string[]][] = [
  ["/", ["Twelfth Night", "Future productions", "Arcadia", "Recent blogs"]],
  ["/whats-on", ["Twelfth Night", "Blithe Spirit", "Coming soon", "The Importance of Being Earnest"]],
  ["/whats-on?access=captioned", ["Twelfth Night", "Blithe Spirit", "Captioned"]],
  ["/venues/adc-theatre", ["ADC Theatre", "Step-free access", "Twelfth Night"]],
  ["/get-involved", ["Combinations, our newsletter"]],
  ["/previous-productions", ["Previous productions", "Much Ado About Nothing"]],
  ["/previous-productions?page=2", ["Previous productions"]],
  ["/auditions", ["Apply to audition for The Importance of Being Earnest"]],
  ["/director-submissions", ["This form needs JavaScript", "hello@fenstreetplayers.org.uk"]],
  ["/backstage-crew", ["No experience is needed"]],
  ["/combinations", ["Newsletter"]],
  ["/plays", ["Much Ado About Nothing", "Abigail's Party"]],
  ["/blogs", ["Rehearsal diary: finding Illyria"]],
  ["/blogs/rehearsal-diary-finding-illyria", ["Three weeks into rehearsals for Twelfth Night", "Margaret Holloway"]],
  ["/privacy-policy", ["What we keep"]],
  ["/terms", ["dates, casts and prices can change"]],
  ["/about", ["We stage four to five productions a year"]],
  ["/contact", ["This form needs JavaScript", "hello@fenstreetplayers.org.uk"]],
  ["/contact/auditions", ["This form needs JavaScript", "hello@fenstreetplayers.org.uk"]],
  ["/twelfth-night", ["Twelfth Night", "ADC Theatre", "Viola", "Director", "7.30pm", "Read full review by Varsity", "Sold out", "Show content warnings"]],
  ["/the-importance-of-being-earnest", ["Relaxed performance", "British Sign Language interpreted", "Apply to audition", "All ages"]],
  ["/twelfth-night/reviews/1", ["Review by Varsity", "the live band turns the songs into the heart of the evening"]],
  ["/products/uk", ["Society tote bag", "In stock: 8"]],
  ["/people/priya-raman", ["Priya Raman", "Priya joined the society", "Viola in", "Twelfth Night", "Producer, ", "The Importance of Being Earnest"]],
  ["/search?q=Twelfth+Night", ["results for “Twelfth Night”", "Play", "Twelfth Night"]],
  ["/search", ["Search plays, blogs and people"]],
];

/** The text inside the page's root element, tags removed, as a reader without JavaScript gets it. */
function rootText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="server-render-data">/.exec(html);
  expect(root, "the page arrives rendered, followed by its data").not.toBeNull();
  return root![1]
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

test("every public route arrives rendered with its content, without JavaScript", async ({ request }) => {
  for (const [path, texts] of ROUTES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const text = rootText(await response.text());
    for (const expected of texts) expect(text, `${path} holds "${expected}"`).toContain(expected);
    // The footer is part of the rendered page: its content has loaded.
    expect(text, path).toContain("Privacy");
  }
});

test("unknown pages keep their 404; the editor's area and login arrive empty for the browser to render", async ({ request }) => {
  for (const path of ["/no-such-play", "/blogs/no-such-blog", "/twelfth-night/reviews/99", "/people/no-such-person"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain("Page not found");
  }
  for (const path of ["/admin-edit-tool/login", "/admin-edit-tool", "/account"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).not.toContain("server-render-data");
  }
  expect((await request.get("/blog", { maxRedirects: 0 })).headers().location).toBe("/blogs");
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("pages read and link as they are, and message forms say to email instead", async ({ page }) => {
    await page.goto("/twelfth-night");
    await expect(page.getByRole("heading", { level: 1, name: "Twelfth Night" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cast" })).toContainText("Viola");
    await expect(page.getByRole("region", { name: "Gallery" }).getByRole("img").first()).toBeVisible();
    await page.getByRole("link", { name: "Read full review by Varsity" }).click();
    await expect(page).toHaveURL(/\/twelfth-night\/reviews\/1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Review by Varsity" })).toBeVisible();
    await page.getByRole("link", { name: "What's on" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Coming soon" })).toBeVisible();

    // (Playwright's text queries skip <noscript>; the first test reads its words.)
    await page.goto("/director-submissions");
    await expect(page.locator(".form-needs-script a[href='mailto:hello@fenstreetplayers.org.uk']")).toBeVisible();
    await expect(page.getByLabel("Your name")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  });
});

/** Console errors and warnings from this site (a third party's image that fails to load is not ours). */
function collectProblems(page: Page, origin: string): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const from = message.location().url;
    if (/^Failed to load resource/.test(message.text()) && from && !from.startsWith(origin)) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

test("every public route's islands hydrate without an error or a warning, and without asking again for their data", async ({ page, baseURL }) => {
  const problems = collectProblems(page, baseURL!);
  let requests = 0;
  page.on("request", (request) => {
    const url = new URL(request.url());
    // Tickets left of a performance sold here are live by design (read once on arrival, then followed): not the page's data asked again.
    if (url.pathname === "/graphql" && url.searchParams.get("operationName") !== "Availability") requests++;
  });
  for (const [path] of ROUTES) {
    await page.goto(path);
    await loaded(page);
    // Anything the page would still ask for has gone out by then.
    await page.waitForLoadState("networkidle");
    expect(problems, path).toEqual([]);
    expect(requests, `${path} asked the API again`).toBe(0);
  }
});

test("links between public pages are page loads (the read cache answers them): the header, #audition, a blog, an unknown path", async ({ page, baseURL }) => {
  const problems = collectProblems(page, baseURL!);
  await page.goto("/");
  await loaded(page);
  // A mark that a page load loses.
  const mark = () => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);
  await mark();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "What's on" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Coming soon" })).toBeVisible();
  expect(await stayed()).toBe(false);

  await page.goto("/auditions");
  await loaded(page);
  await page.getByRole("link", { name: "Apply to audition for The Importance of Being Earnest" }).click();
  await expect(page).toHaveURL(/\/the-importance-of-being-earnest#audition$/);
  await expect(page.locator("#audition")).toBeInViewport();

  await page.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await page.getByRole("link", { name: "Rehearsal diary: finding Illyria" }).first().click();
  await expect(page.getByText("Three weeks into rehearsals for Twelfth Night")).toBeVisible();

  const response = await page.goto("/no-such-play");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  expect(problems.filter((p) => !/404/.test(p))).toEqual([]);
});

test("a play page loads no script before any interaction but the boot script and the islands near the viewport, never the app's entry", async ({ page }) => {
  // The app's entry, as the login page (the single-page app) names it.
  const login = await (await page.request.get("/admin-edit-tool/login")).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(login)![1];
  const html = await (await page.request.get("/twelfth-night")).text();
  expect(html).not.toContain(entry);
  expect(html).not.toContain('rel="modulepreload"');
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/twelfth-night");
  await page.waitForLoadState("networkidle");
  expect(scripts.length, scripts.join(", ")).toBeGreaterThanOrEqual(1);
  expect(scripts[0]).toMatch(/^\/assets\/boot-[\w-]+\.js$/);
  expect(scripts, "the app's entry").not.toContain(entry);
  // Out of view, an audition form brings its code once scrolled near, and hydrates alone.
  await page.goto("/the-importance-of-being-earnest");
  await page.waitForLoadState("networkidle");
  const form = page.locator('[data-island="message-form"]');
  await expect(form).not.toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Your name").scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByLabel("Your name")).toBeEnabled();
  expect(scripts, "the app's entry").not.toContain(entry);
});

test("an island in view runs on arrival, untouched: the home page's carousel moves by itself", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('[data-island="hero-carousel"]')).toHaveAttribute("data-hydrated", "true");
  const current = () => page.locator(".hero-slide.is-current").getAttribute("data-index");
  await expect.poll(current, { timeout: 8000 }).not.toBe("0");
});
