-- A restore records what it restored, not a sentence (issue 34, item 8):
-- restored_from is the version (generation) it took back, 0 for a
-- publish that is not a restore; restored_item the item's JSON pointer,
-- '' for the whole site. The studio writes "Restored Testimonials › Khalid
-- to version 12" in its reader's language; a restore's summary is left
-- empty. Rows written before keep their English summary as text.
ALTER TABLE publish_jobs ADD COLUMN restored_from BIGINT NOT NULL DEFAULT 0;
ALTER TABLE publish_jobs ADD COLUMN restored_item TEXT NOT NULL DEFAULT '';
ALTER TABLE generations ADD COLUMN restored_from BIGINT NOT NULL DEFAULT 0;
ALTER TABLE generations ADD COLUMN restored_item TEXT NOT NULL DEFAULT '';
