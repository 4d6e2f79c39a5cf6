-- The weekly report by e-mail (issue 40, item 3, internal/reports): a team
-- member who wants it, the local weekday (0 Sunday … 6 Saturday) and hour
-- it comes at, in time_zone (an IANA name). A member without a row gets
-- none. The reports themselves are jobs (kind 'weekly-report', ref
-- 'report/<user id>/<ISO week>') and outbox mails.
CREATE TABLE report_preferences (
	user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
	enabled INTEGER NOT NULL DEFAULT 1,
	weekday INTEGER NOT NULL,
	hour INTEGER NOT NULL,
	time_zone TEXT NOT NULL,
	updated_at TEXT NOT NULL
);
