-- The agency's zone on the booking page starts as the site's time zone,
-- when the owner chose one (internal/settings, "site_time_zone"); UTC
-- otherwise, until the team sets it.
UPDATE booking_settings SET agency_zone = (SELECT value FROM installation WHERE key = 'site_time_zone')
WHERE agency_zone = 'UTC' AND EXISTS (SELECT 1 FROM installation WHERE key = 'site_time_zone');
