CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text,
	"alt" text,
	"description_html" text,
	"features_html" text,
	"fitment_html" text,
	CONSTRAINT "product_translations_product_id_locale_pk" PRIMARY KEY("product_id","locale"),
	CONSTRAINT "product_translations_locale_check" CHECK ("product_translations"."locale" in ('es', 'ja'))
);
--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Search finds products by their translated names too: a product's row in product_search holds
-- the words of its English search document and of its names in every language, and the vocabulary
-- learns the translated words. A product written before its translations gets them added when
-- they arrive (the statement triggers below), so the seed and an import can write products first.
CREATE OR REPLACE FUNCTION "product_translated_names"(pid integer) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT coalesce(to_tsvector('simple', string_agg("name", ' ')), ''::tsvector)
    FROM "product_translations" WHERE "product_id" = pid AND "name" IS NOT NULL
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc tsvector := NEW.search_document || product_translated_names(NEW.id);
BEGIN
  INSERT INTO "product_search" ("id", "featured_rank", "vehicle", "document", "name")
    VALUES (NEW.id, NEW.featured_rank, NEW.vehicle, doc, lower(NEW.name))
    ON CONFLICT ("id") DO UPDATE SET "featured_rank" = EXCLUDED.featured_rank, "vehicle" = EXCLUDED.vehicle,
      "document" = EXCLUDED.document, "name" = EXCLUDED.name;
  INSERT INTO "search_words" ("word") SELECT unnest(tsvector_to_array(doc)) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Once a statement, over the products it touched: the seed writes translations 500 rows at a time,
-- and a trigger per row would rewrite each product's search row once per language.
CREATE OR REPLACE FUNCTION "product_translations_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH touched AS (SELECT DISTINCT "product_id" AS id FROM changed),
  docs AS (
    SELECT p.id, p.search_document || product_translated_names(p.id) AS doc
      FROM "products" p JOIN touched USING (id)
  ),
  updated AS (
    UPDATE "product_search" s SET "document" = docs.doc FROM docs WHERE s.id = docs.id RETURNING s.id
  )
  INSERT INTO "search_words" ("word")
    SELECT DISTINCT unnest(tsvector_to_array(docs.doc)) FROM docs ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_translations_search_insert" AFTER INSERT ON "product_translations"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_translations_search_sync"();--> statement-breakpoint
CREATE TRIGGER "product_translations_search_update" AFTER UPDATE ON "product_translations"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_translations_search_sync"();--> statement-breakpoint
CREATE TRIGGER "product_translations_search_delete" AFTER DELETE ON "product_translations"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_translations_search_sync"();
