import { ApolloClient, ApolloLink } from "@apollo/client";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { print } from "@apollo/client/utilities";
import type { FormattedExecutionResult } from "graphql";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { Observable } from "rxjs";
import { App } from "./app/app";
import { createCache } from "./lib/apollo/apollo-cache";
import type { ServerRenderData } from "./lib/rendering/server-render-data";
import { PageTitleSink } from "./lib/use-page-title";

/** One GraphQL operation, run by the server in its own process (no HTTP). */
export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface RenderRequest {
  /** The path and query string of the page. */
  url: string;
  now: number;
  execute: (request: GraphQLRequest) => Promise<FormattedExecutionResult>;
  /** The state of a plain form this page answers (lib/rendering/posted-form.tsx). */
  posted?: unknown;
  /** Gives up on data still missing (the page then renders as far as it got). */
  signal?: AbortSignal;
  /** A part of the page that failed to render (the browser renders that part instead). */
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  html: string;
  data: ServerRenderData;
  /** The title the page's code gives the browser's tab (the last render's), when it gives one. */
  title?: string;
  /** Stopped by the signal before every query had answered. */
  aborted: boolean;
}

/**
 * A public page rendered on the server with its data, for an anonymous visitor: Apollo Client
 * renders the tree again until no query is waiting (prerenderStatic), the queries running through
 * `execute`; the cache it filled travels with the HTML.
 */
export async function renderPage({ url, now, execute, posted, signal, onError }: RenderRequest): Promise<RenderedPage> {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  const cache = createCache({ resultCaching: false });
  const client = new ApolloClient({ ssrMode: true, link, cache });
  let title: string | undefined;
  const { result, aborted } = await prerenderStatic({
    tree: (
      <PageTitleSink.Provider value={(given) => (title = given)}>
        <App client={client} now={now} loadedKey="default" posted={posted} router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>} />
      </PageTitleSink.Provider>
    ),
    context: { client },
    signal,
    // No boundary outlined however large (React streams one over 12,800 bytes apart, completed by
    // an inline script that the CSP forbids, and hydration then fails): the page is one piece.
    renderFunction: (tree) => prerenderToNodeStream(tree, { signal, onError, progressiveChunkSize: Number.POSITIVE_INFINITY }),
  });
  return { html: result, data: { now, apollo: cache.extract(), ...(posted === undefined ? {} : { posted }) }, ...(title === undefined ? {} : { title }), aborted };
}
