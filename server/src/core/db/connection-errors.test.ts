import { isConnectionError } from "./connection-errors";

test("connection-level failures are told apart from failing queries", () => {
  const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });
  expect(isConnectionError(withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"))).toBe(true);
  expect(isConnectionError(new Error("Connection terminated unexpectedly"))).toBe(true);
  expect(isConnectionError(new Error("timeout exceeded when trying to connect"))).toBe(true);
  expect(isConnectionError(withCode("08006"))).toBe(true);
  // TypeORM's QueryFailedError keeps the driver's error.
  expect(isConnectionError(Object.assign(new Error("terminating connection due to administrator command"), { driverError: withCode("57P01") }))).toBe(true);
  // graphql-js wraps what is not an Error of its realm.
  expect(isConnectionError(Object.assign(new Error("Unexpected error value"), { thrownValue: withCode("ECONNRESET") }))).toBe(true);
  expect(isConnectionError(new AggregateError([withCode("ECONNREFUSED")], "all addresses failed"))).toBe(true);
  // The embedded server's Unix socket, gone while it is down; a missing file is no outage.
  expect(isConnectionError(Object.assign(withCode("ENOENT", "connect ENOENT /data/pg/.s.PGSQL.5432"), { syscall: "connect" }))).toBe(true);
  expect(isConnectionError(Object.assign(withCode("ENOENT", "no such file or directory"), { syscall: "open" }))).toBe(false);

  expect(isConnectionError(withCode("23505", "duplicate key value violates unique constraint"))).toBe(false);
  expect(isConnectionError(withCode("42601", "syntax error"))).toBe(false);
  expect(isConnectionError(new Error("Play not found"))).toBe(false);
  expect(isConnectionError(undefined)).toBe(false);
});
