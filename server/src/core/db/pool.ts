import type { Pool, PoolClient } from "pg";
import type { DataSource } from "typeorm";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver";

/** The DataSource's pg pool, for what TypeORM does not do: session locks, COPY streams, the job queue. */
export const poolOf = (db: DataSource): Pool => (db.driver as PostgresDriver).master as Pool;

/**
 * Runs `fn` on a connection of its own, given back afterwards; after a failure it is closed
 * rather than reused, as it may be mid-transaction.
 */
export async function withClient<T>(db: DataSource, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await poolOf(db).connect();
  try {
    const result = await fn(client);
    client.release();
    return result;
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
}
