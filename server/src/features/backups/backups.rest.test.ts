import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Role } from "../../core/auth";
import { postFile } from "../../test/images";
import { startTestApp, testStorage, type TestApp } from "../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { writeBackup } from "./backup.service";
import { BackupRun } from "./backup-run.entity";

let database: TestDatabase;
let site: TestApp;
const storage = testStorage();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-backups-rest-"));
fs.chmodSync(dir, 0o755);
const UPLOAD_MAX = 256 * 1024;
let adminToken = "";
let editorToken = "";
let archive = "";
const poster = path.join(storage.root, "plays", "p1", "poster.jpg");

beforeAll(async () => {
  database = await createTestDatabase();
  site = await startTestApp(database.db, { storage, settings: { backups: { dir, storageRoot: storage.root, uploadMaxBytes: UPLOAD_MAX } } });
  adminToken = await site.tokenFor(Role.admin, "Ada");
  editorToken = await site.tokenFor(Role.editor, "Eddie");
  fs.mkdirSync(path.dirname(poster), { recursive: true });
  fs.writeFileSync(poster, "the poster as it was");
  archive = (await writeBackup(database.db, { storageRoot: storage.root, dir })).file;
});
afterAll(async () => {
  await site.app.close();
  await database.drop();
});

const get = (urlPath: string, token?: string) => fetch(`${site.url}${urlPath}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const upload = (file: Buffer, token?: string, extra: Record<string, string> = {}) => postFile(`${site.url}/api/backups/restore`, "archive", file, "site.tar.gz", token ? { authorization: `Bearer ${token}` } : {}, extra);
const accountNames = async () => ((await database.db.query("SELECT username FROM app_user ORDER BY username")) as { username: string }[]).map((r) => r.username);

describe("GET /api/backups/{file}", () => {
  test("streams the archive to an admin, as an attachment never cached", async () => {
    const response = await get(`/api/backups/${path.basename(archive)}`, adminToken);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="?${path.basename(archive).replace(/\./g, "\\.")}"?$`));
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(fs.readFileSync(archive));
  });

  test("refuses anyone else: 401 without a token, 403 for an editor", async () => {
    expect((await get(`/api/backups/${path.basename(archive)}`)).status).toBe(401);
    expect((await get(`/api/backups/${path.basename(archive)}`, editorToken)).status).toBe(403);
  });

  test("serves only archives in the backup folder: no other file, no path out of it", async () => {
    fs.writeFileSync(path.join(dir, "notes.txt"), "not an archive");
    fs.symlinkSync("/etc/passwd", path.join(dir, "theatre-backup-2026-01-01T00-00-00-000Z.tar.gz"));
    for (const name of ["notes.txt", "..%2F..%2Fetc%2Fpasswd", "%2E%2E%2Fpasswd", "theatre-backup-2026-01-01T00-00-00-000Z.tar.gz", `..%2F${path.basename(dir)}%2F${path.basename(archive)}`, "theatre-backup-2099-01-01T00-00-00-000Z.tar.gz"]) {
      const response = await get(`/api/backups/${name}`, adminToken);
      expect({ name, status: response.status }).toEqual({ name, status: 404 });
    }
  });
});

describe("fresh proof: an archive holds every account, and a restore replaces them", () => {
  const PROOF_ASKED = { code: "FRESH_PROOF_REQUIRED", message: "Confirm it's you first: with your password, a code from your authenticator app, or your passkey." };
  /** An admin signed in 6 minutes ago, longer ago than a proof lasts. */
  const staleAdmin = async () => {
    const token = await site.tokenFor(Role.admin);
    const { id } = (await site.services.accounts.authenticate(`Bearer ${token}`))!;
    await database.db.query("UPDATE account_session SET proved_at = now() - interval '6 minutes' WHERE user_id = $1", [id]);
    return token;
  };

  test("a download answers 403 FRESH_PROOF_REQUIRED until the admin confirms it's them", async () => {
    const token = await staleAdmin();
    const refused = await get(`/api/backups/${path.basename(archive)}`, token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(PROOF_ASKED);
    await site.graphql("mutation { confirmItsYou(password: \"correct horse battery\") }", {}, { authorization: `Bearer ${token}` });
    expect((await get(`/api/backups/${path.basename(archive)}`, token)).status).toBe(200);
  });

  test("a restore answers 403 FRESH_PROOF_REQUIRED before storing a byte of the upload, and changes nothing", async () => {
    const token = await staleAdmin();
    const before = await accountNames();
    const { status, body } = await upload(fs.readFileSync(archive), token);
    expect({ status, body }).toEqual({ status: 403, body: PROOF_ASKED });
    expect(await accountNames()).toEqual(before);
    const uploads = path.join(dir, ".uploads");
    expect(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).toEqual([]);
  });

  test("with BACKUP_PASSPHRASE set, an archive that is not encrypted is refused with 400 naming the rule, changing nothing", async () => {
    const encryptedSite = await startTestApp(database.db, { storage, settings: { backups: { dir, storageRoot: storage.root, uploadMaxBytes: UPLOAD_MAX, passphrase: "the society's backup passphrase" } } });
    try {
      const before = await accountNames();
      const token = await encryptedSite.tokenFor(Role.admin);
      const { status, body } = await postFile(`${encryptedSite.url}/api/backups/restore`, "archive", fs.readFileSync(archive), "site.tar.gz", { authorization: `Bearer ${token}` });
      expect({ status, body }).toEqual({
        status: 400,
        body: { code: "BAD_USER_INPUT", message: "This site's backups are encrypted (BACKUP_PASSPHRASE is set), so it restores only encrypted archives: this one is not encrypted", details: { reason: "not-encrypted" } },
      });
      expect(await accountNames()).toEqual(expect.arrayContaining(before));
      expect(fs.readFileSync(poster, "utf8")).toBe("the poster as it was");
    } finally {
      await encryptedSite.app.close();
    }
  });

  test("with BACKUP_PASSPHRASE set, an archive encrypted with another passphrase is refused, whatever passphrase the form sends", async () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-backups-other-"));
    const { file } = await writeBackup(database.db, { storageRoot: storage.root, dir: elsewhere, passphrase: "an uploader's own passphrase" });
    const encryptedSite = await startTestApp(database.db, { storage, settings: { backups: { dir, storageRoot: storage.root, uploadMaxBytes: UPLOAD_MAX, passphrase: "the society's backup passphrase" } } });
    try {
      const before = await accountNames();
      const token = await encryptedSite.tokenFor(Role.admin);
      const send = (extra: Record<string, string>) => postFile(`${encryptedSite.url}/api/backups/restore`, "archive", fs.readFileSync(file), "site.tar.gz.enc", { authorization: `Bearer ${token}` }, extra);
      // The uploader's passphrase opens the archive, but it is not the site's: refused before the archive is read.
      expect(await send({ passphrase: "an uploader's own passphrase" })).toEqual({
        status: 400,
        body: { code: "BAD_USER_INPUT", message: "This site restores only archives encrypted with its own BACKUP_PASSPHRASE: leave the passphrase empty and choose an archive made with it", details: { reason: "other-passphrase" } },
      });
      // Without one, the site's own is tried, and does not open it.
      const { status, body } = await send({});
      expect({ status, reason: body.details?.reason }).toEqual({ status: 400, reason: "wrong-passphrase" });
      expect(await accountNames()).toEqual(expect.arrayContaining(before));
      expect(fs.readFileSync(poster, "utf8")).toBe("the poster as it was");
      expect(fs.readdirSync(path.join(dir, ".uploads"))).toEqual([]);
    } finally {
      await encryptedSite.app.close();
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

describe("POST /api/backups/restore", () => {
  test("refuses anyone but an admin before storing a byte of the upload", async () => {
    const uploads = path.join(dir, ".uploads");
    expect((await upload(fs.readFileSync(archive))).status).toBe(401);
    expect((await upload(fs.readFileSync(archive), editorToken)).status).toBe(403);
    expect(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).toEqual([]);
  });

  test("refuses an archive over BACKUP_UPLOAD_MAX_MB with 413, and keeps nothing of it", async () => {
    const { status, body } = await upload(Buffer.alloc(UPLOAD_MAX + 1024), adminToken);
    expect(status).toBe(413);
    expect(body.message).toMatch(/^The archive is too large/);
    expect(fs.readdirSync(path.join(dir, ".uploads"))).toEqual([]);
  });

  test("a file that is not an archive, or a damaged one, changes nothing", async () => {
    const before = await accountNames();
    const runs = await database.db.getRepository(BackupRun).count();
    const notOne = await upload(Buffer.from("hello, not an archive"), adminToken);
    expect(notOne.status).toBe(400);
    const damaged = fs.readFileSync(archive);
    damaged[damaged.length - 40] ^= 0xff;
    expect((await upload(damaged, adminToken)).status).toBe(400);
    expect(await accountNames()).toEqual(before);
    expect(fs.readFileSync(poster, "utf8")).toBe("the poster as it was");
    expect(await database.db.getRepository(BackupRun).count()).toBe(runs); // no backup taken before a refused restore
    expect(fs.readdirSync(path.join(dir, ".uploads"))).toEqual([]);
  });

  test("an admin's archive replaces the site: a backup of it first, other requests answered 503 meanwhile, the record of backups kept", async () => {
    await site.tokenFor(Role.member, "Latecomer");
    fs.writeFileSync(poster, "a newer poster");
    await database.db.query("INSERT INTO backup_run (kind, status, finished_at, file, bytes) VALUES ('manual', 'ok', now(), 'theatre-backup-2026-02-02T00-00-00-000Z.tar.gz', 5)");
    const seen: number[] = [];
    let restoring = true;
    const watcher = (async () => {
      while (restoring) {
        seen.push((await fetch(`${site.url}/api/settings`)).status);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const { status, body } = await upload(fs.readFileSync(archive), adminToken);
    restoring = false;
    await watcher;
    expect({ status, body }).toMatchObject({ status: 200, body: { files: 1, backupBefore: expect.stringMatching(/^theatre-backup-/) } });
    expect(await accountNames()).not.toContain("Latecomer");
    expect(fs.readFileSync(poster, "utf8")).toBe("the poster as it was");
    expect(seen).toContain(503);
    expect((await fetch(`${site.url}/api/settings`)).status).toBe(200);
    const runs = await database.db.getRepository(BackupRun).find({ order: { id: "ASC" } });
    expect(runs.map((r) => [r.kind, r.file])).toEqual([["manual", "theatre-backup-2026-02-02T00-00-00-000Z.tar.gz"], ["before-restore", body.backupBefore]]);
    expect(fs.existsSync(path.join(dir, body.backupBefore))).toBe(true);
  });
});
