// Command loadgen measures analytics ingest: it posts event batches to a
// site server on this machine for a bounded time, prints events per second,
// latency percentiles and errors, then checks that every accepted event
// reached the database.
//
//	loadgen -url http://127.0.0.1:18090 -duration 30s -rate 10000 -db /tmp/x/site.db
//
// It only ever talks to loopback addresses, and stops by itself.
//
// "loadgen soak" runs the binary itself, with a kill -9 in the middle,
// and checks that nothing acknowledged was lost (soak.go).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"time"

	"agencysite/internal/database"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "loadgen:", err)
		}
		os.Exit(1)
	}
}

// Bounds that keep a mistyped flag from turning into a runaway test.
const (
	maxDuration = 10 * time.Minute
	maxRate     = 200_000
	maxAddrs    = 5000
)

type options struct {
	target   *url.URL
	duration time.Duration
	rate     int // events per second, all addresses together
	batch    int // events per request
	addrs    int // source addresses 127.0.0.2 …, one simulated network each
	db       string
}

func run(ctx context.Context, args []string, out io.Writer) error {
	if len(args) > 0 && args[0] == "soak" {
		return runSoak(ctx, args[1:], out)
	}
	fs := flag.NewFlagSet("loadgen", flag.ContinueOnError)
	rawURL := fs.String("url", "http://127.0.0.1:18090", "site server to load (loopback only)")
	var o options
	fs.DurationVar(&o.duration, "duration", 30*time.Second, "how long to send (at most 10m)")
	fs.IntVar(&o.rate, "rate", 10000, "events per second to offer")
	fs.IntVar(&o.batch, "batch", 2, "events per request (1-50; a browser sends one or two)")
	fs.IntVar(&o.addrs, "addrs", 2000, "source addresses to spread the load over, so the per-address rate limit is not what is measured")
	fs.StringVar(&o.db, "db", "", "the server's database (SQLite path or postgres:// URL), to check every accepted event was stored")
	if err := fs.Parse(args); err != nil {
		return err
	}
	target, err := loopbackURL(*rawURL)
	if err != nil {
		return err
	}
	o.target = target
	switch {
	case o.duration <= 0 || o.duration > maxDuration:
		return fmt.Errorf("-duration must be in (0, %v]", maxDuration)
	case o.rate <= 0 || o.rate > maxRate:
		return fmt.Errorf("-rate must be in [1, %d]", maxRate)
	case o.batch < 1 || o.batch > 50:
		return fmt.Errorf("-batch must be in [1, 50]")
	case o.addrs < 1 || o.addrs > maxAddrs:
		return fmt.Errorf("-addrs must be in [1, %d]", maxAddrs)
	}
	if err := waitHealthy(ctx, o.target, 15*time.Second); err != nil {
		return err
	}
	fmt.Fprintf(out, "loadgen: offering %d events/s in batches of %d from %d addresses for %v to %s\n",
		o.rate, o.batch, o.addrs, o.duration, o.target.Host)
	res := send(ctx, o)
	res.print(out)
	failed := res.errors > 0
	if o.db != "" {
		if err := verify(ctx, o.db, res.accepted, out); err != nil {
			fmt.Fprintln(out, "verify:", err)
			failed = true
		}
	}
	if failed {
		return errors.New("errors during the run (see above)")
	}
	return nil
}

// loopbackURL parses raw and refuses any host that is not this machine.
func loopbackURL(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "http" || u.Host == "" {
		return nil, fmt.Errorf("-url must be http://127.0.0.1:PORT, got %q", raw)
	}
	host := u.Hostname()
	if host == "localhost" {
		host = "127.0.0.1"
	}
	// IPv4 only: the load leaves from 127.0.0.2 and up.
	if ip := net.ParseIP(host); ip == nil || ip.To4() == nil || !ip.IsLoopback() {
		return nil, fmt.Errorf("-url must name an IPv4 loopback address, got %q", u.Hostname())
	}
	u.Host = net.JoinHostPort(host, u.Port())
	return u, nil
}

// waitHealthy polls /healthz until the server answers or timeout passes.
func waitHealthy(ctx context.Context, target *url.URL, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	for {
		req, _ := http.NewRequestWithContext(ctx, "GET", target.JoinPath("/healthz").String(), nil)
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("server at %s not healthy after %v", target.Host, timeout)
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// verify waits for the server's writer (it flushes at least every second)
// and compares the stored events with the accepted ones. The database must
// have been empty before the run.
func verify(ctx context.Context, dbURL string, accepted int64, out io.Writer) error {
	db, err := database.Open(ctx, dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	deadline := time.Now().Add(15 * time.Second)
	for {
		var stored int64
		if err := db.QueryRowContext(ctx, `SELECT count(*) FROM analytics_events`).Scan(&stored); err != nil {
			return err
		}
		if stored == accepted {
			fmt.Fprintf(out, "verify: all %d accepted events are in the database\n", accepted)
			return nil
		}
		if stored > accepted || time.Now().After(deadline) {
			return fmt.Errorf("%d events stored, %d accepted", stored, accepted)
		}
		time.Sleep(200 * time.Millisecond)
	}
}
