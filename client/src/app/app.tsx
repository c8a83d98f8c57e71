import { ApolloProvider } from "@apollo/client/react";
import { useState } from "react";
import { BrowserRouter } from "react-router";
import { createApolloClient } from "../lib/apollo";
import { reportSessionLost } from "../lib/token-store";
import { ContentLoadedProvider } from "../lib/content-loaded";
import { AppRoutes } from "./routes";

export function App() {
  const [client] = useState(() => createApolloClient({ onUnauthenticated: reportSessionLost }));
  return (
    <ApolloProvider client={client}>
      <ContentLoadedProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ContentLoadedProvider>
    </ApolloProvider>
  );
}
