-- Backups the server takes by itself, and its restore drills (issue 46): one row each, a slot taken once.
CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"slot" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"file" text,
	"size_bytes" bigint,
	"verified" boolean DEFAULT false NOT NULL,
	"error" text,
	"pruned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_kind_slot_idx" ON "backup_runs" USING btree ("kind","slot");--> statement-breakpoint
CREATE INDEX "backup_runs_started_at_idx" ON "backup_runs" USING btree ("started_at");