-- Search reads a narrow copy of each product (product_search) and matches the shopper's words
-- against the catalogue's vocabulary (search_words) first; see lib/shop/search-words.ts and search() in lib/shop/embedded.ts. Triggers keep
-- both current on every write, so no write path has to remember them.
CREATE TABLE "product_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"featured_rank" integer NOT NULL,
	"vehicle" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX IF EXISTS "products_document_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_featured_idx" ON "product_search" USING btree ("featured_rank","id");--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search" ("id", "featured_rank", "vehicle", "document", "name")
    VALUES (NEW.id, NEW.featured_rank, NEW.vehicle, NEW.search_document, lower(NEW.name))
    ON CONFLICT ("id") DO UPDATE SET "featured_rank" = EXCLUDED.featured_rank, "vehicle" = EXCLUDED.vehicle,
      "document" = EXCLUDED.document, "name" = EXCLUDED.name;
  INSERT INTO "search_words" ("word") SELECT unnest(tsvector_to_array(NEW.search_document)) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_sync"
  AFTER INSERT OR UPDATE OF "name", "sku", "product_type", "car_brand", "vehicle", "featured_rank"
  ON "products" FOR EACH ROW EXECUTE FUNCTION "product_search_sync"();--> statement-breakpoint
-- product_search empties with products (TRUNCATE ... CASCADE through its foreign key); the vocabulary with it.
CREATE OR REPLACE FUNCTION "search_words_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "search_words";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_clear" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_clear"();--> statement-breakpoint
-- The catalogue words each of the shopper's words can stand for: words containing it (a prefix
-- or inside a longer word), else, for words of 4 letters or more, the near misses (trigram word
-- similarity 0.35: one transposed or missed letter in a 7-letter word still scores about 0.37).
-- The threshold is set on the function, so no caller needs a transaction to set it.
CREATE OR REPLACE FUNCTION "search_word_matches"(query_words text[])
  RETURNS TABLE ("query_word" text, "word" text, "near" boolean, "similarity" real)
  LANGUAGE sql STABLE SET pg_trgm.word_similarity_threshold = 0.35 AS $$
  WITH inside AS (
    SELECT q, w.word FROM unnest(query_words) AS q JOIN "search_words" w ON w.word LIKE '%' || q || '%'
  )
  SELECT q, word, false, 1::real FROM inside
  UNION ALL
  SELECT q, w.word, true, word_similarity(q, w.word) FROM unnest(query_words) AS q JOIN "search_words" w ON q <% w.word
    WHERE length(q) >= 4 AND NOT EXISTS (SELECT 1 FROM inside WHERE inside.q = q)
$$;--> statement-breakpoint
-- Search reads its candidates in bands of the featured order (lib/shop/embedded.ts): this is
-- where the band holding the first `percent` of the catalogue ends, from the planner's statistics
-- (refreshed by every seed), so finding it costs nothing. Stale statistics only move the bands;
-- without any, the first band is the whole catalogue.
CREATE OR REPLACE FUNCTION "search_band_end"(percent integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT (histogram_bounds::text::integer[])[percent + 1] FROM pg_stats
    WHERE schemaname = current_schema() AND tablename = 'product_search' AND attname = 'featured_rank'), 2147483647)
$$;--> statement-breakpoint
INSERT INTO "product_search" ("id", "featured_rank", "vehicle", "document", "name")
  SELECT id, featured_rank, vehicle, search_document, lower(name) FROM "products" ORDER BY featured_rank, id;--> statement-breakpoint
INSERT INTO "search_words" ("word") SELECT DISTINCT unnest(tsvector_to_array(search_document)) FROM "products" ON CONFLICT DO NOTHING;--> statement-breakpoint
ANALYZE "product_search";--> statement-breakpoint
ANALYZE "search_words";
