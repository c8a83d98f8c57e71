import { DataSource, type Logger as TypeOrmLogger } from "typeorm";
import { User } from "../../features/accounts/user.entity";
import { Blog } from "../../features/blogs/blog.entity";
import { HeroImage } from "../../features/heroes/hero-image.entity";
import { SitePage } from "../../features/pages/site-page.entity";
import { Play } from "../../features/plays/play.entity";
import { AppMeta } from "./app-meta.entity";
import { Foundation1763726400000 } from "../../migrations/1763726400000-foundation";
import { ContentModel1763900000000 } from "../../migrations/1763900000000-content-model";
import { Accounts1764000000000 } from "../../migrations/1764000000000-accounts";
import { NewItemFlag1764100000000 } from "../../migrations/1764100000000-new-item-flag";
import { Messages1764200000000 } from "../../migrations/1764200000000-messages";
import { Shop1764300000000 } from "../../migrations/1764300000000-shop";
import { Product, ProductGroup, Watch } from "../../features/shop/product.entity";
import { Message } from "../../features/messages/message.entity";

export const entities = [AppMeta, SitePage, Play, Blog, HeroImage, User, Message, ProductGroup, Product, Watch];
export const migrations = [Foundation1763726400000, ContentModel1763900000000, Accounts1764000000000, NewItemFlag1764100000000, Messages1764200000000, Shop1764300000000];

/**
 * The one DataSource of a process. Migrations run on initialize; `synchronize` stays off
 * everywhere so the schema only ever changes through reviewed migrations.
 */
export function createDataSource(url: string, options: { logger?: TypeOrmLogger } = {}): DataSource {
  return new DataSource({
    type: "postgres",
    url,
    entities,
    migrations,
    migrationsRun: true,
    migrationsTransactionMode: "each",
    synchronize: false,
    logging: ["error"],
    ...(options.logger ? { logger: options.logger } : {}),
    extra: {
      max: 10,
      // Fail fast instead of hanging when the database is unreachable.
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    },
  });
}
