import type { Page } from "@playwright/test";
import { adminToken, expect, expectAccessible, loaded, test } from "./fixtures";

const ADMIN = "/admin-edit-tool";

/** How to reach one editing screen: its address, or the list it is opened from. */
interface Screen {
  name: string;
  path: string;
  /** For an item whose address the list knows (a person's id): the link to follow from `path`. */
  follow?: RegExp;
}

/**
 * Every screen of the editing area, as an admin sees it: the menu, each list, an editor of each
 * kind (an existing item and a new one where there is a "new" screen), and the admins' screens. A
 * screen added to the admin menu must be added here (the last test checks), so it is checked too.
 */
const SCREENS: Screen[] = [
  { name: "the admin menu", path: ADMIN },
  { name: "the plays list", path: `${ADMIN}/plays` },
  { name: "the play editor", path: `${ADMIN}/plays/twelfth-night` },
  { name: "the venues list", path: `${ADMIN}/venues` },
  { name: "the venue editor", path: `${ADMIN}/venues/adc-theatre` },
  { name: "the new venue screen", path: `${ADMIN}/venues/new` },
  { name: "the people list", path: `${ADMIN}/people` },
  { name: "the person editor", path: `${ADMIN}/people`, follow: /^Edit / },
  { name: "the new person screen", path: `${ADMIN}/people/new` },
  { name: "the blogs list", path: `${ADMIN}/blogs` },
  { name: "the blog editor", path: `${ADMIN}/blogs/meet-the-backstage-crew` },
  { name: "the About page editor", path: `${ADMIN}/about` },
  { name: "the Contact page editor", path: `${ADMIN}/contact` },
  { name: "the Combinations page editor with the newsletter", path: `${ADMIN}/combinations` },
  { name: "the hero images editor", path: `${ADMIN}/heroimages` },
  // A performance's box office page is checked with a performance sold in box-office.spec.ts.
  { name: "the box office", path: `${ADMIN}/box-office` },
  { name: "the cast members screen", path: `${ADMIN}/castmembers` },
  { name: "the deleted items screen", path: `${ADMIN}/deleted` },
  { name: "the inbox", path: `${ADMIN}/messages` },
  { name: "the Accounts screen", path: `${ADMIN}/users` },
  { name: "the API tokens screen", path: `${ADMIN}/api-tokens` },
  { name: "the activity screen", path: `${ADMIN}/activity` },
  { name: "the site settings", path: `${ADMIN}/settings` },
  { name: "the Backups screen", path: `${ADMIN}/backups` },
];

let token: string;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  token = await adminToken(request);
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  await page.context().addInitScript((value) => window.localStorage.setItem("user-token", value), token);
});

/** Opens a screen as the admin and waits until what it loads is shown. */
async function open(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await loaded(page);
  if (screen.follow) {
    await page.getByRole("link", { name: screen.follow }).first().click();
    await expect(page).not.toHaveURL(new RegExp(`${screen.path}$`));
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/^(Not found|Not allowed)$/);
}

for (const screen of SCREENS) {
  test(`editing: ${screen.name} has no serious or critical accessibility problems`, async ({ page }) => {
    await open(page, screen);
    await expectAccessible(page);
  });
}

test("every screen the admin menu links to is checked here", async ({ page }) => {
  await open(page, SCREENS[0]);
  const linked = await page.locator("main .admin-menu a").evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(linked.length).toBeGreaterThanOrEqual(14);
  const checked = new Set(SCREENS.map((screen) => screen.path));
  expect(linked.filter((path) => !checked.has(path))).toEqual([]);
});
