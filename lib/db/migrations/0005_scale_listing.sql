-- Listings sort by the shown price, walk one index per sort order and take totals from product_facets. effective_price is filled when the database opens
-- (lib/db/effective-price.ts): the discount rules live in TypeScript only.
DROP INDEX IF EXISTS "products_vehicle_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "effective_price" numeric(10, 2);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_unpriced_idx" ON "products" USING btree ("id") WHERE effective_price IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listing_featured_idx" ON "products" USING btree ("featured_rank","id") INCLUDE ("vehicle", "product_type", "category", "sub_category", "final_sub_category", "make_material", "brand", "wheel_size") WHERE not garage_sale;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listing_name_idx" ON "products" USING btree ("name","id") INCLUDE ("vehicle", "product_type", "category", "sub_category", "final_sub_category", "make_material", "brand", "wheel_size") WHERE not garage_sale;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listing_price_idx" ON "products" USING btree ("effective_price","id") INCLUDE ("vehicle", "product_type", "category", "sub_category", "final_sub_category", "make_material", "brand", "wheel_size") WHERE not garage_sale;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_vehicle_featured_idx" ON "products" USING btree ("vehicle","featured_rank","id") INCLUDE ("product_type", "category", "sub_category", "final_sub_category", "make_material", "brand", "wheel_size") WHERE not garage_sale;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_vehicle_name_idx" ON "products" USING btree ("vehicle","name","id") INCLUDE ("product_type", "category", "sub_category", "final_sub_category", "make_material", "brand", "wheel_size") WHERE not garage_sale;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_vehicle_price_idx" ON "products" USING btree ("vehicle","effective_price","id") INCLUDE ("product_type", "category", "sub_category", "final_sub_category", "make_material", "brand", "wheel_size") WHERE not garage_sale;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_type_featured_idx" ON "products" USING btree ("product_type","featured_rank","id") INCLUDE ("vehicle", "category", "sub_category", "final_sub_category", "make_material", "brand", "wheel_size") WHERE not garage_sale;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_type_name_idx" ON "products" USING btree ("product_type","name","id") INCLUDE ("vehicle", "category", "sub_category", "final_sub_category", "make_material", "brand", "wheel_size") WHERE not garage_sale;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_type_price_idx" ON "products" USING btree ("product_type","effective_price","id") INCLUDE ("vehicle", "category", "sub_category", "final_sub_category", "make_material", "brand", "wheel_size") WHERE not garage_sale;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_garage_sale_idx" ON "products" USING btree ("featured_rank","id") INCLUDE ("vehicle", "product_type", "category", "sub_category", "final_sub_category", "make_material", "brand", "wheel_size") WHERE garage_sale;--> statement-breakpoint
CREATE MATERIALIZED VIEW IF NOT EXISTS "product_facets" AS
  SELECT garage_sale, vehicle, product_type, category, sub_category, final_sub_category, make_material, brand, wheel_size, count(*)::int AS products
  FROM "products"
  GROUP BY garage_sale, vehicle, product_type, category, sub_category, final_sub_category, make_material, brand, wheel_size;--> statement-breakpoint
-- A counter every change to what listings filter or sort on moves forward (stock changes do not),
-- so a process can keep the order of a large listing until the catalogue changes, on PGlite or on
-- a PostgreSQL server shared by several instances.
CREATE TABLE IF NOT EXISTS "catalogue_version" ("id" boolean PRIMARY KEY DEFAULT true CHECK ("id"), "version" bigint NOT NULL DEFAULT 0);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (true, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_catalogue_version" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version"
  AFTER INSERT OR DELETE OR UPDATE OF "name", "effective_price", "featured_rank", "created_at", "garage_sale", "vehicle", "product_type", "category", "sub_category", "final_sub_category", "make_material", "brand", "wheel_size"
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_catalogue_version_truncate" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
