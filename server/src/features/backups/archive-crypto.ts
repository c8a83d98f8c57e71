import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual, type DecipherGCM } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { BackupRefused } from "./backup.types";

/*
 * An encrypted archive is the .tar.gz run through AES-256-GCM:
 *   "TSBKENC1" | salt (16) | IV (12) | key check (16) | ciphertext | GCM tag (16)
 * The key comes from scrypt (N 2^15, r 8, p 1) over the passphrase and salt. The header is the
 * GCM's additional data, so no byte of the file can change unnoticed. The key check (an HMAC of the
 * key) tells a wrong passphrase from a damaged file before anything is decrypted.
 */
const MAGIC = Buffer.from("TSBKENC1");
const HEADER_BYTES = MAGIC.length + 16 + 12 + 16;
const TAG_BYTES = 16;
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

async function deriveKey(passphrase: string, salt: Buffer): Promise<{ key: Buffer; check: Buffer }> {
  const key = await new Promise<Buffer>((resolve, reject) => scrypt(passphrase, salt, 32, SCRYPT, (error, derived) => (error ? reject(error) : resolve(derived))));
  return { key, check: createHmac("sha256", key).update("theatre backup key check").digest().subarray(0, 16) };
}

/** A stream that encrypts what passes through it into the format above. */
export async function encryptingStream(passphrase: string): Promise<Transform> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const { key, check } = await deriveKey(passphrase, salt);
  const header = Buffer.concat([MAGIC, salt, iv, check]);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(header);
  let started = false;
  const start = (stream: Transform) => {
    if (!started) stream.push(header);
    started = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      start(this);
      done(null, cipher.update(chunk));
    },
    flush(done) {
      start(this);
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/** Whether the archive at `file` is encrypted (told by its first bytes, as openArchive tells it). */
export async function isEncryptedArchive(file: string): Promise<boolean> {
  const handle = await fs.open(file, "r");
  try {
    const start = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(start, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && start.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/** Where an archive's gzip bytes are: the whole file, or the ciphertext between header and tag with its decipher. */
export type ArchiveSource = { start: number; end?: number; decipher?: DecipherGCM };

/**
 * Opens an archive, plain or encrypted (told by its first bytes, not its name). An encrypted one
 * needs the passphrase, and a wrong passphrase is refused here; a changed byte anywhere makes the
 * decipher fail at its end (GCM), after every entry was read and before anything is written.
 */
export async function openArchive(file: string, passphrase: string | undefined): Promise<ArchiveSource> {
  const handle = await fs.open(file, "r");
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(Math.min(HEADER_BYTES, size));
    await handle.read(header, 0, header.length, 0);
    if (!header.subarray(0, MAGIC.length).equals(MAGIC)) {
      if (header[0] !== 0x1f || header[1] !== 0x8b) throw new BackupRefused("not-an-archive", `${path.basename(file)} is not a site backup`);
      return { start: 0 };
    }
    if (!passphrase) throw new BackupRefused("passphrase-needed", "This backup is encrypted: give its passphrase (BACKUP_PASSPHRASE)");
    if (size < HEADER_BYTES + TAG_BYTES) throw new BackupRefused("damaged", `${path.basename(file)} is cut short`);
    const salt = header.subarray(MAGIC.length, MAGIC.length + 16);
    const iv = header.subarray(MAGIC.length + 16, MAGIC.length + 28);
    const { key, check } = await deriveKey(passphrase, salt);
    if (!timingSafeEqual(check, header.subarray(MAGIC.length + 28))) throw new BackupRefused("wrong-passphrase", "The passphrase is not the one this backup was made with");
    const tag = Buffer.alloc(TAG_BYTES);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    const decipher = createDecipheriv("aes-256-gcm", key, iv);
    decipher.setAAD(header);
    decipher.setAuthTag(tag);
    return { start: HEADER_BYTES, end: size - TAG_BYTES - 1, decipher };
  } finally {
    await handle.close();
  }
}
