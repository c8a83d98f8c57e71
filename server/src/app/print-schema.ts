import "reflect-metadata";
import { lexicographicSortSchema, printSchema } from "graphql";
import path from "node:path";
import { buildAppSchema } from "./schema";

/** The committed schema file, read by codegen and by integrators. */
export const SCHEMA_FILE = path.resolve(__dirname, "..", "..", "..", "schema.graphql");

const HEADER = "# Generated from the server's resolvers by `npm run schema`; do not edit.\n\n";

/** The schema as SDL, sorted so that the file only changes when the API does. */
export async function printAppSchema(): Promise<string> {
  return HEADER + printSchema(lexicographicSortSchema(await buildAppSchema())) + "\n";
}
