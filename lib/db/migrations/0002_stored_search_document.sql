DROP INDEX IF EXISTS "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || sku || ' ' || product_type || ' ' || car_brand)) STORED;--> statement-breakpoint
CREATE INDEX "products_document_idx" ON "products" USING gin ("search_document");