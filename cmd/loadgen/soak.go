package main

import (
	"bufio"
	"context"
	"database/sql"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"time"

	"agencysite/internal/database"
)

const soakUsage = `Usage: loadgen soak [-mode sqlite|postgres] [-duration 60s] [-bin bin/site]

Runs the real binary on loopback (one instance on SQLite, or two on one
PostgreSQL database), sends pages, event batches and consultation requests
for -duration with a kill -9 of an instance halfway, then checks that every
acknowledged lead and accepted event was stored and every mail reached the
local SMTP server exactly once. Ports: 127.0.0.1:4470-4479.
`

// Ports of the soak, all on 127.0.0.1 (4470-4479).
const (
	sinkPort     = 4471
	firstPort    = 4472 // instance i serves on firstPort+i
	firstMetrics = 4476 // and metrics on firstMetrics+i
)

type soakOptions struct {
	bin, mode, pgURL, dir    string
	duration                 time.Duration
	pages, batches, leads, n int
}

func runSoak(ctx context.Context, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("loadgen soak", flag.ContinueOnError)
	fs.Usage = func() { fmt.Fprint(fs.Output(), soakUsage); fs.PrintDefaults() }
	var o soakOptions
	fs.StringVar(&o.bin, "bin", "bin/site", "the site binary")
	fs.StringVar(&o.mode, "mode", "sqlite", "sqlite: one instance; postgres: two instances on one database")
	fs.StringVar(&o.pgURL, "postgres", "postgres://postgres:postgres@127.0.0.1:5432/postgres?sslmode=disable", "postgres mode: a server where a fresh database can be created")
	fs.DurationVar(&o.duration, "duration", 60*time.Second, "how long to send (at most 10m)")
	fs.IntVar(&o.pages, "pages", 300, "pages per second")
	fs.IntVar(&o.batches, "batches", 150, "event batches per second")
	fs.IntVar(&o.n, "batch", 10, "events per batch")
	fs.IntVar(&o.leads, "leads", 20, "consultation requests per second")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if o.duration <= 0 || o.duration > maxDuration || (o.mode != "sqlite" && o.mode != "postgres") {
		return fmt.Errorf("soak: -duration in (0, %v] and -mode sqlite or postgres", maxDuration)
	}
	dir, err := os.MkdirTemp("", "soak-")
	if err != nil {
		return err
	}
	o.dir = dir
	fmt.Fprintf(out, "soak (%s): logs and database in %s\n", o.mode, dir)

	sink, err := startSink(fmt.Sprintf("127.0.0.1:%d", sinkPort))
	if err != nil {
		return fmt.Errorf("soak: SMTP sink: %w", err)
	}
	defer sink.close()
	dbURL, drop, err := soakDatabase(o)
	if err != nil {
		return err
	}
	defer drop()
	count := 1
	if o.mode == "postgres" {
		count = 2
	}
	var instances []*instance
	for i := range count {
		in := &instance{name: fmt.Sprintf("site%d", i), addr: fmt.Sprintf("127.0.0.1:%d", firstPort+i),
			metricsAddr: fmt.Sprintf("127.0.0.1:%d", firstMetrics+i), logDir: dir}
		in.env = []string{"PATH=" + os.Getenv("PATH"), "ADDR=" + in.addr, "METRICS_ADDR=" + in.metricsAddr,
			"DATABASE_URL=" + dbURL, "DATA_DIR=" + dir, "BASE_URL=http://" + in.addr, "TRUST_PROXY=true",
			fmt.Sprintf("SMTP_URL=smtp://127.0.0.1:%d?tls=none", sinkPort), "MAIL_FROM=site@soak.localhost",
			"LEADS_NOTIFY_TO=agency@soak.localhost", "LOG_LEVEL=warn"}
		instances = append(instances, in)
		defer in.stop()
		// One at a time: the migrations of an empty database must not race.
		if err := in.start(ctx, o.bin); err != nil {
			return err
		}
	}

	l := newLoad(instances)
	loadCtx, cancel := context.WithTimeout(ctx, o.duration)
	defer cancel()
	done := make(chan struct{})
	start := time.Now()
	go func() { l.run(loadCtx, o.pages, o.batches, o.leads, o.n); close(done) }()
	var kills []kill
	select {
	case <-time.After(o.duration / 2):
	case <-loadCtx.Done():
	}
	victim := instances[0]
	kills = append(kills, kill{instance: 0, at: time.Now()})
	if err := victim.kill(); err != nil {
		return err
	}
	fmt.Fprintf(out, "kill -9 %s at %.1fs\n", victim.name, time.Since(start).Seconds())
	if o.mode == "postgres" {
		time.Sleep(5 * time.Second) // the other instance carries the load alone
	}
	if err := victim.start(ctx, o.bin); err != nil {
		return err
	}
	fmt.Fprintf(out, "%s ready again at %.1fs\n", victim.name, time.Since(start).Seconds())
	<-done
	elapsed := time.Since(start)
	fmt.Fprintln(out, "requests:")
	l.print(out, elapsed)

	db, err := database.Open(ctx, dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	took, pending, err := waitForOutbox(ctx, db, 200*time.Second)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "outbox drained %.1fs after the load (%d still pending)\n", took.Seconds(), pending)
	for _, in := range instances {
		fmt.Fprintf(out, "metrics of %s after the soak (site_ series, histogram buckets left out):\n", in.name)
		printMetrics(in.metricsAddr, out)
	}
	stopErr := error(nil)
	for _, in := range instances {
		stopErr = errors.Join(stopErr, in.stop())
		fmt.Fprintf(out, "%s: peak RSS per life %v kB\n", in.name, in.peakRSS)
	}
	problems, err := check(ctx, db, l, sink, kills, out)
	if err != nil {
		return err
	}
	if errs := l.errors(); errs > 0 || problems > 0 || stopErr != nil {
		return fmt.Errorf("soak: %d request errors, %d problems found; %v", errs, problems, stopErr)
	}
	fmt.Fprintln(out, "soak: OK — nothing acknowledged was lost, every mail arrived exactly once")
	return nil
}

// soakDatabase is a fresh database for the run: a SQLite file in the
// run's directory, or a new PostgreSQL database dropped afterwards.
func soakDatabase(o soakOptions) (string, func(), error) {
	if o.mode == "sqlite" {
		return o.dir + "/site.db", func() {}, nil
	}
	admin, err := sql.Open("pgx", o.pgURL)
	if err != nil {
		return "", nil, err
	}
	name := fmt.Sprintf("soak_%d", time.Now().Unix())
	if _, err := admin.Exec("CREATE DATABASE " + name); err != nil {
		admin.Close()
		return "", nil, fmt.Errorf("soak: create database: %w", err)
	}
	url := strings.Replace(o.pgURL, "/postgres?", "/"+name+"?", 1)
	return url, func() {
		admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
		admin.Close()
	}, nil
}

// printMetrics prints the site_ series of a scrape, without histogram
// buckets, and the process's resident memory.
func printMetrics(addr string, out io.Writer) {
	resp, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		fmt.Fprintf(out, "  scrape failed: %v\n", err)
		return
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		line := sc.Text()
		if (strings.HasPrefix(line, "site_") && !strings.Contains(line, "_bucket{")) ||
			strings.HasPrefix(line, "process_resident_memory_bytes ") {
			fmt.Fprintf(out, "  %s\n", line)
		}
	}
}
