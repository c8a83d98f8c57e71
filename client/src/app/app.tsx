import { ApolloProvider } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { useEffect, type ReactNode } from "react";
import { ContentLoadedProvider } from "../lib/content-loaded";
import { PostedFormProvider } from "../lib/rendering/posted-form";
import { RenderTimeProvider } from "../lib/rendering/render-time";
import { AppRoutes } from "./routes";

export interface AppProps {
  client: ApolloClient;
  /** The render moment: the server's, for a page it rendered (lib/rendering/render-time.tsx). */
  now: number;
  /** The first location's key when the server rendered its content (lib/content-loaded.tsx). */
  loadedKey?: string | null;
  /** The state of a plain form the first page answers (lib/rendering/posted-form.tsx). */
  posted?: unknown;
  /** The router: BrowserRouter in the browser, StaticRouter on the server. */
  router: (routes: ReactNode) => ReactNode;
}

/** The site, the same in the browser (main.tsx) and on the server (entry-server.tsx). */
export function App({ client, now, loadedKey = null, posted, router }: AppProps) {
  // Marks the single-page app as running (browser tests wait for it); a page the server rendered
  // is never taken over whole: its islands mark themselves (boot.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ApolloProvider client={client}>
      <RenderTimeProvider now={now}>
        <ContentLoadedProvider loadedKey={loadedKey}>
          <PostedFormProvider posted={posted} firstKey={loadedKey}>{router(<AppRoutes />)}</PostedFormProvider>
        </ContentLoadedProvider>
      </RenderTimeProvider>
    </ApolloProvider>
  );
}
