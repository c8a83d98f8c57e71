import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./app/app.css";
import { installLeaveGuard } from "./lib/leave-guard";

// A page's code that fails to arrive (a new version went live since this tab opened): load the
// site afresh, at most once a minute; if it fails again, the page shows its error and a retry.
window.addEventListener("vite:preloadError", (event) => {
  if (Date.now() - Number(sessionStorage.getItem("reloaded-for-new-version")) < 60_000) return;
  sessionStorage.setItem("reloaded-for-new-version", String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

// Before the router listens: the editors' question on Back/Forward comes first (lib/use-leave-guard.ts).
installLeaveGuard();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
