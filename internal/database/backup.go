package database

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"
)

// Errors of backups and restores.
var (
	// ErrNotSQLite: backups of PostgreSQL are pg_dump's job (docs/deploy.md).
	ErrNotSQLite = errors.New("database: backups copy SQLite only; use pg_dump for PostgreSQL")
	// ErrInUse: a server holds the database's lock.
	ErrInUse = errors.New("database: in use by a running server; stop it first")
	// ErrCorrupt: PRAGMA integrity_check found problems.
	ErrCorrupt = errors.New("database: integrity check failed")
)

// SQLitePath is the file of a SQLite database URL, and false for PostgreSQL.
func SQLitePath(url string) (string, bool) {
	if strings.HasPrefix(url, "postgres://") || strings.HasPrefix(url, "postgresql://") {
		return "", false
	}
	return strings.TrimPrefix(url, "sqlite:"), true
}

// Backup writes a consistent copy of the database to dest, which must not
// exist, while the server keeps running: VACUUM INTO reads in one
// transaction, so the copy is the database at one instant. The copy is
// checked with PRAGMA integrity_check before it takes its name, so a file
// at dest is always a whole, checked backup.
func (db *DB) Backup(ctx context.Context, dest string) error {
	if db.Dialect != SQLite {
		return ErrNotSQLite
	}
	if _, err := os.Stat(dest); err == nil {
		return fmt.Errorf("database: backup: %s already exists", dest)
	}
	if err := os.MkdirAll(filepath.Dir(dest), 0o750); err != nil {
		return fmt.Errorf("database: backup: %w", err)
	}
	partial := dest + ".partial"
	os.Remove(partial) // left by a backup that crashed
	if _, err := db.ExecContext(ctx, `VACUUM INTO $1`, partial); err != nil {
		os.Remove(partial)
		return fmt.Errorf("database: backup: %w", err)
	}
	if err := checkBackup(ctx, partial); err != nil {
		os.Remove(partial)
		return err
	}
	if err := os.Rename(partial, dest); err != nil {
		return fmt.Errorf("database: backup: %w", err)
	}
	return nil
}

// checkBackup is Check; a test replaces it to see a failed check keep the
// copy from taking its name (a copy VACUUM INTO just wrote cannot be made
// to fail the real one).
var checkBackup = Check

// Check opens the SQLite file at path read-only and runs PRAGMA
// integrity_check; the error wraps ErrCorrupt with what it found.
func Check(ctx context.Context, path string) error {
	if _, err := os.Stat(path); err != nil {
		return fmt.Errorf("database: check: %w", err)
	}
	// The path is escaped: "good.db?" unescaped would open good.db,
	// check it, and let Restore install the other file.
	db, err := sql.Open("sqlite", "file:"+(&url.URL{Path: path}).EscapedPath()+"?mode=ro")
	if err != nil {
		return fmt.Errorf("database: check: %w", err)
	}
	defer db.Close()
	rows, err := db.QueryContext(ctx, `PRAGMA integrity_check`)
	if err != nil {
		return fmt.Errorf("database: check %s: %w: %v", path, ErrCorrupt, err)
	}
	defer rows.Close()
	var found []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return fmt.Errorf("database: check: %w", err)
		}
		found = append(found, line)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("database: check %s: %w: %v", path, ErrCorrupt, err)
	}
	if !slices.Equal(found, []string{"ok"}) {
		return fmt.Errorf("database: check %s: %w: %s", path, ErrCorrupt, strings.Join(found, "; "))
	}
	return nil
}

// Lock takes the lock a running server holds on its SQLite database (a
// lock file beside it, flock'ed; the kernel drops it when the process
// dies, even by kill -9). It fails with ErrInUse when another process
// holds it. Call release when done.
func Lock(path string) (release func(), err error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
		return nil, fmt.Errorf("database: lock: %w", err)
	}
	f, err := os.OpenFile(path+".lock", os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return nil, fmt.Errorf("database: lock: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("%w (%s.lock)", ErrInUse, path)
		}
		return nil, fmt.Errorf("database: lock: %w", err)
	}
	return func() { f.Close() }, nil
}

// Restore puts the backup at src in place of the SQLite database at dst,
// refusing (ErrInUse) while a server holds dst's lock, and (ErrCorrupt)
// a backup that fails its integrity check. A database already at dst is
// kept beside it as dst.replaced-TIME, with its WAL folded in; the name
// of that copy is returned ("" when there was none).
func Restore(ctx context.Context, src, dst string) (kept string, err error) {
	if err := Check(ctx, src); err != nil {
		return "", err
	}
	release, err := Lock(dst)
	if err != nil {
		return "", err
	}
	defer release()
	if _, err := os.Stat(dst); err == nil {
		if err := checkpoint(ctx, dst); err != nil {
			return "", err
		}
		kept = dst + ".replaced-" + time.Now().UTC().Format("20060102T150405Z")
		if err := os.Rename(dst, kept); err != nil {
			return "", fmt.Errorf("database: restore: %w", err)
		}
	}
	// A WAL left beside dst belongs to the old database: SQLite would
	// replay it onto the restored one.
	for _, suffix := range []string{"-wal", "-shm"} {
		if err := os.Remove(dst + suffix); err != nil && !errors.Is(err, os.ErrNotExist) {
			return kept, fmt.Errorf("database: restore: %w", err)
		}
	}
	if err := copyFile(src, dst); err != nil {
		return kept, fmt.Errorf("database: restore: %w", err)
	}
	return kept, nil
}

// checkpoint folds the WAL of the SQLite file at path into it.
func checkpoint(ctx context.Context, path string) error {
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		return fmt.Errorf("database: checkpoint: %w", err)
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`); err != nil {
		return fmt.Errorf("database: checkpoint: %w", err)
	}
	return nil
}

// copyFile copies src to dst through a temporary file, synced before it
// takes its name.
func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	tmp := dst + ".partial"
	out, err := os.OpenFile(tmp, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	_, err = io.Copy(out, in)
	if err == nil {
		err = out.Sync()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	return os.Rename(tmp, dst)
}
