/** Editors' unsaved changes are kept in this browser under keys with this prefix (editing/shell/drafts/draft-keeper.ts). */
export const EDITOR_COPY_PREFIX = "editor-copy:";

/** Forgets every kept copy: a logout on a shared computer leaves no draft text behind. */
export function forgetEditorCopies(storage: Storage = window.localStorage): void {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key?.startsWith(EDITOR_COPY_PREFIX) ?? false);
  for (const key of keys) storage.removeItem(key);
}
