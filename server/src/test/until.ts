/**
 * Reads `read()` every 50 ms until `done` holds for it, and answers it; fails with `describe(value)`
 * after `ms`. `poke` runs between reads, for tests that must cause what they wait for.
 */
export async function until<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  describe: (value: T) => string,
  { ms = 30_000, poke }: { ms?: number; poke?: () => Promise<unknown> } = {},
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(describe(value));
    await poke?.();
    await new Promise((r) => setTimeout(r, 50));
  }
}
