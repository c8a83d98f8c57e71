import type { DataSource, EntityManager } from "typeorm";
import { seedBlogs } from "../features/blogs/blog.demo";
import { seedHeroImages } from "../features/heroes/hero-image.demo";
import { seedAboutPage, seedPageTexts } from "../features/pages/page.demo";
import { seedPeople } from "../features/people/person.demo";
import { seedPlays } from "../features/plays/play.demo";
import { seedShop } from "../features/shop/shop.demo";
import { seedVenues } from "../features/venues/venue.demo";
import type { Storage } from "../core/storage";
import { AppMeta } from "../core/db/app-meta.entity";
import type { Logger } from "../core/logger";

/**
 * Demo content, in named parts. Each part runs once per database (a marker in app_meta records
 * it), so later parts reach existing installs and an editor's changes are never overwritten.
 */
const parts: { name: string; run: (manager: EntityManager, storage: Storage) => Promise<void> }[] = [
  { name: "about-page", run: seedAboutPage },
  { name: "page-texts", run: seedPageTexts },
  // Before the plays, which are at these venues; on an older install it fills in their access information.
  { name: "venues", run: seedVenues },
  { name: "plays", run: seedPlays },
  // After the plays, whose casts and teams it links to person records.
  { name: "people", run: seedPeople },
  { name: "blogs", run: seedBlogs },
  { name: "hero-images", run: seedHeroImages },
  { name: "shop", run: seedShop },
];

export async function seedDemoContent(db: DataSource, storage: Storage, logger: Logger): Promise<string[]> {
  const seeded: string[] = [];
  for (const part of parts) {
    const key = `seed:${part.name}`;
    await db.transaction(async (manager) => {
      // The lock keeps two instances starting together from seeding the same part twice.
      await manager.query("SELECT pg_advisory_xact_lock(hashtext($1))", [key]);
      if (await manager.getRepository(AppMeta).existsBy({ key })) return;
      await part.run(manager, storage);
      await manager.getRepository(AppMeta).insert({ key, value: new Date().toISOString() });
      seeded.push(part.name);
    });
  }
  if (seeded.length > 0) logger.info({ parts: seeded }, "demo content seeded");
  return seeded;
}
