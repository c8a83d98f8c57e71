import { createHash } from "node:crypto";
import fs from "node:fs";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

export interface Counted {
  sha256: string;
  bytes: number;
  /** Newline bytes seen: the row count of a COPY text stream. */
  lines: number;
}

/** Thrown by counting() when more than its limit goes through. */
export class TooLong extends Error {}

/**
 * A pass-through stream that hashes and counts what goes through it; `result()` once it has ended.
 * With a limit, it fails (TooLong) as soon as more bytes than that have come, passing none of them on.
 */
export function counting(limit?: number): Transform & { result(): Counted } {
  const hash = createHash("sha256");
  let bytes = 0;
  let lines = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (limit !== undefined && bytes + chunk.length > limit) {
        done(new TooLong(`more than the ${limit} bytes expected`));
        return;
      }
      hash.update(chunk);
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      done(null, chunk);
    },
  });
  let digest: string | undefined;
  return Object.assign(stream, { result: () => ({ sha256: (digest ??= hash.digest("hex")), bytes, lines }) });
}

/** The SHA-256 and size of a file. */
export async function hashFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash("sha256");
  let bytes = 0;
  await pipeline(fs.createReadStream(file), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      hash.update(chunk);
      bytes += chunk.length;
    }
  });
  return { sha256: hash.digest("hex"), bytes };
}
