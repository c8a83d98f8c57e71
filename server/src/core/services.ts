import type { DataSource } from "typeorm";
import { AboutPageService } from "../features/pages/about-page.service";
import type { PubSub } from "./pubsub";

/** Every domain service, built once per process over one DataSource and one event bus. */
export interface Services {
  db: DataSource;
  events: PubSub;
  aboutPage: AboutPageService;
}

export function createServices(db: DataSource, events: PubSub): Services {
  return {
    db,
    events,
    aboutPage: new AboutPageService(db, events),
  };
}
