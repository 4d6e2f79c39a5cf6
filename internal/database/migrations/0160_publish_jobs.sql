-- The studio's publishes (issue 24, docs/decisions/0290): one row per
-- publish asked from the back office, now or at a time. state is
-- scheduled (waiting for due_at), running, done, failed or cancelled; a
-- scheduled row becomes the running one when an instance claims it with a
-- conditional UPDATE, so two instances never run it twice. The row is
-- what every instance answers about progress (done of total pages), and a
-- done row is a marker on the analytics dashboard's series. A scheduled
-- publish makes live the working document of the time it runs.
-- sqlite:
CREATE TABLE publish_jobs (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
-- end
-- postgres:
CREATE TABLE publish_jobs (
	id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
-- end
	state TEXT NOT NULL,
	by_id TEXT NOT NULL,
	by_name TEXT NOT NULL,
	summary TEXT NOT NULL,
	created_at TEXT NOT NULL,
	due_at TEXT NOT NULL,
	started_at TEXT NOT NULL DEFAULT '',
	finished_at TEXT NOT NULL DEFAULT '',
	done INTEGER NOT NULL DEFAULT 0,
	total INTEGER NOT NULL DEFAULT 0,
	error TEXT NOT NULL DEFAULT '',
	generation BIGINT NOT NULL DEFAULT 0,
	changed TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX publish_jobs_state_due ON publish_jobs (state, due_at);
CREATE INDEX publish_jobs_finished ON publish_jobs (finished_at);
