package config

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"
)

// Operations is what an operator sets to run the server in production: TLS
// of its own, a metrics listener, scheduled backups (docs/deploy.md).
type Operations struct {
	// DataDir holds what the server keeps on disk besides a SQLite
	// database: the ACME certificate cache, by default the backups.
	DataDir string
	// TLSDomains, when set, make the server get certificates for them from
	// Let's Encrypt and serve HTTPS on TLSAddr, redirecting RedirectAddr.
	TLSDomains   []string
	TLSAddr      string
	RedirectAddr string
	// ACMEEmail is given to the ACME server for expiry notices; optional.
	ACMEEmail string
	// MetricsAddr serves Prometheus metrics when set; off by default.
	MetricsAddr string
	// BackupEvery > 0 copies the SQLite database into BackupDir that often,
	// keeping the newest BackupKeep copies.
	BackupDir   string
	BackupEvery time.Duration
	BackupKeep  int
}

func (o *Operations) settings() []setting {
	return []setting{
		{"data-dir", "DATA_DIR", "directory for the certificate cache and, by default, backups", stringVar(&o.DataDir, "./data")},
		{"tls-domain", "TLS_DOMAIN", "serve HTTPS for these comma-separated domains with certificates from Let's Encrypt (ACME), on -tls-addr and -redirect-addr instead of -addr; empty: plain HTTP on -addr, for a proxy in front", listVar(&o.TLSDomains)},
		{"tls-addr", "TLS_ADDR", "with -tls-domain: the HTTPS listen address", stringVar(&o.TLSAddr, ":443")},
		{"redirect-addr", "REDIRECT_ADDR", "with -tls-domain: the plain-HTTP address that answers ACME challenges and redirects to HTTPS", stringVar(&o.RedirectAddr, ":80")},
		{"acme-email", "ACME_EMAIL", "with -tls-domain: contact address for the certificate authority (optional)", stringVar(&o.ACMEEmail, "")},
		{"metrics-addr", "METRICS_ADDR", "serve Prometheus metrics on this address at /metrics (e.g. 127.0.0.1:9090); empty: off", stringVar(&o.MetricsAddr, "")},
		{"backup-dir", "BACKUP_DIR", "directory of scheduled SQLite backups (default: DATA_DIR/backups)", stringVar(&o.BackupDir, "")},
		{"backup-every", "BACKUP_EVERY", "copy the SQLite database this often, e.g. 24h; 0: no scheduled backups", durationVar(&o.BackupEvery, 0)},
		{"backup-keep", "BACKUP_KEEP", "scheduled backups kept, newest first", intVar(&o.BackupKeep, 7)},
	}
}

// check validates o and fills what follows from the rest of c.
func (o *Operations) check(c *Config) error {
	if o.BackupEvery < 0 || o.BackupKeep < 1 {
		return fmt.Errorf("config: backup-every must not be negative and backup-keep at least 1")
	}
	if o.BackupDir == "" {
		o.BackupDir = filepath.Join(o.DataDir, "backups")
	}
	if o.BackupEvery > 0 && strings.HasPrefix(c.DatabaseURL, "postgres") {
		return fmt.Errorf("config: backup-every copies SQLite only; back PostgreSQL up with pg_dump (docs/deploy.md)")
	}
	if len(o.TLSDomains) == 0 {
		return nil
	}
	c.HTTPS = true // HSTS on
	// A base URL not set is the first domain's.
	if c.BaseURL == "" {
		c.BaseURL = "https://" + o.TLSDomains[0]
	}
	return nil
}

type listValue struct{ p *[]string }

func listVar(p *[]string) listValue { return listValue{p} }
func (l listValue) String() string {
	if l.p == nil {
		return ""
	}
	return strings.Join(*l.p, ",")
}
func (l listValue) Set(v string) error {
	*l.p = nil
	for item := range strings.SplitSeq(v, ",") {
		if item = strings.ToLower(strings.TrimSpace(item)); item != "" {
			*l.p = append(*l.p, item)
		}
	}
	return nil
}
