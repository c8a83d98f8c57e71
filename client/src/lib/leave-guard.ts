/**
 * Back and Forward for the editors' leave guard (editing/shell/drafts/use-leave-guard.ts). A popstate listener runs in
 * the order it was added, so the guard's must be on the window before React Router's: main.tsx
 * installs this one before the app renders. The page that guards sets `popGuard`; when it answers
 * true, React Router never hears of that popstate.
 */
let popGuard: ((event: PopStateEvent) => boolean) | null = null;
let installed = false;

export function installLeaveGuard(): void {
  if (installed) return;
  installed = true;
  window.addEventListener("popstate", (event) => {
    if (popGuard?.(event)) event.stopImmediatePropagation();
  });
}

/** Sets the guard of Back and Forward (null: none); answers a function that removes this one. */
export function setPopGuard(guard: (event: PopStateEvent) => boolean): () => void {
  popGuard = guard;
  return () => {
    if (popGuard === guard) popGuard = null;
  };
}
