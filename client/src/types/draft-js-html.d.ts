// The draft-js HTML converters ship no types; these are the two functions the editor uses.
declare module "draft-js-export-html" {
  import type { ContentState } from "draft-js";
  export function stateToHTML(content: ContentState, options?: Record<string, unknown>): string;
}

declare module "draft-js-import-html" {
  import type { ContentState } from "draft-js";
  export function stateFromHTML(html: string, options?: Record<string, unknown>): ContentState;
}
