import { In, IsNull, type DataSource, type EntityManager } from "typeorm";
import { EDITORS, requireRole, type AuthUser } from "../../core/auth";
import { badInput, notFound } from "../../core/errors";
import { toPage, type Page } from "../../core/pagination";
import type { CoreTopics, PubSub } from "../../core/pubsub";
import type { ShopTopics } from "./shop.events";
import type { MessageTopics } from "../messages/message.events";
import { isUuid, parseInput } from "../../core/validation";
import { User } from "../accounts/user.entity";
import { Message, MessageKind } from "../messages/message.entity";
import { Product, ProductGroup, Watch } from "./product.entity";
import { MaxPriceInput, StockInput, WatchToggleInput } from "./shop.inputs";
import type { ProductView, StockUpdate, WatchResult } from "./shop.types";
import { wantedSlug } from "../../core/slug";

export const PRODUCTS_PER_PAGE = 12;

export interface ShopSettings {
  siteName: string;
  publicUrl: string;
  /** Sender address of stock alerts (replies go there). */
  replyTo: string;
}

const pounds = (n: number) => `£${n.toFixed(2)}`;

/** The shop: products by country, members' watches, stock changes and the alerts they cause. */
export class ShopService {
  constructor(
    private readonly db: DataSource,
    private readonly events: PubSub<CoreTopics & ShopTopics & MessageTopics>,
    private readonly settings: ShopSettings,
  ) {}

  /** Countries that have products. */
  async countries(): Promise<string[]> {
    const rows: { country: string }[] = await this.db.query("SELECT DISTINCT country FROM product ORDER BY country");
    return rows.map((r) => r.country);
  }

  /** One country's products by name, a page at a time; an unknown country is an empty page. */
  async list(country: string, page: number, viewer: AuthUser | null): Promise<Page<ProductView>> {
    const [products, total] = await this.db.getRepository(Product).findAndCount({
      where: { country: country.toLowerCase() },
      order: { name: "ASC", id: "ASC" },
      skip: (page - 1) * PRODUCTS_PER_PAGE,
      take: PRODUCTS_PER_PAGE,
    });
    return toPage(await this.views(products, viewer), total, page, PRODUCTS_PER_PAGE);
  }

  async bySlug(country: string, slug: string, viewer: AuthUser | null): Promise<ProductView> {
    const [wantedCountry, wanted] = [wantedSlug(country), wantedSlug(slug)];
    // Text that cannot be a slug (a NUL byte, which PostgreSQL refuses) names no product.
    const product = wantedCountry && wanted ? await this.db.getRepository(Product).findOneBy({ country: wantedCountry, slug: wanted }) : null;
    if (!product) throw notFound(`No product "${slug}" in "${country}"`);
    return (await this.views([product], viewer))[0];
  }

  /** Products with their group and the viewer's watch: two more statements, whatever the count. */
  private async views(products: Product[], viewer: AuthUser | null): Promise<ProductView[]> {
    const groupIds = [...new Set(products.map((p) => p.groupId).filter((id): id is string => Boolean(id)))];
    const groups = groupIds.length ? await this.db.getRepository(ProductGroup).findBy({ id: In(groupIds) }) : [];
    const watches = viewer && products.length
      ? await this.db.getRepository(Watch).find({
          where: [
            { userId: viewer.id, productId: In(products.map((p) => p.id)) },
            ...(groupIds.length ? [{ userId: viewer.id, groupId: In(groupIds) }] : []),
          ],
        })
      : [];
    return products.map((p) => {
      const own = watches.find((w) => w.productId === p.id);
      const viaGroup = p.groupId ? watches.find((w) => w.groupId === p.groupId) : undefined;
      return {
        id: p.id,
        name: p.name,
        slug: p.slug,
        country: p.country,
        category: p.category,
        image: p.image,
        rrpPrice: p.rrpPrice,
        stock: Object.entries(p.stock).map(([store, quantity]) => ({ store, quantity })),
        stockTotal: p.stockTotal,
        hasStockSomewhere: p.stockTotal > 0,
        group: groups.find((g) => g.id === p.groupId) ?? null,
        watching: Boolean(own?.watching || viaGroup?.watching),
        maxPrice: own?.maxPrice ?? viaGroup?.maxPrice ?? null,
      };
    });
  }

  private async target(manager: EntityManager, input: { productId?: string; productGroupId?: string }) {
    if (input.productId && input.productGroupId) throw badInput("productId", "give productId or productGroupId, not both");
    if (input.productId) {
      if (!(await manager.getRepository(Product).existsBy({ id: input.productId }))) throw notFound("Product");
      return { productId: input.productId, groupId: null };
    }
    if (!(await manager.getRepository(ProductGroup).existsBy({ id: input.productGroupId! }))) throw notFound("Product group");
    return { productId: null, groupId: input.productGroupId! };
  }

  private async upsertWatch(manager: EntityManager, userId: string, target: { productId: string | null; groupId: string | null }, change: Partial<Watch>): Promise<Watch> {
    const watches = manager.getRepository(Watch);
    const existing = await watches.findOneBy({ userId, productId: target.productId ?? IsNull(), groupId: target.groupId ?? IsNull() });
    return watches.save(watches.create({ ...(existing ?? { userId, ...target }), ...change }));
  }

  /** Members watch, or stop watching, a product or a product group. */
  async watchToggle(actor: AuthUser | null, raw: unknown): Promise<WatchResult> {
    const user = requireRole(actor, []);
    const input = await parseInput(WatchToggleInput, raw);
    return this.db.transaction(async (manager) => {
      const target = await this.target(manager, input);
      const watch = await this.upsertWatch(manager, user.id, target, { watching: input.watch });
      return {
        productId: target.productId,
        productGroupId: target.groupId,
        watching: watch.watching,
        maxPrice: watch.maxPrice,
        message: watch.watching ? "Watching: we'll let you know when it's in stock" : "Unwatching: you'll no longer receive alerts for this product",
      };
    });
  }

  /** Members set the most they would pay; they are alerted only at or below it. */
  async setMaxPrice(actor: AuthUser | null, raw: unknown): Promise<WatchResult> {
    const user = requireRole(actor, []);
    const input = await parseInput(MaxPriceInput, raw);
    return this.db.transaction(async (manager) => {
      const target = await this.target(manager, input);
      const watch = await this.upsertWatch(manager, user.id, target, { maxPrice: Math.round(input.maxPrice * 100) / 100 });
      return { productId: target.productId, productGroupId: target.groupId, watching: watch.watching, maxPrice: watch.maxPrice, message: `Updated maximum price to ${pounds(watch.maxPrice!)}` };
    });
  }

  /**
   * Editors (and integrators with an editor's token) set a product's stock. Subscribers hear of
   * it; when it comes back from none, each watcher whose maximum price allows is alerted once.
   */
  async setStock(actor: AuthUser | null, productId: string, raw: unknown): Promise<StockUpdate> {
    requireRole(actor, EDITORS);
    const input = await parseInput(StockInput, raw);
    const { update, alerts } = await this.db.transaction(async (manager) => {
      const product = isUuid(productId) ? await manager.getRepository(Product).findOne({ where: { id: productId }, lock: { mode: "pessimistic_write" } }) : null;
      if (!product) throw notFound("Product");
      const next: Record<string, number> = {};
      for (const { store, quantity } of input.stock) next[store] = quantity;
      const changes = Object.entries(next).filter(([store, quantity]) => product.stock[store] !== quantity).map(([store, quantity]) => ({ store, quantity }));
      const before = product.stockTotal;
      product.stock = next;
      product.stockTotal = Object.values(next).reduce((a, b) => a + b, 0);
      const restocked = before === 0 && product.stockTotal > 0;
      if (restocked) product.restockedAt = new Date();
      await manager.getRepository(Product).save(product);
      const alerts = restocked ? await this.queueAlerts(manager, product) : [];
      return { update: { productId: product.id, changes, stockTotal: product.stockTotal, hasStockSomewhere: product.stockTotal > 0 }, alerts };
    });
    this.events.publish("STOCK_UPDATED", update);
    this.events.publish("CONTENT_CHANGED");
    for (const id of alerts) this.events.publish("MESSAGE_RECEIVED", id);
    return update;
  }

  /** One stock-alert message per watcher for this restock, stored for the delivery worker. */
  private async queueAlerts(manager: EntityManager, product: Product): Promise<string[]> {
    const watches = await manager.getRepository(Watch).find({
      where: [{ productId: product.id }, ...(product.groupId ? [{ groupId: product.groupId }] : [])],
    });
    const byUser = new Map<string, { watching: boolean; maxPrice: number | null }>();
    // A watch on the product itself decides over one on its group.
    for (const w of [...watches].sort((a, b) => Number(Boolean(a.productId)) - Number(Boolean(b.productId)))) {
      const current = byUser.get(w.userId);
      byUser.set(w.userId, { watching: Boolean(current?.watching || w.watching), maxPrice: w.maxPrice ?? current?.maxPrice ?? null });
    }
    const due = [...byUser].filter(([, w]) => w.watching && (w.maxPrice === null || w.maxPrice >= product.rrpPrice)).map(([userId]) => userId);
    if (due.length === 0) return [];
    const users = await manager.getRepository(User).findBy({ id: In(due), deletionRequestedAt: IsNull() });
    const queued: string[] = [];
    for (const user of users) {
      const claimed: unknown[] = await manager.query(
        "INSERT INTO stock_alert (product_id, user_id, restocked_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id",
        [product.id, user.id, product.restockedAt],
      );
      if (claimed.length === 0) continue;
      const link = `${this.settings.publicUrl}/products/${product.country}/${product.slug}`;
      const message = await manager.getRepository(Message).save(
        manager.getRepository(Message).create({
          type: MessageKind.stockAlert,
          senderName: `${this.settings.siteName} shop`,
          senderEmail: this.settings.replyTo,
          subject: `Back in stock: ${product.name}`,
          body: `Hello ${user.name},\n\n${product.name} is back in stock at ${pounds(product.rrpPrice)}.\n\nSee it here: ${link}\n\nYou are receiving this because you asked to be alerted. Stop watching it on that page to receive no more alerts.`,
          recipient: user.email,
          playId: null,
          playTitle: null,
        }),
      );
      queued.push(message.id);
    }
    return queued;
  }
}
