-- The annual reports and audited accounts the staff upload (issue 47): one PDF of each kind per
-- financial year, listed on /transparency, its file a stored_files row like every other upload.
CREATE TABLE "transparency_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"title" text NOT NULL,
	"title_hi" text DEFAULT '' NOT NULL,
	"file_key" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transparency_documents" ADD CONSTRAINT "transparency_documents_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transparency_documents_kind_year_idx" ON "transparency_documents" USING btree ("kind","financial_year");