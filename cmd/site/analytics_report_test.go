package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
)

const desktopChrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"

// seedEvents stores a short visit today and a page view 40 days ago in the
// database at url.
func seedEvents(t *testing.T, url string) {
	t.Helper()
	ctx := context.Background()
	db, err := database.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	cat, err := analytics.LoadCatalogue()
	if err != nil {
		t.Fatal(err)
	}
	// The recorder's retention reads the clock on its own goroutine.
	var now atomic.Pointer[time.Time]
	start := time.Now()
	now.Store(&start)
	db.Now = func() time.Time { return *now.Load() }
	store := analytics.NewRecorder(db, cat, analytics.Options{SiteURL: "https://agency.example", FlushEvery: time.Hour, Now: db.Now})
	defer store.Close(ctx)
	ev := func(name, path string, props map[string]any) analytics.Event {
		return analytics.Event{Name: name, Path: path, Props: props}
	}
	record := func(ip string, events ...analytics.Event) {
		t.Helper()
		if err := store.Record(events, analytics.Client{IP: ip, UserAgent: desktopChrome}); err != nil {
			t.Fatal(err)
		}
		if err := store.Flush(ctx); err != nil {
			t.Fatal(err)
		}
	}
	home := ev("page_view", "/en/home", nil)
	home.Referrer = "https://www.google.com/search"
	record("198.51.100.1", home,
		ev("scroll_depth", "/en/home", map[string]any{"percent": 25.0}),
		ev("scroll_depth", "/en/home", map[string]any{"percent": 50.0}),
		ev("next_click", "/en/home", map[string]any{"button_name": "hero_next", "carousel": "hero"}),
		ev("outbound_click", "/en/home", map[string]any{"channel": "whatsapp", "url_host": "wa.me"}),
		ev("page_view", "/ar/faq", nil))
	record("198.51.100.2", ev("page_view", "/en/home", nil))
	earlier := start.AddDate(0, 0, -40)
	now.Store(&earlier)
	record("198.51.100.3", ev("page_view", "/en/projects", nil))
}

func TestAnalyticsReport(t *testing.T) {
	url := dbtest.MigratedURL(t)
	seedEvents(t, url)
	today := time.Now().UTC().Format("2006-01-02")
	tests := []struct {
		name    string
		args    []string
		want    []string
		wantNot []string
	}{
		{"text", []string{"report"}, []string{
			"Analytics " + time.Now().UTC().AddDate(0, 0, -29).Format("2006-01-02") + " to " + today,
			today + "  2         3", "/en/home  2", "/ar/faq   1", "www.google.com  1",
			"next_click  hero_next    1", "/en/home  25%", "/en/home  50%", "2              1               50.0%",
		}, []string{"/en/projects"}},
		{"json", []string{"report", "--json"}, []string{
			`"days": [`, `"page_views": 3`, `"value": "/en/home"`, `"button_name": "hero_next"`,
			`"visitors": 2,` + "\n" + `    "contacted": 1`,
		}, []string{"/en/projects", "null"}},
		{"more days", []string{"report", "--days", "60", "--json"}, []string{`"value": "/en/projects"`}, nil},
		{"one day", []string{"report", "--days", "1"}, []string{"Analytics " + today + " to " + today}, []string{"/en/projects"}},
		{"limit", []string{"report", "--limit", "1", "--json"}, []string{`"value": "/en/home"`}, []string{`"value": "/ar/faq"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			args := append([]string{"analytics"}, tt.args...)
			args = append(args, "-database", url)
			if err := run(context.Background(), args, noEnv, &stdout, &stderr); err != nil {
				t.Fatalf("got %v (%s), want success", err, stderr.String())
			}
			out := stdout.String()
			checkOutput(t, out, tt.want, tt.wantNot)
		})
	}
}

func TestAnalyticsReportJSONDecodes(t *testing.T) {
	url := dbtest.MigratedURL(t)
	seedEvents(t, url)
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"analytics", "report", "--json", "--database", url}, noEnv, &stdout, &stderr); err != nil {
		t.Fatalf("got %v (%s)", err, stderr.String())
	}
	var s analytics.Summary
	if err := json.Unmarshal(stdout.Bytes(), &s); err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(s.Events, s.ScrollDepth, s.Funnel, s.Languages, s.Devices)
	want := "[{page_view 3} {scroll_depth 2} {next_click 1} {outbound_click 1}] [{/en/home 25 1} {/en/home 50 1}] {2 1} [{en 2} {ar 1}] [{desktop 3}]"
	if got != want {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestAnalyticsReportErrors(t *testing.T) {
	url := dbtest.MigratedURL(t)
	tests := []struct {
		name     string
		args     []string
		wantHelp bool
	}{
		{"no subcommand", []string{"analytics"}, false},
		{"unknown subcommand", []string{"analytics", "purge"}, false},
		{"help", []string{"analytics", "--help"}, true},
		{"flag help", []string{"analytics", "report", "-h"}, true},
		{"zero days", []string{"analytics", "report", "--days", "0", "--database", url}, false},
		{"zero limit", []string{"analytics", "report", "--limit", "0", "--database", url}, false},
		{"unknown flag", []string{"analytics", "report", "--csv", "--database", url}, false},
		{"stray argument", []string{"analytics", "report", "today", "--database", url}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkCommandFails(t, tt.args, tt.wantHelp) })
	}
}
