import { runCarousel } from "../features/home/carousel-behaviour";

/** The carousel needs no React: its island runs plain code over the server's markup. */
export function enhance(element: HTMLElement): void {
  const section = element.querySelector<HTMLElement>(".hero");
  if (section) runCarousel(section);
}
