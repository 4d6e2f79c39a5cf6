package database

import (
	"database/sql"
	"time"
)

// timeFormat is the one way a time is stored: fixed-width UTC text to the
// microsecond, which sorts and compares as text the same way on SQLite and
// PostgreSQL, reads plainly in either shell, and round-trips what Go's
// clock gives after Truncate(time.Microsecond).
//
// The exceptions are MillisColumns: Unix milliseconds (FormatMillis,
// ParseMillis) in the analytics tables, which grow by the million and whose
// readers compare and bucket times as integers (an integer is a third of
// the text's size), and in the rate limiter's counters, read and written on
// every attempt. The analytics "day" columns hold a UTC date (FormatDay),
// which the reports group by.
const timeFormat = "2006-01-02T15:04:05.000000Z"

// MillisColumns are the time columns stored as Unix milliseconds instead
// of timeFormat's text; TestMillisColumnsAreListed finds any other.
var MillisColumns = []string{
	"analytics_events.at",
	"analytics_visits.first_at", "analytics_visits.last_at",
	"analytics_visit_pages.first_at", "analytics_visit_events.first_at",
	"analytics_hourly.hour",
	"throttle_buckets.updated_at",
	"throttle_attempts.last_at", "throttle_attempts.blocked_until",
}

// FormatMillis encodes t for a Unix-millisecond column (MillisColumns).
func FormatMillis(t time.Time) int64 { return t.UnixMilli() }

// ParseMillis decodes a Unix-millisecond column, in UTC.
func ParseMillis(ms int64) time.Time { return time.UnixMilli(ms).UTC() }

// dayFormat is a UTC day, as the day columns hold it.
const dayFormat = "2006-01-02"

// FormatTime encodes t for a time column.
func FormatTime(t time.Time) string { return t.UTC().Format(timeFormat) }

// ParseTime decodes a time column.
func ParseTime(s string) (time.Time, error) { return time.Parse(timeFormat, s) }

// ParseNullTime decodes an optional time column: NULL is the zero time.
func ParseNullTime(s sql.NullString) (time.Time, error) {
	if !s.Valid {
		return time.Time{}, nil
	}
	return ParseTime(s.String)
}

// FormatDay encodes the UTC day of t for a day column.
func FormatDay(t time.Time) string { return t.UTC().Format(dayFormat) }
