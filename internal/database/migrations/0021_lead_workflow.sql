-- The leads inbox (issue 11): a status workflow, assignment, notes, the
-- history of changes, and a version for optimistic concurrency.
ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
ALTER TABLE leads ADD COLUMN lost_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN assignee_id TEXT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE leads ADD COLUMN first_contacted_at TEXT;
ALTER TABLE leads ADD COLUMN updated_at TEXT;
ALTER TABLE leads ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

CREATE INDEX leads_by_status ON leads (spam, status, created_at);

CREATE TABLE lead_notes (
	id TEXT PRIMARY KEY,
	lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
	author_id TEXT NOT NULL DEFAULT '',
	author_name TEXT NOT NULL DEFAULT '',
	body TEXT NOT NULL,
	created_at TEXT NOT NULL
);
CREATE INDEX lead_notes_lead ON lead_notes (lead_id, created_at);

-- sqlite:
CREATE TABLE lead_history (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
-- end
-- postgres:
CREATE TABLE lead_history (
	id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
-- end
	lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
	at TEXT NOT NULL,
	actor_id TEXT NOT NULL DEFAULT '',
	actor_name TEXT NOT NULL DEFAULT '',
	action TEXT NOT NULL,
	from_value TEXT NOT NULL DEFAULT '',
	to_value TEXT NOT NULL DEFAULT '',
	detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX lead_history_lead ON lead_history (lead_id, id);
