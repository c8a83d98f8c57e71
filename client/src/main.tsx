import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import "./app/app.css";
import { createApolloClient } from "./lib/apollo/apollo";
import { installLeaveGuard } from "./lib/leave-guard";
import { reportSessionLost } from "./lib/token-store";

// A page's code that fails to arrive (a new version went live since this tab opened): load the
// site afresh, at most once a minute; if it fails again, the page shows its error and a retry.
window.addEventListener("vite:preloadError", (event) => {
  if (Date.now() - Number(sessionStorage.getItem("reloaded-for-new-version")) < 60_000) return;
  sessionStorage.setItem("reloaded-for-new-version", String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

// Before the router listens: the editors' question on Back/Forward comes first (editing/shell/drafts/use-leave-guard.ts).
installLeaveGuard();

// The editing area, login and account pages (and a public page the server could not render) arrive
// empty and render here; a page the server rendered runs its islands instead (boot.ts).
const client = createApolloClient({ onUnauthenticated: reportSessionLost });
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App client={client} now={Date.now()} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
  </StrictMode>,
);
