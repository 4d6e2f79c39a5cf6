-- Hourly roll-ups for the dashboard's unfiltered full load
-- (docs/decisions/0120): per hour of a visit's first event, per dimension
-- and value, counts the writer adds as visits grow, so a month's dashboard
-- reads a few thousand rows whatever the traffic. hour is the Unix
-- millisecond of the UTC hour's start; dim names the breakdown, k1…k3 its
-- key; a…f its counts, by dim:
--   total, lang, variant: a visits, b page views, c with a contact click, d with the form started
--   entry, referrer, device, browser, screen, browser_lang: a visits
--   campaign (k1 source, k2 medium, k3 campaign): a visits
--   page (k1 path): a visits that viewed it, b its views, c…f visits past 25/50/75/100 %
--   section (k1 path, k2 section): a visits that saw it
--   event (k1 name, k2 button_name): a visits, b events
CREATE TABLE analytics_hourly (
	hour BIGINT NOT NULL,
	dim TEXT NOT NULL,
	k1 TEXT NOT NULL,
	k2 TEXT NOT NULL DEFAULT '',
	k3 TEXT NOT NULL DEFAULT '',
	a BIGINT NOT NULL DEFAULT 0,
	b BIGINT NOT NULL DEFAULT 0,
	c BIGINT NOT NULL DEFAULT 0,
	d BIGINT NOT NULL DEFAULT 0,
	e BIGINT NOT NULL DEFAULT 0,
	f BIGINT NOT NULL DEFAULT 0,
	PRIMARY KEY (dim, hour, k1, k2, k3)
);
