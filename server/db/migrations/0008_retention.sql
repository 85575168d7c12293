CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"deleted" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_forms" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_responses" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Forms already closed: closed when last changed.
UPDATE "custom_forms" SET "closed_at" = "updated_at" WHERE "disabled";
