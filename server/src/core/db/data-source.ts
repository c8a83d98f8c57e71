import { DataSource } from "typeorm";
import { AboutPage } from "../../features/pages/about-page.entity";
import { AppMeta } from "./app-meta.entity";
import { Foundation1763726400000 } from "../../migrations/1763726400000-foundation";

export const entities = [AppMeta, AboutPage];
export const migrations = [Foundation1763726400000];

/**
 * The one DataSource of a process. Migrations run on initialize; `synchronize` stays off
 * everywhere so the schema only ever changes through reviewed migrations.
 */
export function createDataSource(url: string): DataSource {
  return new DataSource({
    type: "postgres",
    url,
    entities,
    migrations,
    migrationsRun: true,
    migrationsTransactionMode: "each",
    synchronize: false,
    logging: ["error"],
    extra: {
      max: 10,
      // Fail fast instead of hanging when the database is unreachable.
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    },
  });
}
