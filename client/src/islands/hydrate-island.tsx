import { startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { RenderTimeProvider } from "../lib/rendering/render-time";
import { pageData } from "./island-data";

/** Calls `onHydrated` once React has hydrated the island. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates one island's element (island.tsx) as a root of its own, from the props the server wrote
 * beside it and at the page's render moment. A transition, so React yields to the browser while it
 * works. Each root has its own id prefix: two islands' generated ids never meet. `onHydrated`
 * marks the island as running (browser tests wait for it) and makes a held click again.
 */
export function hydrateIsland(element: HTMLElement, component: ComponentType<never>, index: number, onHydrated: () => void): void {
  // The props are what the server rendered the same component with.
  const Component = component as ComponentType<object>;
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  startTransition(() => {
    hydrateRoot(
      element,
      <Hydrated onHydrated={onHydrated}>
        <RenderTimeProvider now={pageData()?.now ?? Date.now()}>
          <Component {...props} />
        </RenderTimeProvider>
      </Hydrated>,
      { identifierPrefix: `island${index}-` },
    );
  });
}
