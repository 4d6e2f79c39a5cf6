package database

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"slices"
	"testing"
)

// cacheOf is the statement cache of conn, a SQLite connection of ours.
func cacheOf(t *testing.T, conn *sql.Conn) (texts []string) {
	t.Helper()
	if err := conn.Raw(func(dc any) error {
		c := dc.(*cachingConn)
		c.mu.Lock()
		defer c.mu.Unlock()
		texts = slices.Clone(c.order)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return texts
}

// TestStatementsPreparedOncePerConnection: a text run again on a
// connection is its cached statement, given new arguments each time; the
// same text run while its rows are read runs uncached beside them; past
// the bound the oldest text is let go, a statement still read from
// staying readable.
func TestStatementsPreparedOncePerConnection(t *testing.T) {
	db, err := open(filepath.Join(t.TempDir(), "cache.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `CREATE TABLE n (v INTEGER)`); err != nil {
		t.Fatal(err)
	}
	const insert, read = `INSERT INTO n (v) VALUES ($1)`, `SELECT v FROM n WHERE v >= $1 ORDER BY v`
	for v := range 3 {
		if _, err := conn.ExecContext(ctx, insert, v); err != nil {
			t.Fatal(err)
		}
	}
	values := func(rows *sql.Rows) []int { return column[int](t, rows) }
	outer, err := conn.QueryContext(ctx, read, 1)
	if err != nil {
		t.Fatal(err)
	}
	inner, err := conn.QueryContext(ctx, read, 0) // the cached one is busy
	if err != nil {
		t.Fatal(err)
	}
	if got := values(inner); !slices.Equal(got, []int{0, 1, 2}) {
		t.Errorf("the read beside the busy one got %v", got)
	}
	if got := values(outer); !slices.Equal(got, []int{1, 2}) {
		t.Errorf("the cached read got %v", got)
	}
	again, err := conn.QueryContext(ctx, read, 2)
	if err != nil {
		t.Fatal(err)
	}
	if got := values(again); !slices.Equal(got, []int{2}) {
		t.Errorf("the cached read run again got %v, want its new argument's rows", got)
	}
	if got := cacheOf(t, conn); !slices.Equal(got, []string{`CREATE TABLE n (v INTEGER)`, insert, read}) {
		t.Errorf("cached %q, want each text once", got)
	}

	held, err := conn.QueryContext(ctx, read, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i := range stmtCacheSize {
		if _, err := conn.ExecContext(ctx, fmt.Sprintf(`SELECT %d`, i)); err != nil {
			t.Fatal(err)
		}
	}
	if texts := cacheOf(t, conn); len(texts) != stmtCacheSize || slices.Contains(texts, read) {
		t.Errorf("%d texts cached, the read among them: %v; want %d, the oldest let go",
			len(texts), slices.Contains(texts, read), stmtCacheSize)
	}
	if got := values(held); !slices.Equal(got, []int{0, 1, 2}) {
		t.Errorf("the read let go while read from got %v", got)
	}
}
