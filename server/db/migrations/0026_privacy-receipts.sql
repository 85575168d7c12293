-- The privacy notice says what an 80G receipt keeps (issue 47). A site whose published
-- notice still ends its list of what forms collect with the UPI item every site started
-- with gets the two items a new site has after it (server/content-seed/pages/privacy.ts),
-- as a new version of the page, in its history, by "upgrade (issue 47)", as migration 0021
-- did: consent records name the version their sender read (decision 076). A list the staff
-- changed there, and drafts, are left as they are. Checked by
-- tests/api/privacy-notice-migration.test.ts.
CREATE FUNCTION pg_temp.receipt_words(items jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(added ORDER BY i, j), '[]'::jsonb)
  FROM jsonb_array_elements(items) WITH ORDINALITY AS l(item, i)
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN item->>'en' = 'Donations by UPI: your payment is made in your own UPI app and bank; this website never sees or stores your bank or UPI details.'
      THEN '[{"en":"Donations by UPI: your payment is made in your own UPI app and bank; this website never sees or stores your bank or UPI details.","hi":"UPI से दान: आपका भुगतान आपके अपने UPI ऐप और बैंक में होता है; यह वेबसाइट आपके बैंक या UPI की जानकारी न कभी देखती है, न रखती है।","hiStale":false},{"en":"80G receipt: your name as on your PAN, your PAN, your e-mail and postal address, and your gift''s amount, date and UPI reference, to issue the receipt and report the gift in Form 10BD, which the Income-tax Act requires us to file and from which you get your Form 10BE certificate.","hi":"80G रसीद: पैन कार्ड पर लिखा आपका नाम, आपका पैन, ई-मेल और डाक पता, और आपके दान की राशि, तारीख़ और UPI संदर्भ संख्या, ताकि हम रसीद जारी कर सकें और दान को फ़ॉर्म 10BD में दिखा सकें, जिसे भरना आयकर अधिनियम के तहत ज़रूरी है और जिससे आपको फ़ॉर्म 10BE प्रमाणपत्र मिलता है।","hiStale":false},{"en":"Your PAN is stored encrypted; our staff see it in full only on your receipt, and each time one of them opens a receipt it is recorded. Receipts are kept as long as tax law requires (ten years after the gift''s assessment year), even if you ask us to delete your other details.","hi":"आपका पैन एन्क्रिप्ट करके रखा जाता है; हमारे कर्मचारी उसे पूरा सिर्फ़ आपकी रसीद पर देखते हैं, और जब भी कोई रसीद खोलता है, यह दर्ज होता है। रसीदें उतने समय तक रखी जाती हैं जितना कर क़ानून कहता है (दान के कर-निर्धारण वर्ष के बाद दस साल), भले ही आप अपनी बाक़ी जानकारी मिटाने को कहें।","hiStale":false}]'::jsonb
      ELSE jsonb_build_array(item) END
  ) WITH ORDINALITY AS r(added, j)
$$;--> statement-breakpoint
CREATE FUNCTION pg_temp.with_receipt_words(document jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_set(document, '{blocks}', (
    SELECT coalesce(jsonb_agg(
      CASE WHEN jsonb_typeof(block->'sections') = 'array' THEN jsonb_set(block, '{sections}', (
        SELECT coalesce(jsonb_agg(
          CASE WHEN section->>'id' = 'what-each-form-collects' AND jsonb_typeof(section->'list') = 'array'
            THEN jsonb_set(section, '{list}', pg_temp.receipt_words(section->'list'))
            ELSE section END
          ORDER BY j), '[]'::jsonb)
        FROM jsonb_array_elements(block->'sections') WITH ORDINALITY AS s(section, j)
      )) ELSE block END
      ORDER BY i), '[]'::jsonb)
    FROM jsonb_array_elements(document->'blocks') WITH ORDINALITY AS b(block, i)
  ))
$$;--> statement-breakpoint
WITH upgraded AS (
  UPDATE "content_documents"
  SET "data" = pg_temp.with_receipt_words("data"), "version" = "version" + 1, "updated_at" = now(),
    "updated_by" = 'upgrade (issue 47)'
  WHERE "kind" = 'page-privacy' AND "key" = 'site'
    AND jsonb_path_exists("data", '$.blocks[*].sections[*] ? (@.id == "what-each-form-collects") ? (@.list[last].en == $old)',
      jsonb_build_object('old', 'Donations by UPI: your payment is made in your own UPI app and bank; this website never sees or stores your bank or UPI details.'))
  RETURNING "kind", "key", "version", "data"
)
INSERT INTO "content_revisions" ("kind", "key", "version", "data", "created_by")
  SELECT "kind", "key", "version", "data", 'upgrade (issue 47)' FROM upgraded;--> statement-breakpoint
DROP FUNCTION pg_temp.with_receipt_words(jsonb);--> statement-breakpoint
DROP FUNCTION pg_temp.receipt_words(jsonb);
