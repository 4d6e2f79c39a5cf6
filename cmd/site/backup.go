package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"time"

	"agencysite/internal/config"
	"agencysite/internal/database"
	"agencysite/internal/metrics"
)

const backupUsage = `Usage:
  site backup [--database URL] DEST
        copy the SQLite database to the file DEST (or into the directory
        DEST) while the server runs, and check the copy
  site restore [--database URL] SRC
        put the backup SRC in place of the database; refused while a
        server runs on it. The database it replaces is kept beside it.

PostgreSQL: use pg_dump -Fc and pg_restore (docs/deploy.md).
`

// runBackup is "site backup DEST" and "site restore SRC".
func runBackup(ctx context.Context, cmd string, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	cfg, err := config.Load(nil, getenv, stderr)
	if err != nil {
		return err
	}
	fs := flag.NewFlagSet("site "+cmd, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, backupUsage) }
	dbURL := fs.String("database", cfg.DatabaseURL, "SQLite file path (env DATABASE_URL)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return fmt.Errorf("%s: want one file name", cmd)
	}
	path, ok := database.SQLitePath(*dbURL)
	if !ok {
		return fmt.Errorf("%s: %w", cmd, database.ErrNotSQLite)
	}
	if cmd == "restore" {
		kept, err := database.Restore(ctx, fs.Arg(0), path)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "restored %s from %s (integrity ok)\n", path, fs.Arg(0))
		if kept != "" {
			fmt.Fprintf(stdout, "the database it replaced is kept as %s\n", kept)
		}
		return nil
	}
	dest := fs.Arg(0)
	if info, err := os.Stat(dest); err == nil && info.IsDir() {
		dest = database.BackupName(dest, time.Now())
	}
	db, err := database.Open(ctx, path)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := db.Backup(ctx, dest); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "backed up %s to %s (integrity ok)\n", path, dest)
	return nil
}

// startBackups copies the SQLite database into cfg.BackupDir every
// cfg.BackupEvery until ctx ends, keeping cfg.BackupKeep copies.
func startBackups(ctx context.Context, db *database.DB, cfg config.Config, log *slog.Logger, m *metrics.Metrics) {
	if cfg.BackupEvery <= 0 {
		return
	}
	if db.Dialect != database.SQLite {
		log.Error("scheduled backups are for SQLite; use pg_dump", "err", database.ErrNotSQLite)
		return
	}
	go func() {
		tick := time.NewTicker(cfg.BackupEvery)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case now := <-tick.C:
				name, err := db.BackupInto(ctx, cfg.BackupDir, now, cfg.BackupKeep)
				if ctx.Err() != nil {
					return // stopped in the middle: not a failed backup
				}
				m.Backup(now, err)
				if err != nil {
					log.Error("backup failed", "err", err)
					continue
				}
				log.Info("backup written", "file", name)
			}
		}
	}()
}
