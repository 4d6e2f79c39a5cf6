package database

import "testing"

func TestForDialect(t *testing.T) {
	src := "A\n-- sqlite:\nS\n-- end\n-- postgres:\nP\n-- end\nB\n"
	tests := []struct {
		name string
		d    Dialect
		want string
	}{
		{"sqlite keeps its block", SQLite, "A\nS\nB\n"},
		{"postgres keeps its block", Postgres, "A\nP\nB\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := forDialect(src, tt.d); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
