-- One table for background work (internal/jobs, issue 36, docs/decisions/0375):
-- a row per piece of work (kind: mail, media, publish, …; ref: what it is
-- about, the outbox row, the asset, the scheduled publish), unique per kind
-- and ref. A runner leases a due row (lease_token, lease_until) while it
-- works, so two instances never both do it and a crash leaves it to be
-- taken again; a failure pushes run_at back. state is pending, done or
-- failed (last_error says why; expired rows fail with "expired").
-- fairness_key: of the due rows of a kind, those whose key has fewest
-- waiting go first (the uploader of a picture).
-- sqlite:
CREATE TABLE jobs (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
-- end
-- postgres:
CREATE TABLE jobs (
	id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
-- end
	kind TEXT NOT NULL,
	ref TEXT NOT NULL,
	fairness_key TEXT NOT NULL DEFAULT '',
	state TEXT NOT NULL DEFAULT 'pending',
	run_at TEXT NOT NULL,
	expires_at TEXT,
	attempts INTEGER NOT NULL DEFAULT 0,
	last_error TEXT NOT NULL DEFAULT '',
	lease_token TEXT,
	lease_until TEXT
);
CREATE UNIQUE INDEX jobs_by_ref ON jobs (kind, ref);
CREATE INDEX jobs_due ON jobs (kind, state, run_at);

-- The work already waiting moves over, with its attempts and errors.
INSERT INTO jobs (kind, ref, state, run_at, expires_at, attempts, last_error)
	SELECT 'mail', id, CASE status WHEN 'pending' THEN 'pending' WHEN 'sent' THEN 'done' ELSE 'failed' END,
		next_attempt_at, expires_at, attempts, CASE status WHEN 'expired' THEN 'expired' ELSE last_error END
	FROM mail_outbox;
INSERT INTO jobs (kind, ref, fairness_key, state, run_at, attempts, last_error)
	SELECT 'media', id, uploaded_by, CASE status WHEN 'ready' THEN 'done' ELSE status END,
		next_attempt_at, attempts, last_error
	FROM media_assets;
INSERT INTO jobs (kind, ref, run_at)
	SELECT 'publish', CAST(id AS TEXT), due_at FROM publish_jobs WHERE state IN ('scheduled', 'claimed');
UPDATE publish_jobs SET state = 'scheduled' WHERE state = 'claimed';

-- The leases and attempts of the outbox and the library were theirs alone.
DROP INDEX mail_outbox_due;
ALTER TABLE mail_outbox DROP COLUMN lease_token;
ALTER TABLE mail_outbox DROP COLUMN lease_until;
ALTER TABLE mail_outbox DROP COLUMN attempts;
ALTER TABLE mail_outbox DROP COLUMN next_attempt_at;
ALTER TABLE mail_outbox DROP COLUMN last_error;
DROP INDEX media_assets_due;
ALTER TABLE media_assets DROP COLUMN lease_token;
ALTER TABLE media_assets DROP COLUMN lease_until;
ALTER TABLE media_assets DROP COLUMN attempts;
ALTER TABLE media_assets DROP COLUMN next_attempt_at;
DROP INDEX media_assets_pending_by;
