-- Upload bytes live in the database, so instances that share it need no shared disk and backups
-- hold them. Rows written before this keep a null body until their files are moved in at the
-- next start (lib/uploads/files-into-database.ts). Uploads are WebP, already compressed: EXTERNAL
-- keeps them out of line without trying to compress them again.
ALTER TABLE "uploads" ADD COLUMN "body" "bytea";--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "body" SET STORAGE EXTERNAL;--> statement-breakpoint
CREATE INDEX "uploads_without_body_idx" ON "uploads" USING btree ("id") WHERE "uploads"."body" is null;
