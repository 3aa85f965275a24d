-- Listings sort by the shown price, walk one index per sort order and take totals from product_facets. effective_price is filled when the database opens
-- (lib/db/effective-price.ts): the discount rules live in TypeScript only.
DROP INDEX IF EXISTS "products_vehicle_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "effective_price" numeric(10, 2);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_unpriced_idx" ON "products" USING btree ("id") WHERE effective_price IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listing_featured_idx" ON "products" USING btree ("featured_rank","id") WHERE not garage_sale;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listing_name_idx" ON "products" USING btree ("name","id") WHERE not garage_sale;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listing_price_idx" ON "products" USING btree ("effective_price","id") WHERE not garage_sale;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_vehicle_featured_idx" ON "products" USING btree ("vehicle","featured_rank","id") WHERE not garage_sale;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_vehicle_name_idx" ON "products" USING btree ("vehicle","name","id") WHERE not garage_sale;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_vehicle_price_idx" ON "products" USING btree ("vehicle","effective_price","id") WHERE not garage_sale;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_garage_sale_idx" ON "products" USING btree ("featured_rank","id") WHERE garage_sale;--> statement-breakpoint
CREATE MATERIALIZED VIEW IF NOT EXISTS "product_facets" AS
  SELECT garage_sale, vehicle, product_type, category, sub_category, final_sub_category, make_material, brand, wheel_size, count(*)::int AS products
  FROM "products"
  GROUP BY garage_sale, vehicle, product_type, category, sub_category, final_sub_category, make_material, brand, wheel_size;