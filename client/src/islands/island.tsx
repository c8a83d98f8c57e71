import type { ComponentType } from "react";
import type { IslandName } from "./island-loaders";

/**
 * When the browser brings an island's code: `visible` once it is near the viewport or reached for
 * (a pointer, focus, a key inside it), `reached` only when reached for (nothing moves until then),
 * `signed-in` at once when a login is stored and never otherwise (what only signed-in people see).
 */
export type IslandWhen = "visible" | "reached" | "signed-in";

/**
 * An interactive part of a page rendered on the server: the server writes it inside an element
 * marked with its name and its props (JSON), and the browser's boot script (src/boot.ts) hydrates
 * that element alone, as a root of its own, with the island's own code (island-loaders.ts).
 * Everything outside islands stays the server's HTML. In the single-page app (the editing area)
 * it renders the same, and runs as part of the app. `props` must survive JSON.
 */
export function Island<P extends object>({ name, component: Component, props, when = "visible" }: { name: IslandName; component: ComponentType<P>; props: P; when?: IslandWhen }) {
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)} data-when={when}>
      <Component {...props} />
    </div>
  );
}
