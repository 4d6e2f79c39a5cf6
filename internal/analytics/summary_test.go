package analytics

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
)

func TestSummaryGathersEveryQuery(t *testing.T) {
	s := fixture(t)
	got, err := s.Summary(context.Background(), bothDays, 2)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`"from":"2026-03-14","to":"2026-03-15"`,
		`"days":[{"day":"2026-03-14","visitors":4,"page_views":5},{"day":"2026-03-15","visitors":1,"page_views":1}]`,
		`"pages":[{"value":"/en/home","count":3},{"value":"/a/en/home","count":1}]`, // limited to 2
		`"languages":[{"value":"en","count":5},{"value":"ar","count":1}]`,
		`"variants":[{"value":"default","count":5},{"value":"a","count":1}]`,
		`"devices":[{"value":"desktop","count":4},{"value":"mobile","count":1}]`,
		`"browsers":[{"value":"Chrome","count":4},{"value":"Safari","count":2}]`,
		`"referrers":[{"value":"duckduckgo.com","count":1},{"value":"www.google.com","count":1}]`,
		`"events":[{"value":"page_view","count":6},`,
		`{"event":"next_click","button_name":"hero_next","count":1}`,
		`"scroll_depth":[{"path":"/ar/home","percent":25,"count":1},{"path":"/en/home","percent":25,"count":1},{"path":"/en/home","percent":50,"count":1}]`,
		`"funnel":{"visitors":5,"contacted":3}`,
	} {
		if !strings.Contains(string(b), want) {
			t.Errorf("summary lacks %s:\n%s", want, b)
		}
	}
}

func TestSummaryOfAnEmptyRangeHasEmptyLists(t *testing.T) {
	s := fixture(t)
	far := Range{From: day1.AddDate(1, 0, 0), To: day1.AddDate(1, 0, 0)}
	got, err := s.Summary(context.Background(), far, 10)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(got)
	if strings.Contains(string(b), "null") {
		t.Errorf("got %s, want [] for empty lists", b)
	}
}

func TestReaderNeverWrites(t *testing.T) {
	s, db, clk := newTestStore(t, Options{})
	clk.Set(day1.AddDate(0, 0, -500)) // older than the default retention
	if err := s.Record([]Event{pageView("/en/home")}, alice); err != nil {
		t.Fatal(err)
	}
	flush(t, s)
	r := NewReader(db, mustCatalogue(t))
	days, err := r.Days(context.Background(), Range{From: day1.AddDate(0, 0, -500), To: day1})
	if err != nil {
		t.Fatal(err)
	}
	if len(days) != 1 || countEvents(t, db) != 1 {
		t.Errorf("got %v and %d events, want the expired event still there", days, countEvents(t, db))
	}
}
