import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { adminToken, expect, test } from "./fixtures";

/** An editor account made by the e2e admin, signed in (token in local storage) on a page of its own browser context. */
async function editorPage(browser: Browser, baseURL: string, request: APIRequestContext, name: string): Promise<Page> {
  const admin = await adminToken(request);
  const register = await request.post("/api/register", { data: { name, email: `${name.toLowerCase()}@e2e.example`, password: "editor password" } });
  expect(register.status()).toBe(201);
  const users = await request.post("/graphql", { headers: { authorization: `Bearer ${admin}` }, data: { query: "{ users(perPage: 200) { items { id name } } }" } });
  const { id } = ((await users.json()) as { data: { users: { items: { id: string; name: string }[] } } }).data.users.items.find((u) => u.name === name)!;
  await request.post("/graphql", { headers: { authorization: `Bearer ${admin}` }, data: { query: `mutation { setUserRole(userId: "${id}", role: editor) { id } }` } });
  const login = await request.post("/api/login", { data: { email: name, password: "editor password" } });
  const token = ((await login.json()) as { token: string }).token;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.addInitScript((value) => window.localStorage.setItem("user-token", value), token);
  return page;
}

/** London's wall-clock "HH:mm" now, as the editor shows it. */
const londonNow = () => new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date());

test("two editors of one play each see 'X is also editing this (since HH:mm)'; when one leaves, the line goes", async ({ browser, baseURL, request }) => {
  const plays = (await (await request.get("/api/plays")).json()) as { slug: string }[];
  const editorUrl = `/admin-edit-tool/plays/${plays[0].slug}`;
  const margaret = await editorPage(browser, baseURL!, request, "Margaret");
  const tobias = await editorPage(browser, baseURL!, request, "Tobias");

  const before = londonNow();
  await margaret.goto(editorUrl);
  await expect(margaret.getByRole("form", { name: "Play" })).toBeVisible();
  await tobias.goto(editorUrl);
  await expect(tobias.getByRole("form", { name: "Play" })).toBeVisible();
  const after = londonNow();
  const line = (name: string) => new RegExp(`^${name} is also editing this \\(since (${before}|${after})\\)$`);

  await expect(tobias.getByRole("status").filter({ hasText: line("Margaret") })).toBeVisible();
  await expect(margaret.getByRole("status").filter({ hasText: line("Tobias") })).toBeVisible();
  // Nobody is told about themselves.
  await expect(margaret.getByText(/Margaret is also editing/)).toHaveCount(0);

  await tobias.context().close();
  await expect(margaret.getByText(/Tobias is also editing this/)).toHaveCount(0);
  await expect(margaret.getByRole("form", { name: "Play" })).toBeVisible();
  await margaret.context().close();
});
