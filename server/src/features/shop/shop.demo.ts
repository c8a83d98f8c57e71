import { randomUUID } from "node:crypto";
import type { EntityManager } from "typeorm";
import { slugify } from "@theatre/common/slug";
import type { Storage } from "../../core/storage";
import { storeDemoImage } from "../../core/images/demo-image";
import { Product, ProductGroup } from "./product.entity";

/** A few products in two countries, three of them in one group. */
const PRODUCTS: { name: string; country: string; category: string; price: number; stock: Record<string, number>; group?: true }[] = [
  { name: "Twelfth Night programme", country: "uk", category: "Programmes", price: 4, stock: { cambridge: 40, online: 100 }, group: true },
  { name: "Blithe Spirit programme", country: "uk", category: "Programmes", price: 4, stock: { cambridge: 0, online: 0 }, group: true },
  { name: "Arcadia programme", country: "uk", category: "Programmes", price: 5, stock: { cambridge: 0, online: 0 }, group: true },
  { name: "Society tote bag", country: "uk", category: "Merchandise", price: 12, stock: { cambridge: 8 } },
  { name: "Fen Street mug", country: "uk", category: "Merchandise", price: 9.5, stock: { cambridge: 0 } },
  { name: "Rehearsal hoodie", country: "uk", category: "Merchandise", price: 28, stock: { online: 3 } },
  { name: "Society tote bag", country: "ie", category: "Merchandise", price: 13, stock: { dublin: 5 } },
  { name: "Fen Street mug", country: "ie", category: "Merchandise", price: 10, stock: { dublin: 0 } },
];

export async function seedShop(manager: EntityManager, storage: Storage): Promise<void> {
  const group = await manager.getRepository(ProductGroup).save({ name: "Programmes", slug: "programmes" });
  const products = manager.getRepository(Product);
  for (const [index, p] of PRODUCTS.entries()) {
    const id = randomUUID();
    const total = Object.values(p.stock).reduce((a, b) => a + b, 0);
    await products.save(
      products.create({
        id,
        name: p.name,
        slug: slugify(p.name),
        country: p.country,
        category: p.category,
        rrpPrice: p.price,
        stock: p.stock,
        stockTotal: total,
        groupId: p.group ? group.id : null,
        image: await storeDemoImage(storage, `products/${id}/image0.jpg`, { title: p.name, subtitle: p.category, seed: index + 1, width: 800, height: 600 }),
      }),
    );
  }
}
