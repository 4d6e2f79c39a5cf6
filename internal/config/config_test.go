package config

import (
	"bytes"
	"errors"
	"flag"
	"log/slog"
	"strings"
	"testing"
	"time"

	"agencysite/internal/database"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestLoad(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		env   map[string]string
		check func(Config) string
	}{
		{"defaults", nil, nil, func(c Config) string {
			if c.Addr != "127.0.0.1:8080" || c.BaseURL != "http://localhost:8080" || c.HTTPS || c.DatabaseURL != "./data/site.db" ||
				c.Retention != 400*24*time.Hour || c.LogLevel != slog.LevelInfo {
				return "unexpected defaults"
			}
			return ""
		}},
		{"environment", nil, map[string]string{"ADDR": ":9000", "HTTPS": "true", "BASE_URL": "https://apps.example.com/", "ANALYTICS_RETENTION_DAYS": "30", "LOG_LEVEL": "warn"}, func(c Config) string {
			if c.Addr != ":9000" || !c.HTTPS || c.BaseURL != "https://apps.example.com" || c.Retention != 30*24*time.Hour || c.LogLevel != slog.LevelWarn {
				return "environment not applied"
			}
			return ""
		}},
		{"base URL follows the listen port when not set", []string{"-addr", "127.0.0.1:9400"}, nil, func(c Config) string {
			if c.BaseURL != "http://localhost:9400" {
				return "base URL " + c.BaseURL + ", want http://localhost:9400 (the first-run setup link must open)"
			}
			return ""
		}},
		{"database pool from the environment", nil, map[string]string{"DB_MAX_OPEN_CONNS": "25", "DB_MAX_IDLE_CONNS": "5", "DB_CONN_LIFETIME": "10m"}, func(c Config) string {
			if c.DBPool != (database.Pool{MaxOpen: 25, MaxIdle: 5, MaxLifetime: 10 * time.Minute}) {
				return "pool settings not applied"
			}
			return ""
		}},
		{"database pool defaults", nil, nil, func(c Config) string {
			if c.DBPool != (database.Pool{MaxLifetime: 30 * time.Minute}) {
				return "unexpected pool defaults (0 leaves the dialect's)"
			}
			return ""
		}},
		{"back office settings", []string{"-leads-waiting", "4h"}, map[string]string{"TOTP_KEY": strings.Repeat("ab", 32)}, func(c Config) string {
			if len(c.TOTPKey) != 32 || c.TOTPKey[0] != 0xab || c.LeadsWaiting != 4*time.Hour {
				return "TOTP key or waiting time not applied"
			}
			return ""
		}},
		{"TOTP key in base64", nil, map[string]string{"TOTP_KEY": "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY="}, func(c Config) string {
			if string(c.TOTPKey) != "0123456789abcdef0123456789abcdef" || c.LeadsWaiting != 24*time.Hour {
				return "base64 key not read, or waiting time not 24h by default"
			}
			return ""
		}},
		{"a switch by its name alone", []string{"-https", "-trust-proxy"}, nil, func(c Config) string {
			if !c.HTTPS || !c.TrustProxy {
				return "switches not turned on"
			}
			return ""
		}},
		{"flags win over environment", []string{"-addr", ":7000", "-https=false"}, map[string]string{"ADDR": ":9000", "HTTPS": "1"}, func(c Config) string {
			if c.Addr != ":7000" || c.HTTPS {
				return "flags did not win"
			}
			return ""
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Load(tt.args, env(tt.env), &bytes.Buffer{})
			if err != nil {
				t.Fatal(err)
			}
			if msg := tt.check(c); msg != "" {
				t.Errorf("%s: got %+v", msg, c)
			}
		})
	}
}

func TestLoadRejectsBadInput(t *testing.T) {
	tests := []struct {
		name string
		args []string
		env  map[string]string
	}{
		{"relative base URL", []string{"-base-url", "example.com"}, nil},
		{"ftp base URL", nil, map[string]string{"BASE_URL": "ftp://example.com"}},
		{"bad boolean in the environment", nil, map[string]string{"HTTPS": "maybe"}},
		{"zero retention", []string{"-retention-days", "0"}, nil},
		{"unknown flag", []string{"-nope"}, nil},
		{"stray argument", []string{"serve"}, nil},
		{"bad log level", []string{"-log-level", "loud"}, nil},
		{"negative pool size", []string{"-db-max-open", "-1"}, nil},
		{"zero connection lifetime", nil, map[string]string{"DB_CONN_LIFETIME": "0s"}},
		{"bad connection lifetime", nil, map[string]string{"DB_CONN_LIFETIME": "soon"}},
		{"TOTP key too short", nil, map[string]string{"TOTP_KEY": "abcd"}},
		{"waiting time under a minute", []string{"-leads-waiting", "30s"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Load(tt.args, env(tt.env), &bytes.Buffer{}); err == nil {
				t.Error("got no error, want one")
			}
		})
	}
}

func TestHelpDocumentsEverySetting(t *testing.T) {
	var out bytes.Buffer
	_, err := Load([]string{"-h"}, env(nil), &out)
	if !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("got %v, want flag.ErrHelp", err)
	}
	for _, want := range []string{"-addr", "ADDR", "-base-url", "BASE_URL", "-https", "HTTPS", "-database", "DATABASE_URL", "-smtp-url", "SMTP_URL",
		"site leads list", "site leads export", "site analytics report",
		"-totp-key", "TOTP_KEY", "-leads-waiting", "LEADS_WAITING", "site users create", "site users reset-password",
		"site content export", "site content import"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("help lacks %q", want)
		}
	}
}
