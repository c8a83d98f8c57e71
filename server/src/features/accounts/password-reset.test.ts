import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Role } from "../../core/auth";
import { startMailSite, type MailSite } from "../../test/mail-delivery";
import { type ReceivedMail, type TestSmtp } from "../../test/smtp";
import type { TestDatabase } from "../../test/test-database";
import { lettersFor, startTestApp, type TestApp } from "../../test/test-app";
import type { MessageDelivery } from "../messages/message-delivery.service";
import { LINK_SENT } from "./password-reset.service";

jest.setTimeout(60_000);

const SOCIETY = "society@fenstreet.example";
const LINK = /https:\/\/theatre\.example\/admin-edit-tool\/reset-password\/([A-Za-z0-9_-]{43})\b/;

let database: TestDatabase;
let site: TestApp;
let smtp: TestSmtp;
let delivery: MessageDelivery;
let mail: MailSite;
let serial = 0;

beforeAll(async () => {
  mail = await startMailSite({ settings: { publicUrl: "https://theatre.example", messages: { societyEmail: SOCIETY }, passwordResetLimits: { perEmail: 3, perAddress: 1000 } } });
  ({ database, site, smtp, delivery } = mail);
});

afterAll(() => mail.close());

beforeEach(() => {
  smtp.received.length = 0;
});

/** A fresh member with a known password, and a token of theirs. */
async function member(password = "old password one") {
  const name = `Reset${lettersFor(serial++)}`;
  const email = `${name.toLowerCase()}@example.org`;
  const { user } = await site.services.accounts.upsert({ name, email, password, role: Role.member });
  const { token } = await site.services.accounts.login({ email, password });
  return { id: user.id, name, email, password, token: token! };
}

const ask = (email: string, app = site) => app.rest("POST", "/api/password-reset", { email });
const resetWith = (token: string, password: string) => site.rest("POST", `/api/password-reset/${token}`, { password });
const login = (email: string, password: string) => site.rest("POST", "/api/login", { email, password });
const profile = (token: string) => site.rest("GET", "/api/profile", undefined, token);

/** Lets the links asked for be queued, and the delivery worker send them. */
async function deliver(app = site): Promise<ReceivedMail[]> {
  await app.services.passwordResets.settled();
  await delivery.tick();
  return [...smtp.received];
}

const linkIn = (mail: ReceivedMail) => {
  const token = LINK.exec(mail.body)?.[1];
  if (!token) throw new Error(`no reset link in ${mail.body}`);
  return token;
};

describe("a forgotten password", () => {
  test("the email brings a link that sets a new password once; every session ends, the old password stops working", async () => {
    const viola = await member();
    const asked = await ask(viola.email.toUpperCase());
    expect(asked).toMatchObject({ status: 202, body: { message: LINK_SENT } });

    const [mail, ...more] = await deliver();
    expect(more).toEqual([]);
    expect(mail.envelopeTo).toEqual([viola.email]);
    expect(mail.headers.subject).toBe("Reset your password for Fen Street Players");
    expect(mail.headers["reply-to"]).toContain(SOCIETY);
    expect(mail.headers["reply-to"]).toContain("Fen Street Players");
    expect(mail.body).toContain("expires in an hour");
    expect(mail.body).toContain("If you did not ask for this, ignore this email: your password stays as it is.");
    const token = linkIn(mail);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);

    // Only the token's digest is kept, for an hour; the sent email's body (the link) is not kept at all.
    const [row] = await database.db.query("SELECT token_hash, expires_at - created_at AS lasts, used_at FROM password_reset WHERE user_id = $1", [viola.id]);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);
    expect(row.lasts).toEqual({ hours: 1 });
    expect(await database.db.query("SELECT type, status, body FROM message WHERE recipient = $1", [viola.email])).toEqual([{ type: "account", status: "sent", body: "" }]);

    expect(await resetWith(token, "new password two")).toMatchObject({ status: 200, body: { message: expect.stringContaining("Your password has been changed") } });
    expect((await profile(viola.token)).status).toBe(401);
    expect((await login(viola.email, viola.password)).status).toBe(401);
    expect((await login(viola.email, "new password two")).status).toBe(200);

    const again = await resetWith(token, "third password here");
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ path: "token", message: "token is unknown, expired or already used" }]);
    expect((await login(viola.email, "new password two")).status).toBe(200);
  });

  test("an expired link is refused, and asking again replaces the earlier link", async () => {
    const sebastian = await member();
    await ask(sebastian.email);
    await ask(sebastian.email);
    const [first, second] = (await deliver()).map(linkIn);
    expect(first).not.toBe(second);
    expect((await resetWith(first, "new password two")).status).toBe(400);

    await database.db.query("UPDATE password_reset SET expires_at = now() - interval '1 second' WHERE user_id = $1", [sebastian.id]);
    const expired = await site.graphql("mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }", { input: { token: second, password: "new password two" } });
    expect(expired.body.errors?.[0]).toMatchObject({ message: expect.stringContaining("expired"), extensions: { code: "BAD_USER_INPUT", fields: [{ path: "token", message: expect.any(String) }] } });
    expect((await login(sebastian.email, sebastian.password)).status).toBe(200);
  });

  test("an address without an account gets the same answer, and nothing is sent or stored", async () => {
    const known = await member();
    const answers = [await ask(known.email), await ask("nobody-here@example.org")];
    expect(answers[1].status).toBe(answers[0].status);
    expect(answers[1].body).toEqual(answers[0].body);
    const viaGraphql = await site.graphql("mutation { requestPasswordReset(input: { email: \"nobody-either@example.org\" }) }");
    expect(viaGraphql.body).toEqual({ data: { requestPasswordReset: LINK_SENT } });

    expect((await deliver()).map((mail) => mail.envelopeTo)).toEqual([[known.email]]);
    expect(await database.db.query("SELECT recipient FROM message WHERE recipient LIKE 'nobody%'")).toEqual([]);
  });

  test("bad input is a 400 naming the field and the rule", async () => {
    expect((await ask("not an email")).body.errors).toEqual([{ path: "email", message: "email must be a valid email address" }]);
    expect((await site.rest("POST", "/api/password-reset", {})).body.errors).toEqual([{ path: "email", message: "email is required" }]);
    const short = await resetWith("some-token", "short");
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ path: "password", message: "password must be at least 8 characters long" }]);
  });

  test("requests are limited per email address, even sent all at once; a refusal says when to try again", async () => {
    const olivia = await member();
    const answers = await Promise.all(Array.from({ length: 12 }, () => ask(olivia.email)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many password reset requests for this email address\. Try again in \d+ minutes?\.$/);
    // Unknown addresses are limited the same way, so a refusal tells nothing either.
    const unknown = await Promise.all(Array.from({ length: 5 }, () => ask("no-account@example.org")));
    expect(unknown.map((a) => a.status).sort()).toEqual([202, 202, 202, 429, 429]);
    expect(await deliver()).toHaveLength(3);
  });

  test("requests are limited per client address too, even sent all at once", async () => {
    const strict = await startTestApp(database.db, { settings: { messages: { societyEmail: SOCIETY }, passwordResetLimits: { perEmail: 100, perAddress: 4 } } });
    try {
      const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => ask(`someone${i}@example.org`, strict)));
      expect(answers.map((a) => a.status).sort()).toEqual([...Array(4).fill(202), ...Array(11).fill(429)]);
      expect(answers.find((a) => a.status === 429)!.body.message).toMatch(/^Too many password reset requests from your connection/);
      await strict.services.passwordResets.settled();
    } finally {
      await strict.app.close();
    }
  });

  test("one link used many times at once sets the password exactly once", async () => {
    const maria = await member();
    await ask(maria.email);
    const [token] = (await deliver()).map(linkIn);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => resetWith(token, `racing password ${i}`)));
    const winners = answers.flatMap((a, i) => (a.status === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(7);
    expect((await login(maria.email, `racing password ${winners[0]}`)).status).toBe(200);
  });

  test("a reset lifts the account's failed-login lock: its owner can log in at once", async () => {
    const toby = await member();
    for (let i = 0; i < 5; i++) await login(toby.email, "a wrong guess");
    expect((await login(toby.email, toby.password)).status).toBe(429);
    await ask(toby.email);
    const [token] = (await deliver()).map(linkIn);
    await resetWith(token, "fresh password here");
    expect((await login(toby.email, "fresh password here")).status).toBe(200);
  });

  test("the reset page is never cached, never indexed, sends no Referer, and does not hold the token", async () => {
    const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-client-"));
    fs.writeFileSync(path.join(clientDist, "index.html"), '<!doctype html><html><head><title></title></head><body><div id="root"></div></body></html>');
    const cached = await startTestApp(database.db, { clientDist, readCache: true });
    try {
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${cached.url}/admin-edit-tool/reset-password/secretToken123`);
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.headers.get("referrer-policy")).toBe("no-referrer");
        expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
        expect(await response.text()).not.toContain("secretToken123");
      }
    } finally {
      await cached.app.close();
      fs.rmSync(clientDist, { recursive: true, force: true });
    }
  });
});

describe("changing one's password", () => {
  const change = (token: string | undefined, body: unknown) => site.rest("PUT", "/api/profile/password", body, token);

  test("a wrong current password is a field error (not a 401: the session is fine) and changes nothing", async () => {
    const ann = await member();
    const wrong = await change(ann.token, { currentPassword: "not my password", newPassword: "brand new password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: "currentPassword", message: "currentPassword is not right" }]);
    expect((await profile(ann.token)).status).toBe(200);
    expect((await login(ann.email, ann.password)).status).toBe(200);
    const short = await change(ann.token, { currentPassword: ann.password, newPassword: "short" });
    expect(short.body.errors).toEqual([{ path: "newPassword", message: "newPassword must be at least 8 characters long" }]);
    expect((await change(undefined, { currentPassword: ann.password, newPassword: "brand new password" })).status).toBe(401);
  });

  test("signs every other session out and keeps the caller signed in with a fresh token", async () => {
    const ben = await member();
    const elsewhere = (await login(ben.email, ben.password)).body.token as string;
    const changed = await change(ben.token, { currentPassword: ben.password, newPassword: "brand new password" });
    expect(changed.status).toBe(200);
    expect((await profile(elsewhere)).status).toBe(401);
    expect((await profile(changed.body.token)).body).toMatchObject({ email: ben.email });
    expect((await login(ben.email, ben.password)).status).toBe(401);
    expect((await login(ben.email, "brand new password")).status).toBe(200);

    const viaGraphql = await site.graphql<{ changePassword: { token: string; user: { email: string } } }>(
      "mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { token user { email } } }",
      { input: { currentPassword: "brand new password", newPassword: "another new password" } },
      { authorization: `Bearer ${changed.body.token}` },
    );
    expect(viaGraphql.body.data?.changePassword.user.email).toBe(ben.email);
    expect((await profile(changed.body.token)).status).toBe(401);
    expect((await profile(viaGraphql.body.data!.changePassword.token)).status).toBe(200);
  });

  test("wrong current passwords count as failed logins: a stolen session cannot guess without limit", async () => {
    const cat = await member();
    for (let i = 0; i < 5; i++) expect((await change(cat.token, { currentPassword: `guess ${i}`, newPassword: "brand new password" })).status).toBe(400);
    expect((await change(cat.token, { currentPassword: cat.password, newPassword: "brand new password" })).status).toBe(429);
  });
});

describe("an admin sends a reset link", () => {
  const send = (userId: string, token?: string) => site.rest("POST", `/api/users/${userId}/password-reset`, undefined, token);
  const sendViaGraphql = (userId: string, token?: string) =>
    site.graphql("mutation ($id: ID!) { sendPasswordReset(userId: $id) }", { id: userId }, token ? { authorization: `Bearer ${token}` } : {});

  test("anonymous callers, members and editors are refused; nothing is sent", async () => {
    const target = await member();
    expect((await send(target.id)).status).toBe(401);
    expect((await send(target.id, await site.tokenFor(Role.member))).status).toBe(403);
    expect((await send(target.id, await site.tokenFor(Role.editor))).status).toBe(403);
    expect((await sendViaGraphql(target.id)).body.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await sendViaGraphql(target.id, await site.tokenFor(Role.member))).body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await sendViaGraphql(target.id, await site.tokenFor(Role.editor))).body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(await deliver()).toEqual([]);
  });

  test("an admin's link is the same email, and sets the password; an unknown account is a 404", async () => {
    const target = await member();
    const admin = await site.tokenFor(Role.admin);
    expect((await send(target.id, admin)).status).toBe(202);
    expect((await sendViaGraphql(target.id, admin)).body).toEqual({ data: { sendPasswordReset: true } });
    const mails = await deliver();
    expect(mails.map((mail) => mail.envelopeTo)).toEqual([[target.email], [target.email]]);
    expect(mails[0].headers.subject).toBe("Reset your password for Fen Street Players");
    expect((await resetWith(linkIn(mails[0]), "set by the link")).status).toBe(400);
    expect((await resetWith(linkIn(mails[1]), "set by the link")).status).toBe(200);
    expect((await login(target.email, "set by the link")).status).toBe(200);
    expect((await send("00000000-0000-4000-8000-000000000000", admin)).status).toBe(404);
  });
});
