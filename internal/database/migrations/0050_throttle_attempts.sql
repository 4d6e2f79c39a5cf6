-- Password and code checks are reserved before they run
-- (internal/throttle/attempts.go, docs/decisions/0160): one row per key
-- (a pair of account and address, an address, an account, a user's
-- re-checks), updated by one INSERT … ON CONFLICT DO UPDATE, so attempts
-- arriving together on any instance are counted one after another. Times
-- are Unix milliseconds. seq counts every request on the key, granted_seq
-- is the seq of the last one let through: the statement's RETURNING tells
-- a request whether it was. Rows idle past the window are deleted.
-- sign_in_throttle counted failures after the check; nothing in it matters
-- beyond its hour.
DROP TABLE sign_in_throttle;
CREATE TABLE throttle_attempts (
	key TEXT PRIMARY KEY,
	n INTEGER NOT NULL,            -- attempts since the window started or the last success
	last_at BIGINT NOT NULL,       -- the last attempt let through
	blocked_until BIGINT NOT NULL, -- 0 when not blocked
	wait_ms BIGINT NOT NULL,       -- the last block's length: the next one doubles it
	seq BIGINT NOT NULL,
	granted_seq BIGINT NOT NULL
);
CREATE INDEX throttle_attempts_by_time ON throttle_attempts (last_at);

-- Failures of unknown accounts from one address are one audit row, counted
-- here, until an hour passes without one (internal/auth/signin.go).
ALTER TABLE audit_log ADD COLUMN repeats INTEGER NOT NULL DEFAULT 1;
CREATE INDEX audit_log_by_action ON audit_log (action, address, at);
