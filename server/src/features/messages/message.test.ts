import { Role } from "../../core/auth";
import { freePort } from "../../core/free-port";
import { createLogger } from "../../core/logger";
import { startSmtp, type TestSmtp } from "../../test/smtp";
import { createTestDatabase, type TestDatabase, siteDataSource } from "../../test/test-database";
import { startTestApp, type TestApp } from "../../test/test-app";
import { insertPlays, playFixture } from "../plays/play.fixtures";
import { PlayStatus } from "../plays/play-status.types";
import { MessageDelivery, smtpMailer, type Mailer } from "./message-delivery.service";

jest.setTimeout(60_000);

const SOCIETY = "society@fenstreet.example";
let database: TestDatabase;
let site: TestApp;
let smtp: TestSmtp;
const logger = createLogger("silent");
const settings = { from: '"Fen Street Players" <no-reply@fenstreet.example>', siteName: "Fen Street Players", retryBaseMs: 50 };

beforeAll(async () => {
  database = await createTestDatabase();
  await insertPlays(database.db, [
    playFixture({ slug: "hamlet", title: "Hamlet", status: [PlayStatus.upcoming, PlayStatus.audition], auditionEmailRecipient: "hamlet.director@fenstreet.example" }),
    playFixture({ slug: "closed-play", title: "Closed Play", status: [PlayStatus.current] }),
    playFixture({ slug: "macbeth", title: "Macbeth", status: [PlayStatus.upcoming, PlayStatus.audition], auditionEmailRecipient: "" }),
  ]);
  site = await startTestApp(database.db, { settings: { messages: { societyEmail: SOCIETY, perSender: 100, perAddress: 1000 } } });
  smtp = await startSmtp();
});

afterAll(async () => {
  await smtp.close();
  await site.app.close();
  await database.drop();
});

beforeEach(async () => {
  await database.db.query("DELETE FROM message");
  smtp.received.length = 0;
});

const send = async (body: Record<string, unknown>, app = site) => {
  const response = await fetch(`${app.url}/api/sendemail/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
};
const audition = { name: "Ophelia Green", email: "ophelia@example.org", subject: "Playing Ophelia", message: "I would love to audition.\nI am free on Tuesdays.", messagetype: "Application to audition", playslug: "hamlet" };
const enquiry = { name: "Maud Price", email: "maud@example.org", subject: "Auditions", message: "When are the next auditions?", messagetype: "General enquiry" };
const director = { name: "Orson Wells", email: "orson@example.org", subject: "Directing next spring", message: "I would like to direct The Seagull.", messagetype: "Director submission" };
const stored = () => database.db.query("SELECT type, sender_email, recipient, status, attempts, last_error, play_title FROM message ORDER BY created_at");
const deliveryTo = (url: string) => new MessageDelivery(database.db, smtpMailer(url), settings, logger);

describe("receiving messages", () => {
  test("an audition is stored before the answer, addressed to the play's recipient whatever the caller says", async () => {
    const { status, body } = await send({ ...audition, auditionEmailRecipient: "attacker@evil.example" });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String), message: expect.stringContaining("received") });
    expect(await stored()).toEqual([
      { type: "audition", sender_email: "ophelia@example.org", recipient: "hamlet.director@fenstreet.example", status: "pending", attempts: 0, last_error: null, play_title: "Hamlet" },
    ]);
  });

  test("the play can be named by its title instead of its slug", async () => {
    const { playslug: _slug, ...byTitle } = audition;
    expect((await send({ ...byTitle, playtitle: "hamlet" })).status).toBe(201);
    expect((await stored())[0].recipient).toBe("hamlet.director@fenstreet.example");
  });

  test("a director submission goes to the society's address (GraphQL too)", async () => {
    const { body } = await site.graphql<any>("mutation ($input: MessageInput!) { sendMessage(input: $input) { id message } }", { input: director });
    expect(body.data.sendMessage.id).toEqual(expect.any(String));
    expect((await stored())[0]).toMatchObject({ type: "director", recipient: SOCIETY });
  });

  test("a general enquiry from the contact form goes to the society's address, whatever play or address it names", async () => {
    expect((await send({ ...enquiry, playslug: "hamlet", auditionEmailRecipient: "someone@else.example" })).status).toBe(201);
    expect((await stored())[0]).toMatchObject({ type: "general", sender_email: "maud@example.org", recipient: SOCIETY, play_title: null });
    const { body } = await site.graphql<any>("{ messages { items { type subject } } }", {}, { authorization: `Bearer ${await site.tokenFor(Role.admin)}` });
    expect(body.data?.messages.items ?? body).toEqual([{ type: "general", subject: "Auditions" }]);
  });

  test("an unknown message type is refused naming the three types", async () => {
    const { status, body } = await send({ ...enquiry, messagetype: "Fan mail" });
    expect(status).toBe(400);
    expect(body.errors[0].message).toBe("messagetype must be 'Application to audition', 'Director submission' or 'General enquiry'");
  });

  test.each([
    ["a name under 3 characters", { name: "Al" }, 400, "name"],
    ["a missing name", { name: "" }, 400, "name"],
    ["an invalid email", { email: "ophelia-at-example" }, 400, "email"],
    ["an unknown message type", { messagetype: "Fan mail" }, 400, "messagetype"],
    ["a message over 5000 characters", { message: "x".repeat(5001) }, 400, "message"],
    ["a subject with a line break", { subject: "Hi\r\nBcc: everyone@example.org" }, 400, "subject"],
    ["an audition without a play", { playslug: undefined }, 400, "playtitle"],
    ["a play not open to auditions", { playslug: "closed-play" }, 400, "playslug"],
    ["an unknown play", { playslug: "no-such-play" }, 404, undefined],
  ])("%s is refused and nothing is stored", async (_case, change, status, field) => {
    const { status: got, body } = await send({ ...audition, ...change });
    expect(got).toBe(status);
    if (field) expect(body.errors.map((e: { path: string }) => e.path)).toEqual([field]);
    expect(await stored()).toEqual([]);
  });

  test("values are trimmed", async () => {
    await send({ ...director, name: "   Orson Wells  ", email: " orson@example.org " });
    expect((await database.db.query("SELECT sender_name, sender_email FROM message"))[0]).toEqual({ sender_name: "Orson Wells", sender_email: "orson@example.org" });
  });

  test("a filled-in honeypot gets the usual answer, but nothing is stored or sent", async () => {
    const { status, body } = await send({ ...director, website: "https://spam.example" });
    expect(status).toBe(201);
    expect(body.message).toContain("received");
    expect(await stored()).toEqual([]);
  });

  test("too many messages from one sender, or one address, are refused with 429 saying when to retry", async () => {
    const strict = await startTestApp(database.db, { settings: { messages: { societyEmail: SOCIETY, perSender: 2, perAddress: 3 } } });
    try {
      expect((await send(director, strict)).status).toBe(201);
      expect((await send(director, strict)).status).toBe(201);
      const third = await send(director, strict);
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/Try again in \d+ minutes?/);
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await send({ ...director, email: "other@example.org" }, strict)).status).toBe(201);
      expect((await send({ ...director, email: "third@example.org" }, strict)).status).toBe(429);
    } finally {
      await strict.app.close();
    }
  });

  test("IPv6 senders in one /64 share the per-address budget; an unknown address is limited too", async () => {
    const strict = await startTestApp(database.db, { settings: { messages: { societyEmail: SOCIETY, perSender: 100, perAddress: 2 } } });
    let n = 0;
    const from = (address: string | undefined) =>
      strict.services.messages.receive({ ...director, email: `sender${n++}@example.org` }, address).then(
        () => "received",
        (error: { code: string }) => error.code,
      );
    try {
      expect(await from("2001:db8:5::1")).toBe("received");
      expect(await from("2001:db8:5:0:ffff::2")).toBe("received");
      expect(await from("2001:db8:5:0:1::3")).toBe("RATE_LIMITED");
      expect(await from("2001:db8:5:1::1")).toBe("received");
      expect(await from(undefined)).toBe("received");
      expect(await from(undefined)).toBe("received");
      expect(await from(undefined)).toBe("RATE_LIMITED");
    } finally {
      await strict.app.close();
    }
  });

  test("messages an address is refused do not spend the sender's allowance: nobody can use up someone else's", async () => {
    const strict = await startTestApp(database.db, { settings: { messages: { societyEmail: SOCIETY, perSender: 3, perAddress: 1 } } });
    const as = (email: string, address: string) => strict.services.messages.receive({ ...director, email }, address).then(() => "received", (error: { code: string }) => error.code);
    try {
      expect(await as("victim@example.org", "203.0.113.7")).toBe("received");
      for (let i = 0; i < 5; i++) expect(await as("victim@example.org", "203.0.113.7")).toBe("RATE_LIMITED");
      expect(await as("victim@example.org", "198.51.100.1")).toBe("received");
    } finally {
      await strict.app.close();
    }
  });
});

describe("delivering messages by email", () => {
  test("a general enquiry arrives at the society with its subject and the sender as reply-to", async () => {
    await send(enquiry);
    const delivery = deliveryTo(smtp.url);
    expect(await delivery.tick()).toBe(1);
    await delivery.stop();
    const [mail] = smtp.received;
    expect(mail.envelopeTo).toEqual([SOCIETY]);
    expect(mail.headers["reply-to"]).toBe("Maud Price <maud@example.org>");
    expect(mail.headers.subject).toBe("General enquiry: Auditions");
    expect(mail.body).toContain("When are the next auditions?");
  });

  test("the site's own emails carry their headers; a link that grants something is emptied from the database once sent; the inbox shows neither", async () => {
    await send(enquiry);
    const queue = (type: string, body: string, headers: Record<string, string> | null) =>
      database.db.query("INSERT INTO message (type, sender_name, sender_email, subject, body, recipient, headers) VALUES ($1, 'Fen Street Players', 'hello@fenstreet.example', 'For you', $2, 'reader@example.org', $3)", [type, body, headers]);
    await queue("account", "Reset your password: https://theatre.example/reset-password/secret-token", null);
    await queue("newsletter", "The winter issue", { "List-Unsubscribe": "<https://theatre.example/unsubscribe/t>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    const delivery = deliveryTo(smtp.url);
    expect(await delivery.tick()).toBe(3);
    await delivery.stop();
    const reset = smtp.received.find((m) => m.body.includes("Reset your password"))!;
    expect(reset.body).toContain("https://theatre.example/reset-password/secret-token");
    expect(reset.headers["reply-to"]).toBe("Fen Street Players <hello@fenstreet.example>");
    const issue = smtp.received.find((m) => m.body.includes("The winter issue"))!;
    expect(issue.headers["list-unsubscribe"]).toBe("<https://theatre.example/unsubscribe/t>");
    expect(issue.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const bodies = await database.db.query("SELECT type, body, headers FROM message WHERE type IN ('account', 'newsletter') ORDER BY type");
    expect(bodies).toEqual([{ type: "account", body: "", headers: null }, { type: "newsletter", body: "", headers: null }]);

    const admin = { authorization: `Bearer ${await site.tokenFor(Role.admin)}` };
    const inbox = await site.graphql<any>("{ messages { total items { type } } }", undefined, admin);
    expect(inbox.body.data.messages).toEqual({ total: 1, items: [{ type: "general" }] });
  });

  test("whom the site's own emails went to is forgotten 30 days after they went (or were given up on); the society's messages and emails still to send are kept", async () => {
    await send(enquiry);
    const queue = (type: string, status: string, daysAgo: number) =>
      database.db.query("INSERT INTO message (type, sender_name, sender_email, subject, body, recipient, status, updated_at) VALUES ($1, 'Fen Street Players', 'hello@fenstreet.example', 'For you', '', 'reader@example.org', $2, now() - make_interval(days => $3))", [type, status, daysAgo]);
    await queue("newsletter", "sent", 31);
    await queue("account", "failed", 31);
    await queue("stock-alert", "sent", 29);
    await queue("newsletter", "pending", 40);
    await database.db.query("UPDATE message SET updated_at = now() - interval '60 days' WHERE type = 'general'");
    expect(await site.services.messages.purgeSiteEmails()).toBe(2);
    expect(await site.services.messages.purgeSiteEmails()).toBe(0);
    expect((await database.db.query("SELECT type, status, recipient FROM message ORDER BY type, status"))).toEqual([
      { type: "account", status: "failed", recipient: "" },
      { type: "general", status: "pending", recipient: SOCIETY },
      { type: "newsletter", status: "pending", recipient: "reader@example.org" },
      { type: "newsletter", status: "sent", recipient: "" },
      { type: "stock-alert", status: "sent", recipient: "reader@example.org" },
    ]);
  });

  test("both kinds arrive at the right address with the sender as reply-to, the subject and the text", async () => {
    await send(audition);
    await send(director);
    const delivery = deliveryTo(smtp.url);
    expect(await delivery.tick()).toBe(2);
    await delivery.stop();
    const [toDirector, toSociety] = smtp.received;
    expect(toDirector.envelopeTo).toEqual(["hamlet.director@fenstreet.example"]);
    expect(toDirector.headers["reply-to"]).toBe("Ophelia Green <ophelia@example.org>");
    expect(toDirector.headers.subject).toBe("Application to audition: Hamlet (Playing Ophelia)");
    expect(toDirector.headers.from).toBe("Fen Street Players <no-reply@fenstreet.example>");
    expect(toDirector.body).toContain("I would love to audition.\nI am free on Tuesdays.");
    expect(toDirector.body).toContain("Play: Hamlet");
    expect(toSociety.envelopeTo).toEqual([SOCIETY]);
    expect(toSociety.headers["reply-to"]).toBe("Orson Wells <orson@example.org>");
    expect(toSociety.headers.subject).toBe("Director submission: Directing next spring");
    expect(toSociety.body).toContain("I would like to direct The Seagull.");
    expect((await stored()).map((m: { status: string }) => m.status)).toEqual(["sent", "sent"]);
  });

  test("with the mail server down at first, every message still arrives exactly once when it comes back", async () => {
    const port = await freePort();
    for (let i = 0; i < 3; i++) await send({ ...director, subject: `Try ${i}` });
    const delivery = deliveryTo(`smtp://127.0.0.1:${port}`);
    expect(await delivery.tick()).toBe(0);
    const afterFailure = await stored();
    expect(afterFailure.every((m: { status: string; attempts: number; last_error: string }) => m.status === "pending" && m.attempts === 1 && m.last_error)).toBe(true);

    const late = await startSmtp(port);
    try {
      await new Promise((r) => setTimeout(r, 120));
      expect(await delivery.tick()).toBe(3);
      expect(await delivery.tick()).toBe(0);
      expect(late.received.map((m) => m.headers.subject).sort()).toEqual(["Director submission: Try 0", "Director submission: Try 1", "Director submission: Try 2"]);
    } finally {
      await delivery.stop();
      await late.close();
    }
  });

  test("two instances delivering at once never send a message twice", async () => {
    for (let i = 0; i < 6; i++) await send({ ...director, subject: `Parallel ${i}` });
    const second = siteDataSource(database.url);
    await second.initialize();
    const slow = (url: string): Mailer => {
      const real = smtpMailer(url);
      return { send: async (mail) => { await new Promise((r) => setTimeout(r, 30)); await real.send(mail); }, close: real.close };
    };
    const one = new MessageDelivery(database.db, slow(smtp.url), settings, logger);
    const two = new MessageDelivery(second, slow(smtp.url), settings, logger);
    try {
      const [a, b] = await Promise.all([one.tick(), two.tick()]);
      expect(a + b).toBe(6);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
      expect(smtp.received.map((m) => m.headers.subject).sort()).toEqual(Array.from({ length: 6 }, (_, i) => `Director submission: Parallel ${i}`));
    } finally {
      await one.stop();
      await two.stop();
      await second.destroy();
    }
  });

  test("a message that keeps failing is marked failed; an admin retries it from the inbox and it is sent", async () => {
    await send(director);
    const port = await freePort();
    const failing = new MessageDelivery(database.db, smtpMailer(`smtp://127.0.0.1:${port}`), { ...settings, retryBaseMs: 1, maxAttempts: 2 }, logger);
    await failing.tick();
    await new Promise((r) => setTimeout(r, 10));
    await failing.tick();
    await failing.stop();
    expect((await stored())[0]).toMatchObject({ status: "failed", attempts: 2 });

    const admin = { authorization: `Bearer ${await site.tokenFor(Role.admin)}` };
    const inbox = await site.graphql<any>("{ messages(status: failed) { total items { id senderName status attempts lastError } } }", undefined, admin);
    expect(inbox.body.data.messages.total).toBe(1);
    const { id } = inbox.body.data.messages.items[0];
    const retried = await site.graphql<any>(`mutation { retryMessage(id: "${id}") { status attempts } }`, undefined, admin);
    expect(retried.body.data.retryMessage).toEqual({ status: "pending", attempts: 0 });
    const delivery = deliveryTo(smtp.url);
    expect(await delivery.tick()).toBe(1);
    await delivery.stop();
    expect(smtp.received).toHaveLength(1);
  });
});

describe("the society's inbox in Site settings", () => {
  test("once an admin sets the contact email, director submissions, enquiries and auditions without their own recipient arrive there; a play's own recipient still gets its auditions", async () => {
    const admin = await site.tokenFor(Role.admin);
    const inbox = "new.inbox@fenstreet.example";
    expect((await site.rest("PUT", "/api/settings", { name: "Fen Street Players", contactEmail: inbox, address: "", charityNumber: "" }, admin)).status).toBe(200);
    try {
      for (const message of [director, enquiry, { ...audition, playslug: "macbeth" }, audition]) expect((await send(message)).status).toBe(201);
      const delivery = deliveryTo(smtp.url);
      expect(await delivery.tick()).toBe(4);
      await delivery.stop();
      expect(smtp.received.map((mail) => [mail.headers.subject, mail.envelopeTo])).toEqual([
        ["Director submission: Directing next spring", [inbox]],
        ["General enquiry: Auditions", [inbox]],
        ["Application to audition: Macbeth (Playing Ophelia)", [inbox]],
        ["Application to audition: Hamlet (Playing Ophelia)", ["hamlet.director@fenstreet.example"]],
      ]);
    } finally {
      await database.db.query("DELETE FROM site_settings");
    }
  });

  test("until an admin sets one, messages go to SOCIETY_EMAIL", async () => {
    expect((await send({ ...audition, playslug: "macbeth" })).status).toBe(201);
    expect((await send(enquiry)).status).toBe(201);
    expect((await stored()).map((message: { recipient: string }) => message.recipient)).toEqual([SOCIETY, SOCIETY]);
  });
});

describe("the inbox", () => {
  test("admins list messages newest first, filter by status and read one; editors and members may not", async () => {
    await send({ ...director, subject: "First" });
    await send({ ...director, subject: "Second" });
    const admin = { authorization: `Bearer ${await site.tokenFor(Role.admin)}` };
    const { body } = await site.graphql<any>("{ messages { total items { id subject status type } } }", undefined, admin);
    expect(body.data.messages.items.map((m: { subject: string }) => m.subject)).toEqual(["Second", "First"]);
    const one = await site.graphql<any>(`{ message(id: "${body.data.messages.items[0].id}") { subject senderEmail body recipient } }`, undefined, admin);
    expect(one.body.data.message).toEqual({ subject: "Second", senderEmail: "orson@example.org", body: director.message, recipient: SOCIETY });
    expect((await site.graphql<any>("{ messages(status: sent) { total } }", undefined, admin)).body.data.messages.total).toBe(0);
    for (const role of [Role.editor, Role.member]) {
      const refused = await site.graphql<any>("{ messages { total } }", undefined, { authorization: `Bearer ${await site.tokenFor(role)}` });
      expect(refused.body.errors![0].extensions!.code).toBe("FORBIDDEN");
    }
    expect((await site.graphql<any>("{ messages { total } }")).body.errors![0].extensions!.code).toBe("UNAUTHENTICATED");
  });
});
