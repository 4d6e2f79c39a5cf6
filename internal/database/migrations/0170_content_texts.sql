-- The studio (issue 24): when each language of each text of the working
-- document last changed, for the per-language status an editor sees
-- (missing, outdated, done). item is the item's JSON pointer
-- (/testimonials/3, /about), field the text's path inside it (text,
-- study.need, photo.alt). source_at is the newest change of the text's
-- meaning this language reflects: a change made by an up-to-date language
-- moves it for the text, a translation catching up only copies it
-- (internal/content/status.go, docs/decisions/0295).
CREATE TABLE content_texts (
	item TEXT NOT NULL,
	field TEXT NOT NULL,
	lang TEXT NOT NULL,
	changed_at TEXT NOT NULL,
	changed_by TEXT NOT NULL DEFAULT '',
	source_at TEXT NOT NULL,
	PRIMARY KEY (item, field, lang)
);

-- Who last changed each item of the working document, and when: what a
-- refused edit (409) tells the second editor.
CREATE TABLE content_items (
	item TEXT PRIMARY KEY,
	changed_at TEXT NOT NULL,
	changed_by TEXT NOT NULL DEFAULT ''
);
