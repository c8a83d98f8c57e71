/**
 * The least milliseconds of CPU (user and system) this process spends on `work` in three tries,
 * each after `prepare` (not counted). The process also counts whatever else runs in it meanwhile (a
 * Jest worker's earlier files, GC, the compiler); a cost that grows with the input shows in every try.
 */
export async function leastCpuMs(work: () => unknown, prepare?: () => Promise<void>): Promise<number> {
  let least = Infinity;
  for (let i = 0; i < 3; i++) {
    await prepare?.();
    const before = process.cpuUsage();
    await work();
    const { user, system } = process.cpuUsage(before);
    least = Math.min(least, (user + system) / 1000);
  }
  return least;
}
