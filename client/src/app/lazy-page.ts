import { lazy, type ComponentType } from "react";

/**
 * A page kept in its own chunk, fetched the first time its route renders, so that a visitor of
 * one page does not download the code (forms, validation, dates) of all the others.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
