package database_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"testing"

	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
)

func TestMigrateIsIdempotent(t *testing.T) {
	db := dbtest.Open(t)
	if err := db.Migrate(context.Background()); err != nil {
		t.Fatalf("second migrate: %v", err)
	}
	var applied, files int
	if err := db.QueryRow(`SELECT count(*) FROM schema_migrations`).Scan(&applied); err != nil {
		t.Fatal(err)
	}
	files = database.MigrationCount()
	if applied != files {
		t.Errorf("got %d migrations recorded, want %d", applied, files)
	}
}

func TestOpenSQLiteUsesWAL(t *testing.T) {
	db, err := database.Open(context.Background(), filepath.Join(t.TempDir(), "wal.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var mode string
	if err := db.QueryRow(`PRAGMA journal_mode`).Scan(&mode); err != nil {
		t.Fatal(err)
	}
	if mode != "wal" {
		t.Errorf("got journal_mode %q, want wal", mode)
	}
}

// Every connection maps the file, so a dashboard's scans read the kernel's
// page cache rather than pread into a 2 MB cache (decision 0325).
func TestOpenSQLiteMapsTheFile(t *testing.T) {
	db, err := database.Open(context.Background(), filepath.Join(t.TempDir(), "mmap.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxIdleConns(3)
	conns := make([]*sql.Conn, 3)
	for i := range conns {
		c, err := db.Conn(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		conns[i] = c
	}
	for i, c := range conns {
		var size int64
		if err := c.QueryRowContext(context.Background(), `PRAGMA mmap_size`).Scan(&size); err != nil {
			t.Fatal(err)
		}
		if size < 1<<30 {
			t.Errorf("connection %d: mmap_size %d, want at least 1 GiB", i, size)
		}
	}
}

// On PostgreSQL a connection starts without parallel workers (the
// dashboard's queries already run side by side, decision 0325), unless the
// URL sets the setting itself.
func TestOpenPostgresWithoutParallelWorkers(t *testing.T) {
	if !dbtest.IsPostgres() {
		t.Skip("PostgreSQL only: the PostgreSQL run sets TEST_POSTGRES_URL")
	}
	url := dbtest.MigratedURL(t)
	for _, c := range []struct{ url, want string }{
		{url, "0"},
		{withParam(url, "max_parallel_workers_per_gather=2"), "2"},
	} {
		db, err := database.Open(context.Background(), c.url)
		if err != nil {
			t.Fatal(err)
		}
		var got string
		if err := db.QueryRow(`SHOW max_parallel_workers_per_gather`).Scan(&got); err != nil {
			t.Fatal(err)
		}
		db.Close()
		if got != c.want {
			t.Errorf("%s: max_parallel_workers_per_gather = %s, want %s", c.url, got, c.want)
		}
	}
}

func withParam(url, param string) string {
	if strings.Contains(url, "?") {
		return url + "&" + param
	}
	return url + "?" + param
}

// Instances started together on an empty database each migrate it on
// start; only one may run the migrations, the others wait and find them done.
func TestOpenConcurrentlyOnAnEmptyDatabase(t *testing.T) {
	url := dbtest.URL(t)
	const instances = 2
	errs := make(chan error, instances)
	start := make(chan struct{})
	for range instances {
		go func() {
			<-start
			db, err := database.Open(context.Background(), url)
			if err == nil {
				db.Close()
			}
			errs <- err
		}()
	}
	close(start)
	for range instances {
		if err := <-errs; err != nil {
			t.Errorf("open: got %v, want nil", err)
		}
	}
}

func TestPoolKeepsItsConnectionsIdle(t *testing.T) {
	tests := []struct {
		name               string
		pool               database.Pool
		wantOpen, wantIdle int
	}{
		{"defaults keep every connection of a burst", database.Pool{}, defaultMaxOpen(), defaultMaxOpen()},
		{"configured", database.Pool{MaxOpen: 6, MaxIdle: 3}, 6, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db, err := database.OpenPool(context.Background(), dbtest.URL(t), tt.pool)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			// A burst holds every connection at once, then lets them go.
			ctx := context.Background()
			var conns []*sql.Conn
			for range tt.wantOpen {
				c, err := db.Conn(ctx)
				if err != nil {
					t.Fatal(err)
				}
				conns = append(conns, c)
			}
			for _, c := range conns {
				c.Close()
			}
			st := db.Stats()
			if st.MaxOpenConnections != tt.wantOpen {
				t.Errorf("got max open %d, want %d", st.MaxOpenConnections, tt.wantOpen)
			}
			if st.Idle != tt.wantIdle {
				t.Errorf("got %d idle after a burst, want %d", st.Idle, tt.wantIdle)
			}
		})
	}
}

func defaultMaxOpen() int {
	if dbtest.IsPostgres() {
		return 10
	}
	return 4
}
