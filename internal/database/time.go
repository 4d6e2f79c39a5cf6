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
// The analytics events table is the one exception, written by
// migration 0002: its "at" column is Unix milliseconds (an integer is a
// third of the size on the table that grows by the million) and its "day"
// column a UTC date (FormatDay), which the reports group by.
const timeFormat = "2006-01-02T15:04:05.000000Z"

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
