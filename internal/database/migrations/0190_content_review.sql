-- Publishing chosen changes (issue 34, docs/decisions/0365).
-- content_authors: who saved each item of the working document since it
-- was last published (item: its JSON pointer; a list family's own pointer,
-- /projects, for its order); a publish forgets the rows of what went live.
-- user_id is '' for the command line.
CREATE TABLE content_authors (
	item TEXT NOT NULL,
	user_id TEXT NOT NULL,
	user_name TEXT NOT NULL,
	changed_at TEXT NOT NULL,
	PRIMARY KEY (item, user_id)
);

-- An item marked ready for review: the mark holds while the item's
-- working revision is still revision (a later save takes it away).
CREATE TABLE content_ready (
	item TEXT PRIMARY KEY,
	revision TEXT NOT NULL,
	by_id TEXT NOT NULL,
	by_name TEXT NOT NULL,
	marked_at TEXT NOT NULL
);

-- What a publish takes: {"items": [pointers], "working": <the working
-- document when it was asked>}; '' for a publish of a whole document.
ALTER TABLE publish_jobs ADD COLUMN selection TEXT NOT NULL DEFAULT '';
