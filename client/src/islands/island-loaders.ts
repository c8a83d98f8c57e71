import type { ComponentType } from "react";

/**
 * Each island's code, a chunk of its own, loaded by the boot script when the island is near the
 * viewport or reached for. Its default export renders what the server rendered inside the
 * island's element (island.tsx), with whatever it needs around it (page-island.tsx).
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
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof ISLAND_LOADERS;
