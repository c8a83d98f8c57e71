import type { ComponentType } from "react";

/** An island's module: a React component to hydrate, or plain code that enhances the server's markup (no React at all). */
export type IslandModule = { default: ComponentType<never> } | { enhance(element: HTMLElement): void };

/**
 * Each island's code, a chunk of its own, loaded by the boot script when the island is near the
 * viewport or reached for. Its default export renders what the server rendered inside the
 * island's element (island.tsx), with whatever it needs around it (page-island.tsx); or its
 * `enhance` makes that markup work without React (the carousel).
 */
export const ISLAND_LOADERS = {
  "hero-carousel": () => import("./hero-carousel.island"),
  "site-navigation": () => import("./site-navigation.island"),
  "newsletter-signup": () => import("./newsletter-signup.island"),
  "message-form": () => import("./message-form.island"),
  "performance-list": () => import("./performance-list.island"),
  gallery: () => import("./gallery.island"),
  booking: () => import("./booking.island"),
  shop: () => import("./shop.island"),
  "print-button": () => import("./print-button.island"),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof ISLAND_LOADERS;
