package main

import (
	"context"
	"flag"
	"fmt"
	"io"

	"agencysite/internal/config"
	"agencysite/internal/database"
)

const migrateUsage = `Usage:
  site migrate [--database URL]
        brings the database's schema up to this binary's version and exits;
        run it as its own deployment step before starting new instances.
        The server migrates on start too: under a PostgreSQL advisory lock,
        one instance at a time.
`

// runMigrate is "site migrate".
func runMigrate(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	cfg, err := config.Load(nil, getenv, stderr)
	if err != nil {
		return err
	}
	fs := flag.NewFlagSet("site migrate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, migrateUsage) }
	dbURL := fs.String("database", cfg.DatabaseURL, "SQLite file path, or a postgres:// URL (env DATABASE_URL)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("migrate: unexpected argument %q", fs.Arg(0))
	}
	db, err := database.Open(ctx, *dbURL) // Open migrates
	if err != nil {
		return err
	}
	defer db.Close()
	fmt.Fprintf(stdout, "site: database schema is current (%d migrations)\n", database.MigrationCount())
	return nil
}
