/**
 * Calls `run` at once, then at most once every `ms` while calls keep coming, always with the latest
 * value: the last call is never lost (it runs at the end of its interval). For news that only the
 * latest of matters and that may come faster than it is worth sending.
 */
export function throttle<T>(ms: number, run: (value: T) => void): (value: T) => void {
  let last = 0;
  let later: NodeJS.Timeout | undefined;
  let latest: T;
  return (value: T) => {
    latest = value;
    if (later) return;
    const since = Date.now() - last;
    if (since >= ms) {
      last = Date.now();
      run(value);
      return;
    }
    later = setTimeout(() => {
      later = undefined;
      last = Date.now();
      run(latest);
    }, ms - since).unref();
  };
}
