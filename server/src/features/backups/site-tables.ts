import { escapeIdentifier, type PoolClient } from "pg";

/**
 * Tables a backup leaves out: `migrations` (a restore builds the schema by running the migrations
 * up to the archive's last), `editing_presence` (who has an editor open at this moment; a
 * restored site has no open editors), and `backup_run` (the record of the archives in this
 * machine's backup folder, not part of the site; a running backup's own row would come back
 * as a run that never finished). The job queue (pg-boss's own `pgboss` schema) is left out
 * too: every job sweeps state the site's tables hold (publish_at, a hold's expires_at, …), and the
 * site recreates its queue and runs each sweep once as it starts.
 */
export const LEFT_OUT = new Set(["migrations", "editing_presence", "backup_run"]);

/** Rows a new database's migrations make themselves (the site's pages), not a sign of a site in use. */
const MADE_BY_MIGRATIONS = new Set(["site_page"]);

export interface SiteTable {
  name: string;
  /** Columns that take values (generated columns are computed by PostgreSQL). */
  columns: string[];
}

export const quoted = (name: string) => `public.${escapeIdentifier(name)}`;

/**
 * The site's tables (schema `public`, those left out aside), parents before the tables that refer
 * to them, so loading them in this order meets every foreign key; ties alphabetical so every
 * backup of one schema lists them alike. A self-reference needs no order: PostgreSQL checks a
 * non-deferred foreign key at the end of each COPY.
 */
export async function siteTables(client: PoolClient): Promise<SiteTable[]> {
  const { rows: columns } = await client.query<{ table: string; column: string }>(`
    SELECT c.relname AS table, a.attname AS column
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    ORDER BY c.relname, a.attnum`);
  const { rows: references } = await client.query<{ child: string; parent: string }>(`
    SELECT c.relname AS child, p.relname AS parent
    FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE k.contype = 'f' AND n.nspname = 'public'`);
  const tables = new Map<string, string[]>();
  for (const { table, column } of columns) if (!LEFT_OUT.has(table)) tables.set(table, [...(tables.get(table) ?? []), column]);
  const parents = new Map([...tables.keys()].map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) if (child !== parent && tables.has(parent)) parents.get(child)?.add(parent);

  const ordered: SiteTable[] = [];
  while (parents.size) {
    const ready = [...parents].filter(([, waiting]) => waiting.size === 0).map(([name]) => name).sort();
    if (!ready.length) throw new Error(`Tables refer to each other in a circle: ${[...parents.keys()].join(", ")}`);
    for (const name of ready) {
      ordered.push({ name, columns: tables.get(name) ?? [] });
      parents.delete(name);
      for (const waiting of parents.values()) waiting.delete(name);
    }
  }
  return ordered;
}

/** The site's sequences (those of left-out tables aside), with where each stands. */
export async function siteSequences(client: PoolClient): Promise<{ name: string; value: string; isCalled: boolean }[]> {
  const { rows } = await client.query<{ name: string; owner: string | null }>(`
    SELECT s.relname AS name, t.relname AS owner
    FROM pg_class s JOIN pg_namespace n ON n.oid = s.relnamespace
    LEFT JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
    LEFT JOIN pg_class t ON t.oid = d.refobjid
    WHERE n.nspname = 'public' AND s.relkind = 'S' ORDER BY s.relname`);
  const sequences = [];
  for (const { name, owner } of rows) {
    if (owner && LEFT_OUT.has(owner)) continue;
    const { rows: [position] } = await client.query<{ value: string; isCalled: boolean }>(`SELECT last_value::text AS value, is_called AS "isCalled" FROM ${quoted(name)}`);
    sequences.push({ name, ...position });
  }
  return sequences;
}

/**
 * Whether the database holds no site yet: never migrated, or nothing in any table but the rows
 * the migrations make themselves.
 */
export async function holdsNoSite(client: PoolClient): Promise<boolean> {
  const { rows: [{ migrated }] } = await client.query<{ migrated: boolean }>(`SELECT to_regclass('public.migrations') IS NOT NULL AS migrated`);
  if (!migrated) return true;
  for (const { name } of await siteTables(client)) {
    if (MADE_BY_MIGRATIONS.has(name)) continue;
    const { rows: [{ used }] } = await client.query<{ used: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quoted(name)}) AS used`);
    if (used) return false;
  }
  return true;
}
