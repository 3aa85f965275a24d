-- Search tolerates typos (trigrams) and word order (full text); both need indexes to stay fast on a large catalogue.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin (to_tsvector('simple', "name" || ' ' || "sku" || ' ' || "product_type" || ' ' || "car_brand"));
