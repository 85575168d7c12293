CREATE TABLE "content_documents" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"restored_from" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_kind_key_idx" ON "content_documents" USING btree ("kind","key");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_kind_key_version_idx" ON "content_revisions" USING btree ("kind","key","version");