-- The Idempotency-Key the consultation form sends with a request (made once
-- per filled form, kept across retries): a request resent after its answer
-- was lost finds the lead it already made instead of making a second one.
-- NULL for leads sent without one; NULLs do not collide in a unique index.
ALTER TABLE leads ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX leads_by_idempotency_key ON leads (idempotency_key);
