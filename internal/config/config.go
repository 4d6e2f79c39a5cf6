// Package config reads the server's settings from flags, each with an
// environment-variable equivalent; a flag given on the command line wins.
package config

import (
	"encoding/base64"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/url"
	"strconv"
	"strings"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/database"
)

// Config is every setting of the server.
type Config struct {
	Addr          string // listen address
	BaseURL       string // public origin, for canonical links and the sitemap
	HTTPS         bool   // served over HTTPS: send Strict-Transport-Security
	DatabaseURL   string // SQLite path or postgres:// URL
	SiteDir       string // serve the built site from this directory instead of the embedded one
	SMTPURL       string // smtp://user:pass@host:587 or smtps://…; empty: mail off
	MailFrom      string // sender address of outgoing mail
	LeadsNotifyTo string // where lead notifications go; empty: the variant's address
	Retention     time.Duration
	TrustProxy    bool // take the client address from X-Forwarded-For
	LogLevel      slog.Level
	// CPUProfile is a file to write a CPU profile of the whole run to
	// (go tool pprof), for measuring under load; empty: none.
	CPUProfile string
	// DBPool bounds this instance's database connections.
	DBPool     database.Pool
	Operations // TLS, metrics, backups: operations.go
	// TOTPKey seals the back office's two-factor seeds and the webhooks'
	// URLs and secrets (32 bytes); nil: neither can be set up.
	TOTPKey []byte
	// WebhooksAllowLoopback lets webhooks reach loopback addresses over
	// http: development and tests only.
	WebhooksAllowLoopback bool
	// LeadsWaiting is how long a new lead may wait before it is highlighted.
	LeadsWaiting time.Duration
}

// localBaseURL is the base URL when none is set: this machine, on the
// port the server listens on, so that the first-run setup link and the
// canonical links of a development server on another port work.
func localBaseURL(addr string) string {
	if _, port, err := net.SplitHostPort(addr); err == nil && port != "" && port != "0" {
		return "http://localhost:" + port
	}
	return "http://localhost:8080"
}

type setting struct {
	flag, env, usage string
	value            flag.Value
}

// Load parses args (without the program name) with getenv supplying
// defaults. Usage and errors are written to out.
func Load(args []string, getenv func(string) string, out io.Writer) (Config, error) {
	c := Config{}
	retentionDays := analytics.DefaultRetentionDays
	totpKey := ""
	settings := []setting{
		{"addr", "ADDR", "listen address", stringVar(&c.Addr, "127.0.0.1:8080")},
		{"base-url", "BASE_URL", "public base URL of the site, used in canonical links and the sitemap (default: http://localhost on the port of -addr)", stringVar(&c.BaseURL, "")},
		{"https", "HTTPS", "the site is served over HTTPS (sends Strict-Transport-Security)", boolVar(&c.HTTPS, false)},
		{"database", "DATABASE_URL", "SQLite file path, or a postgres:// URL", stringVar(&c.DatabaseURL, "./data/site.db")},
		{"site-dir", "SITE_DIR", "serve the built site from this directory instead of the copy inside the binary", stringVar(&c.SiteDir, "")},
		{"smtp-url", "SMTP_URL", "SMTP server for mail, smtp://user:pass@host:587 (STARTTLS), smtps://… (TLS) or smtp://host:1025?tls=none (local test server); empty turns mail off", stringVar(&c.SMTPURL, "")},
		{"mail-from", "MAIL_FROM", "sender address of outgoing mail", stringVar(&c.MailFrom, "website@example.com")},
		{"leads-notify-to", "LEADS_NOTIFY_TO", "address that receives new consultation requests (default: the variant's e-mail)", stringVar(&c.LeadsNotifyTo, "")},
		{"retention-days", "ANALYTICS_RETENTION_DAYS", "days raw analytics events are kept", intVar(&retentionDays, analytics.DefaultRetentionDays)},
		{"log-level", "LOG_LEVEL", "least important log level written: debug, info (one line per request), warn or error", levelVar(&c.LogLevel)},
		{"cpu-profile", "CPU_PROFILE", "write a CPU profile of the whole run to this file, for `go tool pprof` (a benchmark's tool: it costs a few percent)", stringVar(&c.CPUProfile, "")},
		{"totp-key", "TOTP_KEY", "32 random bytes, base64 or hex, that encrypt the back office's two-factor seeds and the webhooks' URLs and secrets (`openssl rand -hex 32`); empty: neither two-factor nor webhooks can be set up", stringVar(&totpKey, "")},
		{"webhooks-allow-loopback", "WEBHOOKS_ALLOW_LOOPBACK", "let webhooks reach this machine (127.0.0.1, ::1, localhost, over http): development and tests only, never in production", boolVar(&c.WebhooksAllowLoopback, false)},
		{"leads-waiting", "LEADS_WAITING", "how long a new consultation request may wait before the back office highlights it", durationVar(&c.LeadsWaiting, 24*time.Hour)},
		{"trust-proxy", "TRUST_PROXY", "take the client address from X-Forwarded-For (only behind a proxy you run)", boolVar(&c.TrustProxy, false)},
		{"db-max-open", "DB_MAX_OPEN_CONNS", "most database connections this instance opens (0: 10 on PostgreSQL, 4 on SQLite); instances × this must stay under PostgreSQL's max_connections", intVar(&c.DBPool.MaxOpen, 0)},
		{"db-max-idle", "DB_MAX_IDLE_CONNS", "database connections kept open while unused (0: as many as db-max-open)", intVar(&c.DBPool.MaxIdle, 0)},
		{"db-conn-lifetime", "DB_CONN_LIFETIME", "close a database connection after this long, e.g. 30m", durationVar(&c.DBPool.MaxLifetime, 30*time.Minute)},
	}
	settings = append(settings, c.Operations.settings()...)
	fs := flag.NewFlagSet("site", flag.ContinueOnError)
	fs.SetOutput(out)
	for _, s := range settings {
		if v := getenv(s.env); v != "" {
			if err := s.value.Set(v); err != nil {
				return c, fmt.Errorf("config: %s=%q: %w", s.env, v, err)
			}
		}
		fs.Var(s.value, s.flag, fmt.Sprintf("%s (env %s)", s.usage, s.env))
	}
	fs.Usage = func() {
		fmt.Fprint(out, `Usage: site [flags]                       serve the website
       site leads list                    list consultation requests
       site leads export --format csv     export them as CSV
       site analytics report [--days N] [--json]
                                          print the analytics figures
       site analytics seed --events N --days D [--force]
                                          fill a development database with synthetic traffic
       site media import FILE --alt-en … --alt-ar …
                                          add a picture to the media library and process it
       site media list                    list the media library
       site migrate                       migrate the database and exit (a deployment step)
       site backup DEST                   copy the SQLite database to DEST, checked
       site restore SRC                   check SRC and install it as the database (server stopped)
       site healthcheck                   ask the local server's /readyz (for container health checks)
       site content export                print the working content document as JSON
       site content import FILE           validate FILE and make it the working content document
       site publish [--summary TEXT]      render the public pages and make them live (a new generation)
       site generations                   list the kept generations: who, when, what changed
       site rollback N                    make generation N live again
       site users create --email X [--name N] [--role owner|editor|member] [--invite]
                                          create a back-office account
       site users reset-password --email X
                                          set a new password, read from stdin
       site users reset-2fa --email X     turn off two-factor sign-in for a locked-out member

Run a command with -h for its own flags.

Flags:
`)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	var err error
	if fs.NArg() > 0 {
		return c, fmt.Errorf("config: unexpected argument %q", fs.Arg(0))
	}
	if c.DBPool.MaxOpen < 0 || c.DBPool.MaxIdle < 0 || c.DBPool.MaxLifetime <= 0 {
		return c, fmt.Errorf("config: db-max-open and db-max-idle must be 0 or more, db-conn-lifetime more than 0")
	}
	if retentionDays < 1 {
		return c, fmt.Errorf("config: retention-days must be at least 1, got %d", retentionDays)
	}
	c.Retention = time.Duration(retentionDays) * 24 * time.Hour
	if c.TOTPKey, err = parseKey(totpKey); err != nil {
		return c, fmt.Errorf("config: totp-key: %w", err)
	}
	if c.LeadsWaiting < time.Minute {
		return c, fmt.Errorf("config: leads-waiting must be at least 1m, got %s", c.LeadsWaiting)
	}
	if err := c.Operations.check(&c); err != nil {
		return c, err
	}
	if c.BaseURL == "" {
		c.BaseURL = localBaseURL(c.Addr)
	}
	u, err := url.Parse(c.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return c, fmt.Errorf("config: base-url must be an absolute http(s) URL, got %q", c.BaseURL)
	}
	c.BaseURL = strings.TrimSuffix(c.BaseURL, "/")
	return c, nil
}

type stringValue struct{ p *string }

func stringVar(p *string, def string) flag.Value { *p = def; return stringValue{p} }
func (s stringValue) String() string {
	if s.p == nil {
		return ""
	}
	return *s.p
}
func (s stringValue) Set(v string) error { *s.p = v; return nil }

// parsed is a flag whose text parse reads (an int, a duration), written
// back as fmt writes its value.
type parsed[T any] struct {
	p     *T
	parse func(string) (T, error)
}

func parsedVar[T any](p *T, def T, parse func(string) (T, error)) parsed[T] {
	*p = def
	return parsed[T]{p, parse}
}

// String is also called on a zero parsed, by flag, to tell a default.
func (v parsed[T]) String() string {
	if v.p == nil {
		var zero T
		return fmt.Sprint(zero)
	}
	return fmt.Sprint(*v.p)
}
func (v parsed[T]) Set(s string) error {
	x, err := v.parse(s)
	if err != nil {
		return err
	}
	*v.p = x
	return nil
}

// boolValue is a parsed bool, which a flag may set by its name alone.
type boolValue struct{ parsed[bool] }

func (boolValue) IsBoolFlag() bool { return true }

func boolVar(p *bool, def bool) flag.Value { return boolValue{parsedVar(p, def, strconv.ParseBool)} }
func intVar(p *int, def int) flag.Value    { return parsedVar(p, def, strconv.Atoi) }
func durationVar(p *time.Duration, def time.Duration) flag.Value {
	return parsedVar(p, def, time.ParseDuration)
}

type levelValue struct{ p *slog.Level }

func levelVar(p *slog.Level) flag.Value { *p = slog.LevelInfo; return levelValue{p} }
func (l levelValue) String() string {
	if l.p == nil {
		return "INFO"
	}
	return l.p.String()
}
func (l levelValue) Set(v string) error { return l.p.UnmarshalText([]byte(v)) }

// parseKey reads a 32-byte key written in hex or base64; "" is no key.
func parseKey(s string) ([]byte, error) {
	if s == "" {
		return nil, nil
	}
	if b, err := hex.DecodeString(s); err == nil && len(b) == 32 {
		return b, nil
	}
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(s); err == nil && len(b) == 32 {
			return b, nil
		}
	}
	return nil, errors.New("want 32 bytes in hex (64 digits) or base64")
}
