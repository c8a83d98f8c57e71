import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { Role, type AuthUser } from "../../core/auth";
import { openDatabase, type OpenDatabase } from "../../core/db/database";
import { createLogger } from "../../core/logger";
import { picture } from "../../test/images";
import { spawnServer, waitReady } from "../../test/server-process";
import { startTestApp, testStorage, type TestApp } from "../../test/test-app";
import { createTestDatabase, siteSchema, type TestDatabase } from "../../test/test-database";
import { User } from "../accounts/user.entity";
import { soldPlay } from "../box-office/box-office.fixtures";
import { restoreBackup, writeBackup } from "./backup.service";
import type { RestoreSummary, WrittenBackup } from "./backup.types";

let database: TestDatabase;
let site: TestApp;
const storage = testStorage();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-backup-test-"));
fs.chmodSync(scratch, 0o755); // the embedded PostgreSQL (another OS user under root) must pass through
const PASSWORD = "correct horse battery";

/** Every table's rows as text, in a stable order. */
async function tableRows(db: DataSource): Promise<Map<string, string[]>> {
  const tables = (await db.query(`SELECT relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND relkind = 'r' AND relname NOT IN ('migrations', 'editing_presence') ORDER BY 1`)) as { relname: string }[];
  const rows = new Map<string, string[]>();
  for (const { relname } of tables) rows.set(relname, ((await db.query(`SELECT t::text AS row FROM public."${relname}" t ORDER BY 1`)) as { row: string }[]).map((r) => r.row));
  return rows;
}

/** Every file under a folder, by relative path, with its bytes. */
function filesUnder(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of fs.readdirSync(root, { recursive: true }) as string[]) {
    const file = path.join(root, name);
    if (fs.statSync(file).isFile()) files.set(name, fs.readFileSync(file));
  }
  return files;
}

/** A site with every kind of content, made through the services as editors and visitors make it. */
async function fillSite(): Promise<void> {
  const { services } = site;
  // Ada signs in (her proof fresh): saving the Site settings asks for it.
  const admin = (await services.accounts.authenticate(`Bearer ${await site.tokenFor(Role.admin, "Ada")}`))!;
  await site.tokenFor(Role.editor, "Eddie");
  await site.tokenFor(Role.member, "Mo");
  const user = (name: string) => database.db.getRepository(User).findOneByOrFail({ name }).then((u): AuthUser => ({ id: u.id, name: u.name, role: u.role }));
  const editor = await user("Eddie");

  const { playId, performanceId } = await soldPlay(database.db, "the-tempest");
  await services.media.store(editor, "plays", playId, "mainimage", 0, { originalname: "tempest.jpg", buffer: await picture("jpeg") });
  await services.media.store(editor, "plays", playId, "photo", 0, { originalname: "scene.png", buffer: await picture("png", 320, 200) });
  const hold = await services.holds.hold(performanceId, { quantity: 2 }, "198.51.100.7");
  await services.orders.place(hold.id, hold.token, { name: "Bea Buyer", email: "bea@example.org" }, [{ ticketType: "Full", count: 2 }]);
  await services.holds.hold(performanceId, { quantity: 1 }, "198.51.100.8"); // a live hold, expiring later

  const draft = await services.playEditing.create(editor);
  await services.playEditing.saveDraft(editor, draft.id, { title: "A Draft Play", slug: "a-draft-play", version: draft.version }); // never published
  const published = await services.playEditing.create(editor);
  const saved = await services.playEditing.saveDraft(editor, published.id, { title: "Twelfth Night", slug: "twelfth-night", version: published.version });
  await services.playEditing.update(editor, published.id, { title: "Twelfth Night", slug: "twelfth-night", message: "Booking now", version: saved.version });
  const gone = await services.playEditing.create(editor);
  await services.playEditing.remove(editor, gone.id); // in Deleted items
  const blog = await services.blogEditing.create(editor);
  await services.blogEditing.remove(editor, (await services.blogEditing.create(editor)).id);
  await services.media.store(editor, "blogs", blog.id, "mainimage", 0, { originalname: "blog.webp", buffer: await picture("webp", 200, 100) });

  await services.venues.create(admin, { name: "Fen Street Hall", address: "1 Fen Street, Cambridge" });
  await services.people.create(admin, { name: "Priya Player", bio: "Plays everything." });
  await services.siteSettings.update(admin, { name: "Fen Street Players", contactEmail: "hello@example.org", address: "1 Fen Street" });
  await services.newsletter.subscribe({ email: "reader@example.org", name: "Rita Reader" });
  await services.messages.receive({ name: "Visitor", email: "visitor@example.org", messagetype: "Director submission" });
}

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db, { storage });
  await fillSite();
}, 120_000);

afterAll(async () => {
  await site?.app.close();
  await database?.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.rmSync(storage.root, { recursive: true, force: true });
});

describe("a backup taken while a writer keeps saving, restored into a new DATA_DIR", () => {
  let backup: WrittenBackup;
  let summary: RestoreSummary;
  let restored: OpenDatabase;
  const dataDir = path.join(scratch, "restored");
  let savedBefore = 0;
  let saved = 0;
  const source = new Map<string, string[]>();

  beforeAll(async () => {
    const admin = await database.db.getRepository(User).findOneByOrFail({ name: "Ada" });
    const actor = { id: admin.id, name: admin.name, role: admin.role };
    let writing = true;
    const writer = (async () => {
      while (writing) await site.services.venues.create(actor, { name: `Writer Hall ${++saved}`, address: `${saved} Writer Street` }).catch(() => saved--);
    })();
    while (saved < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    savedBefore = saved;
    backup = await writeBackup(database.db, { storageRoot: storage.root, dir: path.join(scratch, "backups") });
    const savedDuring = saved;
    while (saved < savedDuring + 3) await new Promise((resolve) => setTimeout(resolve, 5));
    writing = false;
    await writer;
    for (const [table, rows] of await tableRows(database.db)) source.set(table, rows);

    restored = await openDatabase({ dataDir, databaseUrl: undefined }, siteSchema, createLogger("silent"), { migrate: false });
    summary = await restoreBackup(backup.file, { db: restored.db, schema: siteSchema, storageRoot: path.join(dataDir, "uploads"), backupDir: path.join(dataDir, "backups") });
  }, 120_000);

  afterAll(async () => {
    await restored?.close();
  });

  it("describes itself: version, last migration, when, rows per table and a hash of every file", () => {
    const { manifest } = backup;
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(manifest.migration).toBe((siteSchema.migrations as { name: string }[]).at(-1)?.name);
    expect(new Date(manifest.createdAt).getTime()).toBeLessThanOrEqual(backup.createdAt.getTime());
    expect(manifest.tables.find((t) => t.name === "ticket")?.rows).toBe(2);
    const files = Object.keys(manifest.entries).filter((name) => name.startsWith("files/"));
    expect(files.length).toBe(filesUnder(storage.root).size);
    for (const name of files) expect(manifest.entries[name].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(backup.bytes).toBe(fs.statSync(backup.file).size);
    expect(summary.migrationsRun).toEqual([]);
  });

  it("holds every kind of content", () => {
    const rows = Object.fromEntries(backup.manifest.tables.map((t) => [t.name, t.rows]));
    for (const table of ["play", "blog", "venue", "person", "site_page", "site_settings", "newsletter_subscriber", "message", "app_user", "ticket_order", "ticket", "ticket_hold", "ticket_stock", "revision", "activity"]) {
      expect([table, rows[table]]).toEqual([table, expect.any(Number)]);
      expect([table, rows[table] > 0]).toEqual([table, true]);
    }
  });

  it("restores every table's rows as the snapshot had them: the writer's saves up to it, none after", async () => {
    const after = await tableRows(restored.db);
    const writerHalls = (rows: string[]) => rows.map((row) => /Writer Hall (\d+)/.exec(row)?.[1]).filter(Boolean).map(Number).sort((a, b) => a - b);
    const kept = writerHalls(after.get("venue") ?? []);
    expect(kept.length).toBeGreaterThanOrEqual(savedBefore);
    expect(kept).toEqual(Array.from({ length: kept.length }, (_, i) => i + 1));
    expect(kept.length).toBeLessThan(saved);
    expect([...after.keys()]).toEqual([...source.keys()]);
    for (const [table, rows] of source) {
      const restoredRows = after.get(table) ?? [];
      // Only the writer's later saves (its halls and their history) may be missing; nothing else differs.
      const missing = rows.filter((row) => !restoredRows.includes(row));
      expect([table, restoredRows.filter((row) => !rows.includes(row))]).toEqual([table, []]);
      if (!["venue", "activity"].includes(table)) expect([table, missing]).toEqual([table, []]);
      for (const row of missing) expect(row).toMatch(/Writer Hall|Writer Street/);
    }
  });

  it("restores every file byte for byte", () => {
    const before = filesUnder(storage.root);
    const after = filesUnder(path.join(dataDir, "uploads"));
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [name, bytes] of before) expect(after.get(name)?.equals(bytes)).toBe(true);
  });

  it("leaves a site that starts, keeps everyone's login and shows the plays", async () => {
    await restored.close();
    const server = await spawnServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    try {
      await waitReady(server);
      const ask = (query: string) => fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) }).then((r) => r.json() as Promise<{ data?: Record<string, { title?: string; token?: string }> }>);
      expect((await ask(`mutation { login(input: { email: "ada@example.org", password: "${PASSWORD}" }) { token } }`)).data?.login.token).toEqual(expect.any(String));
      expect((await ask(`{ play(slug: "the-tempest") { title } }`)).data?.play.title).toBe("the tempest");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 90_000);
});
