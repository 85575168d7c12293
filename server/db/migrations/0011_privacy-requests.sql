CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"received_on" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"answered_on" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "privacy_requests_received_on_idx" ON "privacy_requests" USING btree ("received_on");