import { ApolloProvider } from "@apollo/client/react";
import type { ReactNode } from "react";
import { ContentLoadedProvider } from "../lib/content-loaded";
import { PostedFormProvider } from "../lib/rendering/posted-form";
import { islandClient } from "./island-client";
import { pageData } from "./island-data";
import { PageRouter } from "./page-router";

/**
 * What an island of a public page reads around it, as the whole page had it on the server: the
 * GraphQL client (one for every island of the page, its cache seeded with the page's), the page's
 * address, its content loaded, and the state of a plain form the page answers. Renders no element,
 * so the island hydrates onto the server's HTML as it is.
 */
export function PageIsland({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={islandClient()}>
      <PageRouter>
        <ContentLoadedProvider loadedKey="default">
          <PostedFormProvider posted={pageData()?.posted} firstKey="default">
            {children}
          </PostedFormProvider>
        </ContentLoadedProvider>
      </PageRouter>
    </ApolloProvider>
  );
}
