import type { Pool, PoolClient, QueryResultRow } from "pg";
import type { DataSource, EntityManager } from "typeorm";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver";
import type { PostgresQueryRunner } from "typeorm/driver/postgres/PostgresQueryRunner";

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

/**
 * Runs a statement by name, on the pool or in a transaction's connection: each connection parses
 * it once and keeps it (TypeORM has no named statements). For the hottest statements, which cost
 * the database more to parse and plan than to run. A name always stands for one text.
 */
export async function runNamed<R extends QueryResultRow>(on: DataSource | EntityManager, name: string, text: string, values: unknown[]): Promise<R[]> {
  const runner = "driver" in on ? undefined : (on.queryRunner as PostgresQueryRunner | undefined);
  // A transaction's statements go through its own connection.
  const client = runner ? ((await runner.connect()) as PoolClient) : poolOf("driver" in on ? on : on.connection);
  return (await client.query<R>({ name, text, values })).rows;
}
