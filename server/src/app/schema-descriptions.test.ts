import { lexicographicSortSchema } from "graphql";
import { undescribedElements } from "../core/graphql/schema-descriptions";
import { buildAppSchema } from "./schema";

test("every type, field, argument, input field and enum value of the schema is described", async () => {
  // Sorted as schema.graphql is, so the list reads in the file's order.
  expect(undescribedElements(lexicographicSortSchema(await buildAppSchema()))).toEqual([]);
});
