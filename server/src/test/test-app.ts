import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { buildAppSchema } from "../core/graphql/schema";
import { startApp, type RunningApp } from "../core/http/app";
import { createLogger } from "../core/logger";
import { createEventBus } from "../core/pubsub";
import { createServices, type Services } from "../core/services";
import { LocalDiskStorage } from "../core/storage";

export interface TestApp {
  url: string;
  services: Services;
  app: RunningApp;
  /** POSTs a GraphQL operation and returns the parsed answer. */
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] } }>;
}

/** A fresh folder for a test's stored images. */
export function testStorage(): LocalDiskStorage {
  return new LocalDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), "theatre-uploads-")));
}

/** The real HTTP server (GraphQL, graphql-ws, REST) on a free port over a test database. */
export async function startTestApp(db: DataSource, storage = testStorage()): Promise<TestApp> {
  const events = createEventBus();
  const services = createServices(db, events, storage);
  const schema = await buildAppSchema(services, events);
  const app = await startApp(
    { host: "127.0.0.1", port: 0, clientDist: "/nonexistent", nodeEnv: "test", uploadsDir: storage.root },
    schema,
    services,
    createLogger("silent"),
  );
  return {
    url: app.url,
    services,
    app,
    async graphql(query, variables, headers) {
      const response = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as never };
    },
  };
}
