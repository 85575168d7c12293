CREATE TABLE "donation_pledges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_on_pan" text NOT NULL,
	"pan_sealed" text NOT NULL,
	"pan_index" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"paise" integer,
	"utr" text,
	"access_hash" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"consent_record" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"donation_id" uuid NOT NULL,
	"issued_on" date NOT NULL,
	"issuer" jsonb NOT NULL,
	"issued_by" text NOT NULL,
	"emailed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pledge_id" uuid,
	"donor_name" text NOT NULL,
	"pan_sealed" text,
	"pan_index" text,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"paise" integer NOT NULL,
	"received_on" date NOT NULL,
	"mode" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"utr" text,
	"donation_type" text DEFAULT 'others' NOT NULL,
	"kind_description" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"row" integer NOT NULL,
	"received_on" date NOT NULL,
	"paise" integer NOT NULL,
	"narration" text NOT NULL,
	"utrs" jsonb NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"donation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donation_receipts" ADD CONSTRAINT "donation_receipts_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_pledge_id_donation_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."donation_pledges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_credits" ADD CONSTRAINT "statement_credits_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donation_pledges_code_idx" ON "donation_pledges" USING btree ("code");--> statement-breakpoint
CREATE INDEX "donation_pledges_state_idx" ON "donation_pledges" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "donation_pledges_pan_idx" ON "donation_pledges" USING btree ("pan_index");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_receipts_number_idx" ON "donation_receipts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_receipts_year_sequence_idx" ON "donation_receipts" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "donation_receipts_donation_idx" ON "donation_receipts" USING btree ("donation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_utr_idx" ON "donations" USING btree ("utr");--> statement-breakpoint
CREATE INDEX "donations_received_on_idx" ON "donations" USING btree ("received_on");--> statement-breakpoint
CREATE INDEX "donations_pan_idx" ON "donations" USING btree ("pan_index");--> statement-breakpoint
CREATE INDEX "statement_credits_state_idx" ON "statement_credits" USING btree ("state","received_on");