import type { Topics } from "../app/events";
import { createEventBus, type EventBus } from "../core/pubsub";
import { startRedis, type TestRedis } from "./redis";
import { createTestDatabase, type TestDatabase } from "./test-database";
import { startTestApp, type TestApp, type TestAppOptions } from "./test-app";

export interface TwoInstances {
  database: TestDatabase;
  one: TestApp;
  two: TestApp;
  /** The Redis they share (tests stop and restart it). */
  redis: TestRedis;
  close(): Promise<void>;
}

/** Two app instances over one test database, sharing events through a real Redis, as in production. */
export async function startTwoInstances(optionsFor: (bus: EventBus<Topics>, index: number) => TestAppOptions): Promise<TwoInstances> {
  const database = await createTestDatabase();
  const redis = await startRedis();
  const buses = [createEventBus<Topics>(redis.url), createEventBus<Topics>(redis.url)];
  const [one, two] = await Promise.all(buses.map((bus, index) => startTestApp(database.db, { events: bus.pubsub, ...optionsFor(bus, index) })));
  return {
    database,
    one,
    two,
    redis,
    async close() {
      await one.app.close();
      await two.app.close();
      for (const bus of buses) await bus.close();
      await redis.stop();
      await database.drop();
    },
  };
}
