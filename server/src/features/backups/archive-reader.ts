import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { isSafeKey, LocalDiskStorage } from "../../core/storage";
import { openArchive } from "./archive-crypto";
import { MANIFEST_ENTRY } from "./archive-writer";
import { ARCHIVE_FORMAT, BackupRefused, type BackupManifest, type OnProgress } from "./backup.types";
import { counting, TooLong } from "./entry-hash";

export interface ReadArchiveOptions {
  passphrase?: string;
  /** Extracts every entry under this folder while checking it; without it, entries are only checked. */
  into?: string;
  /** Stops after the manifest (nothing else is checked). */
  manifestOnly?: boolean;
  onProgress?: OnProgress;
}

/**
 * Reads an archive through, checking each entry's SHA-256 and size against the manifest, that
 * every entry the manifest names is there and nothing else is, and (encrypted) the GCM tag.
 * Answers the manifest; throws BackupRefused on any difference. Entries go only under `into`,
 * at paths checked as storage keys, so no name in an archive can write elsewhere.
 */
export async function readArchive(file: string, options: ReadArchiveOptions = {}): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new BackupRefused("not-an-archive", `There is no file ${path.basename(file)}`);
  const source = await openArchive(file, options.passphrase);
  const target = options.into === undefined ? undefined : new LocalDiskStorage(options.into);
  const extract = tar.extract();
  let manifest: BackupManifest | undefined;
  const seen = new Set<string>();

  const consume = async () => {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!manifest) {
        if (name !== MANIFEST_ENTRY) throw damaged("it does not start with its manifest");
        if ((entry.header.size ?? 0) > MANIFEST_MAX_BYTES) throw damaged("its manifest is too large");
        manifest = parseManifest(await text(entry as AsyncIterable<Buffer>, MANIFEST_MAX_BYTES));
        if (options.manifestOnly) return;
        continue;
      }
      const expected = manifest.entries[name];
      if (!expected || seen.has(name) || entry.header.type !== "file") throw damaged(`it holds an entry its manifest does not list (${name})`);
      seen.add(name);
      // Sizes are checked before and while writing, so an entry cannot fill the disk past what its manifest says.
      if (entry.header.size !== expected.bytes) throw damaged(`${name} is not as it was written`);
      const count = counting(expected.bytes);
      const sink = target ? fs.createWriteStream(await prepare(target, name)) : discard();
      await pipeline(entry, count, sink).catch((error: unknown) => {
        throw error instanceof TooLong ? damaged(`${name} is larger than its manifest says`) : error;
      });
      const { sha256, bytes } = count.result();
      if (sha256 !== expected.sha256 || bytes !== expected.bytes) throw damaged(`${name} is not as it was written`);
      options.onProgress?.({ step: "verify", done: seen.size, total: Object.keys(manifest.entries).length });
    }
  };

  const input = fs.createReadStream(file, { start: source.start, end: source.end });
  const gunzip = createGunzip();
  const sink = extract as unknown as NodeJS.WritableStream;
  const feeding = source.decipher ? pipeline(input, source.decipher, gunzip, sink) : pipeline(input, gunzip, sink);
  try {
    await consume().catch((error: unknown) => {
      extract.destroy(error as Error);
      throw error;
    });
    if (options.manifestOnly) {
      input.destroy();
      extract.destroy();
      await feeding.catch(() => undefined);
    } else {
      await feeding;
    }
  } catch (error) {
    await feeding.catch(() => undefined);
    if (error instanceof BackupRefused) throw error;
    throw damaged(withoutPaths(error as NodeJS.ErrnoException));
  }
  if (!manifest) throw damaged("it has no manifest");
  if (!options.manifestOnly) {
    const missing = Object.keys(manifest.entries).filter((name) => !seen.has(name));
    if (missing.length) throw damaged(`${missing.length} of its entries are missing (${missing[0]}…)`);
  }
  return manifest;
}

/** The most a manifest may hold (it is read whole into memory): far beyond any site's. */
export const MANIFEST_MAX_BYTES = 32 * 1024 * 1024;

/** An error's message without the server's folders (a file system error names its file by base name only). */
const withoutPaths = (error: NodeJS.ErrnoException) => (error.path === undefined ? error.message : `${error.code ?? "error"} on ${path.basename(error.path)}`);

const damaged = (why: string) => new BackupRefused("damaged", `The backup is damaged or was changed: ${why}`);

function parseManifest(json: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(json) as BackupManifest;
  } catch {
    throw damaged("its manifest is not JSON");
  }
  if (manifest.format !== ARCHIVE_FORMAT) throw new BackupRefused("newer-version", `This backup's format (${String(manifest.format)}) is newer than this site reads (${ARCHIVE_FORMAT}): update the site first`);
  if (!manifest.migration || !Array.isArray(manifest.tables) || typeof manifest.entries !== "object") throw damaged("its manifest is incomplete");
  checkManifest(manifest);
  return manifest;
}

/** A table's, column's or sequence's name as the site's schema names them (and nothing a path or SQL could be made of). */
export const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

const isIdentifier = (name: unknown): name is string => typeof name === "string" && IDENTIFIER.test(name);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Checks everything a restore takes from the manifest before it is used, so an archive that would
 * fail (or reach outside its staging folder) half-way through a restore is refused before
 * anything is changed: every table named as an identifier, once, its rows at `db/<name>.copy`
 * (an entry the manifest lists), its columns identifiers; every sequence an identifier with a
 * whole-number position; every other entry `files/<a safe storage key>`.
 */
export function checkManifest(manifest: BackupManifest): void {
  const bad = (why: string) => damaged(`its manifest ${why}`);
  if (typeof manifest.migration !== "string" || !Array.isArray(manifest.sequences) || !isObject(manifest.entries)) throw bad("is incomplete");
  for (const [name, entry] of Object.entries(manifest.entries as Record<string, unknown>)) {
    if (!isObject(entry) || typeof entry.sha256 !== "string" || !/^[0-9a-f]{64}$/.test(entry.sha256) || !Number.isSafeInteger(entry.bytes) || (entry.bytes as number) < 0) throw bad(`lists an entry without its hash and size (${name})`);
  }
  const tableEntries = new Set<string>();
  for (const table of manifest.tables as unknown[]) {
    if (!isObject(table) || !isIdentifier(table.name)) throw bad(`names a table that is not a table's name (${String(isObject(table) ? table.name : table)})`);
    const expected = `db/${table.name}.copy`;
    if (tableEntries.has(expected)) throw bad(`names a table twice (${table.name})`);
    if (table.entry !== expected || !Object.hasOwn(manifest.entries, expected)) throw bad(`puts a table's rows somewhere else than its entry (${table.name})`);
    if (!Array.isArray(table.columns) || !table.columns.length || !table.columns.every(isIdentifier) || new Set(table.columns).size !== table.columns.length) throw bad(`names columns that are not columns' names (${table.name})`);
    if (!Number.isSafeInteger(table.rows) || (table.rows as number) < 0) throw bad(`has no row count for a table (${table.name})`);
    tableEntries.add(expected);
  }
  const sequences = new Set<string>();
  for (const sequence of manifest.sequences as unknown[]) {
    if (!isObject(sequence) || !isIdentifier(sequence.name) || sequences.has(sequence.name)) throw bad(`names a sequence that is not a sequence's name (${String(isObject(sequence) ? sequence.name : sequence)})`);
    if (typeof sequence.value !== "string" || !/^-?\d{1,19}$/.test(sequence.value) || typeof sequence.isCalled !== "boolean") throw bad(`has no position for a sequence (${sequence.name})`);
    sequences.add(sequence.name);
  }
  for (const name of Object.keys(manifest.entries)) {
    if (tableEntries.has(name)) continue;
    if (!name.startsWith("files/") || !isSafeKey(name.slice("files/".length))) throw bad(`lists an entry that is neither a table's rows nor a stored file (${name})`);
  }
}

async function text(stream: AsyncIterable<Buffer>, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream) {
    bytes += chunk.length;
    if (bytes > limit) throw damaged("its manifest is too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function prepare(target: LocalDiskStorage, name: string): Promise<string> {
  let file: string;
  try {
    file = target.file(name);
  } catch {
    throw damaged(`an entry has an unsafe name (${name})`);
  }
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  return file;
}

const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });
