import { STATE_LABELS } from "./content-state";

test("the three states read as the editors' words", () => {
  expect(STATE_LABELS).toEqual({ published: "Published", changed: "Published, with unpublished changes", draft: "Draft: not on the site" });
});
