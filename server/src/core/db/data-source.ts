import { DataSource, type Logger as TypeOrmLogger, type MixedList, type MigrationInterface, type EntitySchema } from "typeorm";

/** What a database holds: the entity classes and the migrations that build their tables, in order. */
export interface DatabaseSchema {
  entities: MixedList<Function | string | EntitySchema>;
  migrations: MixedList<Function | string> | (new () => MigrationInterface)[];
}

/**
 * The one DataSource of a process. Migrations run on initialize; `synchronize` stays off
 * everywhere so the schema only ever changes through reviewed migrations.
 */
export function createDataSource(url: string, schema: DatabaseSchema, options: { logger?: TypeOrmLogger } = {}): DataSource {
  return new DataSource({
    type: "postgres",
    url,
    entities: schema.entities,
    migrations: schema.migrations,
    migrationsRun: true,
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
