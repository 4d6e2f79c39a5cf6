package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"

	"agencysite/internal/config"
)

// runHealthcheck is "site healthcheck": for container health checks in an
// image without curl. It asks the server on this machine for /readyz and
// fails unless the answer is 200.
func runHealthcheck(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	cfg, err := config.Load(nil, getenv, stderr)
	if err != nil {
		return err
	}
	fs := flag.NewFlagSet("site healthcheck", flag.ContinueOnError)
	fs.SetOutput(stderr)
	url := fs.String("url", localURL(cfg)+"/readyz", "what to ask")
	timeout := fs.Duration("timeout", 5*time.Second, "how long to wait for the answer")
	if err := fs.Parse(args); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, "GET", *url, nil)
	if err != nil {
		return fmt.Errorf("healthcheck: %w", err)
	}
	// The answer of this server, not of a redirect target.
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("healthcheck: %w", err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1024))
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("healthcheck: %s: %s %s", *url, resp.Status, body)
	}
	fmt.Fprintf(stdout, "%s", body)
	return nil
}

// localURL is where the server of cfg answers plain HTTP on this machine:
// its -addr, or with -tls-domain its redirect address, which answers the
// health checks itself.
func localURL(cfg config.Config) string {
	addr := cfg.Addr
	if len(cfg.TLSDomains) > 0 {
		addr = cfg.RedirectAddr
	}
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "http://" + addr
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, port)
}
