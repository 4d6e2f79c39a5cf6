-- The unfiltered dashboard reads analytics_hourly's rows of a period in key
-- order (dim, hour, …), every counter of each (issue 23,
-- docs/decisions/0260). With a rowid SQLite read each row twice, the key's
-- index then the table: without, once, as a visit since migration 0150.
-- Columns and key unchanged; the counters in the order of
-- internal/analytics/hourly.go's counterColumns.
-- sqlite:
CREATE TABLE analytics_hourly_keyed (
	hour BIGINT NOT NULL,
	dim TEXT NOT NULL,
	k1 TEXT NOT NULL,
	k2 TEXT NOT NULL DEFAULT '',
	k3 TEXT NOT NULL DEFAULT '',
	visits BIGINT NOT NULL DEFAULT 0,
	pageviews BIGINT NOT NULL DEFAULT 0,
	contacts BIGINT NOT NULL DEFAULT 0,
	forms_started BIGINT NOT NULL DEFAULT 0,
	events BIGINT NOT NULL DEFAULT 0,
	scroll_25 BIGINT NOT NULL DEFAULT 0,
	scroll_50 BIGINT NOT NULL DEFAULT 0,
	scroll_75 BIGINT NOT NULL DEFAULT 0,
	scroll_100 BIGINT NOT NULL DEFAULT 0,
	PRIMARY KEY (dim, hour, k1, k2, k3)
) WITHOUT ROWID;
INSERT INTO analytics_hourly_keyed (hour, dim, k1, k2, k3, visits, pageviews, contacts, forms_started, events,
	scroll_25, scroll_50, scroll_75, scroll_100)
SELECT hour, dim, k1, k2, k3, visits, pageviews, contacts, forms_started, events,
	scroll_25, scroll_50, scroll_75, scroll_100 FROM analytics_hourly;
DROP TABLE analytics_hourly;
ALTER TABLE analytics_hourly_keyed RENAME TO analytics_hourly;
-- end
