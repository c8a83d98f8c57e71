import { useEffect, useRef } from "react";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { runCarousel } from "./carousel-behaviour";

export interface Hero {
  id: string;
  url: string;
  caption: string;
  sizes: { width: number; url: string }[];
}

/**
 * The home page's hero images: one at a time, looping, 5000 ms autoplay, 900 ms transitions;
 * captions are the alt text. Arrows, dots and arrow keys move it, and it can be paused (WCAG 2.2.2).
 * The markup is the server's; what moves it is plain code (carousel-behaviour.ts), run by the
 * page's boot script on a page rendered on the server, or by the effect here in the app.
 */
export function HeroCarousel({ heroes }: { heroes: Hero[] }) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => (section.current ? runCarousel(section.current) : undefined), [heroes]);
  if (heroes.length === 0) return null;
  const several = heroes.length > 1;
  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Photos from our productions" ref={section}>
      <div className="hero-viewport">
        <div className="hero-track">
          {heroes.map((hero, index) => (
            <div key={hero.id} className={index === 0 ? "hero-slide is-current" : "hero-slide"} data-index={index} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${heroes.length}`} aria-hidden={index === 0 ? undefined : "true"}>
              <ResponsiveImage src={hero.url} sizes={hero.sizes} alt={hero.caption} eager={index === 0} />
            </div>
          ))}
        </div>
      </div>
      {several && (
        <>
          <button type="button" className="hero-arrow hero-prev" data-step="-1">
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous photo</span>
          </button>
          <button type="button" className="hero-arrow hero-next" data-step="1">
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next photo</span>
          </button>
          <ul className="hero-dots">
            {heroes.map((hero, index) => (
              <li key={hero.id}>
                <button type="button" data-go={index} aria-current={index === 0 ? "true" : undefined}>
                  <span className="visually-hidden">Photo {index + 1}</span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="hero-toggle" aria-pressed="false">Pause slideshow</button>
        </>
      )}
    </section>
  );
}
