-- Content as data (issue 20): the working content document, the one an
-- editor imports and a publish renders. One row; without it the embedded
-- default document is the working one.
CREATE TABLE content_documents (
	name TEXT PRIMARY KEY,
	body TEXT NOT NULL,
	updated_at TEXT NOT NULL,
	updated_by TEXT NOT NULL DEFAULT ''
);
