-- First-party analytics (issue 5). One row per accepted event. No column
-- holds an IP address or a User-Agent: visitor is a daily salted hash.
-- at is Unix milliseconds (UTC) and day its UTC date as YYYY-MM-DD text, so
-- per-day grouping and retention are the same SQL on both dialects.
-- props holds the event's catalogue properties as a JSON object; both
-- dialects read a field with props ->> 'name'.
-- sqlite:
CREATE TABLE analytics_events (
	id INTEGER PRIMARY KEY,
	props TEXT NOT NULL DEFAULT '{}',
-- end
-- postgres:
CREATE TABLE analytics_events (
	id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	props JSONB NOT NULL DEFAULT '{}',
-- end
	at BIGINT NOT NULL,
	day TEXT NOT NULL,
	name TEXT NOT NULL,
	path TEXT NOT NULL,
	lang TEXT NOT NULL,
	variant TEXT NOT NULL,
	referrer_host TEXT NOT NULL DEFAULT '',
	device TEXT NOT NULL,
	browser TEXT NOT NULL,
	visitor TEXT NOT NULL
);

-- Every dashboard query and the retention delete select a range of days.
CREATE INDEX analytics_events_day_name ON analytics_events (day, name);

-- The secret salt of the current UTC day (hex). Older days' salts are
-- deleted when a new day's salt is made.
CREATE TABLE analytics_salts (
	day TEXT PRIMARY KEY,
	salt TEXT NOT NULL
);
