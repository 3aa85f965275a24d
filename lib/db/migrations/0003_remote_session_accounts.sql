ALTER TABLE "sessions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "account_id" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "account_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "account_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "sessions" SET "account_id" = "users"."id"::text, "account_name" = trim("users"."first_name" || ' ' || "users"."last_name"), "account_email" = "users"."email" FROM "users" WHERE "users"."id" = "sessions"."user_id" AND "sessions"."account_id" IS NULL;--> statement-breakpoint
DELETE FROM "sessions" WHERE "account_id" IS NULL;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "account_id" SET NOT NULL;
