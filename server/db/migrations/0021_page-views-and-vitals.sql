-- Page views and Core Web Vitals counted without tracking anyone (issue 46, decision 099):
-- daily counts per page and language, and per page, metric and day a histogram of fixed buckets.
CREATE TABLE "page_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_views_day_path_language_pk" PRIMARY KEY("day","path","language")
);
--> statement-breakpoint
CREATE TABLE "page_vitals" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "page_vitals_day_path_metric_bucket_pk" PRIMARY KEY("day","path","metric","bucket")
);
--> statement-breakpoint
-- The privacy notice says what is counted. A site whose published notice still has the
-- paragraph on cookies every site started with gets the paragraphs a new site starts with
-- (server/content-seed/pages/privacy.ts) as a new version of the page, in its history, by
-- "upgrade (issue 46)": the consent records of earlier submissions keep naming the version
-- their sender read (decision 076). A notice whose paragraph the staff changed, and drafts,
-- are left as they are (docs/administration.md says what to add). Checked by
-- tests/api/privacy-notice-migration.test.ts.
CREATE FUNCTION pg_temp.counted_visits(paragraphs jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(replaced ORDER BY i, j), '[]'::jsonb)
  FROM jsonb_array_elements(paragraphs) WITH ORDINALITY AS p(paragraph, i)
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN paragraph->>'en' = 'This website sets no advertising or tracking cookies and uses no analytics service. If a form cannot be sent because your connection drops, your answers are kept in your own browser until they can be sent, and you can discard them there.'
      THEN '[{"en":"This website sets no advertising or tracking cookies and uses no outside analytics service. To know which pages are read, and how fast they are on visitors'' phones, your browser tells our own server, once a page has loaded, the page''s address and language, and three speed measurements of that page: how long its main content took to appear, how quickly it answered a tap, and how much it moved while loading. We add these to counts per page and per day and keep nothing about you: no cookie, no identifier, no IP address, no details of your browser or device. If your browser sends Do Not Track or Global Privacy Control, it sends nothing at all. The counts are deleted after 13 months.","hi":"यह वेबसाइट विज्ञापन या ट्रैकिंग वाली कोई कुकी नहीं लगाती और किसी बाहरी एनालिटिक्स सेवा का इस्तेमाल नहीं करती। यह जानने के लिए कि कौन-से पेज पढ़े जाते हैं और वे लोगों के फ़ोन पर कितनी जल्दी खुलते हैं, पेज खुल जाने के बाद आपका ब्राउज़र हमारे अपने सर्वर को पेज का पता और उसकी भाषा बताता है, और उस पेज की रफ़्तार के तीन माप भी: उसका मुख्य हिस्सा दिखने में कितना समय लगा, उसने किसी टैप का जवाब कितनी जल्दी दिया, और खुलते समय वह कितना खिसका। हम इन्हें हर पेज और हर दिन की गिनती में जोड़ देते हैं और आपके बारे में कुछ नहीं रखते: न कोई कुकी, न कोई पहचान-संख्या, न IP पता, न आपके ब्राउज़र या डिवाइस की जानकारी। अगर आपका ब्राउज़र ‘डू नॉट ट्रैक’ (Do Not Track) या ‘ग्लोबल प्राइवेसी कंट्रोल’ (Global Privacy Control) भेजता है, तो वह कुछ भी नहीं भेजता। ये गिनतियाँ 13 महीने बाद मिटा दी जाती हैं।","hiStale":false},{"en":"If a form cannot be sent because your connection drops, your answers are kept in your own browser until they can be sent, and you can discard them there.","hi":"अगर इंटरनेट कनेक्शन टूटने से कोई फ़ॉर्म नहीं जा पाया, तो आपके जवाब आपके अपने ब्राउज़र में तब तक रखे रहते हैं जब तक वे भेजे न जा सकें, और आप उन्हें वहाँ से हटा भी सकते हैं।","hiStale":false}]'::jsonb
      ELSE jsonb_build_array(paragraph) END
  ) WITH ORDINALITY AS r(replaced, j)
$$;--> statement-breakpoint
CREATE FUNCTION pg_temp.with_counted_visits(document jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_set(document, '{blocks}', (
    SELECT coalesce(jsonb_agg(
      CASE WHEN jsonb_typeof(block->'sections') = 'array' THEN jsonb_set(block, '{sections}', (
        SELECT coalesce(jsonb_agg(
          CASE WHEN section->>'id' = 'cookies' AND jsonb_typeof(section->'paragraphs') = 'array'
            THEN jsonb_set(section, '{paragraphs}', pg_temp.counted_visits(section->'paragraphs'))
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
  SET "data" = pg_temp.with_counted_visits("data"), "version" = "version" + 1, "updated_at" = now(),
    "updated_by" = 'upgrade (issue 46)'
  WHERE "kind" = 'page-privacy' AND "key" = 'site'
    AND jsonb_path_exists("data", '$.blocks[*].sections[*] ? (@.id == "cookies").paragraphs[*] ? (@.en == $old)',
      jsonb_build_object('old', 'This website sets no advertising or tracking cookies and uses no analytics service. If a form cannot be sent because your connection drops, your answers are kept in your own browser until they can be sent, and you can discard them there.'))
  RETURNING "kind", "key", "version", "data"
)
INSERT INTO "content_revisions" ("kind", "key", "version", "data", "created_by")
  SELECT "kind", "key", "version", "data", 'upgrade (issue 46)' FROM upgraded;--> statement-breakpoint
DROP FUNCTION pg_temp.with_counted_visits(jsonb);--> statement-breakpoint
DROP FUNCTION pg_temp.counted_visits(jsonb);