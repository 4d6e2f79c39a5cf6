-- Publishing (issue 20, docs/decisions/0190): the public pages as
-- generations. A generation is a complete set of page files (HTML and
-- React Router's .data) rendered from one content document; publish_live
-- names the one served, switched in the transaction that stores a new one.
-- File bodies are content-addressed blobs shared between generations, so
-- keeping the last 20 costs little more than one: a publish that changes
-- one testimonial adds the few pages that show it.
-- sqlite:
CREATE TABLE generations (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
-- end
-- postgres:
CREATE TABLE generations (
	id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
-- end
	created_at TEXT NOT NULL,
	created_by TEXT NOT NULL,
	summary TEXT NOT NULL,
	-- build names the binary's front-end build whose scripts the pages
	-- load; base_url the public origin written into their heads. An
	-- instance serves a generation only when both are its own.
	build TEXT NOT NULL,
	base_url TEXT NOT NULL,
	content TEXT NOT NULL,
	pages INTEGER NOT NULL
);

-- hash is the hex SHA-256 of body; br and gz are its compressed forms,
-- NULL when no smaller.
-- sqlite:
CREATE TABLE generation_blobs (
	hash TEXT PRIMARY KEY,
	body BLOB NOT NULL,
	br BLOB,
	gz BLOB
);
-- end
-- postgres:
CREATE TABLE generation_blobs (
	hash TEXT PRIMARY KEY,
	body BYTEA NOT NULL,
	br BYTEA,
	gz BYTEA
);
-- end

-- name is the URL path a file is served at ("/en/home", "/en/home.data");
-- csp is an HTML page's own Content-Security-Policy.
CREATE TABLE generation_files (
	generation_id BIGINT NOT NULL REFERENCES generations (id) ON DELETE CASCADE,
	name TEXT NOT NULL,
	content_type TEXT NOT NULL,
	blob TEXT NOT NULL REFERENCES generation_blobs (hash),
	csp TEXT NOT NULL DEFAULT '',
	PRIMARY KEY (generation_id, name)
);
CREATE INDEX generation_files_blob ON generation_files (blob);

-- One row: the live generation, NULL until the first publish (the
-- binary's own build is served meanwhile).
CREATE TABLE publish_live (
	singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
	generation_id BIGINT REFERENCES generations (id),
	switched_at TEXT NOT NULL DEFAULT ''
);
INSERT INTO publish_live (singleton) VALUES (1);
