CREATE TABLE "content_drafts" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer NOT NULL,
	"based_on" integer NOT NULL,
	"publish_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_drafts_kind_key_idx" ON "content_drafts" USING btree ("kind","key");