import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import tar from "tar-stream";
import { readArchive } from "./archive-reader";
import { ARCHIVE_FORMAT, type BackupRefused } from "./backup.types";
import { counting, TooLong } from "./entry-hash";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "theatre-archive-reader-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const refusal = (promise: Promise<unknown>) => promise.then(() => "read", (error: BackupRefused) => error.reason ?? error.message);

/** A .tar.gz of the given entries, in order, each with the tar header size of its bytes. */
async function archiveOf(name: string, entries: [string, Buffer][]): Promise<string> {
  const file = path.join(scratch, name);
  const pack = tar.pack();
  for (const [entryName, bytes] of entries) pack.entry({ name: entryName, mode: 0o644 }, bytes);
  pack.finalize();
  await pipeline(pack as unknown as Readable, createGzip(), fs.createWriteStream(file));
  return file;
}

const manifestOf = (entries: Record<string, { sha256: string; bytes: number }>) =>
  Buffer.from(JSON.stringify({ format: ARCHIVE_FORMAT, version: "0", createdAt: new Date().toISOString(), migration: "M1", tables: [], sequences: [], entries }));

describe("entry sizes", () => {
  it("refuses an entry larger than its manifest says before writing any of it", async () => {
    const small = Buffer.from("0123456789");
    const large = Buffer.alloc(4 * 1024 * 1024);
    const file = await archiveOf("larger.tar.gz", [
      ["manifest.json", manifestOf({ "files/plays/big.bin": { sha256: sha256(small), bytes: small.length } })],
      ["files/plays/big.bin", large],
    ]);
    const into = path.join(scratch, "into-larger");
    expect(await refusal(readArchive(file, { into }))).toBe("damaged");
    expect(fs.existsSync(path.join(into, "files/plays/big.bin"))).toBe(false);
  });

  it("reads an archive whose entries are as its manifest says", async () => {
    const bytes = Buffer.from("0123456789");
    const file = await archiveOf("good.tar.gz", [
      ["manifest.json", manifestOf({ "files/plays/a.bin": { sha256: sha256(bytes), bytes: bytes.length } })],
      ["files/plays/a.bin", bytes],
    ]);
    const into = path.join(scratch, "into-good");
    expect((await readArchive(file, { into })).migration).toBe("M1");
    expect(fs.readFileSync(path.join(into, "files/plays/a.bin"))).toEqual(bytes);
  });

  it("refuses a manifest over its size cap without parsing it", async () => {
    const file = await archiveOf("huge-manifest.tar.gz", [["manifest.json", Buffer.alloc(33 * 1024 * 1024, 0x20)]]);
    expect(await refusal(readArchive(file, { manifestOnly: true }))).toBe("damaged");
  });

  it("stops a counted stream as soon as more than its limit has passed", async () => {
    const passed: Buffer[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (passed.push(chunk), done()) });
    await expect(pipeline(Readable.from([Buffer.alloc(8), Buffer.alloc(8)]), counting(10), sink)).rejects.toBeInstanceOf(TooLong);
    expect(Buffer.concat(passed).length).toBeLessThanOrEqual(10);
  });
});

describe("error messages", () => {
  it("name the archive by its base name only", async () => {
    const other = path.join(scratch, "notes.txt");
    fs.writeFileSync(other, "hello");
    await expect(readArchive(other)).rejects.toThrow(/notes\.txt/);
    await expect(readArchive(other)).rejects.not.toThrow(scratch);
    await expect(readArchive(path.join(scratch, "missing.tar.gz"))).rejects.not.toThrow(scratch);
  });
});
