-- Consultation requests and the mail outbox that delivers their e-mails.
-- Times are UTC text in one fixed-width format (2006-01-02T15:04:05.000000Z),
-- so they sort and compare as text the same way on SQLite and PostgreSQL.

CREATE TABLE leads (
	id TEXT PRIMARY KEY,             -- random 128-bit hex: leaks no count
	created_at TEXT NOT NULL,
	name TEXT NOT NULL,
	email TEXT NOT NULL,
	phone TEXT NOT NULL DEFAULT '',  -- E.164 or empty
	company TEXT NOT NULL DEFAULT '',
	service TEXT NOT NULL,
	budget TEXT NOT NULL DEFAULT '',
	contact_method TEXT NOT NULL,
	meeting_time TEXT NOT NULL DEFAULT '',
	message TEXT NOT NULL,
	consent_at TEXT NOT NULL,        -- when the privacy policy was accepted
	language TEXT NOT NULL,
	variant TEXT NOT NULL,
	page_path TEXT NOT NULL DEFAULT '',
	spam INTEGER NOT NULL DEFAULT 0, -- 1: kept for review, never mailed
	spam_reason TEXT NOT NULL DEFAULT ''
);

CREATE INDEX leads_by_time ON leads (spam, created_at);

-- Every e-mail the product sends, written in the same transaction as what
-- caused it and delivered by the mail worker. A row is pending until sent
-- or expired; a worker leases it (lease_token, lease_until) while sending so
-- another instance leaves it alone, and on failure pushes next_attempt_at
-- back. Rows are kept after sending as the record of what went out.
CREATE TABLE mail_outbox (
	id TEXT PRIMARY KEY,
	kind TEXT NOT NULL,              -- what it is, e.g. lead-notification
	ref TEXT NOT NULL DEFAULT '',    -- what it is about, e.g. the lead id
	to_addr TEXT NOT NULL,
	reply_to TEXT NOT NULL DEFAULT '',
	lang TEXT NOT NULL DEFAULT '',
	subject TEXT NOT NULL,
	text_body TEXT NOT NULL,
	html_body TEXT NOT NULL DEFAULT '',
	created_at TEXT NOT NULL,
	expires_at TEXT,                 -- NULL: keep trying for ever
	status TEXT NOT NULL DEFAULT 'pending', -- pending, sent or expired
	attempts INTEGER NOT NULL DEFAULT 0,
	next_attempt_at TEXT NOT NULL,
	last_error TEXT NOT NULL DEFAULT '',
	lease_token TEXT,
	lease_until TEXT,
	sent_at TEXT
);

CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
CREATE INDEX mail_outbox_ref ON mail_outbox (ref);
