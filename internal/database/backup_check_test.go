package database

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// TestBackupIsCheckedBeforeItIsNamed: Backup checks the whole copy under
// its temporary name; a copy that fails never takes the backup's name, and
// one that passes does.
func TestBackupIsCheckedBeforeItIsNamed(t *testing.T) {
	db, _ := openSQLite(t)
	dest := filepath.Join(t.TempDir(), "b.db")
	var checked []string
	checkBackup = func(ctx context.Context, path string) error {
		checked = append(checked, path)
		if _, err := os.Stat(dest); err == nil {
			t.Errorf("got %s named before its check", dest)
		}
		if err := Check(ctx, path); err != nil {
			t.Errorf("got the real check failing on a fresh copy: %v", err)
		}
		return fmt.Errorf("database: check %s: %w", path, ErrCorrupt)
	}
	t.Cleanup(func() { checkBackup = Check })
	if err := db.Backup(context.Background(), dest); !errors.Is(err, ErrCorrupt) {
		t.Errorf("got %v, want ErrCorrupt", err)
	}
	if len(checked) != 1 || checked[0] == dest {
		t.Errorf("got checks of %v, want one of the copy under its temporary name", checked)
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(dest), "*"))
	if len(left) != 0 {
		t.Errorf("got %v left after a failed check, want nothing", left)
	}
	checkBackup = Check
	if err := db.Backup(context.Background(), dest); err != nil {
		t.Fatal(err)
	}
	if err := Check(context.Background(), dest); err != nil {
		t.Errorf("got %v, want a checked backup at %s", err, dest)
	}
}
