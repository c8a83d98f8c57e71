import { Role } from "../../core/auth";
import { createLogger } from "../../core/logger";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../../test/smtp";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { MessageDelivery, smtpMailer } from "../messages/message-delivery.service";
import { SIGNED_UP, NewsletterService } from "./newsletter.service";

jest.setTimeout(60_000);

const PUBLIC_URL = "http://localhost:4000";
let database: TestDatabase;
let site: TestApp;
let smtp: TestSmtp;
const logger = createLogger("silent");
const deliverySettings = { from: '"Fen Street Players" <no-reply@fenstreet.example>', siteName: "Fen Street Players", retryBaseMs: 1 };
let tokens: Record<"editor" | "admin" | "member", string>;

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db, { settings: { messages: { societyEmail: "hello@fenstreet.example" }, newsletterLimits: { perEmail: 100, perAddress: 1000 } } });
  smtp = await startSmtp();
  tokens = { editor: await site.tokenFor(Role.editor), admin: await site.tokenFor(Role.admin), member: await site.tokenFor(Role.member) };
});

afterAll(async () => {
  await smtp.close();
  await site.app.close();
  await database.drop();
});

beforeEach(async () => {
  await database.db.query("DELETE FROM message");
  await database.db.query("DELETE FROM newsletter_issue");
  await database.db.query("DELETE FROM newsletter_subscriber");
  smtp.received.length = 0;
});

const signUp = (email: string, name = "") => site.rest("POST", "/api/newsletter/subscribers", { email, name });
/** Every email due, delivered through the real SMTP server. */
async function deliver(url = smtp.url): Promise<number> {
  const delivery = new MessageDelivery(database.db, smtpMailer(url), deliverySettings, logger);
  const sent = await delivery.tick();
  await delivery.stop();
  return sent;
}
const linkIn = (mail: ReceivedMail, kind: "confirm" | "unsubscribe") => new RegExp(`${PUBLIC_URL}/newsletter/${kind}/([A-Za-z0-9_-]{43})`).exec(mail.body)?.[1];
/** Follows a link as a browser's form does (it takes HTML): where it was sent on to. */
async function press(kind: "confirm" | "unsubscribe", token: string): Promise<string> {
  const response = await fetch(`${site.url}/newsletter/${kind}/${token}`, { method: "POST", redirect: "manual", headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" } });
  expect(response.status).toBe(303);
  return response.headers.get("location")!;
}
async function confirmed(email: string, name = ""): Promise<void> {
  await signUp(email, name);
  await deliver();
  const mail = smtp.received.filter((m) => m.envelopeTo[0] === email).at(-1)!;
  expect(await press("confirm", linkIn(mail, "confirm")!)).toBe("/newsletter/confirmed");
  smtp.received.length = 0;
}
const publishCombinations = (text: string) => database.db.query("UPDATE site_page SET text = $1 WHERE kind = 'combinations'", [text]);
const graphql = (query: string, token?: string) => site.graphql<any>(query, {}, token ? { authorization: `Bearer ${token}` } : {});
const SEND = "mutation { sendNewsletter { sent failed pending issue { recipients startedBy subject } } }";

describe("signing up (double opt-in)", () => {
  test("a sign-up is emailed a single-use link; confirming makes the address a subscriber", async () => {
    const { status, body } = await signUp("ada@example.org", "Ada Lovelace");
    expect(status).toBe(202);
    expect(body.message).toBe(SIGNED_UP);
    expect(await database.db.query("SELECT email, name, confirmed_at FROM newsletter_subscriber")).toEqual([{ email: "ada@example.org", name: "Ada Lovelace", confirmed_at: null }]);
    expect(await deliver()).toBe(1);
    const [mail] = smtp.received;
    expect(mail.envelopeTo).toEqual(["ada@example.org"]);
    expect(mail.headers.subject).toBe("Please confirm: the Fen Street Players newsletter");
    expect(mail.body).toContain("The link works for 7 days");
    const token = linkIn(mail, "confirm")!;
    // Only the link's digest is stored, and the email's copy of it is emptied once sent.
    expect(JSON.stringify(await database.db.query("SELECT * FROM newsletter_link"))).not.toContain(token);
    expect(await database.db.query("SELECT body FROM message")).toEqual([{ body: "" }]);

    // Opening the link changes nothing (a mail scanner may open it); its page's button POSTs.
    expect(await press("confirm", token)).toBe("/newsletter/confirmed");
    expect((await database.db.query("SELECT confirmed_at FROM newsletter_subscriber"))[0].confirmed_at).toBeInstanceOf(Date);
    expect(await press("confirm", token)).toBe("/newsletter/link-used");
    const graphqlAnswer = await graphql(`mutation { confirmNewsletterSubscription(token: "${token}") }`);
    expect(graphqlAnswer.body.data.confirmNewsletterSubscription).toBe("used");
  });

  test("an expired link or an unknown one does nothing and says why", async () => {
    await signUp("late@example.org");
    await deliver();
    const token = linkIn(smtp.received[0], "confirm")!;
    await database.db.query("UPDATE newsletter_link SET expires_at = now() - interval '1 minute'");
    expect(await press("confirm", token)).toBe("/newsletter/link-expired");
    expect(await press("confirm", "x".repeat(43))).toBe("/newsletter/link-not-valid");
    expect(await database.db.query("SELECT confirmed_at FROM newsletter_subscriber")).toEqual([{ confirmed_at: null }]);
  });

  test("signing up again, or with a confirmed address, answers the same; a confirmed address is sent nothing and its name is kept", async () => {
    await signUp("twice@example.org");
    await signUp("twice@example.org", "Second Try");
    await deliver();
    expect(smtp.received).toHaveLength(2);
    // Only the latest link works.
    expect(await press("confirm", linkIn(smtp.received[0], "confirm")!)).toBe("/newsletter/link-not-valid");
    expect(await press("confirm", linkIn(smtp.received[1], "confirm")!)).toBe("/newsletter/confirmed");
    smtp.received.length = 0;

    const again = await signUp("TWICE@example.org", "Someone Else");
    expect(again).toMatchObject({ status: 202, body: { message: SIGNED_UP } });
    expect(await deliver()).toBe(0);
    expect(await database.db.query("SELECT email, name FROM newsletter_subscriber")).toEqual([{ email: "twice@example.org", name: "Second Try" }]);
  });

  test.each([
    ["an invalid email", { email: "not-an-address" }, "email"],
    ["a missing email", { email: "" }, "email"],
    ["a name on two lines", { email: "a@example.org", name: "A\nB" }, "name"],
  ])("%s is refused naming the field, and nothing is stored", async (_case, body, field) => {
    const { status, body: answer } = await site.rest("POST", "/api/newsletter/subscribers", body);
    expect(status).toBe(400);
    expect(answer.errors.map((e: { path: string }) => e.path)).toEqual([field]);
    expect(await database.db.query("SELECT * FROM newsletter_subscriber")).toEqual([]);
  });

  test("sign-ups never confirmed are forgotten once their link is out of date", async () => {
    await signUp("forgotten@example.org");
    await signUp("recent@example.org");
    await confirmed("kept@example.org");
    await database.db.query("UPDATE newsletter_link l SET expires_at = now() - interval '1 minute' FROM newsletter_subscriber s WHERE s.id = l.subscriber_id AND s.email <> 'recent@example.org'");
    expect(await site.services.newsletter.purgeUnconfirmed()).toBe(1);
    expect(await database.db.query("SELECT email FROM newsletter_subscriber ORDER BY email")).toEqual([{ email: "kept@example.org" }, { email: "recent@example.org" }]);
  });

  test("a filled-in honeypot is told the same, and nothing is kept", async () => {
    expect(await site.rest("POST", "/api/newsletter/subscribers", { email: "bot@example.org", website: "spam" })).toMatchObject({ status: 202, body: { message: SIGNED_UP } });
    expect(await database.db.query("SELECT * FROM newsletter_subscriber")).toEqual([]);
  });

  test("sign-ups are limited per email address, also when they arrive at once", async () => {
    const strict = new NewsletterService(database.db, site.services.events, { siteName: "Fen Street Players", publicUrl: PUBLIC_URL, replyTo: "hello@fenstreet.example", perEmail: 3, perAddress: 100 });
    // Case and +tags reach the same mailbox: one allowance.
    const spellings = ["flood@example.org", "Flood@example.org", "flood+1@example.org", "FLOOD+news@example.org", '"flood"@example.org'];
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => strict.subscribe({ email: spellings[i % spellings.length] }, "203.0.113.9").then(() => "ok", (error: { code: string }) => error.code)));
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(3);
    expect(outcomes.filter((o) => o === "RATE_LIMITED")).toHaveLength(7);
    expect(await database.db.query("SELECT count(*)::int AS n FROM newsletter_subscriber")).toEqual([{ n: expect.any(Number) }]);
  });
});

describe("sending an issue", () => {
  test("Send to subscribers emails the published text once to each confirmed subscriber, with one-click unsubscribe headers and progress", async () => {
    await confirmed("one@example.org", "One");
    await confirmed("two@example.org", "Two");
    await signUp("pending@example.org");
    smtp.received.length = 0;
    await database.db.query("DELETE FROM message");
    await publishCombinations("<h2>Winter news</h2><p>Auditions for <a href=\"/auditions\">the spring play</a> open soon.</p>");

    const { body } = await graphql(SEND, tokens.editor);
    expect(body.data.sendNewsletter).toEqual({ sent: 0, failed: 0, pending: 2, issue: { recipients: 2, startedBy: expect.any(String), subject: "Combinations: the Fen Street Players newsletter" } });
    expect(await deliver()).toBe(2);
    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual(["one@example.org", "two@example.org"]);
    for (const mail of smtp.received) {
      expect(mail.body).toContain("WINTER NEWS");
      expect(mail.body).toContain(`the spring play [${PUBLIC_URL}/auditions]`);
      const token = linkIn(mail, "unsubscribe");
      expect(mail.headers["list-unsubscribe"]).toBe(`<${PUBLIC_URL}/newsletter/unsubscribe/${token}>`);
      expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    }
    const progress = await graphql("{ newsletter { confirmed unconfirmed issues { sent failed pending issue { recipients } } } }", tokens.editor);
    expect(progress.body.data.newsletter).toEqual({ confirmed: 2, unconfirmed: 1, issues: [{ sent: 2, failed: 0, pending: 0, issue: { recipients: 2 } }] });

    // The same text cannot go twice: a second press, or two at once, is refused.
    const again = await graphql(SEND, tokens.editor);
    expect(again.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^This text was sent to subscribers on \d+ \w+ \d{4} at /), extensions: { code: "CONFLICT" } });
    await publishCombinations("<p>A new text</p>");
    const both = await Promise.all([graphql(SEND, tokens.editor), graphql(SEND, tokens.admin)]);
    expect(both.filter((r) => r.body.data?.sendNewsletter)).toHaveLength(1);
    expect(both.filter((r) => r.body.errors?.[0]?.extensions?.code === "CONFLICT")).toHaveLength(1);
  });

  test("with the mail server going down mid-send, and the sender stopped and started again, every subscriber gets exactly one email", async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `reader${i}@example.org`);
    for (const email of emails) await confirmed(email);
    await database.db.query("DELETE FROM message");
    await publishCombinations("<p>The spring issue</p>");
    await graphql(SEND, tokens.editor);

    // A mail server that takes five emails and then is gone.
    const flaky = await startSmtp();
    const delivery = new MessageDelivery(database.db, smtpMailer(flaky.url), deliverySettings, logger);
    const round = delivery.tick();
    while (flaky.received.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    await flaky.close();
    await round;
    await delivery.stop();
    const [midway] = await graphql("{ newsletter { issues { sent pending } } }", tokens.editor).then((r) => r.body.data.newsletter.issues);
    expect(midway.sent).toBeGreaterThanOrEqual(5);
    expect(midway.pending).toBe(12 - midway.sent);

    // Started again (as after a restart) with the mail server back: the rest go, none again.
    for (let i = 0; i < 20 && (await deliver()) > 0; i++);
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < 20; i++) await deliver();
    const all = [...flaky.received, ...smtp.received].map((m) => m.envelopeTo[0]);
    expect(all.sort()).toEqual([...emails].sort());
    const [done] = await graphql("{ newsletter { issues { sent failed pending } } }", tokens.editor).then((r) => r.body.data.newsletter.issues);
    expect(done).toEqual({ sent: 12, failed: 0, pending: 0 });
  });

  test("without published text, or without confirmed subscribers, nothing is sent and the answer says why", async () => {
    await publishCombinations("");
    expect((await graphql(SEND, tokens.editor)).body.errors?.[0]?.message).toBe("Invalid input: text Combinations has no published text to send");
    await publishCombinations("<p>Hello</p>");
    expect((await graphql(SEND, tokens.editor)).body.errors?.[0]?.message).toBe("Invalid input: recipients Nobody has confirmed a subscription yet");
    expect(await database.db.query("SELECT * FROM newsletter_issue")).toEqual([]);
  });
});

describe("unsubscribing", () => {
  async function issueTo(email: string): Promise<string> {
    await confirmed(email);
    await database.db.query("DELETE FROM message");
    await publishCombinations(`<p>Issue for ${email}</p>`);
    await graphql(SEND, tokens.editor);
    await deliver();
    return linkIn(smtp.received.find((m) => m.envelopeTo[0] === email)!, "unsubscribe")!;
  }

  test("a mail program's one-click POST (RFC 8058) unsubscribes without logging in; nothing about them is kept", async () => {
    const token = await issueTo("oneclick@example.org");
    const response = await fetch(`${site.url}/newsletter/unsubscribe/${token}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("Unsubscribed");
    expect(await database.db.query("SELECT * FROM newsletter_subscriber")).toEqual([]);
    expect(await database.db.query("SELECT * FROM newsletter_link")).toEqual([]);
    const again = await fetch(`${site.url}/newsletter/unsubscribe/${token}`, { method: "POST", body: "List-Unsubscribe=One-Click" });
    expect(again.status).toBe(404);
  });

  test("the link's button unsubscribes and leads to a page saying so; an expired link does not", async () => {
    const token = await issueTo("button@example.org");
    await database.db.query("UPDATE newsletter_link SET expires_at = now() - interval '1 second' WHERE purpose = 'unsubscribe'");
    expect(await press("unsubscribe", token)).toBe("/newsletter/link-expired");
    await database.db.query("UPDATE newsletter_link SET expires_at = now() + interval '1 day' WHERE purpose = 'unsubscribe'");
    expect(await press("unsubscribe", token)).toBe("/newsletter/unsubscribed");
    expect(await database.db.query("SELECT * FROM newsletter_subscriber")).toEqual([]);
  });

  test("someone who unsubscribes while an issue is going out is not sent it", async () => {
    await confirmed("leaving@example.org");
    await confirmed("staying@example.org");
    await publishCombinations("<p>Mid-send</p>");
    await graphql(SEND, tokens.editor);
    expect((await graphql('mutation { removeNewsletterSubscriber(email: "Leaving@example.org") }', tokens.admin)).body.data.removeNewsletterSubscriber).toBe(true);
    await deliver();
    expect(smtp.received.map((m) => m.envelopeTo[0])).toEqual(["staying@example.org"]);
    const [issue] = (await graphql("{ newsletter { issues { sent failed pending } } }", tokens.editor)).body.data.newsletter.issues;
    expect(issue).toEqual({ sent: 1, failed: 1, pending: 0 });
  });
});

describe("the list, for the society's records", () => {
  test("admins export confirmed subscribers as CSV (formulas written as text) and remove one on request", async () => {
    await confirmed("csv@example.org", "=HYPERLINK(\"http://evil.example\")");
    await confirmed("plain@example.org", "Plain, Name");
    await signUp("unconfirmed@example.org");
    const response = await fetch(`${site.url}/api/newsletter/subscribers.csv`, { headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="newsletter-subscribers.csv"');
    const lines = (await response.text()).trim().split("\n");
    expect(lines[0]).toBe('"name","email","confirmed at (UTC)"');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)","csv@example\.org","\d{4}-\d\d-\d\dT[\d:.]+Z"$/),
      expect.stringMatching(/^"Plain, Name","plain@example\.org",/),
    ]);
    const remove = () => fetch(`${site.url}/api/newsletter/subscribers/plain@example.org`, { method: "DELETE", headers: { authorization: `Bearer ${tokens.admin}` } });
    expect((await remove()).status).toBe(204);
    expect((await remove()).status).toBe(404);
    expect(await database.db.query("SELECT email FROM newsletter_subscriber ORDER BY email")).toEqual([{ email: "csv@example.org" }, { email: "unconfirmed@example.org" }]);
  });

  test.each([
    ["anonymous", undefined, 401, 401, 401],
    ["a member", "member", 403, 403, 403],
    ["an editor", "editor", 200, 403, 403],
  ] as const)("%s: counts, CSV and removal answered %s, %s, %s", async (_who, role, counts, csv, removal) => {
    const token = role ? tokens[role] : undefined;
    expect((await site.rest("GET", "/api/newsletter", undefined, token)).status).toBe(counts);
    expect((await fetch(`${site.url}/api/newsletter/subscribers.csv`, { headers: token ? { authorization: `Bearer ${token}` } : {} })).status).toBe(csv);
    expect((await site.rest("DELETE", "/api/newsletter/subscribers/a@example.org", undefined, token)).status).toBe(removal);
    if (role !== "editor") expect((await site.rest("POST", "/api/newsletter/issues", undefined, token)).status).toBe(counts);
  });
});
