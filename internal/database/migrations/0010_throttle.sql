-- Rate limits that must hold across instances (the consultation form's, per
-- client): a token bucket per scope and key. key is a keyed hash of what is
-- limited (an IPv4 address or an IPv6 /64), never the address itself; a
-- bucket is deleted once it has refilled, minutes after the last request.
CREATE TABLE throttle_buckets (
	scope TEXT NOT NULL,
	key TEXT NOT NULL,
	tokens DOUBLE PRECISION NOT NULL,
	updated_at BIGINT NOT NULL, -- Unix milliseconds
	PRIMARY KEY (scope, key)
);
CREATE INDEX throttle_buckets_by_time ON throttle_buckets (scope, updated_at);

-- Confirmation mails are capped per recipient a day: a visitor's address
-- cannot be made a target by sending the form in its name.
CREATE INDEX mail_outbox_by_recipient ON mail_outbox (kind, lower(to_addr), created_at);
