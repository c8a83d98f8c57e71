import type { DataSource } from "typeorm";
import { HeroImage } from "./hero-image.entity";

/** Most images the carousel holds. */
export const HERO_IMAGES_MAX = 50;

export class HeroImageService {
  constructor(private readonly db: DataSource) {}

  /** The carousel's images in order. */
  list(): Promise<HeroImage[]> {
    return this.db.getRepository(HeroImage).find({ order: { position: "ASC", id: "ASC" }, take: HERO_IMAGES_MAX });
  }
}
