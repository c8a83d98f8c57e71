import { useState } from "react";
import SlickImport from "react-slick";
import "slick-carousel/slick/slick.css";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { CAROUSEL } from "../../lib/constants";

// Under Vite the default import can arrive as the module object (STACK.md).
const Slider = ((SlickImport as unknown as { default?: typeof SlickImport }).default ?? SlickImport) as typeof SlickImport;

export interface Hero {
  id: string;
  url: string;
  caption: string;
  sizes: { width: number; url: string }[];
}

/**
 * The home page's hero images: one per page, looping, 5000 ms autoplay, 900 ms transitions;
 * captions are the alt text. Arrow keys move it, and it can be paused (WCAG 2.2.2).
 */
export function HeroCarousel({ heroes }: { heroes: Hero[] }) {
  const [slider, setSlider] = useState<SlickImport | null>(null);
  const [playing, setPlaying] = useState(true);
  if (heroes.length === 0) return null;
  const toggle = () => {
    if (playing) slider?.slickPause();
    else slider?.slickPlay();
    setPlaying(!playing);
  };
  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Photos from our productions">
      <Slider
        ref={setSlider}
        slidesToShow={1}
        slidesToScroll={1}
        infinite
        autoplay
        autoplaySpeed={CAROUSEL.autoplaySpeed}
        speed={CAROUSEL.speed}
        accessibility
        arrows
        dots
        pauseOnHover
        pauseOnFocus
      >
        {heroes.map((hero, index) => (
          <div key={hero.id} className="hero-slide">
            <ResponsiveImage src={hero.url} sizes={hero.sizes} alt={hero.caption} eager={index === 0} />
          </div>
        ))}
      </Slider>
      {heroes.length > 1 && (
        <button type="button" className="hero-toggle" onClick={toggle} aria-pressed={!playing}>
          {playing ? "Pause slideshow" : "Play slideshow"}
        </button>
      )}
    </section>
  );
}
