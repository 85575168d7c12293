DROP INDEX "blogs_created_at_idx";--> statement-breakpoint
DROP INDEX "blogs_public_idx";--> statement-breakpoint
DROP INDEX "gallery_items_created_at_idx";--> statement-breakpoint
CREATE INDEX "blogs_newest_idx" ON "blogs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "blogs_public_newest_idx" ON "blogs" USING btree ("featured","created_at","id","published_at") WHERE "blogs"."published" AND "blogs"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "blogs_public_hindi_first_idx" ON "blogs" USING btree ("featured",("language" = 'hi'),"created_at","id","published_at") WHERE "blogs"."published" AND "blogs"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "gallery_items_newest_idx" ON "gallery_items" USING btree ("created_at","id");