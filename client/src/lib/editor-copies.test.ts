import { EDITOR_COPY_PREFIX, forgetEditorCopies } from "./editor-copies";

test("a logout forgets every editor's kept copy and nothing else", () => {
  window.localStorage.clear();
  window.localStorage.setItem(`${EDITOR_COPY_PREFIX}play:1`, "{}");
  window.localStorage.setItem(`${EDITOR_COPY_PREFIX}page:about`, "{}");
  window.localStorage.setItem("cart", "[]");
  forgetEditorCopies();
  expect(Object.keys(window.localStorage)).toEqual(["cart"]);
});
