import type { FormattedExecutionResult } from "graphql";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { loggedUrl } from "../../core/http/logged-url";
import type { Logger } from "../../core/logger";
import { addressKey, type RateLimit } from "../../core/rate-limit";

/** One GraphQL operation as the page renderer sends it. */
export interface PageQuery {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** Runs one page's queries as an anonymous visitor from `clientAddress` (for its limits), in this process: one executor per page. */
export type PageQueries = (clientAddress?: string) => (request: PageQuery) => Promise<FormattedExecutionResult>;

/** A page the renderer made: the HTML inside the root element, and the data the browser hydrates from. */
export interface RenderedPage {
  html: string;
  data: { now: number; apollo: Record<string, unknown>; posted?: unknown };
  /** The title the page's own code gives it: the page stays this HTML, so its <title> is this one. */
  title?: string;
}

/** What the client's server build (client/src/entry-server.tsx) exports. */
interface RendererModule {
  renderPage(request: {
    url: string;
    now: number;
    execute: ReturnType<PageQueries>;
    posted?: unknown;
    signal?: AbortSignal;
    onError?: (error: unknown) => void;
  }): Promise<RenderedPage & { aborted: boolean }>;
}

/** A page whose data has not all arrived by then is sent for the browser to render instead. */
const RENDER_TIMEOUT_MS = 5000;

/**
 * Renders at once, at most: rendering is CPU work on the event loop, so more would only queue
 * behind each other and slow every other request. Past it a page goes out for the browser to render.
 */
const MAX_RENDERS = Math.max(2, os.availableParallelism());

/**
 * Renders public pages on the server with the client's own code (its server build,
 * `CLIENT_DIST/.ssr/entry-server.cjs`, made by `npm run build`). Without that build, or when a
 * render fails, `render` answers null and the page goes out as the empty app, rendered in the
 * browser as before: a page is never lost to a rendering fault. So does a page whose queries
 * answered with errors or a part of which failed to render: what it shows is not for keeping.
 */
export class PageRenderer {
  private module: RendererModule | undefined;
  private running = 0;
  private readonly file: string;

  constructor(
    clientDist: string,
    private readonly queries: PageQueries,
    private readonly logger: Logger,
    /** Each client address's budget of renders: pages past it go out for the browser to render. */
    private readonly perAddress?: RateLimit,
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

  /** The page rendered, or null when it could not be, whole and now (logged); `posted`: the state of a plain form it answers. */
  async render(url: string, clientAddress?: string, posted?: unknown): Promise<RenderedPage | null> {
    const module = this.load();
    if (!module) return null;
    try {
      await this.perAddress?.consume(addressKey(clientAddress));
    } catch (error) {
      this.logger.debug({ url: loggedUrl(url), err: error }, "Renders for this address at their limit (or not counted); the page is sent for the browser to render");
      return null;
    }
    if (this.running >= MAX_RENDERS) {
      this.logger.debug({ url: loggedUrl(url) }, "Renders at their limit; the page is sent for the browser to render");
      return null;
    }
    this.running++;
    const faults: string[] = [];
    const queries = this.queries(clientAddress);
    const execute: ReturnType<PageQueries> = async (request) => {
      const result = await queries(request);
      if (result.errors?.length) faults.push(`${request.operationName ?? "query"}: ${result.errors.map((e) => e.message).join("; ")}`);
      return result;
    };
    try {
      const onError = (error: unknown) => faults.push(error instanceof Error ? error.message : String(error));
      const { html, data, title, aborted } = await module.renderPage({ url, now: this.clock(), execute, posted, signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), onError });
      if (aborted) faults.push(`data still missing after ${RENDER_TIMEOUT_MS} ms`);
      // A part React streamed apart is completed by an inline script, which the CSP blocks.
      if (/<script\b/i.test(html)) faults.push("a part of the page was streamed apart, with an inline script");
      if (faults.length > 0) {
        this.logger.warn({ url: loggedUrl(url), faults: faults.slice(0, 5) }, "A page rendered with errors; it is sent for the browser to render");
        return null;
      }
      return { html, data, ...(title === undefined ? {} : { title }) };
    } catch (error) {
      this.logger.error({ err: error, url: loggedUrl(url) }, "Server rendering failed; the page is sent for the browser to render");
      return null;
    } finally {
      this.running--;
    }
  }
}
