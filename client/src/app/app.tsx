import { ApolloProvider } from "@apollo/client/react";
import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { createApolloClient } from "../lib/apollo";
import { reportSessionLost } from "../lib/token-store";
import { ContentLoadedProvider } from "./content-loaded";
import { routes } from "./routes";

export function App() {
  const [client] = useState(() => createApolloClient({ onUnauthenticated: reportSessionLost }));
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <ApolloProvider client={client}>
      <ContentLoadedProvider>
        <RouterProvider router={router} />
      </ContentLoadedProvider>
    </ApolloProvider>
  );
}
