import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { escapeIdentifier, type PoolClient } from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { DataSource } from "typeorm";
import { withClient } from "../../core/db/pool";
import { BackupRefused, type BackupManifest, type OnProgress } from "./backup.types";
import { quoted, siteTables } from "./site-tables";

/**
 * Loads the archive's rows into a schema the migrations built up to the archive's last one, in one
 * transaction: all of it or none. The tables are emptied first (the migrations make a few rows of
 * their own). User triggers are off while loading, so the rows arrive exactly as they were
 * archived (a play's trigger would otherwise remake its credits, which the archive holds already);
 * foreign keys stay on and are met by the load order. Sequences are set where they stood.
 */
export async function loadDatabase(db: DataSource, staging: string, manifest: BackupManifest, onProgress?: OnProgress): Promise<void> {
  await withClient(db, async (client) => {
    await client.query("BEGIN");
    try {
      const present = await checkTables(client, manifest);
      const all = [...present.keys()].map(quoted).join(", ");
      await client.query(`TRUNCATE ${all} RESTART IDENTITY CASCADE`);
      for (const name of present.keys()) await client.query(`ALTER TABLE ${quoted(name)} DISABLE TRIGGER USER`);
      let done = 0;
      for (const { name, columns, entry } of manifest.tables) {
        const list = columns.map(escapeIdentifier).join(", ");
        await pipeline(fs.createReadStream(entryFile(staging, entry)), client.query(copyFrom(`COPY ${quoted(name)} (${list}) FROM STDIN`)));
        onProgress?.({ step: "load", done: ++done, total: manifest.tables.length });
      }
      for (const name of present.keys()) await client.query(`ALTER TABLE ${quoted(name)} ENABLE TRIGGER USER`);
      for (const { name, value, isCalled } of manifest.sequences) {
        await client.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [quoted(name), value, isCalled]);
      }
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  });
}

/** A table's rows in the staging folder; an entry that would reach outside it is refused. */
export function entryFile(staging: string, entry: string): string {
  const root = path.resolve(staging);
  const file = path.resolve(root, entry);
  if (!file.startsWith(root + path.sep)) throw new BackupRefused("damaged", `The backup is damaged or was changed: a table's rows are outside the archive (${entry})`);
  return file;
}

/**
 * Checks the archive's tables and columns against the schema the database has now (built to the
 * archive's migration): every table is there, and every column it names. Answers the site's tables, by name.
 */
export async function checkTables(client: PoolClient, manifest: BackupManifest): Promise<Map<string, Set<string>>> {
  const present = new Map((await siteTables(client)).map((table) => [table.name, new Set(table.columns)]));
  for (const { name, columns } of manifest.tables) {
    const known = present.get(name);
    if (!known) throw new BackupRefused("damaged", `The backup has a table (${name}) that its migration ${manifest.migration} does not make here`);
    const strange = columns.find((column) => !known.has(column));
    if (strange) throw new BackupRefused("damaged", `The backup has a column (${name}.${strange}) that its migration ${manifest.migration} does not make here`);
  }
  return present;
}
