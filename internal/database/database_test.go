package database_test

import (
	"context"
	"database/sql"
	"path/filepath"
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
