import fs from "node:fs";
import { printAppSchema, SCHEMA_FILE } from "./print-schema";

test("the committed schema.graphql matches the resolvers (run `npm run schema` after API changes)", async () => {
  expect(fs.readFileSync(SCHEMA_FILE, "utf8")).toBe(await printAppSchema());
});
