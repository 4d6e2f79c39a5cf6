package database

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// openSQLite opens a migrated SQLite database in a temporary directory,
// whatever TEST_POSTGRES_URL says: backups are SQLite's.
func openSQLite(t *testing.T) (*DB, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "site.db")
	db, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db, path
}

func TestBackupIntoKeepsTheNewest(t *testing.T) {
	db, _ := openSQLite(t)
	dir := filepath.Join(t.TempDir(), "backups")
	start := time.Date(2026, 11, 1, 3, 0, 0, 0, time.UTC)
	for day := range 5 {
		name, err := db.BackupInto(context.Background(), dir, start.AddDate(0, 0, day), 3)
		if err != nil {
			t.Fatal(err)
		}
		if err := Check(context.Background(), name); err != nil {
			t.Fatal(err)
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	want := []string{BackupName(dir, start.AddDate(0, 0, 2)), BackupName(dir, start.AddDate(0, 0, 3)), BackupName(dir, start.AddDate(0, 0, 4))}
	if !slices.Equal(files, want) {
		t.Errorf("got %v, want %v", files, want)
	}
}

func TestBackupRefusesToOverwrite(t *testing.T) {
	db, _ := openSQLite(t)
	dest := filepath.Join(t.TempDir(), "b.db")
	if err := os.WriteFile(dest, []byte("keep me"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := db.Backup(context.Background(), dest); err == nil {
		t.Error("got nil, want an error")
	}
	if b, _ := os.ReadFile(dest); string(b) != "keep me" {
		t.Errorf("got %q, want the file untouched", b)
	}
}

func TestLockIsExclusiveUntilReleased(t *testing.T) {
	path := filepath.Join(t.TempDir(), "site.db")
	release, err := Lock(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Lock(path); !errors.Is(err, ErrInUse) {
		t.Errorf("second lock: got %v, want ErrInUse", err)
	}
	release()
	again, err := Lock(path)
	if err != nil {
		t.Fatalf("lock after release: got %v, want nil", err)
	}
	again()
}

// Defect 10: Check opened "file:"+path+"?mode=ro", so for "good.db?" it
// checked good.db, and Restore installed the corrupt "good.db?".
func TestCheckReadsTheFileNamed(t *testing.T) {
	db, good := openSQLite(t)
	db.Close()
	odd := good + "?"
	if err := os.WriteFile(odd, bytes.Repeat([]byte("not a database "), 300), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := Check(context.Background(), good); err != nil {
		t.Fatalf("the good file: got %v", err)
	}
	if err := Check(context.Background(), odd); !errors.Is(err, ErrCorrupt) {
		t.Errorf("%q: got %v, want ErrCorrupt", filepath.Base(odd), err)
	}
	dst := filepath.Join(t.TempDir(), "restored.db")
	if _, err := Restore(context.Background(), odd, dst); !errors.Is(err, ErrCorrupt) {
		t.Errorf("restore %q: got %v, want ErrCorrupt", filepath.Base(odd), err)
	}
}
