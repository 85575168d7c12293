CREATE TABLE "form_10bd_filings" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"acknowledgement_number" text NOT NULL,
	"filed_on" date NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_10be_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"financial_year" text NOT NULL,
	"donor_index" text NOT NULL,
	"file_key" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" text NOT NULL,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "form_10be_certificates" ADD CONSTRAINT "form_10be_certificates_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_10be_certificates_year_donor_idx" ON "form_10be_certificates" USING btree ("financial_year","donor_index");