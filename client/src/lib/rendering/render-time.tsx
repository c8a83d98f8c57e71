import { createContext, useContext, type ReactNode } from "react";

const RenderTime = createContext<number | null>(null);

/**
 * The moment the page is rendered for: the server's clock reading, carried to the browser with the
 * page's data, so time-dependent text (the footer's year) renders the same on both sides.
 */
export function RenderTimeProvider({ now, children }: { now: number; children: ReactNode }) {
  return <RenderTime.Provider value={now}>{children}</RenderTime.Provider>;
}

/** When this code was loaded: the render moment outside a provider (component tests). */
const LOADED_AT = Date.now();

/** The render moment (milliseconds). */
export function useRenderTime(): number {
  return useContext(RenderTime) ?? LOADED_AT;
}

const londonYear = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", year: "numeric" });

/** The year in London at the render moment. */
export function useLondonYear(): string {
  return londonYear.format(useRenderTime());
}
