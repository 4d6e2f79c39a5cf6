-- Who uploaded each picture (a user's id; '' from the command line and
-- before this column), so that processing serves people in turn: one
-- person's twenty uploads no longer make everyone else's wait (issue 35,
-- D5; media.Processor.claim).
ALTER TABLE media_assets ADD COLUMN uploaded_by TEXT NOT NULL DEFAULT '';
CREATE INDEX media_assets_pending_by ON media_assets (status, uploaded_by);
