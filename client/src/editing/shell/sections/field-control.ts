/** What a field's control can be: a box, a list, a text area or the rich text editor. */
export const FIELD_CONTROLS = "input:not([type=hidden]), select, textarea, [contenteditable=true]";

/**
 * The control of a field by its formik path ("images.1.caption") inside `root`: the control with
 * that name, else the first control of a field holding it (the rich text editor's `data-field`, or
 * a row such as "videolinks.0" whose control is "videolinks.0.url").
 */
export function fieldControl(root: ParentNode, path: string): HTMLElement | null {
  const named = [...root.querySelectorAll<HTMLElement>("[name]")];
  return (
    named.find((element) => element.getAttribute("name") === path) ??
    [...root.querySelectorAll<HTMLElement>("[data-field]")].find((element) => element.dataset.field === path)?.querySelector<HTMLElement>(FIELD_CONTROLS) ??
    named.find((element) => element.getAttribute("name")?.startsWith(`${path}.`)) ??
    null
  );
}
