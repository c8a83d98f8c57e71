import fs from "node:fs";
import { printAppSchema, SCHEMA_FILE } from "../app/print-schema";

/** Writes schema.graphql at the top of the repository from the resolvers. */
printAppSchema()
  .then((sdl) => {
    fs.writeFileSync(SCHEMA_FILE, sdl);
    console.log(`wrote ${SCHEMA_FILE}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
