import { DataSource, type Logger as TypeOrmLogger, type MixedList, type MigrationInterface, type EntitySchema } from "typeorm";

/** What a database holds: the entity classes and the migrations that build their tables, in order. */
export interface DatabaseSchema {
  entities: MixedList<Function | string | EntitySchema>;
  migrations: MixedList<Function | string> | (new () => MigrationInterface)[];
}

export interface DataSourceOptions {
  logger?: TypeOrmLogger;
  /**
   * Apply pending migrations on initialize (off unless set). Only for a database nobody else is
   * starting on at the same moment (tests): the site and its tools run them under the start-up
   * lock instead (`runMigrations` in startup-lock.ts), as several instances may start together.
   */
  migrationsRun?: boolean;
}

/**
 * The one DataSource of a process. `synchronize` stays off everywhere so the schema only ever
 * changes through reviewed migrations, each applied in a transaction of its own.
 */
export function createDataSource(url: string, schema: DatabaseSchema, options: DataSourceOptions = {}): DataSource {
  return new DataSource({
    type: "postgres",
    url,
    entities: schema.entities,
    migrations: schema.migrations,
    migrationsRun: options.migrationsRun ?? false,
    migrationsTransactionMode: "each",
    synchronize: false,
    logging: ["error"],
    ...(options.logger ? { logger: options.logger } : {}),
    extra: {
      max: 10,
      // Fail fast instead of hanging when the database is unreachable.
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    },
  });
}
