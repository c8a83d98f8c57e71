import { CAROUSEL } from "../../lib/constants";

/**
 * Moves the hero carousel (hero-carousel.tsx) that the server rendered: autoplay every
 * `CAROUSEL.autoplaySpeed` ms with `CAROUSEL.speed` ms transitions, looping onwards through a copy
 * of the first photo; arrows, dots and the arrow keys; paused while pointed at or focused, and by
 * its button. No React: the home page runs only this. Returns what stops it.
 */
export function runCarousel(section: HTMLElement): () => void {
  const track = section.querySelector<HTMLElement>(".hero-track");
  const slides = track ? [...track.querySelectorAll<HTMLElement>(":scope > .hero-slide")] : [];
  const count = slides.length;
  if (!track || count < 2) return () => undefined;
  const dots = [...section.querySelectorAll<HTMLButtonElement>(".hero-dots button")];
  const toggle = section.querySelector<HTMLButtonElement>(".hero-toggle");
  // Looping on: after the last photo comes this copy of the first, then the real first, unseen.
  const copy = slides[0].cloneNode(true) as HTMLElement;
  copy.classList.remove("is-current");
  copy.removeAttribute("data-index");
  copy.setAttribute("aria-hidden", "true");
  copy.querySelectorAll("img").forEach((img) => img.removeAttribute("fetchpriority"));
  track.append(copy);

  let current = 0;
  let playing = true;
  let pointed = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle: ReturnType<typeof setTimeout> | undefined;

  const place = (position: number, animate: boolean) => {
    track.style.transition = animate ? `transform ${CAROUSEL.speed}ms ease` : "none";
    track.style.transform = `translateX(${-100 * position}%)`;
  };
  const mark = () => {
    slides.forEach((slide, index) => {
      slide.classList.toggle("is-current", index === current);
      if (index === current) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    dots.forEach((dot, index) => (index === current ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current")));
  };
  const schedule = () => {
    clearTimeout(timer);
    if (playing && !pointed && !focused) timer = setTimeout(() => go(current + 1), CAROUSEL.autoplaySpeed);
  };
  const go = (target: number) => {
    clearTimeout(settle);
    if (target >= count) {
      // Onwards from the last: to the copy, then back to the first without a transition.
      place(count, true);
      current = 0;
      settle = setTimeout(() => place(0, false), CAROUSEL.speed);
    } else if (target < 0) {
      // Back from the first: from the copy to the last.
      place(count, false);
      void track.offsetWidth;
      place(count - 1, true);
      current = count - 1;
    } else {
      place(target, true);
      current = target;
    }
    mark();
    schedule();
  };

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest("button");
    if (!button) return;
    if (button === toggle) {
      playing = !playing;
      toggle.textContent = playing ? "Pause slideshow" : "Play slideshow";
      toggle.setAttribute("aria-pressed", String(!playing));
      schedule();
    } else if (button.dataset.step) go(current + Number(button.dataset.step));
    else if (button.dataset.go) go(Number(button.dataset.go));
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") go(current - 1);
    else if (event.key === "ArrowRight") go(current + 1);
  };
  const hover = (on: boolean) => () => {
    pointed = on;
    schedule();
  };
  const onFocus = () => {
    focused = section.contains(document.activeElement);
    schedule();
  };
  const listeners: [string, EventListener][] = [
    ["click", onClick as EventListener],
    ["keydown", onKey as EventListener],
    ["mouseenter", hover(true)],
    ["mouseleave", hover(false)],
    ["focusin", onFocus],
    ["focusout", () => setTimeout(onFocus, 0)],
  ];
  for (const [type, listener] of listeners) section.addEventListener(type, listener);
  schedule();
  return () => {
    clearTimeout(timer);
    clearTimeout(settle);
    for (const [type, listener] of listeners) section.removeEventListener(type, listener);
    copy.remove();
    track.style.transition = "";
    track.style.transform = "";
  };
}
