import type { DataSource } from "typeorm";
import { BlogService } from "../features/blogs/blog.service";
import { HeroImageService } from "../features/heroes/hero-image.service";
import { PageService } from "../features/pages/page.service";
import { PlayService } from "../features/plays/play.service";
import type { PubSub } from "./pubsub";
import type { Storage } from "./storage";

/** Every domain service, built once per process over one DataSource and one event bus. */
export interface Services {
  db: DataSource;
  events: PubSub;
  storage: Storage;
  pages: PageService;
  plays: PlayService;
  blogs: BlogService;
  heroImages: HeroImageService;
}

export function createServices(db: DataSource, events: PubSub, storage: Storage): Services {
  return {
    db,
    events,
    storage,
    pages: new PageService(db, events),
    plays: new PlayService(db),
    blogs: new BlogService(db),
    heroImages: new HeroImageService(db),
  };
}
