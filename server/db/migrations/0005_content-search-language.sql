ALTER TABLE "content_search" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "content_search_language_idx" ON "content_search" USING btree ("language");