-- The audit log names what each entry was about in words (decision 092): a post's title, a person's
-- name, an applicant's first name and initial, recorded with the entry. Older entries keep none.
ALTER TABLE "audit_events" ADD COLUMN "target_label" text;