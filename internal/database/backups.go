package database

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"
)

// backupPattern names scheduled backups; the UTC time in the name makes
// their order by name their order in time.
const backupPattern = "site-*.db"

// BackupName is the file of a scheduled backup taken at t in dir.
func BackupName(dir string, t time.Time) string {
	return filepath.Join(dir, "site-"+t.UTC().Format("20060102T150405Z")+".db")
}

// BackupInto writes a backup named for now into dir, then deletes the
// oldest scheduled backups beyond keep. It returns the new file's name.
func (db *DB) BackupInto(ctx context.Context, dir string, now time.Time, keep int) (string, error) {
	name := BackupName(dir, now)
	if err := db.Backup(ctx, name); err != nil {
		return "", err
	}
	files, err := filepath.Glob(filepath.Join(dir, backupPattern))
	if err != nil {
		return name, fmt.Errorf("database: prune backups: %w", err)
	}
	slices.Sort(files)
	for _, old := range files[:max(0, len(files)-keep)] {
		if err := os.Remove(old); err != nil {
			return name, fmt.Errorf("database: prune backups: %w", err)
		}
	}
	return name, nil
}
