/**
 * The path without its trailing slashes. A loop, not `/\/+$/`: that regex retries from every slash
 * of a run that is not at the end, quadratic on a request for "/a" + 50,000 slashes + "x".
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === "/") end--;
  return path.slice(0, end);
}
