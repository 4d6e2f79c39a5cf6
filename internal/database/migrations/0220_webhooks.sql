-- Outgoing webhooks and chat alerts (issue 40, internal/webhooks): an
-- endpoint the owner set up, and one delivery per event it is sent.
-- kind is webhook (signed, the Standard Webhooks convention), slack or
-- teams. The URL and the signing secret are sealed (AES-256-GCM under
-- -totp-key, the webhook id as additional data); url_hint is what the back
-- office shows of the URL (scheme, host, the path's start). events is a
-- space-separated list; personal: chat alerts show e-mail and phone.
-- failing_since is the first failure since the last success: a day of it
-- switches the endpoint off (enabled 0, off_reason 'failing').
CREATE TABLE webhooks (
	id TEXT PRIMARY KEY,
	kind TEXT NOT NULL,
	name TEXT NOT NULL,
	url_sealed TEXT NOT NULL,
	url_hint TEXT NOT NULL,
	secret_sealed TEXT NOT NULL DEFAULT '',
	events TEXT NOT NULL,
	personal INTEGER NOT NULL DEFAULT 0,
	enabled INTEGER NOT NULL DEFAULT 1,
	off_reason TEXT NOT NULL DEFAULT '',
	failing_since TEXT,
	created_at TEXT NOT NULL,
	updated_at TEXT NOT NULL,
	version INTEGER NOT NULL DEFAULT 1
);

-- A delivery: the body as rendered when the event happened (the lead's
-- own transaction), sent in id order per webhook and lead (lead_id '' for
-- a test) by the job of that pair (internal/jobs, kind 'webhook', ref
-- 'webhook_id/lead_id'). status is pending, sent or failed; a replay is a
-- new row with the same message_id, the receiver's idempotency key.
-- sqlite:
CREATE TABLE webhook_deliveries (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
-- end
-- postgres:
CREATE TABLE webhook_deliveries (
	id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
-- end
	webhook_id TEXT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
	message_id TEXT NOT NULL,
	event TEXT NOT NULL,
	lead_id TEXT NOT NULL DEFAULT '',
	body TEXT NOT NULL,
	created_at TEXT NOT NULL,
	status TEXT NOT NULL DEFAULT 'pending',
	attempts INTEGER NOT NULL DEFAULT 0,
	response_status INTEGER NOT NULL DEFAULT 0,
	last_error TEXT NOT NULL DEFAULT '',
	last_attempt_at TEXT,
	sent_at TEXT
);
CREATE INDEX webhook_deliveries_stream ON webhook_deliveries (webhook_id, lead_id, status, id);
CREATE INDEX webhook_deliveries_lead ON webhook_deliveries (lead_id);
