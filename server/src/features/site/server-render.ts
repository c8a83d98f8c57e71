import type { FormattedExecutionResult } from "graphql";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Logger } from "../../core/logger";

/** One GraphQL operation as the page renderer sends it. */
export interface PageQuery {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** Runs one page's queries as an anonymous visitor, in this process: one executor per page. */
export type PageQueries = () => (request: PageQuery) => Promise<FormattedExecutionResult>;

/** A page the renderer made: the HTML inside the root element, and the data the browser hydrates from. */
export interface RenderedPage {
  html: string;
  data: { now: number; apollo: Record<string, unknown> };
}

/** What the client's server build (client/src/entry-server.tsx) exports. */
interface RendererModule {
  renderPage(request: { url: string; now: number; execute: ReturnType<PageQueries>; signal?: AbortSignal }): Promise<RenderedPage & { aborted: boolean }>;
}

/** A page whose data has not all arrived by then is sent for the browser to render instead. */
const RENDER_TIMEOUT_MS = 5000;

/**
 * Renders public pages on the server with the client's own code (its server build,
 * `CLIENT_DIST/.ssr/entry-server.cjs`, made by `npm run build`). Without that build, or when a
 * render fails, `render` answers null and the page goes out as the empty app, rendered in the
 * browser as before: a page is never lost to a rendering fault.
 */
export class PageRenderer {
  private module: RendererModule | undefined;
  private readonly file: string;

  constructor(
    clientDist: string,
    private readonly queries: PageQueries,
    private readonly logger: Logger,
    private readonly clock: () => number = Date.now,
  ) {
    this.file = path.resolve(clientDist, ".ssr", "entry-server.cjs");
  }

  /** The renderer, loaded on first use (the client may be built after the server starts). */
  private load(): RendererModule | undefined {
    if (!this.module && fs.existsSync(this.file)) this.module = createRequire(__filename)(this.file) as RendererModule;
    return this.module;
  }

  /** Whether the client's server build is there (else pages go out for the browser to render). */
  get ready(): boolean {
    return this.load() !== undefined;
  }

  /** The page rendered, or null when rendering failed (logged). */
  async render(url: string): Promise<RenderedPage | null> {
    try {
      const module = this.load();
      if (!module) return null;
      const { html, data, aborted } = await module.renderPage({ url, now: this.clock(), execute: this.queries(), signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
      if (aborted) throw new Error(`data still missing after ${RENDER_TIMEOUT_MS} ms`);
      return { html, data };
    } catch (error) {
      this.logger.error({ err: error, url }, "Server rendering failed; the page is sent for the browser to render");
      return null;
    }
  }
}
