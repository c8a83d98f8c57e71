import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { buildAppSchema } from "../app/schema";
import { startApp, type RunningApp } from "../app/http-app";
import { watchDatabase } from "../core/db/database-watch";
import { createLogger, type Logger } from "../core/logger";
import type { AppPubSub, Topics } from "../app/events";
import { createEventBus } from "../core/pubsub";
import { createServices, type ServiceSettings, type Services } from "../app/services";
import { Role } from "../core/auth";
import { LocalDiskStorage } from "../core/storage";

export interface TestApp {
  url: string;
  services: Services;
  app: RunningApp;
  /** Creates (or updates) an account with that role and answers a bearer token for it. */
  tokenFor(role: Role, name?: string): Promise<string>;
  /** POSTs a GraphQL operation and returns the parsed answer. */
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] } }>;
  /** A REST call with a JSON body and, when given, a bearer token; the parsed JSON answer. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely; their assertions check the shapes
  rest(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; headers: Headers; body: any }>;
}

export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-0123456789";

/** A fresh folder for a test's stored images. */
export function testStorage(): LocalDiskStorage {
  return new LocalDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), "theatre-uploads-")));
}

/** 0 → "a", 25 → "z", 26 → "ba"...: unique letters-only usernames for test accounts. */
export function lettersFor(n: number): string {
  return (n >= 26 ? lettersFor(Math.floor(n / 26)) : "") + String.fromCharCode(97 + (n % 26));
}
let serial = 0;

export interface TestAppOptions {
  storage?: LocalDiskStorage;
  /** Service settings over the test defaults (limits, messages, Redis). */
  settings?: Partial<ServiceSettings>;
  /** The event bus; an in-process one unless given (two apps on one Redis bus act as two instances). */
  events?: AppPubSub;
  /** The built client to serve; none by default. */
  clientDist?: string;
  corsOrigins?: string[];
  /** Off by default, so tests that change the database by hand see their changes. */
  readCache?: boolean;
  /** "test" unless given; "production" hides error details. */
  nodeEnv?: "development" | "production" | "test";
  /** Where the app logs (the request log too); silent unless given. */
  logger?: Logger;
}

/** The real HTTP server (GraphQL, graphql-ws, REST) on a free port over a test database. */
export async function startTestApp(db: DataSource, options: TestAppOptions = {}): Promise<TestApp> {
  const { storage = testStorage(), settings = {}, events = createEventBus<Topics>().pubsub, clientDist = "/nonexistent", corsOrigins = [], readCache = false, nodeEnv = "test", logger = createLogger("silent") } = options;
  const services = createServices(db, events, storage, { jwtSecret: TEST_JWT_SECRET, tokenTtlSeconds: 3600, loginLimits: { perAccount: 5, perAddress: 1000 }, ...settings });
  const schema = await buildAppSchema(services, events);
  const app = await startApp(
    { host: "127.0.0.1", port: 0, clientDist, nodeEnv, uploadsDir: storage.root, siteName: "Fen Street Players", publicUrl: "https://theatre.example", corsOrigins, readCache },
    schema,
    services,
    logger,
  );
  // services.databaseStatus kept accurate, as index.ts does, until the app closes.
  const watch = watchDatabase(db, services.databaseStatus, createLogger("silent"));
  return {
    url: app.url,
    services,
    app: {
      ...app,
      async close() {
        watch.stop();
        await app.close();
      },
    },
    async tokenFor(role, name = `${role}${lettersFor(serial++)}`) {
      const email = `${name.toLowerCase()}@example.org`;
      await services.accounts.upsert({ name, email, password: "correct horse battery", role });
      return (await services.accounts.login({ email, password: "correct horse battery" })).token!;
    },
    async graphql(query, variables, headers) {
      const response = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as never };
    },
    async rest(method, path, body, token) {
      const response = await fetch(`${app.url}${path}`, {
        method,
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
  };
}
