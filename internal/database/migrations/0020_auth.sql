-- The back office (issue 11): team members, their sessions, one-time links,
-- sign-in throttling and the audit log. Times are UTC text in the fixed-width
-- format of 0003 (2006-01-02T15:04:05.000000Z), so they compare as text.

CREATE TABLE users (
	id TEXT PRIMARY KEY,               -- random 128-bit hex
	email TEXT NOT NULL UNIQUE,        -- lower-cased
	name TEXT NOT NULL,
	role TEXT NOT NULL,                -- owner or member
	language TEXT NOT NULL DEFAULT 'en',
	password_hash TEXT NOT NULL,       -- argon2id, PHC string format
	totp_secret TEXT NOT NULL DEFAULT '',  -- AES-GCM sealed seed; '' = no 2FA
	totp_pending TEXT NOT NULL DEFAULT '', -- sealed seed of an enrolment not yet confirmed
	totp_last_step BIGINT NOT NULL DEFAULT 0, -- last accepted time step: never accepted twice
	created_at TEXT NOT NULL,
	last_sign_in_at TEXT
);

-- Single-use 2FA recovery codes, SHA-256 of the normalised code.
CREATE TABLE recovery_codes (
	user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	code_hash TEXT NOT NULL,
	PRIMARY KEY (user_id, code_hash)
);

-- Signed-in browsers. Only the SHA-256 of the cookie's token is kept, so a
-- copy of the database signs nobody in. id is what the user sees and ends.
CREATE TABLE sessions (
	id TEXT PRIMARY KEY,
	token_hash TEXT NOT NULL UNIQUE,
	user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	created_at TEXT NOT NULL,          -- absolute expiry counts from here
	last_seen_at TEXT NOT NULL,        -- idle expiry counts from here
	device TEXT NOT NULL DEFAULT ''    -- "Chrome on Android", to tell sessions apart
);
CREATE INDEX sessions_user ON sessions (user_id);

-- One-time links: the first-run setup link and invitations. Only the
-- SHA-256 of the token is kept.
CREATE TABLE auth_links (
	id TEXT PRIMARY KEY,
	token_hash TEXT NOT NULL UNIQUE,
	purpose TEXT NOT NULL,             -- setup or invitation
	email TEXT NOT NULL DEFAULT '',
	role TEXT NOT NULL DEFAULT '',
	created_by TEXT NOT NULL DEFAULT '', -- user id of the inviter
	created_at TEXT NOT NULL,
	expires_at TEXT NOT NULL,
	used_at TEXT
);

-- Failed sign-ins per key ("account:<hash>" or "address:<hash>"), in the
-- database so that every instance sees them.
CREATE TABLE sign_in_throttle (
	key TEXT PRIMARY KEY,
	failures INTEGER NOT NULL,
	last_failure_at TEXT NOT NULL,
	blocked_until TEXT NOT NULL
);

-- Who did what, when, from where (a keyed hash of the address, never the
-- address). actor_id has no foreign key: the record outlives the account.
-- sqlite:
CREATE TABLE audit_log (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
-- end
-- postgres:
CREATE TABLE audit_log (
	id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
-- end
	at TEXT NOT NULL,
	actor_id TEXT NOT NULL DEFAULT '',
	actor_name TEXT NOT NULL DEFAULT '',
	action TEXT NOT NULL,
	target TEXT NOT NULL DEFAULT '',
	detail TEXT NOT NULL DEFAULT '',
	address TEXT NOT NULL DEFAULT ''
);
