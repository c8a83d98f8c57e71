/**
 * The only script a page rendered on the server names (server/src/features/site/html-page.ts).
 * Such a page reads, links and sends its plain forms as HTML; only its islands (islands/island.tsx)
 * need code, and each brings its own when it is near the viewport or reached for, then hydrates
 * alone. A page without islands runs nothing more than this file.
 */
import { ISLAND_LOADERS, type IslandModule, type IslandName } from "./islands/island-loaders";
import { TOKEN_KEY } from "./lib/site";

const REACHED = ["pointerdown", "touchstart", "focusin", "keydown"];
/** Near enough to the viewport to start fetching, so an island runs by the time it is seen. */
const NEAR = "200px";

let count = 0;

function prepare(element: HTMLElement): void {
  const name = element.dataset.island as IslandName;
  const load = ISLAND_LOADERS[name];
  if (!load) return;
  const when = element.dataset.when;
  const observer = when === "visible" && "IntersectionObserver" in window ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: NEAR }) : undefined;
  let started = false;
  // A click before the island runs (a button, a link the island handles) waits for it, then is made again.
  let clicked: HTMLElement | null = null;
  const holdClick = (event: Event) => {
    // A link goes where it goes, unless the island opens it itself (a gallery's full-screen viewer).
    if (when !== "reached" && (event.target as Element).closest("a[href]")) return;
    event.preventDefault();
    event.stopPropagation();
    clicked = event.target as HTMLElement;
    start();
  };
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const type of REACHED) element.removeEventListener(type, start, true);
    const index = count++;
    const ready = () => {
      element.dataset.hydrated = "true";
      // In a task of its own: after React has applied what the island was given back (hydrate-island.tsx).
      if (clicked) setTimeout(() => clicked?.click(), 0);
    };
    (load() as Promise<IslandModule>)
      .then(async (module) => {
        element.removeEventListener("click", holdClick, true);
        if ("enhance" in module) {
          module.enhance(element);
          ready();
          return;
        }
        // Once hydrating, React answers events itself (and replays those made meanwhile).
        const { hydrateIsland } = await import("./islands/hydrate-island");
        hydrateIsland(element, module.default, index, ready);
      })
      .catch(() => {
        // The code did not arrive (a new version went live since this page loaded): the page works
        // on as HTML, and the held click is let through.
        element.removeEventListener("click", holdClick, true);
        clicked?.click();
      });
  };
  element.addEventListener("click", holdClick, true);
  for (const type of REACHED) element.addEventListener(type, start, { capture: true, passive: true });
  if (when === "signed-in") {
    if (localStorage.getItem(TOKEN_KEY)) start();
    return;
  }
  // The island's element has no box of its own (display: contents), so what is seen is its children.
  for (const child of element.children) observer?.observe(child);
}

document.querySelectorAll<HTMLElement>("[data-island]").forEach(prepare);
