-- The one phone rule (issue 42, decision 061, common/phone.ts): numbers stored before it, as they
-- were typed, are rewritten in its normal form (+91 and ten digits for India, + and 8 to 15 digits
-- for another country) wherever they follow it, so the person lookup, which compares normal forms,
-- finds them; the ones that break it are left as they were. The rule is written here once more,
-- as it stood, for this migration only: tests/api/phone-migration.test.ts holds it to the rule's
-- table (tests/support/phone-table.ts).
CREATE FUNCTION pg_temp.normal_phone(written text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN length(written) > 30 OR plain !~ '^\+?[0-9\s()-]+$' THEN NULL
    WHEN plain LIKE '+%' THEN CASE
      WHEN digits LIKE '91%' THEN CASE WHEN digits ~ '^91[1-9][0-9]{9}$' THEN '+' || digits END
      WHEN digits ~ '^[1-9][0-9]{7,14}$' THEN '+' || digits
    END
    WHEN digits ~ '^0[1-9][0-9]{9}$' THEN '+91' || substr(digits, 2)
    WHEN digits ~ '^91[1-9][0-9]{9}$' THEN '+' || digits
    WHEN digits ~ '^[1-9][0-9]{9}$' THEN '+91' || digits
  END
  FROM (SELECT btrim(translate(written, '०१२३४५६७८९', '0123456789'), E' \t\n\r\f\x0B') AS plain) AS typed,
    LATERAL (SELECT regexp_replace(plain, '[^0-9]', '', 'g') AS digits) AS counted
$$;--> statement-breakpoint
UPDATE "contact_messages" SET "phone" = pg_temp.normal_phone("phone")
  WHERE pg_temp.normal_phone("phone") IS DISTINCT FROM "phone" AND pg_temp.normal_phone("phone") IS NOT NULL;--> statement-breakpoint
UPDATE "applications" SET "phone" = pg_temp.normal_phone("phone")
  WHERE pg_temp.normal_phone("phone") IS DISTINCT FROM "phone" AND pg_temp.normal_phone("phone") IS NOT NULL;--> statement-breakpoint
-- Answers to the phone questions of custom forms (a phone written in a text question stays as typed:
-- the lookup reads those by the rule).
UPDATE "form_responses" AS "response" SET "values" = "response"."values" || "phones"."normal"
  FROM (
    SELECT "stored"."id", jsonb_object_agg("answer"."key", pg_temp.normal_phone("answer"."value" #>> '{}')) AS "normal"
    FROM "form_responses" AS "stored"
    JOIN "custom_forms" AS "form" ON "form"."id" = "stored"."form_id"
    CROSS JOIN LATERAL jsonb_array_elements("form"."fields") AS "field"
    CROSS JOIN LATERAL jsonb_each("stored"."values") AS "answer"
    WHERE "field" ->> 'type' = 'phone' AND "field" ->> 'id' = "answer"."key"
      AND jsonb_typeof("answer"."value") = 'string'
      AND pg_temp.normal_phone("answer"."value" #>> '{}') IS NOT NULL
    GROUP BY "stored"."id"
  ) AS "phones"
  WHERE "phones"."id" = "response"."id";--> statement-breakpoint
DROP FUNCTION pg_temp.normal_phone(text);
