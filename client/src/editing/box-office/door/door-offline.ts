import { useEffect, useState } from "react";
import { DOOR_APP_MANIFEST, DOOR_APP_PATH } from "@theatre/common/door-app";

/**
 * Makes the door app work with no connection and installable: links its web manifest when the
 * page's HTML did not (the server names it in the door app's pages, not in the others the app may
 * be reached from without a page load), and registers its service worker
 * (client/public/door-worker.js), which keeps the app's files so it opens offline. The worker's
 * address names this build (the entry script's hashed name), so a new release installs a new
 * worker, which keeps the new files and drops the old. Answers whether the worker is ready: the
 * app then opens offline.
 */
export function useDoorOffline(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!document.querySelector('link[rel="manifest"]')) {
      const link = document.createElement("link");
      link.rel = "manifest";
      link.href = DOOR_APP_MANIFEST;
      document.head.append(link);
    }
    if (!("serviceWorker" in navigator)) return;
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute("src") ?? "dev";
    let live = true;
    navigator.serviceWorker
      .register(`/door-worker.js?build=${encodeURIComponent(entry)}`, { scope: DOOR_APP_PATH })
      .then(() => navigator.serviceWorker.ready)
      .then(() => live && setReady(true))
      .catch(() => {
        // No service worker (a private window, an old browser): the app works while it stays open.
      });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/** Whether the browser has a connection, as it says and as it changes. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

interface InstallPrompt extends Event {
  prompt(): Promise<void>;
}

/** The browser's offer to install the app (Chrome, Edge, Android), kept for an Install button; null where there is none. */
export function useInstallPrompt(): (() => void) | null {
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  useEffect(() => {
    const offered = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPrompt);
    };
    window.addEventListener("beforeinstallprompt", offered);
    return () => window.removeEventListener("beforeinstallprompt", offered);
  }, []);
  return prompt && (() => void prompt.prompt().finally(() => setPrompt(null)));
}
