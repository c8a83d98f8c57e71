import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import "./app/app.css";
import { createApolloClient } from "./lib/apollo/apollo";
import { installLeaveGuard } from "./lib/leave-guard";
import { readServerRender } from "./lib/rendering/server-render-data";
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

// A public page arrives rendered, with the data it was rendered from: hydrate it with that data (no
// second request). The editor's area, login and account pages arrive empty and render here.
const rendered = readServerRender(document);
const client = createApolloClient({ onUnauthenticated: reportSessionLost, initialState: rendered?.apollo });
const app = (
  <StrictMode>
    <App
      client={client}
      now={rendered?.now ?? Date.now()}
      posted={rendered?.posted}
      // BrowserRouter's first location has the key kept in history.state, or "default".
      loadedKey={rendered ? ((window.history.state as { key?: string } | null)?.key ?? "default") : null}
      router={(routes) => <BrowserRouter>{routes}</BrowserRouter>}
    />
  </StrictMode>
);
const root = document.getElementById("root")!;
// Hydrating as a transition lets React yield to the browser between components (a default-lane
// hydration never yields), so the main thread is never blocked for long.
if (rendered) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
