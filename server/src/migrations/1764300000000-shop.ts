import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The shop module (the specification's leftovers, PRODUCT decision 13): products by country,
 * product groups, members' watches with a maximum price, and a record of stock alerts sent so
 * that nobody is alerted twice for one restock. Stock alerts are emailed through `message`.
 */
export class Shop1764300000000 implements MigrationInterface {
  name = "Shop1764300000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_group (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        slug text NOT NULL CONSTRAINT product_group_slug_key UNIQUE
      )`);
    await q.query(`
      CREATE TABLE product (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        slug text NOT NULL,
        country text NOT NULL,
        category text NOT NULL DEFAULT '',
        image text NOT NULL DEFAULT '',
        rrp_price numeric(10, 2) NOT NULL CONSTRAINT product_price_positive CHECK (rrp_price >= 0),
        stock jsonb NOT NULL DEFAULT '{}',
        stock_total integer NOT NULL DEFAULT 0,
        restocked_at timestamptz,
        group_id uuid REFERENCES product_group (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT product_country_slug_key UNIQUE (country, slug)
      )`);
    await q.query(`CREATE INDEX product_country_name_idx ON product (country, name)`);
    await q.query(`CREATE INDEX product_group_idx ON product (group_id)`);
    await q.query(`
      CREATE TABLE watch (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        product_id uuid REFERENCES product (id) ON DELETE CASCADE,
        group_id uuid REFERENCES product_group (id) ON DELETE CASCADE,
        watching boolean NOT NULL DEFAULT false,
        max_price numeric(10, 2),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT watch_one_target CHECK ((product_id IS NULL) <> (group_id IS NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX watch_user_product_key ON watch (user_id, product_id) WHERE product_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX watch_user_group_key ON watch (user_id, group_id) WHERE group_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE stock_alert (
        product_id uuid NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        restocked_at timestamptz NOT NULL,
        PRIMARY KEY (product_id, user_id, restocked_at)
      )`);
    await q.query(`ALTER TABLE message DROP CONSTRAINT message_type_known`);
    await q.query(`ALTER TABLE message ADD CONSTRAINT message_type_known CHECK (type IN ('audition', 'director', 'stock-alert'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM message WHERE type = 'stock-alert'`);
    await q.query(`ALTER TABLE message DROP CONSTRAINT message_type_known`);
    await q.query(`ALTER TABLE message ADD CONSTRAINT message_type_known CHECK (type IN ('audition', 'director'))`);
    await q.query(`DROP TABLE stock_alert`);
    await q.query(`DROP TABLE watch`);
    await q.query(`DROP TABLE product`);
    await q.query(`DROP TABLE product_group`);
  }
}
