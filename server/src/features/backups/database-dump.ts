import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { escapeIdentifier } from "pg";
import { to as copyTo } from "pg-copy-streams";
import type { DataSource } from "typeorm";
import { withClient } from "../../core/db/pool";
import type { BackupManifest, BackupTable, OnProgress } from "./backup.types";
import { counting } from "./entry-hash";
import { quoted, siteSequences, siteTables } from "./site-tables";

export type DatabaseDump = Pick<BackupManifest, "createdAt" | "migration" | "tables" | "sequences" | "entries">;

/**
 * Copies every site table into `staging/db/<table>.copy` (COPY text format), all from one
 * repeatable-read snapshot, so the archive is the database as it stood at one moment while the
 * site goes on saving. `atSnapshot` runs as soon as the snapshot is fixed (the uploads are linked
 * then, so that the files match the rows as closely as they can).
 */
export async function dumpDatabase(db: DataSource, staging: string, atSnapshot: () => Promise<void>, onProgress?: OnProgress): Promise<DatabaseDump> {
  await fs.promises.mkdir(path.join(staging, "db"), { recursive: true });
  return withClient(db, async (client) => {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    try {
      // The first statement fixes the snapshot; now() is when the transaction began.
      const { rows: [taken] } = await client.query<{ at: Date; migration: string | null }>(
        `SELECT now() AS at, (SELECT name FROM public.migrations ORDER BY timestamp DESC, id DESC LIMIT 1) AS migration`,
      );
      if (!taken.migration) throw new Error("The database has no migrations applied: there is no site to back up");
      await atSnapshot();
      const tables: BackupTable[] = [];
      const entries: DatabaseDump["entries"] = {};
      const all = await siteTables(client);
      for (const { name, columns } of all) {
        const entry = `db/${name}.copy`;
        const count = counting();
        const list = columns.map(escapeIdentifier).join(", ");
        await pipeline(client.query(copyTo(`COPY ${quoted(name)} (${list}) TO STDOUT`)), count, fs.createWriteStream(path.join(staging, entry)));
        const { sha256, bytes, lines } = count.result();
        tables.push({ name, columns, rows: lines, entry });
        entries[entry] = { sha256, bytes };
        onProgress?.({ step: "database", done: tables.length, total: all.length });
      }
      const sequences = await siteSequences(client);
      await client.query("COMMIT");
      return { createdAt: taken.at.toISOString(), migration: taken.migration, tables, sequences, entries };
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  });
}
