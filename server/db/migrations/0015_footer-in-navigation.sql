-- The footer's figures and its paragraph beside the logo are the staff's, in the navigation
-- document (issue 41, decision 080): until now the code wrote them. A navigation document
-- stored before (published, its draft if any, and the versions in its history, which a restore
-- publishes again) gets the footer the site showed, so an upgraded site's footer looks as it
-- did: the shared figures cited by name, with the labels and the paragraph of the code, in
-- English and Hindi. A field the document has already is left as it is (the document's own
-- keys win over these). Checked by tests/api/footer-migration.test.ts.
CREATE FUNCTION pg_temp.with_footer(stored jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'footerFigures', '[
      {"id": "students", "value": {"en": "{students}", "hi": "", "hiStale": false}, "label": {"en": "Students", "hi": "विद्यार्थी", "hiStale": false}},
      {"id": "states", "value": {"en": "{states}", "hi": "", "hiStale": false}, "label": {"en": "States", "hi": "राज्य", "hiStale": false}},
      {"id": "districts", "value": {"en": "{districts}", "hi": "", "hiStale": false}, "label": {"en": "Districts", "hi": "ज़िले", "hiStale": false}},
      {"id": "schools", "value": {"en": "{partner-schools}", "hi": "", "hiStale": false}, "label": {"en": "Schools", "hi": "स्कूल", "hiStale": false}}
    ]'::jsonb,
    'footerAbout', jsonb_build_object(
      'en', 'A federation of educational institutions working for education, livelihood, women empowerment, skill development, environment, community development and health across India.',
      'hi', 'शैक्षणिक संस्थाओं का एक संघ, जो पूरे भारत में शिक्षा, आजीविका, महिला सशक्तिकरण, कौशल विकास, पर्यावरण, सामुदायिक विकास और स्वास्थ्य के लिए काम करता है।',
      'hiStale', false
    )
  ) || stored
$$;--> statement-breakpoint
UPDATE "content_documents" SET "data" = pg_temp.with_footer("data")
  WHERE "kind" = 'navigation' AND "key" = 'site' AND NOT ("data" ? 'footerFigures' AND "data" ? 'footerAbout');--> statement-breakpoint
UPDATE "content_drafts" SET "data" = pg_temp.with_footer("data")
  WHERE "kind" = 'navigation' AND "key" = 'site' AND NOT ("data" ? 'footerFigures' AND "data" ? 'footerAbout');--> statement-breakpoint
UPDATE "content_revisions" SET "data" = pg_temp.with_footer("data")
  WHERE "kind" = 'navigation' AND "key" = 'site' AND NOT ("data" ? 'footerFigures' AND "data" ? 'footerAbout');--> statement-breakpoint
DROP FUNCTION pg_temp.with_footer(jsonb);
