package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/database"
	"agencysite/internal/settings"
)

// runAnalyticsSeed is "site analytics seed": synthetic traffic for
// development and `make bench` (docs/analytics.md).
func runAnalyticsSeed(ctx context.Context, sub subcommand, args []string, stdout, stderr io.Writer) error {
	events := sub.fs.Int("events", 0, "about how many events")
	days := sub.fs.Int("days", 30, "over how many days, ending now")
	force := sub.fs.Bool("force", false, "seed even a database that holds real events")
	seed := sub.fs.Uint64("seed", 1, "random seed: the same seed makes the same traffic")
	if err := sub.parse(args); err != nil {
		return err
	}
	if *events < 1 || *events > 100_000_000 {
		return fmt.Errorf("analytics seed: --events %d: want 1 to 100,000,000", *events)
	}
	if *days < 1 || *days > 400 {
		return fmt.Errorf("analytics seed: --days %d: want 1 to 400", *days)
	}
	db, err := database.Open(ctx, *sub.database) // Open migrates
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
