-- Passkeys (issue 26): WebAuthn credentials a team member signs in with,
-- and the challenges of ceremonies under way. Times as in 0020.

-- One row per passkey. credential is go-webauthn's Credential as JSON (public
-- key, sign count, flags, transports): it holds no secret. credential_id is
-- its raw id, base64url, unique across users so an assertion names one row.
CREATE TABLE passkeys (
	id TEXT PRIMARY KEY,               -- random 128-bit hex: what the API names
	user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
	credential_id TEXT NOT NULL UNIQUE,
	name TEXT NOT NULL,
	credential TEXT NOT NULL,
	created_at TEXT NOT NULL,
	last_used_at TEXT
);
CREATE INDEX passkeys_user ON passkeys (user_id);

-- A ceremony's challenge and parameters (go-webauthn's SessionData as JSON)
-- between its begin and finish requests, which may reach different
-- instances. The client holds a random token; only its SHA-256 is kept.
-- A row is deleted when it is used, and expired rows when the next
-- ceremony begins.
CREATE TABLE passkey_ceremonies (
	token_hash TEXT PRIMARY KEY,
	purpose TEXT NOT NULL,             -- register or sign_in
	user_id TEXT NOT NULL DEFAULT '',  -- who registers; '' for a sign-in
	session TEXT NOT NULL,
	expires_at TEXT NOT NULL
);
CREATE INDEX passkey_ceremonies_expiry ON passkey_ceremonies (expires_at);
