-- Booked meetings as leads (issue 39, internal/meetings, docs/decisions/0400).
-- The settings gain the cut-off before a meeting after which the visitor's
-- manage link changes nothing, and the agency's IANA zone the booking page
-- names; each member who takes meetings, the video room or phone number
-- the visitor is given.
ALTER TABLE booking_settings ADD COLUMN cutoff_minutes INTEGER NOT NULL DEFAULT 120;
ALTER TABLE booking_settings ADD COLUMN agency_zone TEXT NOT NULL DEFAULT 'UTC';
ALTER TABLE booking_hosts ADD COLUMN video_link TEXT NOT NULL DEFAULT '';
ALTER TABLE booking_hosts ADD COLUMN phone TEXT NOT NULL DEFAULT '';

-- A booking is a lead's meeting: the lead it was booked with (written in
-- the same transaction), the visitor's language (their mails) and how they
-- meet (video or phone). status gains held and no_show, set by the team.
ALTER TABLE bookings ADD COLUMN lead_id TEXT;
ALTER TABLE bookings ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
ALTER TABLE bookings ADD COLUMN meeting_by TEXT NOT NULL DEFAULT 'video';
CREATE INDEX bookings_by_lead ON bookings (lead_id);
CREATE INDEX bookings_by_host ON bookings (host_id, start_at);

-- The private calendar feed of a member: the SHA-256 of its secret (the
-- URL is shown once; a copy of the database does not give it away). A new
-- secret replaces the old one; deleting the row revokes it.
CREATE TABLE booking_feeds (
	member_id TEXT PRIMARY KEY,
	secret_hash TEXT NOT NULL UNIQUE,
	created_at TEXT NOT NULL
);

-- An iMIP invitation rides with its mail: the calendar (text/calendar) and
-- its method (REQUEST, CANCEL), empty for a mail without one.
ALTER TABLE mail_outbox ADD COLUMN calendar_body TEXT NOT NULL DEFAULT '';
ALTER TABLE mail_outbox ADD COLUMN calendar_method TEXT NOT NULL DEFAULT '';
