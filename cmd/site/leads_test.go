package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"strings"
	"testing"

	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/leads"
)

func noEnv(string) string { return "" }

// seedLeads stores an Arabic lead, a French one and a spam one in the
// database at url.
func seedLeads(t *testing.T, url string) {
	t.Helper()
	db, err := database.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	store := leads.NewStore(db, "")
	for _, l := range []leads.Lead{
		{Name: "نور الهدى", Email: "nour@example.com", Service: "well-mosque", Phone: "+966 50 123 4567", ContactMethod: "whatsapp",
			Message: "نريد تطبيقًا لمشروع حفر الآبار، مع تقارير للمتبرعين.", Consent: true, PagePath: "/ar/contact"},
		{Name: "Élodie Faure", Email: "elodie@example.fr", Service: "ecommerce", ContactMethod: "email",
			Message: "Une boutique en ligne, \"simple\", avec paiement.", Consent: true, PagePath: "/fr/contact"},
		{Name: "Bot", Email: "bot@example.com", Service: "other", ContactMethod: "email",
			Message: "Buy cheap things here now", Consent: true, Spam: true, SpamReason: leads.SpamHoneypot},
	} {
		if _, err := store.Create(context.Background(), l); err != nil {
			t.Fatal(err)
		}
	}
}

func TestLeadsCommands(t *testing.T) {
	url := dbtest.MigratedURL(t)
	seedLeads(t, url)
	tests := []struct {
		name     string
		args     []string
		want     []string
		wantNot  []string
		wantRows int // CSV records after the header; -1: not CSV
	}{
		{"list", []string{"list"}, []string{"نور الهدى", "Élodie Faure", "2 lead(s)"}, []string{"Bot"}, -1},
		{"list with spam", []string{"list", "--spam"}, []string{"Bot", "honeypot", "3 lead(s)"}, nil, -1},
		{"list limited", []string{"list", "--limit", "1"}, []string{"1 lead(s)"}, nil, -1},
		{"export", []string{"export", "--format", "csv"}, []string{"\uFEFF\"id\",\"created_at\",\"name\"", "نور الهدى",
			"نريد تطبيقًا لمشروع حفر الآبار، مع تقارير للمتبرعين.", `"Une boutique en ligne, ""simple"", avec paiement."`}, []string{"Bot"}, 2},
		{"export default format with spam", []string{"export", "--spam"}, []string{"Bot"}, nil, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			args := append([]string{"leads"}, tt.args...)
			args = append(args, "--database", url)
			if err := run(context.Background(), args, noEnv, &stdout, &stderr); err != nil {
				t.Fatalf("got %v (%s), want success", err, stderr.String())
			}
			out := stdout.String()
			checkOutput(t, out, tt.want, tt.wantNot)
			if tt.wantRows >= 0 {
				records, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(out, "\uFEFF"))).ReadAll()
				if err != nil {
					t.Fatal(err)
				}
				if len(records)-1 != tt.wantRows {
					t.Errorf("got %d rows, want %d", len(records)-1, tt.wantRows)
				}
			}
		})
	}
}

func TestLeadsCommandErrors(t *testing.T) {
	url := dbtest.MigratedURL(t)
	tests := []struct {
		name     string
		args     []string
		wantHelp bool
	}{
		{"no subcommand", []string{"leads"}, false},
		{"unknown subcommand", []string{"leads", "delete"}, false},
		{"help", []string{"leads", "--help"}, true},
		{"unknown format", []string{"leads", "export", "--format", "xlsx", "--database", url}, false},
		{"unknown flag", []string{"leads", "list", "--colour", "--database", url}, false},
		{"stray argument", []string{"leads", "list", "now", "--database", url}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkCommandFails(t, tt.args, tt.wantHelp) })
	}
}
