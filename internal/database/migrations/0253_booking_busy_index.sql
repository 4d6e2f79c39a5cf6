-- The free-time reads ask for the live bookings whose held time overlaps a
-- span (status <> 'cancelled' AND busy_to > ? AND busy_from < ?). An index
-- led by the status serves no "not equal", so each read scanned every
-- booking ever made; busy_to alone serves the range.
DROP INDEX bookings_busy;
CREATE INDEX bookings_busy ON bookings (busy_to);
