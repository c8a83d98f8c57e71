import { freePort } from "../../core/free-port";
import { readyServer, type ReadyServer } from "../../test/server-process";
import { startSmtp, type TestSmtp } from "../../test/smtp";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { TEST_JWT_SECRET } from "../../test/test-app";
import { until } from "../../test/until";
import { insertPlays, playFixture } from "../plays/play.fixtures";
import { PlayStatus } from "../plays/play-status.types";

/** The compiled server as a real process whose mail server is down when messages come in. */
jest.setTimeout(120_000);

const SOCIETY = "society@fenstreet.example";
const DIRECTOR = "lear.director@fenstreet.example";
const ADMIN = { email: "inbox@fenstreet.example", password: "inbox admin password" };
let database: TestDatabase;
let server: ReadyServer;
let smtpPort: number;
let smtp: TestSmtp | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertPlays(database.db, [playFixture({ slug: "king-lear", title: "King Lear", status: [PlayStatus.upcoming, PlayStatus.audition], auditionEmailRecipient: DIRECTOR })]);
  // Nothing listens on this port until the test starts the mail server there.
  smtpPort = await freePort();
  server = await readyServer({
    DATABASE_URL: database.url,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO: "false",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SOCIETY_EMAIL: SOCIETY,
    MESSAGE_RETRY_SECONDS: "1",
  });
});

afterAll(async () => {
  await server.stop();
  await smtp?.close();
  await database.drop();
});

const post = async (route: string, body: unknown, token?: string) => {
  const response = await fetch(`${server.url}${route}`, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
};

type InboxItem = { id: string; subject: string; recipient: string; status: string; attempts: number; lastError: string | null };
/** What a wait ended on, with the end of the server's log. */
const failed = (what: string) => (value: unknown) => `${what}: ${JSON.stringify(value)}\n${server.output().slice(-2000)}`;
const inbox = async (token: string): Promise<InboxItem[]> =>
  (await post("/graphql", { query: "{ messages(perPage: 50) { items { id subject recipient status attempts lastError } } }" }, token)).body.data.messages.items;

test("messages sent while the mail server is down are stored, then each is delivered once when it comes back, without a restart", async () => {
  const submissions = [
    { name: "Cordelia Small", email: "cordelia@example.org", subject: "Cordelia", message: "I can learn lines fast.", messagetype: "Application to audition", playslug: "king-lear" },
    { name: "Edmund Base", email: "edmund@example.org", subject: "Edmund", message: "I play villains.", messagetype: "Application to audition", playslug: "king-lear" },
    { name: "Orson Wells", email: "orson@example.org", subject: "Directing in spring", message: "The Seagull, perhaps.", messagetype: "Director submission" },
    { name: "Ida Lupino", email: "ida@example.org", subject: "Directing in autumn", message: "A new play.", messagetype: "Director submission" },
  ];
  for (const submission of submissions) expect((await post("/api/sendemail/", submission)).status).toBe(201);
  const byGraphql = await post("/graphql", { query: "mutation ($input: MessageInput!) { sendMessage(input: $input) { id } }", variables: { input: { name: "Peter Brook", email: "peter@example.org", subject: "Directing in summer", messagetype: "Director submission" } } });
  expect(byGraphql.body.errors).toBeUndefined();

  // Each is in the admin inbox, tried once against the dead mail server and waiting for a retry.
  const admin = (await post("/api/login", ADMIN)).body.token as string;
  const waiting = await until(() => inbox(admin), (items) => items.length === 5 && items.every((m) => m.attempts >= 1), failed("not every message was tried"));
  for (const message of waiting) expect(message).toMatchObject({ status: "pending", lastError: expect.stringMatching(/ECONNREFUSED/) });
  const expected = [
    [DIRECTOR, "Application to audition: King Lear (Cordelia)"],
    [DIRECTOR, "Application to audition: King Lear (Edmund)"],
    [SOCIETY, "Director submission: Directing in autumn"],
    [SOCIETY, "Director submission: Directing in spring"],
    [SOCIETY, "Director submission: Directing in summer"],
  ];

  const mail = await startSmtp(smtpPort);
  smtp = mail;
  await until(() => mail.received.length, (count) => count >= expected.length, failed("not every message was delivered"));
  const sent = await until(() => inbox(admin), (items) => items.every((m) => m.status === "sent"), failed("not every message is marked sent"));
  // Several more retry rounds pass: nothing is sent twice.
  await new Promise((r) => setTimeout(r, 3000));
  expect(mail.received.map((m) => [m.envelopeTo[0], m.headers.subject]).sort()).toEqual(expected);
  expect(sent.map((m) => m.id).sort()).toEqual(waiting.map((m) => m.id).sort());
  expect(server.child.exitCode).toBeNull();
});
