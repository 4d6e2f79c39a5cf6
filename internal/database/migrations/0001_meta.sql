-- Key/value facts about this installation (first start, settings the
-- server keeps for itself).
CREATE TABLE installation (
	key TEXT PRIMARY KEY,
	value TEXT NOT NULL
);
