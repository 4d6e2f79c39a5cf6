-- A page filter at the unfiltered speed (issue 23, docs/decisions/0260):
-- the visits that viewed a page are found from the page's own rows of the
-- period's days, and each visit is then read by its key, instead of every
-- visit of the period being looked up among the pages. views is the page
-- filter's page-view count, so the index answers without the table.
CREATE INDEX analytics_visit_pages_path ON analytics_visit_pages (path, day, visitor, views);
