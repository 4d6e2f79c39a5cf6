-- Filtered dashboards at the unfiltered speed (issue 23,
-- docs/decisions/0170): every filtered widget reads the visits of a period
-- through one covering index in first_at order (it replaces
-- analytics_visits_first, which it starts with), and joins their pages and
-- events through covering indexes, so no query reads a table row.
DROP INDEX analytics_visits_first;
CREATE INDEX analytics_visits_scan ON analytics_visits (first_at, lang, variant, device, referrer_host,
	utm_source, utm_campaign, utm_medium, landing_path, browser, screen, browser_lang, pageviews, contact,
	form_started, day, visitor);
CREATE INDEX analytics_visit_pages_cover ON analytics_visit_pages (day, visitor, path, views, scroll, sections);
CREATE INDEX analytics_visit_events_cover ON analytics_visit_events (day, visitor, name, button, n);
