package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/config"
	"agencysite/internal/database"
	"agencysite/internal/settings"
)

// runAnalyticsSeed is "site analytics seed": synthetic traffic for
// development and `make bench` (docs/analytics.md).
func runAnalyticsSeed(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	cfg, err := config.Load(nil, getenv, stderr)
	if err != nil {
		return err
	}
	fs := flag.NewFlagSet("site analytics seed", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, analyticsUsage) }
	dbURL := fs.String("database", cfg.DatabaseURL, "SQLite file path, or a postgres:// URL (env DATABASE_URL)")
	events := fs.Int("events", 0, "about how many events")
	days := fs.Int("days", 30, "over how many days, ending now")
	force := fs.Bool("force", false, "seed even a database that holds real events")
	seed := fs.Uint64("seed", 1, "random seed: the same seed makes the same traffic")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("analytics seed: unexpected argument %q", fs.Arg(0))
	}
	if *events < 1 || *events > 100_000_000 {
		return fmt.Errorf("analytics seed: --events %d: want 1 to 100,000,000", *events)
	}
	if *days < 1 || *days > 400 {
		return fmt.Errorf("analytics seed: --days %d: want 1 to 400", *days)
	}
	db, err := database.Open(ctx, *dbURL) // Open migrates
	if err != nil {
		return err
	}
	defer db.Close()
	cat, err := analytics.LoadCatalogue()
	if err != nil {
		return err
	}
	start, last := time.Now(), time.Now()
	n, err := analytics.Seed(ctx, db, cat, analytics.SeedOptions{Mark: settings.NewStore(db, settings.Options{}), Events: *events, Days: *days, Now: db.Now(), Force: *force, Seed: *seed,
		Progress: func(n int) {
			if time.Since(last) > 5*time.Second {
				last = time.Now()
				fmt.Fprintf(stderr, "analytics seed: %d events…\n", n)
			}
		}})
	if err != nil {
		return err
	}
	took := time.Since(start)
	fmt.Fprintf(stdout, "analytics seed: %d events over %d days in %s (%.0f events/s)\n", n, *days, took.Round(time.Millisecond), float64(n)/took.Seconds())
	return nil
}
