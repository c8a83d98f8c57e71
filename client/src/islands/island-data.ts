import { readServerRender, type ServerRenderData } from "../lib/rendering/server-render-data";

let data: ServerRenderData | null | undefined;

/** The data the page was rendered from (read once, for every island). */
export function pageData(): ServerRenderData | null {
  if (data === undefined) data = readServerRender(document);
  return data;
}
