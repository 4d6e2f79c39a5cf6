-- The funnel's booking-page step (issue 39, internal/analytics): a visit
-- that viewed the booking page (/{lang}/book, in any variant), and the
-- hourly roll-ups' count of such visits per total, language and variant.
-- Visits before this migration count none.
ALTER TABLE analytics_visits ADD COLUMN booking_page INTEGER NOT NULL DEFAULT 0;
ALTER TABLE analytics_hourly ADD COLUMN booking_pages INTEGER NOT NULL DEFAULT 0;
