-- The dashboard (issue 12). Events gain the page load's context (the
-- landing URL's utm fields, the browser's language, a screen class) and the
-- WhatsApp reference of an outbound click, with a partial index so a
-- lookup reads a handful of rows.
ALTER TABLE analytics_events ADD COLUMN utm_source TEXT NOT NULL DEFAULT '';
ALTER TABLE analytics_events ADD COLUMN utm_medium TEXT NOT NULL DEFAULT '';
ALTER TABLE analytics_events ADD COLUMN utm_campaign TEXT NOT NULL DEFAULT '';
ALTER TABLE analytics_events ADD COLUMN browser_lang TEXT NOT NULL DEFAULT '';
ALTER TABLE analytics_events ADD COLUMN screen TEXT NOT NULL DEFAULT '';
ALTER TABLE analytics_events ADD COLUMN ref TEXT NOT NULL DEFAULT '';
CREATE INDEX analytics_events_ref ON analytics_events (ref, at) WHERE ref <> '';

-- Roll-ups maintained by the event writer in the events' transaction
-- (docs/decisions/0120): one row per visit (a visitor id on its UTC day),
-- per visit and page, and per visit, event and button. The dashboard reads
-- only these; raw events serve the reference lookup and retention.
-- first_at and last_at are Unix milliseconds; flags are 0/1.
CREATE TABLE analytics_visits (
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
);
CREATE INDEX analytics_visits_first ON analytics_visits (first_at);
CREATE INDEX analytics_visits_last ON analytics_visits (last_at);

-- scroll: the deepest scroll_depth step reached on the page (0-100);
-- sections: a bit per home-page section seen (analytics.Sections order).
CREATE TABLE analytics_visit_pages (
	day TEXT NOT NULL,
	visitor TEXT NOT NULL,
	path TEXT NOT NULL,
	first_at BIGINT NOT NULL,
	views INTEGER NOT NULL DEFAULT 0,
	scroll INTEGER NOT NULL DEFAULT 0,
	sections INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (day, visitor, path)
);
CREATE INDEX analytics_visit_pages_first ON analytics_visit_pages (first_at);

CREATE TABLE analytics_visit_events (
	day TEXT NOT NULL,
	visitor TEXT NOT NULL,
	name TEXT NOT NULL,
	button TEXT NOT NULL,
	first_at BIGINT NOT NULL,
	n INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (day, visitor, name, button)
);
CREATE INDEX analytics_visit_events_first ON analytics_visit_events (first_at);

-- The visit behind a lead, copied when the lead is stored (never the
-- visitor id): NULL visit_first_at means none was found. channel is form or
-- whatsapp; whatsapp_ref the reference a WhatsApp lead was made from.
ALTER TABLE leads ADD COLUMN channel TEXT NOT NULL DEFAULT 'form';
ALTER TABLE leads ADD COLUMN whatsapp_ref TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN whatsapp_event BIGINT;
ALTER TABLE leads ADD COLUMN visit_first_at TEXT;
ALTER TABLE leads ADD COLUMN visit_landing_page TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN visit_referrer_host TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN visit_utm_source TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN visit_utm_medium TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN visit_utm_campaign TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN visit_lang TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN visit_variant TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN visit_device TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN visit_browser TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN visit_pages INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX leads_by_whatsapp_event ON leads (whatsapp_event);
