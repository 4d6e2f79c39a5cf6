-- Incremental publishing (issue 20, docs/decisions/0225): what each page of
-- a generation read of its content document, so the next publish renders
-- only the pages whose reads find other values, and takes the others' files
-- from the live generation. One row per generation: the read lists (shared
-- by the pages that read alike) and a digest per page, gzipped JSON. A
-- generation without a row (rendered before this, or by an engine that
-- notes no reads) makes the next publish render every page.
-- sqlite:
CREATE TABLE generation_reads (
	generation_id INTEGER PRIMARY KEY REFERENCES generations (id) ON DELETE CASCADE,
	reads BLOB NOT NULL
);
-- end
-- postgres:
CREATE TABLE generation_reads (
	generation_id BIGINT PRIMARY KEY REFERENCES generations (id) ON DELETE CASCADE,
	reads BYTEA NOT NULL
);
-- end
