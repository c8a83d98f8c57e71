import type { NormalizedCacheObject } from "@apollo/client";

/** The id of the element that carries a server-rendered page's data (JSON, never run as script). */
export const SERVER_RENDER_DATA_ID = "server-render-data";

/** What a server-rendered page carries for hydration: the render moment and Apollo's cache. */
export interface ServerRenderData {
  now: number;
  apollo: NormalizedCacheObject;
  /** The state of a plain form the page answers (posted-form.tsx), when it answers one. */
  posted?: unknown;
}

/** The data of a page the server rendered, or null for a page rendered in the browser only. */
export function readServerRender(doc: Document): ServerRenderData | null {
  const text = doc.getElementById(SERVER_RENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerRenderData;
  } catch {
    return null;
  }
}
