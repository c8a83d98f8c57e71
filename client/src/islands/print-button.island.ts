/** The programme's Print button needs no React: its island shows the server's button and makes it print. */
export function enhance(element: HTMLElement): void {
  const button = element.querySelector<HTMLButtonElement>("button.programme-print");
  if (!button) return;
  button.disabled = false;
  button.removeAttribute("aria-hidden");
  button.style.visibility = "";
  button.addEventListener("click", () => window.print());
}
