import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import QRCode from "qrcode";
import type { APIRequestContext } from "@playwright/test";
import { adminToken, expect, expectAccessible, graphql, screenshots, test } from "./fixtures";

/**
 * Issue 35, part 4: a door volunteer opens the door app for tonight's performance, the phone loses
 * its connection, a ticket's QR code shown to the camera is admitted offline, and the scan is sent
 * once the connection returns. Chromium's fake camera plays a video this test makes from the
 * ticket's QR code (YUV4MPEG2, written by hand), so these launch options are this spec's alone.
 */

const CAMERA = path.join(os.tmpdir(), `door-camera-${process.pid}.y4m`);
const [WIDTH, HEIGHT] = [640, 480];

/**
 * A Y4M video (4:2:0) of a few frames showing `text` as a QR code, black on white: what Chromium's
 * fake camera plays, again and again. No text: a blank frame (the camera may be asked for before the
 * ticket exists, and the file must be a video by then).
 */
function writeCameraVideo(text: string | null): void {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  if (text) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 8));
    const left = Math.floor((WIDTH - modules.size * scale) / 2);
    const top = Math.floor((HEIGHT - modules.size * scale) / 2);
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (!modules.get(row, col)) continue;
        for (let y = 0; y < scale; y++) luma.fill(16, (top + row * scale + y) * WIDTH + left + col * scale, (top + row * scale + y) * WIDTH + left + (col + 1) * scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  fs.writeFileSync(CAMERA, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420\n`), frame, frame, frame]));
}
writeCameraVideo(null);

test.use({
  permissions: ["camera"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-video-capture=${CAMERA}`,
    ],
  },
});
test.afterAll(() => fs.rmSync(CAMERA, { force: true }));

const suffix = () => String(Date.now()).slice(-6);
const letters = (digits: string) => digits.replace(/\d/g, (d) => "abcdefghij"[Number(d)]);

/** A published play with one performance two hours from now (today at the door, or tomorrow late at night), sold here and paid at the door. */
async function tonightsPerformance(request: APIRequestContext, token: string, title: string): Promise<string> {
  const { venues } = await graphql<{ venues: { id: string }[] }>(request, token, "{ venues { id } }");
  const { createPlay } = await graphql<{ createPlay: { id: string; version: number } }>(request, token, "mutation { createPlay { id version } }");
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const startsAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const input = {
    title,
    slug,
    message: "Booking now",
    version: createPlay.version,
    performances: [{ startsAt, venueId: venues[0].id, status: "onsale", sales: { capacity: 40, ticketTypes: [{ name: "Full", pricePence: 1000 }], payment: "door" } }],
  };
  const { updatePlay } = await graphql<{ updatePlay: { performances: { id: string }[] } }>(request, token, "mutation ($id: ID!, $input: PlayInput!) { updatePlay(id: $id, input: $input) { performances { id } } }", { id: createPlay.id, input });
  return updatePlay.performances[0].id;
}

/** A booking through the API, as the booking page makes it; its reference and its tickets' codes. */
async function book(request: APIRequestContext, performanceId: string, name: string, count: number): Promise<{ reference: string; codes: string[] }> {
  const call = async <T,>(query: string, variables: Record<string, unknown>) => {
    const body = (await (await request.post("/graphql", { data: { query, variables } })).json()) as { data?: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const { holdTickets } = await call<{ holdTickets: { id: string; token: string } }>("mutation ($id: ID!, $q: Int!) { holdTickets(performanceId: $id, quantity: $q) { id token } }", { id: performanceId, q: count });
  const { placeOrder } = await call<{ placeOrder: { reference: string; ticketsUrl: string } }>(
    "mutation ($holdId: ID!, $holdToken: String!, $buyer: BuyerInput!, $tickets: [TicketChoiceInput!]!) { placeOrder(holdId: $holdId, holdToken: $holdToken, buyer: $buyer, tickets: $tickets) { reference ticketsUrl } }",
    { holdId: holdTickets.id, holdToken: holdTickets.token, buyer: { name, email: `${letters(suffix())}@example.org` }, tickets: [{ ticketType: "Full", count }] },
  );
  const { booking } = await call<{ booking: { tickets: { code: string }[] } }>("query ($token: String!) { booking(token: $token) { tickets { code } } }", { token: placeOrder.ticketsUrl.split("/tickets/")[1] });
  return { reference: placeOrder.reference, codes: booking.tickets.map((t) => t.code) };
}

/** A front-of-house volunteer's account: registered, given the Door role by the admin, signed in. */
async function doorVolunteer(request: APIRequestContext, admin: string): Promise<string> {
  const name = `Door${letters(suffix())}`;
  const email = `${name.toLowerCase()}@example.org`;
  const { register } = await graphql<{ register: { user: { id: string } } }>(request, "", "mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }", { input: { name, email, password: "door volunteer password" } });
  await graphql(request, admin, "mutation ($id: ID!) { setUserRole(userId: $id, role: door) { role } }", { id: register.user.id });
  const { login } = await graphql<{ login: { token: string } }>(request, "", "mutation ($input: LoginInput!) { login(input: $input) { token } }", { input: { email, password: "door volunteer password" } });
  return login.token;
}

test("the door app, opened then taken offline, admits a ticket from its QR code on the camera, and sends the scan when back online", async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const title = `Door night ${suffix()}`;
  const performanceId = await tonightsPerformance(request, admin, title);
  const ada = await book(request, performanceId, "Ada Lovelace", 2);
  await book(request, performanceId, "Bob Zed", 1);
  const token = await doorVolunteer(request, admin);
  writeCameraVideo(ada.codes[0]);

  const context = await browser.newContext({ baseURL, permissions: ["camera"] });
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem("door-app-signed-in")) {
      window.localStorage.setItem("user-token", value);
      window.localStorage.setItem("door-app-signed-in", "yes");
    }
  }, token);
  const page = await context.newPage();

  // Today's and tomorrow's performances; this one opens its door.
  await page.goto("/box-office/door");
  await expect(page.getByRole("heading", { level: 1, name: "Door" })).toBeVisible();
  // Installable from the first load: the server's HTML names the web manifest, and the app adds no second.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/door-app/manifest.webmanifest");
  await expect(page.getByRole("link", { name: new RegExp(title) })).toContainText(/^Door night \d+(Today|Tomorrow): /);
  await expectAccessible(page);
  await page.getByRole("link", { name: new RegExp(title) }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Door: ${title}` })).toBeVisible();
  await expect(page.getByText("Admitted 0 of 3")).toBeVisible();
  // Its files and tickets are kept: it opens and admits with no connection.
  await expect(page.getByText("Ready to work offline", { exact: false })).toBeVisible({ timeout: 30_000 });
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith("door-app:"))!);
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  expect(kept).toEqual(expect.arrayContaining(["/box-office/door", "/door-app/manifest.webmanifest"]));
  expect(kept.some((file) => /^\/assets\/door-area-.*\.js$/.test(file))).toBe(true);
  expect(kept.some((file) => /^\/assets\/zxing_reader-.*\.wasm$/.test(file))).toBe(true);
  await expectAccessible(page);

  await context.setOffline(true);
  await expect(page.getByText(/^Offline: tickets are checked against the list kept on this device/)).toBeVisible();
  await page.getByRole("button", { name: "Scan with camera" }).click();
  const result = page.getByRole("region", { name: "Last scan" }).getByRole("status");
  await expect(result).toContainText("Admitted", { timeout: 20_000 });
  await expect(result).toContainText("Ada Lovelace · Full ticket");
  await expect(result).toContainText("To pay at the door: £20");
  await expect(page.getByText("1 scan waiting to send")).toBeVisible();
  await expect(page.getByText("Admitted 1 of 3")).toBeVisible();
  // The same ticket again, still offline: already in.
  await page.getByRole("button", { name: "Stop camera" }).click();
  await page.getByRole("button", { name: "Scan with camera" }).click();
  await expect(result).toContainText(/Already admitted at \d\d:\d\d/, { timeout: 20_000 });
  await page.getByRole("button", { name: "Stop camera" }).click();
  await expectAccessible(page);
  await screenshots(page, "door-app-offline");
  // The picture in docs/editing.md: a phone's screen, as the door sees it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({ path: path.join(__dirname, "..", "docs", "images", "door-app.png"), animations: "disabled", caret: "hide" });

  // Opened again with no connection: the app and its tickets come from the device, the scan still waits.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: `Door: ${title}` })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/door-worker\.js\?build=/);
  await expect(page.getByText("1 scan waiting to send")).toBeVisible();
  // Found by surname, offline.
  await page.getByLabel("Surname, name or reference").fill("Lovel");
  await expect(page.getByText(/^Full: admitted at \d\d:\d\d/)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("1 scan waiting to send")).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText("Admitted 1 of 3")).toBeVisible();
  const device = await page.evaluate(() => window.localStorage.getItem("door-device-id"));
  const { doorTickets } = await graphql<{ doorTickets: { count: { admitted: number }; tickets: { reference: string; admittedAt: string | null; admittedOn: string | null }[] } }>(
    request, admin, "query ($id: ID!) { doorTickets(performanceId: $id) { count { admitted } tickets { reference admittedAt admittedOn } } }", { id: performanceId },
  );
  expect(doorTickets.count.admitted).toBe(1);
  expect(doorTickets.tickets.filter((t) => t.admittedAt)).toEqual([{ reference: ada.reference, admittedAt: expect.any(String), admittedOn: device }]);

  // The door list to print, opened from the door app, and the way back to it.
  await page.getByRole("link", { name: "Door list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Door list" })).toBeVisible();
  await expect(page.getByRole("rowheader")).toHaveText(["Ada Lovelace", "Bob Zed"]);
  await expect(page.getByText(/: 2 orders, 3 tickets$/)).toContainText(title);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Back to the door" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Door: ${title}` })).toBeVisible();
  await context.close();
});
