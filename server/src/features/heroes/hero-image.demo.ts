import { randomUUID } from "node:crypto";
import type { EntityManager } from "typeorm";
import type { Storage } from "../../core/storage";
import { storeDemoImage } from "../../core/images/demo-image";
import { HeroImage } from "./hero-image.entity";

const CAPTIONS = [
  "The company of Twelfth Night in the hotel ballroom",
  "Building the set for Blithe Spirit in our workshop",
  "Summer Shakespeare in a Cambridge college garden",
];

export async function seedHeroImages(manager: EntityManager, storage: Storage): Promise<void> {
  const heroes = manager.getRepository(HeroImage);
  for (const [position, caption] of CAPTIONS.entries()) {
    const id = randomUUID();
    const url = await storeDemoImage(storage, `heros/${id}/hero0.jpg`, { title: caption, seed: position + 5, width: 1600, height: 600 });
    await heroes.insert({ id, url, caption, position });
  }
}
