/**
 * The script a page rendered on the server names instead of the app's entry (data-app, written by
 * the server: server/src/features/site/html-page.ts). Such a page reads and links without the
 * app's code, which only hydrates it, so the code comes once the page has loaded and painted (it
 * does not compete with the page's text, styles and images on a slow connection), or as soon as
 * the visitor reaches for something (a button, a form). It imports nothing, to stay this small.
 */
const app = document.querySelector<HTMLScriptElement>("script[data-app]")?.dataset.app;
let started = false;
const start = () => {
  if (started || !app) return;
  started = true;
  void import(/* @vite-ignore */ app);
};
for (const type of ["pointerdown", "keydown", "touchstart", "focusin"]) window.addEventListener(type, start, { once: true, passive: true, capture: true });
const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
if (document.readyState === "complete") afterPaint();
else window.addEventListener("load", afterPaint, { once: true });
