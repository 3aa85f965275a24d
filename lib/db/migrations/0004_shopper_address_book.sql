ALTER TABLE "addresses" ADD COLUMN IF NOT EXISTS "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "addresses_one_default_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";
