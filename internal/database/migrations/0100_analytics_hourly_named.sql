-- analytics_hourly's counters by name (docs/decisions/0211), instead of a…f
-- whose meaning depended on dim: each counter now means one thing for every
-- dim that has it, and internal/analytics/hourly.go's hourlyCounters says
-- which dims have which (a test holds the writer and the readers to it).
--   total, lang, variant: visits, pageviews, contacts, forms_started
--   page: visits, pageviews, scroll_25, scroll_50, scroll_75, scroll_100
--   event: visits, events
--   entry, referrer, device, browser, screen, browser_lang, campaign, section: visits
-- Rows already rolled up move to the new names: an event's b was its count,
-- a page's c and d its scroll depths 25 and 50 %.
ALTER TABLE analytics_hourly RENAME COLUMN a TO visits;
ALTER TABLE analytics_hourly RENAME COLUMN b TO pageviews;
ALTER TABLE analytics_hourly RENAME COLUMN c TO contacts;
ALTER TABLE analytics_hourly RENAME COLUMN d TO forms_started;
ALTER TABLE analytics_hourly RENAME COLUMN e TO scroll_75;
ALTER TABLE analytics_hourly RENAME COLUMN f TO scroll_100;
ALTER TABLE analytics_hourly ADD COLUMN events BIGINT NOT NULL DEFAULT 0;
ALTER TABLE analytics_hourly ADD COLUMN scroll_25 BIGINT NOT NULL DEFAULT 0;
ALTER TABLE analytics_hourly ADD COLUMN scroll_50 BIGINT NOT NULL DEFAULT 0;
UPDATE analytics_hourly SET events = pageviews, pageviews = 0 WHERE dim = 'event';
UPDATE analytics_hourly SET scroll_25 = contacts, scroll_50 = forms_started, contacts = 0, forms_started = 0 WHERE dim = 'page';
