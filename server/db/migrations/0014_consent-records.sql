-- A consent record with every visitor submission (issue 42, decision 076): the privacy notice's
-- version and language and the boxes ticked. Rows sent before have none (null).
ALTER TABLE "applications" ADD COLUMN "consent_record" jsonb;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "consent_record" jsonb;--> statement-breakpoint
ALTER TABLE "form_responses" ADD COLUMN "consent_record" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_record" jsonb;