package analytics

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// fixture records a known two-day history and returns a reader of it.
func fixture(t *testing.T) *Reader {
	t.Helper()
	s, _, clk := newTestStore(t, Options{})
	var (
		bob   = Client{IP: "198.51.100.2", UserAgent: uaSafariIPhone}
		carol = Client{IP: "198.51.100.3", UserAgent: uaSafariIPad}
		dave  = Client{IP: "198.51.100.4", UserAgent: uaFirefoxLinux}
		eve   = Client{IP: "198.51.100.5", UserAgent: uaChromeWindows}
	)
	ev := func(name, path string, props map[string]any) Event {
		return Event{Name: name, Path: path, Props: props}
	}
	record := func(c Client, events ...Event) {
		t.Helper()
		if err := s.Record(events, c); err != nil {
			t.Fatal(err)
		}
	}
	home := ev("page_view", "/en/home", nil)
	home.Referrer = "https://www.google.com/"
	record(alice, home,
		ev("scroll_depth", "/en/home", map[string]any{"percent": 25.0}),
		ev("scroll_depth", "/en/home", map[string]any{"percent": 50.0}),
		ev("next_click", "/en/home", map[string]any{"button_name": "hero_next"}),
		ev("outbound_click", "/en/home", map[string]any{"channel": "whatsapp", "button_name": "floating_whatsapp"}),
		ev("page_view", "/en/faq", nil))
	arHome := ev("page_view", "/ar/home", nil)
	arHome.Referrer = "https://agency.example/en/home" // same site: no referrer
	record(bob, arHome,
		ev("scroll_depth", "/ar/home", map[string]any{"percent": 25.0}),
		ev("faq_question_click", "/ar/home", map[string]any{"button_name": "faq_card", "index": 1.0}))
	aHome := ev("page_view", "/a/en/home", nil)
	aHome.Referrer = "https://duckduckgo.com/"
	record(carol, aHome, ev("free_consultation_click", "/a/en/home", map[string]any{"button_name": "free_consultation_hero"}))
	record(dave, ev("outbound_click", "/en/home", map[string]any{"channel": "whatsapp"})) // contact without a page view
	record(eve, ev("page_view", "/en/home", nil), ev("outbound_click", "/en/home", map[string]any{"channel": "social"}))
	flush(t, s)
	clk.Add(24 * time.Hour)
	record(alice, ev("page_view", "/en/home", nil), ev("form_submission", "/en/contact", map[string]any{"form_name": "consultation"}))
	flush(t, s)
	return NewReader(s.db, s.cat)
}

var (
	bothDays = Range{From: day1, To: day1.AddDate(0, 0, 1)}
	firstDay = Range{From: day1, To: day1}
)

func TestReportQueries(t *testing.T) {
	s := fixture(t)
	ctx := context.Background()
	top := func(dim string, r Range) func() (any, error) {
		return func() (any, error) { return s.Top(ctx, dim, r, 10) }
	}
	tests := []struct {
		name  string
		query func() (any, error)
		want  string
	}{
		{"days", func() (any, error) { return s.Days(ctx, bothDays) }, "[{2026-03-14 4 5} {2026-03-15 1 1}]"},
		{"days of one day", func() (any, error) { return s.Days(ctx, firstDay) }, "[{2026-03-14 4 5}]"},
		{"top pages", top("page", bothDays), "[{/en/home 3} {/a/en/home 1} {/ar/home 1} {/en/faq 1}]"},
		{"top pages limited", func() (any, error) { return s.Top(ctx, "page", bothDays, 1) }, "[{/en/home 3}]"},
		{"languages", top("lang", bothDays), "[{en 5} {ar 1}]"},
		{"variants", top("variant", bothDays), "[{default 5} {a 1}]"},
		{"devices", top("device", bothDays), "[{desktop 4} {mobile 1} {tablet 1}]"},
		{"browsers", top("browser", bothDays), "[{Chrome 4} {Safari 2}]"},
		{"referrers", top("referrer", bothDays), "[{duckduckgo.com 1} {www.google.com 1}]"},
		{"events", func() (any, error) { return s.Events(ctx, firstDay) }, "[{page_view 5} {outbound_click 3} {scroll_depth 3} " +
			"{faq_question_click 1} {free_consultation_click 1} {next_click 1}]"},
		{"buttons", func() (any, error) { return s.Buttons(ctx, bothDays) }, "[{faq_question_click faq_card 1} " +
			"{free_consultation_click free_consultation_hero 1} {next_click hero_next 1} {outbound_click floating_whatsapp 1}]"},
		{"scroll depths", func() (any, error) { return s.ScrollDepths(ctx, bothDays) }, "[{/ar/home 25 1} {/en/home 25 1} {/en/home 50 1}]"},
		{"funnel", func() (any, error) { return s.Funnel(ctx, bothDays) }, "{5 3}"},
		{"funnel of one day", func() (any, error) { return s.Funnel(ctx, firstDay) }, "{4 2}"},
		{"nothing in range", func() (any, error) { return s.Days(ctx, Range{From: day1.AddDate(1, 0, 0), To: day1.AddDate(1, 0, 0)}) }, "[]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := tt.query()
			if err != nil {
				t.Fatal(err)
			}
			if got := fmt.Sprint(v); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestTopRejectsUnknownDimension(t *testing.T) {
	s, db, _ := newTestStore(t, Options{})
	if _, err := NewReader(db, s.cat).Top(context.Background(), "path; DROP TABLE analytics_events", bothDays, 5); err == nil {
		t.Error("got nil, want an error for an unknown dimension")
	}
}
