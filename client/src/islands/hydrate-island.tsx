import { startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { RenderTimeProvider } from "../lib/rendering/render-time";
import { pageData } from "./island-data";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What a visitor chose or typed in the island's fields before it ran (they are plain HTML that works
 * till then): hydration takes the server's values as React's state (and puts a select's back), so
 * each is read before it and given back after, with the event it would have had. React passes a
 * text field's input event on only when the value differs from the last it knew: that is reset first.
 */
function earlyInput(element: HTMLElement): () => Promise<void> {
  const changed: [Field, string][] = [];
  for (const field of element.querySelectorAll<Field>("input, select, textarea")) {
    if (field instanceof HTMLInputElement && ["checkbox", "radio", "hidden", "submit", "button"].includes(field.type)) continue;
    const early = field instanceof HTMLSelectElement ? [...field.options].some((option) => option.selected !== option.defaultSelected) : field.value !== field.defaultValue;
    if (early) changed.push([field, field.value]);
  }
  // One field a task: React renders between them, as between a visitor's own changes.
  return async () => {
    for (const [field, value] of changed) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (field instanceof HTMLSelectElement) {
        field.value = value;
        field.dispatchEvent(new Event("change", { bubbles: true }));
      } else {
        (field as unknown as { _valueTracker?: { setValue(value: string): void } })._valueTracker?.setValue(field.defaultValue);
        field.value = value;
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }
    }
  };
}

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
  const giveBack = earlyInput(element);
  const ready = () => void giveBack().then(onHydrated);
  startTransition(() => {
    hydrateRoot(
      element,
      <Hydrated onHydrated={ready}>
        <RenderTimeProvider now={pageData()?.now ?? Date.now()}>
          <Component {...props} />
        </RenderTimeProvider>
      </Hydrated>,
      { identifierPrefix: `island${index}-` },
    );
  });
}
