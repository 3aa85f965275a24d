-- A part fits a list of vehicles (issue 38): products.vehicle and product_search.vehicle become the
-- text[] columns "vehicles", the old value its one entry. Renamed and retyped in place, so the table
-- is rewritten once and its indexes are rebuilt with it (the listing indexes INCLUDE the list from
-- here on); the two triggers that name the column go first and come back naming the list (a
-- column a trigger names cannot change its type). A list cannot lead a b-tree, so the three
-- listing indexes keyed by the vehicle go: a car-model filter walks the plain listing index and
-- checks the list it includes. The facets are grouped by the whole list, so a product that fits
-- several vehicles is one row of its combination and any filter counts it once.
DROP MATERIALIZED VIEW IF EXISTS "product_facets";--> statement-breakpoint
DROP INDEX IF EXISTS "products_vehicle_featured_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_vehicle_name_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_vehicle_price_idx";--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_search_sync" ON "products";--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_catalogue_version" ON "products";--> statement-breakpoint
ALTER TABLE "products" RENAME COLUMN "vehicle" TO "vehicles";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "vehicles" TYPE text[] USING (CASE WHEN "vehicles" = '' THEN '{}'::text[] ELSE ARRAY["vehicles"] END);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "vehicles" SET DEFAULT '{}'::text[];--> statement-breakpoint
ALTER TABLE "product_search" RENAME COLUMN "vehicle" TO "vehicles";--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "vehicles" TYPE text[] USING (CASE WHEN "vehicles" = '' THEN '{}'::text[] ELSE ARRAY["vehicles"] END);--> statement-breakpoint
CREATE MATERIALIZED VIEW "product_facets" AS
  SELECT garage_sale, vehicles, product_type, category, sub_category, final_sub_category, make_material, brand, wheel_size, count(*)::int AS products
  FROM "products"
  GROUP BY garage_sale, vehicles, product_type, category, sub_category, final_sub_category, make_material, brand, wheel_size;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc tsvector := NEW.search_document || product_translated_names(NEW.id);
BEGIN
  INSERT INTO "product_search" ("id", "featured_rank", "vehicles", "document", "name")
    VALUES (NEW.id, NEW.featured_rank, NEW.vehicles, doc, lower(NEW.name))
    ON CONFLICT ("id") DO UPDATE SET "featured_rank" = EXCLUDED.featured_rank, "vehicles" = EXCLUDED.vehicles,
      "document" = EXCLUDED.document, "name" = EXCLUDED.name;
  INSERT INTO "search_words" ("word") SELECT unnest(tsvector_to_array(doc)) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_sync"
  AFTER INSERT OR UPDATE OF "name", "sku", "product_type", "car_brand", "vehicles", "featured_rank"
  ON "products" FOR EACH ROW EXECUTE FUNCTION "product_search_sync"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version"
  AFTER INSERT OR DELETE OR UPDATE OF "name", "effective_price", "featured_rank", "created_at", "garage_sale", "vehicles", "product_type", "category", "sub_category", "final_sub_category", "make_material", "brand", "wheel_size"
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
UPDATE "catalogue_version" SET "version" = "version" + 1;--> statement-breakpoint
ANALYZE "products";--> statement-breakpoint
ANALYZE "product_search";
