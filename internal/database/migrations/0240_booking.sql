-- Scheduled meetings (issue 39, internal/booking, docs/decisions/0390).
-- The availability the team sets: one settings row; the members who take
-- meetings, each with their own IANA zone; their weekly hours per weekday
-- (0 Sunday … 6 Saturday, Go's time.Weekday) and their date overrides, as
-- local "HH:MM-HH:MM" ranges separated by spaces (an override with no
-- range is a day off). daily_cap 0 is no cap.
CREATE TABLE booking_settings (
	id INTEGER PRIMARY KEY CHECK (id = 1),
	meeting_minutes INTEGER NOT NULL,
	buffer_before_minutes INTEGER NOT NULL,
	buffer_after_minutes INTEGER NOT NULL,
	notice_minutes INTEGER NOT NULL,
	window_days INTEGER NOT NULL,
	daily_cap INTEGER NOT NULL
);
INSERT INTO booking_settings (id, meeting_minutes, buffer_before_minutes, buffer_after_minutes,
	notice_minutes, window_days, daily_cap) VALUES (1, 30, 0, 0, 240, 30, 0);

CREATE TABLE booking_hosts (
	id TEXT PRIMARY KEY,
	name TEXT NOT NULL,
	zone TEXT NOT NULL,
	takes_meetings INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE booking_hours (
	host_id TEXT NOT NULL REFERENCES booking_hosts (id) ON DELETE CASCADE,
	weekday INTEGER NOT NULL,
	ranges TEXT NOT NULL,
	PRIMARY KEY (host_id, weekday)
);
CREATE TABLE booking_dates (
	host_id TEXT NOT NULL REFERENCES booking_hosts (id) ON DELETE CASCADE,
	day TEXT NOT NULL,
	ranges TEXT NOT NULL,
	PRIMARY KEY (host_id, day)
);

-- A booking: UTC instants, the zone its host's rules were expanded in,
-- and the time it holds of its host with the buffers (busy_from, busy_to),
-- whole blocks. status is booked, rescheduled or cancelled; sequence counts
-- the changes (the invitation's SEQUENCE). request_key makes a retried
-- request find the booking it made (NULLs do not collide).
CREATE TABLE bookings (
	id TEXT PRIMARY KEY,
	host_id TEXT NOT NULL REFERENCES booking_hosts (id),
	host_zone TEXT NOT NULL,
	start_at TEXT NOT NULL,
	end_at TEXT NOT NULL,
	busy_from TEXT NOT NULL,
	busy_to TEXT NOT NULL,
	visitor_zone TEXT NOT NULL DEFAULT '',
	status TEXT NOT NULL,
	sequence INTEGER NOT NULL DEFAULT 0,
	request_key TEXT,
	created_at TEXT NOT NULL,
	updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX bookings_by_request_key ON bookings (request_key);
CREATE INDEX bookings_busy ON bookings (status, busy_to);

-- The guarantee against double booking: a live booking holds every
-- five-minute block of its host's busy time, and the primary key refuses a
-- second holder of a block whatever the concurrency, on SQLite and on
-- PostgreSQL (docs/decisions/0390). The seats of a host's local day do the
-- same for the daily cap: seat 1 … cap, each held once.
CREATE TABLE booking_blocks (
	host_id TEXT NOT NULL,
	block_start TEXT NOT NULL,
	booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
	PRIMARY KEY (host_id, block_start)
);
CREATE INDEX booking_blocks_by_booking ON booking_blocks (booking_id);
CREATE TABLE booking_day_seats (
	host_id TEXT NOT NULL,
	day TEXT NOT NULL,
	seat INTEGER NOT NULL,
	booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
	PRIMARY KEY (host_id, day, seat)
);
CREATE INDEX booking_day_seats_by_booking ON booking_day_seats (booking_id);
