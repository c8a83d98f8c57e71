import { DataSource, type MigrationInterface } from "typeorm";
import type { DatabaseSchema } from "../../core/db/data-source";
import { BackupRefused } from "./backup.types";

type MigrationClass = new () => MigrationInterface;

/** A migration's name as TypeORM records it in the `migrations` table. */
const nameOf = (migration: MigrationClass) => new migration().name ?? migration.name;

/** The migrations up to and including `last`; refused when this site does not know it (a newer site wrote the archive). */
export function migrationsUpTo(schema: DatabaseSchema, last: string): MigrationClass[] {
  const migrations = schema.migrations as MigrationClass[];
  const index = migrations.findIndex((migration) => nameOf(migration) === last);
  if (index === -1) throw new BackupRefused("newer-version", `This backup comes from a newer version of the site (its last migration, ${last}, is unknown here): update the site first`);
  return migrations.slice(0, index + 1);
}

/** Whether the database has a migration applied that is not among `known`. */
export async function hasMigrationsBeyond(db: DataSource, known: MigrationClass[]): Promise<boolean> {
  const [{ present }] = (await db.query(`SELECT to_regclass('public.migrations') IS NOT NULL AS present`)) as { present: boolean }[];
  if (!present) return false;
  const applied = (await db.query(`SELECT name FROM public.migrations`)) as { name: string }[];
  const names = new Set(known.map(nameOf));
  return applied.some(({ name }) => !names.has(name));
}

/** Whether the database's applied migrations are exactly `known` (so its schema is the one they build). */
export async function isAtMigrations(db: DataSource, known: MigrationClass[]): Promise<boolean> {
  const [{ present }] = (await db.query(`SELECT to_regclass('public.migrations') IS NOT NULL AS present`)) as { present: boolean }[];
  if (!present) return false;
  const applied = new Set(((await db.query(`SELECT name FROM public.migrations`)) as { name: string }[]).map(({ name }) => name));
  const names = new Set(known.map(nameOf));
  return applied.size === names.size && [...names].every((name) => applied.has(name));
}

/** Builds the schema as it was at the archive's last migration, over a second connection to the same database. */
export async function migrateUpTo(db: DataSource, migrations: MigrationClass[]): Promise<void> {
  const partial = new DataSource({ ...db.options, migrations, migrationsRun: false, extra: { max: 1 } } as typeof db.options);
  await partial.initialize();
  try {
    await partial.runMigrations({ transaction: "each" });
  } finally {
    await partial.destroy();
  }
}
