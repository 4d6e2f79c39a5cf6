-- A page filter at the unfiltered speed (issue 23, docs/decisions/0260):
-- the visits that viewed a page are found from the page's own rows, in day
-- order, and each is then read by its key, instead of every visit of the
-- period being looked up among the pages.
CREATE INDEX analytics_visit_pages_path ON analytics_visit_pages (path, day, visitor, views);
-- sqlite:
-- A visit read by its key is one b-tree descent in a table without rowid;
-- with a rowid it was two (the key's index, then the row). The writer's
-- upsert by key gains the same. Columns, key and indexes are unchanged.
CREATE TABLE analytics_visits_keyed (
	day TEXT NOT NULL,
	visitor TEXT NOT NULL,
	first_at BIGINT NOT NULL,
	last_at BIGINT NOT NULL,
	landing_path TEXT NOT NULL DEFAULT '',
	last_path TEXT NOT NULL DEFAULT '',
	lang TEXT NOT NULL DEFAULT '',
	variant TEXT NOT NULL DEFAULT '',
	referrer_host TEXT NOT NULL DEFAULT '',
	utm_source TEXT NOT NULL DEFAULT '',
	utm_medium TEXT NOT NULL DEFAULT '',
	utm_campaign TEXT NOT NULL DEFAULT '',
	device TEXT NOT NULL DEFAULT '',
	browser TEXT NOT NULL DEFAULT '',
	screen TEXT NOT NULL DEFAULT '',
	browser_lang TEXT NOT NULL DEFAULT '',
	pageviews INTEGER NOT NULL DEFAULT 0,
	contact INTEGER NOT NULL DEFAULT 0,
	form_started INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (day, visitor)
) WITHOUT ROWID;
INSERT INTO analytics_visits_keyed (day, visitor, first_at, last_at, landing_path, last_path, lang, variant,
	referrer_host, utm_source, utm_medium, utm_campaign, device, browser, screen, browser_lang, pageviews,
	contact, form_started)
SELECT day, visitor, first_at, last_at, landing_path, last_path, lang, variant,
	referrer_host, utm_source, utm_medium, utm_campaign, device, browser, screen, browser_lang, pageviews,
	contact, form_started FROM analytics_visits;
DROP TABLE analytics_visits;
ALTER TABLE analytics_visits_keyed RENAME TO analytics_visits;
CREATE INDEX analytics_visits_last ON analytics_visits (last_at);
CREATE INDEX analytics_visits_scan ON analytics_visits (first_at, lang, variant, device, referrer_host,
	utm_source, utm_campaign, utm_medium, landing_path, browser, screen, browser_lang, pageviews, contact,
	form_started, day, visitor);
-- end
