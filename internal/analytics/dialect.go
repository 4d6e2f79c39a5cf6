package analytics

import (
	"strconv"

	"agencysite/internal/database"
)

// The analytics SQL is shared by SQLite and PostgreSQL: days are text,
// times are integers, and both read JSON fields with props ->> 'name'. The
// differences are the column types in migration 0002 and this function.

// placeholder is the n-th (1-based) parameter marker of the big batch
// INSERT. SQLite resolves each numbered "$n" by a linear search through the
// statement's parameter names, which makes a 5,500-parameter INSERT
// quadratic; its anonymous "?" costs nothing. PostgreSQL only knows "$n".
func placeholder(d database.Dialect, n int) string {
	if d == database.SQLite {
		return "?"
	}
	return "$" + strconv.Itoa(n)
}
