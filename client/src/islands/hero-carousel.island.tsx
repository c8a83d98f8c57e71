export { HeroCarousel as default } from "../features/home/hero-carousel";
