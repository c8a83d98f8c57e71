import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { Role } from "../../core/auth";
import { SIGN_IN_ENDED } from "../../core/graphql/websocket";
import { startMailSite, type MailSite } from "../../test/mail-delivery";
import type { TestSmtp } from "../../test/smtp";
import type { TestDatabase } from "../../test/test-database";
import { lettersFor, type TestApp } from "../../test/test-app";
import type { MessageDelivery } from "../messages/message-delivery.service";
import { deviceName, UNKNOWN_DEVICE } from "./device-name";
import { SESSIONS_KEPT_DAYS } from "./session.service";

jest.setTimeout(60_000);

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const CHROME_ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const PASSWORD = "correct horse battery";

let database: TestDatabase;
let site: TestApp;
let smtp: TestSmtp;
let delivery: MessageDelivery;
let mail: MailSite;
let serial = 0;

beforeAll(async () => {
  mail = await startMailSite({ settings: { publicUrl: "https://theatre.example", messages: { societyEmail: "society@fenstreet.example" }, loginLimits: { perAccount: 100, perAddress: 1000 } } });
  ({ database, site, smtp, delivery } = mail);
});

afterAll(() => mail.close());

beforeEach(() => {
  smtp.received.length = 0;
});

/** A fresh account (no sign-ins yet). */
async function account(role = Role.member) {
  const name = `Device${lettersFor(serial++)}`;
  const email = `${name.toLowerCase()}@example.org`;
  const { user } = await site.services.accounts.upsert({ name, email, password: PASSWORD, role });
  return { id: user.id, name, email };
}

/** Signs in over REST from a browser with this User-Agent; its token. */
async function signIn(email: string, userAgent: string): Promise<string> {
  const response = await fetch(`${site.url}/api/login`, { method: "POST", headers: { "content-type": "application/json", "user-agent": userAgent }, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sessionsOf = async (token: string) => (await site.graphql<{ sessions: { id: string; device: string; current: boolean; createdAt: string; lastSeenAt: string }[] }>("{ sessions { id device current createdAt lastSeenAt } }", undefined, bearer(token))).body;
const profileStatus = async (token: string) => (await site.rest("GET", "/api/profile", undefined, token)).status;
const overGet = async (token: string) => {
  const response = await fetch(`${site.url}/graphql?${new URLSearchParams({ query: "{ sessions { id } }" })}`, { headers: { "apollo-require-preflight": "true", ...bearer(token) } });
  return ((await response.json()) as { errors?: { extensions: { code: string } }[] }).errors?.[0]?.extensions.code ?? "OK";
};
const overPost = async (token: string) => (await sessionsOf(token)).errors?.[0]?.extensions?.code ?? "OK";

describe("device names", () => {
  test("say the browser and the system in words, and nothing for a missing header", () => {
    expect(deviceName(FIREFOX_WINDOWS)).toBe("Firefox on Windows");
    expect(deviceName(SAFARI_IPHONE)).toBe("Safari on iOS");
    expect(deviceName(CHROME_ANDROID)).toBe("Chrome on Android");
    expect(deviceName(undefined)).toBe(UNKNOWN_DEVICE);
    expect(deviceName("curl/8.5.0")).toBe(UNKNOWN_DEVICE);
  });

  test("never carry the header's own words: a made-up browser is an unknown one", () => {
    expect(deviceName("Your account is locked - verify at https://evil.example/login/1 (x")).toBe(UNKNOWN_DEVICE);
    expect(deviceName("Mozilla/5.0 (Windows NT 10.0) CallUs/1.0 0800-SCAM")).toBe("A browser on Windows");
  });
});

describe("the session list", () => {
  test("shows each sign-in with its device and times, the most recently used first, this device marked", async () => {
    const { email } = await account();
    const phone = await signIn(email, SAFARI_IPHONE);
    const laptop = await signIn(email, FIREFOX_WINDOWS);
    const { data, errors } = await sessionsOf(laptop);
    expect(errors).toBeUndefined();
    expect(data!.sessions.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: "Firefox on Windows", current: true },
      { device: "Safari on iOS", current: false },
    ]);
    for (const s of data!.sessions) expect(Date.parse(s.createdAt)).toBeLessThanOrEqual(Date.parse(s.lastSeenAt));
    expect((await sessionsOf(phone)).data!.sessions.find((s) => s.current)!.device).toBe("Safari on iOS");
  });

  test("marks a session seen at most once a minute", async () => {
    const { email } = await account();
    const token = await signIn(email, FIREFOX_WINDOWS);
    const [{ id }] = (await sessionsOf(token)).data!.sessions;
    await database.db.query("UPDATE account_session SET last_seen_at = now() - interval '10 minutes' WHERE id = $1", [id]);
    const seen = async () => ((await database.db.query("SELECT last_seen_at FROM account_session WHERE id = $1", [id])) as { last_seen_at: Date }[])[0].last_seen_at.getTime();
    await profileStatus(token);
    const first = await seen();
    expect(Date.now() - first).toBeLessThan(60_000);
    await profileStatus(token);
    expect(await seen()).toBe(first);
  });

  test("is a person's own: API tokens and anonymous callers are refused", async () => {
    const admin = await site.tokenFor(Role.admin);
    const { body } = await site.graphql<{ createApiToken: { token: string } }>('mutation { createApiToken(name: "Sync", role: editor) { token } }', undefined, bearer(admin));
    expect((await sessionsOf(body.data!.createApiToken.token)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await site.graphql("{ sessions { id } }")).body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("signing a device out", () => {
  /** An admin's `messageReceived` over a real graphql-ws client, and what it gets. */
  function watchInbox(token: string) {
    const client: Client = createClient({ url: `${site.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: bearer(token), retryAttempts: 0 });
    const events: unknown[] = [];
    const errors: unknown[] = [];
    client.subscribe({ query: "subscription { messageReceived { id } }" }, { next: (e) => void events.push(e), error: (e) => void errors.push(e), complete: () => undefined });
    return { client, events, errors };
  }
  let sent = 0;
  const message = () => site.services.messages.receive({ name: "Visitor", email: `visitor${(sent += 1)}@example.org`, messagetype: "Director submission" });
  const settle = () => new Promise((r) => setTimeout(r, 300));

  test("ends that device's token at once on REST, GraphQL (POST and GET) and its open socket; the other device carries on", async () => {
    const { email } = await account(Role.admin);
    const laptop = await signIn(email, FIREFOX_WINDOWS);
    const phone = await signIn(email, SAFARI_IPHONE);
    const inbox = watchInbox(phone);
    try {
      await settle();
      await message();
      await settle();
      expect(inbox.events).toHaveLength(1);

      const phoneSession = (await sessionsOf(laptop)).data!.sessions.find((s) => s.device === "Safari on iOS")!;
      const { body } = await site.graphql("mutation ($id: ID!) { signOutSession(id: $id) }", { id: phoneSession.id }, bearer(laptop));
      expect(body).toEqual({ data: { signOutSession: true } });

      expect(await profileStatus(phone)).toBe(401);
      expect(await overPost(phone)).toBe("UNAUTHENTICATED");
      expect(await overGet(phone)).toBe("UNAUTHENTICATED");
      const { id } = await message();
      await settle();
      expect(inbox.events).toHaveLength(1);
      expect(JSON.stringify(inbox.events)).not.toContain(id);
      expect(inbox.errors).toEqual([[expect.objectContaining({ message: SIGN_IN_ENDED, extensions: expect.objectContaining({ code: "UNAUTHENTICATED" }) })]]);

      expect(await profileStatus(laptop)).toBe(200);
      expect((await sessionsOf(laptop)).data!.sessions.map((s) => s.device)).toEqual(["Firefox on Windows"]);
    } finally {
      await inbox.client.dispose();
    }
  });

  test("is only for one's own sessions: another account's is NOT_FOUND and keeps working", async () => {
    const mine = await signIn((await account()).email, FIREFOX_WINDOWS);
    const theirs = await signIn((await account()).email, FIREFOX_WINDOWS);
    const [{ id }] = (await sessionsOf(theirs)).data!.sessions;
    const { body } = await site.graphql("mutation ($id: ID!) { signOutSession(id: $id) }", { id }, bearer(mine));
    expect(body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await profileStatus(theirs)).toBe(200);
  });

  test("Sign out everywhere else ends every other session and keeps this one", async () => {
    const { email } = await account();
    const [first, second, third] = [await signIn(email, FIREFOX_WINDOWS), await signIn(email, SAFARI_IPHONE), await signIn(email, CHROME_ANDROID)];
    const { body } = await site.graphql("mutation { signOutOtherSessions }", undefined, bearer(second));
    expect(body).toEqual({ data: { signOutOtherSessions: 2 } });
    expect([await profileStatus(first), await profileStatus(second), await profileStatus(third)]).toEqual([401, 200, 401]);
    expect((await sessionsOf(second)).data!.sessions).toEqual([expect.objectContaining({ device: "Safari on iOS", current: true })]);
  });

  test("logout ends this session only", async () => {
    const { email } = await account();
    const laptop = await signIn(email, FIREFOX_WINDOWS);
    const phone = await signIn(email, SAFARI_IPHONE);
    expect((await site.graphql("mutation { logout }", undefined, bearer(laptop))).body).toEqual({ data: { logout: true } });
    expect([await profileStatus(laptop), await profileStatus(phone)]).toEqual([401, 200]);
  });

  test("logout everywhere and the account's deletion end every session", async () => {
    const { email } = await account();
    const [laptop, phone] = [await signIn(email, FIREFOX_WINDOWS), await signIn(email, SAFARI_IPHONE)];
    await site.graphql("mutation { logoutEverywhere }", undefined, bearer(laptop));
    expect([await profileStatus(laptop), await profileStatus(phone)]).toEqual([401, 401]);
    const again = await signIn(email, FIREFOX_WINDOWS);
    expect((await sessionsOf(again)).data!.sessions).toHaveLength(1);

    await site.graphql("mutation { deleteAccount }", undefined, bearer(again));
    expect(await profileStatus(again)).toBe(401);
  });

  test("a password change ends the other sessions; its new token is this device's session", async () => {
    const { email } = await account();
    const [laptop, phone] = [await signIn(email, FIREFOX_WINDOWS), await signIn(email, SAFARI_IPHONE)];
    const response = await fetch(`${site.url}/api/profile/password`, { method: "PUT", headers: { "content-type": "application/json", "user-agent": FIREFOX_WINDOWS, ...bearer(laptop) }, body: JSON.stringify({ currentPassword: PASSWORD, newPassword: "another long password" }) });
    const { token } = (await response.json()) as { token: string };
    expect([await profileStatus(laptop), await profileStatus(phone), await profileStatus(token)]).toEqual([401, 401, 200]);
    expect((await sessionsOf(token)).data!.sessions).toEqual([expect.objectContaining({ device: "Firefox on Windows", current: true })]);
  });
});

describe("a sign-in from a device not seen before", () => {
  const deliver = async () => {
    await delivery.tick();
    return [...smtp.received];
  };
  // Emails the tests above queued are sent (and set aside) first.
  beforeEach(async () => {
    await deliver();
    smtp.received.length = 0;
  });

  test("emails the person the device and the London time in words, and what to do if it was not them", async () => {
    const { name, email } = await account();
    await signIn(email, FIREFOX_WINDOWS);
    await signIn(email, FIREFOX_WINDOWS);
    expect(await deliver()).toEqual([]);

    await signIn(email, SAFARI_IPHONE);
    const mails = await deliver();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.envelopeTo).toEqual([email]);
    expect(mail.headers.subject).toBe("New sign-in to your Fen Street Players account");
    expect(mail.body).toContain(`Hello ${name},`);
    expect(mail.body).toMatch(/Safari on iOS, on \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2}[ap]m \(London time\)\./);
    expect(mail.body).toContain("If it was not you");
    expect(mail.body).toContain("https://theatre.example/account");
    expect(mail.body).toContain("https://theatre.example/admin-edit-tool/forgot-password");
    // No address or place: the device in words only.
    expect(mail.body).not.toMatch(/127\.0\.0\.1|::1|Mozilla/);
  });

  test("is emailed at most 3 times a day, however many new devices sign in, and once for two sign-ins at once from one", async () => {
    const { email } = await account();
    await signIn(email, FIREFOX_WINDOWS);
    await Promise.all([signIn(email, SAFARI_IPHONE), signIn(email, SAFARI_IPHONE)]);
    expect(await deliver()).toHaveLength(1);
    const others = ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", CHROME_ANDROID, "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0"];
    for (const agent of others) await signIn(email, agent);
    // Three in all: the four devices after the first two get two more between them.
    expect(await deliver()).toHaveLength(3);
  });

  test("is not emailed for a new account's first device, nor for the first sign-in known of an account", async () => {
    const name = `Fresh${lettersFor(serial++)}`;
    const response = await fetch(`${site.url}/api/register`, { method: "POST", headers: { "content-type": "application/json", "user-agent": FIREFOX_WINDOWS }, body: JSON.stringify({ name, email: `${name.toLowerCase()}@example.org`, password: PASSWORD }) });
    expect(response.status).toBe(201);
    await signIn((await account()).email, CHROME_ANDROID);
    expect(await deliver()).toEqual([]);
  });
});

describe("the purge", () => {
  test("deletes sessions ended or expired and unused for the kept days; sessions in force stay", async () => {
    const { email } = await account();
    const [old, live] = [await signIn(email, FIREFOX_WINDOWS), await signIn(email, SAFARI_IPHONE)];
    const sessions = (await sessionsOf(live)).data!.sessions;
    await site.graphql("mutation { logout }", undefined, bearer(old));
    const age = `${SESSIONS_KEPT_DAYS + 1} days`;
    await database.db.query("UPDATE account_session SET last_seen_at = now() - $1::interval, created_at = now() - $1::interval WHERE id = ANY($2)", [age, sessions.map((s) => s.id)]);
    expect(await site.services.sessions.purge()).toBeGreaterThanOrEqual(1);
    const left = (await database.db.query("SELECT device FROM account_session WHERE id = ANY($1)", [sessions.map((s) => s.id)])) as { device: string }[];
    expect(left).toEqual([{ device: "Safari on iOS" }]);
  });
});
