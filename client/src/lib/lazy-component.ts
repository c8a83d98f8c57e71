import { lazy, type ComponentType } from "react";

/**
 * A component kept in its own chunk, fetched the first time it renders: pages (see
 * app/routes.tsx) and heavy parts of a page, so that a visitor does not download the code (forms,
 * validation, dates) of what they never see. Render it inside a Suspense boundary.
 */
export function lazyComponent<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
