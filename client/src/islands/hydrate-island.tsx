import { startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { RenderTimeProvider } from "../lib/rendering/render-time";
import { pageData } from "./island-data";

/** Marks the island as running once React has hydrated it (browser tests wait for it), then calls `onHydrated`. */
function Hydrated({ element, onHydrated, children }: { element: HTMLElement; onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = "true";
    onHydrated();
  }, [element, onHydrated]);
  return children;
}

/**
 * Hydrates one island's element (island.tsx) as a root of its own, from the props the server wrote
 * beside it and at the page's render moment. A transition, so React yields to the browser while it
 * works. Each root has its own id prefix: two islands' generated ids never meet.
 */
export function hydrateIsland(element: HTMLElement, component: ComponentType<never>, index: number, onHydrated: () => void): void {
  // The props are what the server rendered the same component with.
  const Component = component as ComponentType<object>;
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  startTransition(() => {
    hydrateRoot(
      element,
      <Hydrated element={element} onHydrated={onHydrated}>
        <RenderTimeProvider now={pageData()?.now ?? Date.now()}>
          <Component {...props} />
        </RenderTimeProvider>
      </Hydrated>,
      { identifierPrefix: `island${index}-` },
    );
  });
}
