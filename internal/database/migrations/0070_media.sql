-- The media library (internal/media). An asset is one uploaded file, its id
-- the hash of its bytes, so the same file uploaded twice is one row. Its
-- source and processed files are blobs in the database, the one source of
-- truth every instance reads and every backup holds.

CREATE TABLE media_assets (
	id TEXT PRIMARY KEY,                 -- first 128 bits of the SHA-256 of the upload, hex
	name TEXT NOT NULL,                  -- the file name as uploaded, shown in the library
	format TEXT NOT NULL,                -- jpg, png, webp, avif or svg: what the bytes are
	bytes INTEGER NOT NULL,              -- size of the upload
	width INTEGER NOT NULL,              -- as shown, after the EXIF orientation
	height INTEGER NOT NULL,
	focal_x DOUBLE PRECISION NOT NULL DEFAULT 0.5, -- 0–1 from the left
	focal_y DOUBLE PRECISION NOT NULL DEFAULT 0.5, -- 0–1 from the top
	hero INTEGER NOT NULL DEFAULT 0,     -- 1: also made 2400 pixels wide
	alt TEXT NOT NULL DEFAULT '{}',      -- suggested alt text per language, JSON
	color TEXT NOT NULL DEFAULT '',      -- #rrggbb, once processed
	placeholder TEXT NOT NULL DEFAULT '',-- data: URL, once processed
	created_at TEXT NOT NULL,
	-- The processing job, on the asset's row like the mail outbox: pending
	-- until processed (ready) or given up on (failed, with the reason); a
	-- worker leases the row while it works, so a crash leaves it pending.
	status TEXT NOT NULL DEFAULT 'pending',
	attempts INTEGER NOT NULL DEFAULT 0,
	next_attempt_at TEXT NOT NULL,
	last_error TEXT NOT NULL DEFAULT '',
	lease_token TEXT,
	lease_until TEXT,
	processed_at TEXT
);

CREATE INDEX media_assets_due ON media_assets (status, next_attempt_at);
CREATE INDEX media_assets_by_time ON media_assets (created_at);

-- The files of an asset: width 0 / format 'source' is the upload itself
-- (never served), the others are what /media/{id}-{width}.{format} serves.
-- sqlite:
CREATE TABLE media_files (
	asset_id TEXT NOT NULL REFERENCES media_assets (id) ON DELETE CASCADE,
	width INTEGER NOT NULL,
	format TEXT NOT NULL,
	data BLOB NOT NULL,
	PRIMARY KEY (asset_id, width, format)
);
-- end
-- postgres:
CREATE TABLE media_files (
	asset_id TEXT NOT NULL REFERENCES media_assets (id) ON DELETE CASCADE,
	width INTEGER NOT NULL,
	format TEXT NOT NULL,
	data BYTEA NOT NULL,
	PRIMARY KEY (asset_id, width, format)
);
-- end
