package filter

import (
	"strconv"
	"strings"
)

// Where builds a statement's conditions and numbers its parameters ($1 …)
// as they are added, the placeholders both SQLite and PostgreSQL read: no
// caller text ever becomes SQL.
type Where struct {
	Args  []any
	conds []string
}

// Arg adds v and returns its placeholder.
func (w *Where) Arg(v any) string {
	w.Args = append(w.Args, v)
	return "$" + strconv.Itoa(len(w.Args))
}

// Add adds cond, each ? in it standing for the next of args.
func (w *Where) Add(cond string, args ...any) {
	var b strings.Builder
	for _, a := range args {
		i := strings.IndexByte(cond, '?')
		b.WriteString(cond[:i])
		b.WriteString(w.Arg(a))
		cond = cond[i+1:]
	}
	b.WriteString(cond)
	w.conds = append(w.conds, b.String())
}

// Equal adds col = value when value is set ("" selects all).
func (w *Where) Equal(col, value string) {
	if value != "" {
		w.Add(col+" = ?", value)
	}
}

// String is " WHERE c1 AND c2 …", or "" without conditions.
func (w *Where) String() string {
	if len(w.conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(w.conds, " AND ")
}
