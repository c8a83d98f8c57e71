import { heroAccessibilityIssues } from "@theatre/common/accessibility-check";
import { In, type DataSource } from "typeorm";
import { randomUUID } from "node:crypto";
import { EDITORS, requireRole, type AuthUser } from "../../core/auth";
import { announced } from "../../core/content-changed";
import { badInput, notFound } from "../../core/errors";
import type { PubSub } from "../../core/pubsub";
import type { Storage } from "../../core/storage";
import { parseInput } from "../../core/validation";
import { imageKey } from "../../core/images/image-keys";
import { storeImage } from "../../core/images/image-store";
import { HERO_IMAGES_MAX, HeroImage } from "./hero-image.entity";
import { HeroImageListInput } from "./hero-image.inputs";

export class HeroImageService {
  constructor(
    private readonly db: DataSource,
    private readonly storage: Storage,
    private readonly events: PubSub,
  ) {}

  /** The carousel's images in order. */
  list(): Promise<HeroImage[]> {
    return this.db.getRepository(HeroImage).find({ order: { position: "ASC", id: "ASC" }, take: HERO_IMAGES_MAX });
  }

  /** Adds an uploaded image at the end of the carousel. */
  async add(actor: AuthUser | null, file: { buffer: Buffer }, caption: unknown): Promise<HeroImage> {
    requireRole(actor, EDITORS);
    const text = typeof caption === "string" ? caption.trim() : "";
    if (text.length > 300) throw badInput("caption", "caption must be at most 300 characters");
    const [undescribed] = heroAccessibilityIssues("caption", text);
    if (undescribed) throw badInput("caption", undescribed.message);
    const heroes = this.db.getRepository(HeroImage);
    if ((await heroes.count()) >= HERO_IMAGES_MAX) throw badInput("myfile", `the carousel holds at most ${HERO_IMAGES_MAX} images`);
    const id = randomUUID();
    const { url } = await storeImage(this.storage, imageKey("heros", id, "hero", 0), file.buffer);
    const last = await heroes.maximum("position");
    return announced(this.events, heroes.save(heroes.create({ id, url, caption: text, position: (last ?? -1) + 1 })));
  }

  /**
   * Saves the whole carousel (`PUT /api/heros`): captions and order as sent; images left out are
   * removed with their files.
   */
  async replaceAll(actor: AuthUser | null, raw: unknown): Promise<HeroImage[]> {
    requireRole(actor, EDITORS);
    if (!Array.isArray(raw)) throw badInput("heros", "send the whole list of hero images as an array");
    const { heros } = await parseInput(HeroImageListInput, { heros: raw });
    const ids = heros.map((h) => h.id.toLowerCase());
    if (new Set(ids).size !== ids.length) throw badInput("heros", "each hero image may appear once");
    const removed = await this.db.transaction(async (manager) => {
      const repository = manager.getRepository(HeroImage);
      const existing = await repository.find({ lock: { mode: "pessimistic_write" } });
      const known = new Set(existing.map((h) => h.id));
      const unknown = ids.findIndex((id) => !known.has(id));
      if (unknown >= 0) throw badInput(`heros[${unknown}].id`, "id must name an existing hero image");
      // A caption may not be emptied (it is the image's description); one stored empty before the check stays as it is.
      const captions = new Map(existing.map((h) => [h.id, h.caption]));
      for (const [i, hero] of heros.entries()) {
        const [undescribed] = hero.caption === captions.get(hero.id.toLowerCase()) ? [] : heroAccessibilityIssues(`heros[${i}].caption`, hero.caption);
        if (undescribed) throw badInput(undescribed.field, undescribed.message);
      }
      const gone = existing.filter((h) => !ids.includes(h.id));
      if (gone.length > 0) await repository.delete({ id: In(gone.map((h) => h.id)) });
      for (const [position, hero] of heros.entries()) await repository.update({ id: hero.id.toLowerCase() }, { caption: hero.caption, position });
      return gone;
    });
    // Announced once committed, before the files: a failure there cannot leave the old carousel cached.
    this.events.publish("CONTENT_CHANGED");
    await Promise.all(removed.map((h) => this.storage.removeFolder(`heros/${h.id}`)));
    return this.list();
  }

  async setCaption(actor: AuthUser | null, id: string, caption: string): Promise<HeroImage> {
    requireRole(actor, EDITORS);
    const current = await this.list();
    if (!current.some((h) => h.id === id)) throw notFound("Hero image");
    const [undescribed] = heroAccessibilityIssues("caption", caption);
    if (undescribed) throw badInput("caption", undescribed.message);
    await this.replaceAll(actor, current.map((h) => ({ id: h.id, caption: h.id === id ? caption : h.caption })));
    return this.db.getRepository(HeroImage).findOneByOrFail({ id });
  }

  /** Puts the carousel in the given order; `ids` must name every image once. */
  async reorder(actor: AuthUser | null, ids: string[]): Promise<HeroImage[]> {
    const current = await this.list();
    if (ids.length !== current.length || current.some((h) => !ids.includes(h.id))) {
      throw badInput("ids", "ids must list every hero image once, in the new order");
    }
    const captions = new Map(current.map((h) => [h.id, h.caption]));
    return this.replaceAll(actor, ids.map((id) => ({ id, caption: captions.get(id) })));
  }

  async remove(actor: AuthUser | null, id: string): Promise<boolean> {
    const current = await this.list();
    if (!current.some((h) => h.id === id)) throw notFound("Hero image");
    await this.replaceAll(actor, current.filter((h) => h.id !== id).map((h) => ({ id: h.id, caption: h.caption })));
    return true;
  }
}
