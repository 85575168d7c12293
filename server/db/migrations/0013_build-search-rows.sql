-- Every page's words are now a document the staff publish (decision 075, Home the last): the
-- search rows the build wrote at start for the pages whose text was in the code (keys "page:…"
-- and "hi:page:…") are written by nothing any more, and each page is indexed from its document
-- (keys "edited-page:…"). The build's rows go, so no page is found twice or as it once was.
DELETE FROM "content_search" WHERE "key" LIKE 'page:%' OR "key" LIKE 'hi:page:%';
