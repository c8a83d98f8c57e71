import { DataSource } from "typeorm";
import { createEventBus } from "../../core/pubsub";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { until } from "../../test/until";
import { soldPlay } from "./box-office.fixtures";
import { SoldPerformances } from "./sold-performances";

let database: TestDatabase;
beforeAll(async () => (database = await createTestDatabase()));
afterAll(() => database.drop());

const setCapacity = (playId: string, capacity: number) =>
  database.db.query(`UPDATE play SET performances = jsonb_set(performances, '{0,sales,capacity}', to_jsonb($2::int)) WHERE id = $1`, [playId, capacity]);

test("a performance is read once and kept, until content changes or a few seconds pass", async () => {
  const bus = createEventBus();
  let now = 0;
  const performances = new SoldPerformances(database.db, bus.pubsub, () => now);
  try {
    const { playId, performanceId } = await soldPlay(database.db, "kept-between-asks", { capacity: 50 });
    expect((await performances.get(performanceId))?.sales.capacity).toBe(50);
    await setCapacity(playId, 60);
    // Changed behind its back, without the announcement every save makes: still the kept one.
    expect((await performances.get(performanceId.toUpperCase()))?.sales.capacity).toBe(50);
    bus.pubsub.publish("CONTENT_CHANGED");
    await until(async () => (await performances.get(performanceId))?.sales.capacity, (capacity) => capacity === 60, (capacity) => `capacity ${capacity}`);
    await setCapacity(playId, 70);
    now += 4_000;
    expect((await performances.get(performanceId))?.sales.capacity).toBe(60);
    // An announcement lost: read again once it is 5 s old.
    now += 1_000;
    expect((await performances.get(performanceId))?.sales.capacity).toBe(70);
  } finally {
    await performances.stop();
    await bus.close();
  }
});

test("ids of no performance sold here are not kept", async () => {
  const bus = createEventBus();
  const performances = new SoldPerformances(database.db, bus.pubsub);
  try {
    const { playId, performanceId } = await soldPlay(database.db, "not-yet-published", {});
    await database.db.query(`UPDATE play SET published_at = NULL WHERE id = $1`, [playId]);
    expect(await performances.get(performanceId)).toBeNull();
    await database.db.query(`UPDATE play SET published_at = now() WHERE id = $1`, [playId]);
    expect((await performances.get(performanceId))?.id).toBe(performanceId);
    expect(await performances.get("not-an-id")).toBeNull();
  } finally {
    await performances.stop();
    await bus.close();
  }
});

test("a transaction never waits for a read queued for the pool: were every connection in such a transaction, none would be left to answer it", async () => {
  const bus = createEventBus();
  // A pool of one connection, held by the transaction below.
  const small = new DataSource({ ...database.db.options, migrationsRun: false, extra: { max: 1 } } as typeof database.db.options);
  await small.initialize();
  const performances = new SoldPerformances(small, bus.pubsub);
  try {
    const { performanceId } = await soldPlay(database.db, "pool-of-one", {});
    const { own, queued } = await small.transaction(async (manager) => {
      // A hold's read, asked while the transaction holds the only connection: it waits for the pool.
      const queued = performances.get(performanceId);
      let timer: NodeJS.Timeout | undefined;
      const own = await Promise.race([performances.get(performanceId, manager), new Promise<"waited">((resolve) => (timer = setTimeout(() => resolve("waited"), 3000)))]);
      clearTimeout(timer);
      return { own, queued };
    });
    expect(own === "waited" ? own : own?.id).toBe(performanceId);
    expect((await queued)?.id).toBe(performanceId);
  } finally {
    await performances.stop();
    await bus.close();
    await small.destroy();
  }
});
