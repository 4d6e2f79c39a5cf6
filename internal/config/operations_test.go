package config

import (
	"bytes"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

func TestLoadOperations(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		env   map[string]string
		check func(Config) bool
	}{
		{"off by default", nil, nil, func(c Config) bool {
			return len(c.TLSDomains) == 0 && c.MetricsAddr == "" && c.BackupEvery == 0 && c.BackupKeep == 7 &&
				c.BackupDir == filepath.Join("data", "backups") && !c.HTTPS
		}},
		{"TLS domains turn HTTPS on and set the base URL", []string{"-tls-domain", " Example.com,www.example.com "}, nil, func(c Config) bool {
			return slices.Equal(c.TLSDomains, []string{"example.com", "www.example.com"}) && c.HTTPS &&
				c.BaseURL == "https://example.com" && c.TLSAddr == ":443" && c.RedirectAddr == ":80"
		}},
		{"an explicit base URL stays", nil, map[string]string{"TLS_DOMAIN": "example.com", "BASE_URL": "https://www.example.com"}, func(c Config) bool {
			return c.BaseURL == "https://www.example.com"
		}},
		{"backups from the environment", nil, map[string]string{"BACKUP_EVERY": "24h", "BACKUP_KEEP": "3", "DATA_DIR": "/srv/site"}, func(c Config) bool {
			return c.BackupEvery == 24*time.Hour && c.BackupKeep == 3 && c.BackupDir == "/srv/site/backups"
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Load(tt.args, env(tt.env), &bytes.Buffer{})
			if err != nil {
				t.Fatal(err)
			}
			if !tt.check(c) {
				t.Errorf("got %+v", c.Operations)
			}
		})
	}
}

func TestLoadOperationsRejectsBadInput(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
	}{
		{"negative backup interval", map[string]string{"BACKUP_EVERY": "-1h"}},
		{"keep none", map[string]string{"BACKUP_KEEP": "0"}},
		{"scheduled backups of PostgreSQL", map[string]string{"BACKUP_EVERY": "24h", "DATABASE_URL": "postgres://db/site"}},
		{"not a duration", map[string]string{"BACKUP_EVERY": "daily"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Load(nil, env(tt.env), &bytes.Buffer{}); err == nil {
				t.Error("got no error, want one")
			}
		})
	}
}
