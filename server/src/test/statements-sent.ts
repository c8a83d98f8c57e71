import { Client } from "pg";

/**
 * Watches every statement the driver sends, TypeORM's and the named ones (runNamed) alike, which a
 * TypeORM logger (query-counter.ts) does not see. `sent()` lists them in order, each with the
 * connection it went on (to keep one request's apart from a job's meanwhile); `restore()` stops.
 */
export function watchStatements() {
  const spy = jest.spyOn(Client.prototype, "query");
  return {
    sent: () => spy.mock.calls.map(([query], i) => ({ sql: String(typeof query === "string" ? query : (query as { text: string }).text).trim(), connection: spy.mock.contexts[i] as unknown })),
    restore: () => spy.mockRestore(),
  };
}
