package analytics

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"agencysite/internal/clocktest"
	"agencysite/internal/database"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/validation"
)

var day1 = time.Date(2026, 3, 14, 10, 0, 0, 0, time.UTC)

// newTestStore opens a fresh database on a fake clock and a store on it
// that writes only when told to, unless o says otherwise.
func newTestStore(t *testing.T, o Options) (*Recorder, *database.DB, *clocktest.Clock) {
	t.Helper()
	return newStoreOn(t, dbtest.MigratedURL(t), o)
}

// newStoreOn is newTestStore on the database at url. A test in a synctest
// bubble takes url outside the bubble (a PostgreSQL database's name comes
// from the real clock) and opens it inside, so that the pool's goroutines
// and the recorder's tickers are in the bubble, on its clock.
func newStoreOn(t *testing.T, url string, o Options) (*Recorder, *database.DB, *clocktest.Clock) {
	t.Helper()
	db, err := database.Open(context.Background(), url)
	if err != nil {
		t.Fatalf("open %s: %v", url, err)
	}
	t.Cleanup(func() { db.Close() })
	clk := clocktest.New(day1)
	if o.Now == nil {
		o.Now = clk.Now
	}
	if o.FlushEvery == 0 {
		o.FlushEvery = time.Hour
	}
	if o.SiteURL == "" {
		o.SiteURL = "https://agency.example"
	}
	s := NewRecorder(db, mustCatalogue(t), o)
	t.Cleanup(func() { s.Close(context.Background()) })
	return s, db, clk
}

func pageView(path string) Event {
	return Event{Name: "page_view", Path: path}
}

var alice = Client{IP: "203.0.113.7", UserAgent: uaChromeWindows}

func countEvents(t *testing.T, db *database.DB) int {
	t.Helper()
	return dbtest.Rows(t, db, "analytics_events")
}

func flush(t *testing.T, s *Recorder) {
	t.Helper()
	if err := s.Flush(context.Background()); err != nil {
		t.Fatalf("flush: %v", err)
	}
}

func TestCloseWritesEverythingAccepted(t *testing.T) {
	s, db, _ := newTestStore(t, Options{})
	want := 0
	for i := range 30 {
		batch := make([]Event, i%7+1)
		for j := range batch {
			batch[j] = pageView(fmt.Sprintf("/en/project/%d", j+1))
		}
		if err := s.Record(batch, Client{IP: fmt.Sprintf("198.51.100.%d", i), UserAgent: uaFirefoxLinux}); err != nil {
			t.Fatalf("record: %v", err)
		}
		want += len(batch)
	}
	if got := countEvents(t, db); got != 0 {
		t.Fatalf("got %d events stored before the flush interval, want 0 (Record must not write)", got)
	}
	if err := s.Close(context.Background()); err != nil {
		t.Fatalf("close: %v", err)
	}
	if got := countEvents(t, db); got != want {
		t.Errorf("got %d events after close, want %d", got, want)
	}
	if err := s.Record([]Event{pageView("/en/home")}, alice); !errors.Is(err, ErrClosed) {
		t.Errorf("record after close: got %v, want %v", err, ErrClosed)
	}
}

// TestWriterFlushesOnItsOwn runs in a synctest bubble: the writer's ticker
// is the bubble's, so "after the interval" is exact and costs no real time,
// and synctest.Wait returns once the writer has written and waits again.
func TestWriterFlushesOnItsOwn(t *testing.T) {
	tests := []struct {
		name  string
		o     Options
		n     int
		after time.Duration // since Record, on the bubble's clock
	}{
		{"every interval", Options{FlushEvery: time.Second}, 1, time.Second},
		{"when a batch is full", Options{FlushEvery: time.Hour, BatchSize: 5}, 5, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			url := dbtest.MigratedURL(t)
			synctest.Test(t, func(t *testing.T) {
				// A failed write is logged: a run that finds no events says why.
				tt.o.Log = slog.New(slog.NewTextHandler(t.Output(), nil))
				s, db, _ := newStoreOn(t, url, tt.o)
				batch := make([]Event, tt.n)
				for i := range batch {
					batch[i] = pageView("/en/home")
				}
				if err := s.Record(batch, alice); err != nil {
					t.Fatal(err)
				}
				time.Sleep(tt.after)
				synctest.Wait()
				if got := countEvents(t, db); got != tt.n {
					t.Errorf("got %d events %v after Record, want %d", got, tt.after, tt.n)
				}
			})
		})
	}
}

func TestQueueFullRefusesThenRecovers(t *testing.T) {
	s, db, _ := newTestStore(t, Options{QueueSize: 5})
	three := []Event{pageView("/en/home"), pageView("/en/faq"), pageView("/en/projects")}
	if err := s.Record(three, alice); err != nil {
		t.Fatalf("first batch: %v", err)
	}
	if err := s.Record(three, alice); !errors.Is(err, ErrQueueFull) {
		t.Fatalf("second batch: got %v, want %v", err, ErrQueueFull)
	}
	flush(t, s)
	if err := s.Record(three, alice); err != nil {
		t.Fatalf("after flush: %v", err)
	}
	flush(t, s)
	if got := countEvents(t, db); got != 6 {
		t.Errorf("got %d events, want 6 (the refused batch not stored)", got)
	}
}

func TestRecordDropsBots(t *testing.T) {
	tests := []struct {
		name string
		ua   string
		want int
	}{
		{"browser", uaSafariIPhone, 1},
		{"googlebot", uaGooglebotJS, 0},
		{"headless chrome", uaHeadless, 0},
		{"ahrefs", uaAhrefs, 0},
		{"curl", uaCurl, 0},
		{"no user agent", "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, db, _ := newTestStore(t, Options{})
			if err := s.Record([]Event{pageView("/en/home")}, Client{IP: "192.0.2.1", UserAgent: tt.ua}); err != nil {
				t.Fatalf("got %v, want nil (bots are told nothing)", err)
			}
			flush(t, s)
			if got := countEvents(t, db); got != tt.want {
				t.Errorf("got %d events, want %d", got, tt.want)
			}
		})
	}
}

func TestRecordRejectsInvalidBatchWhole(t *testing.T) {
	s, db, _ := newTestStore(t, Options{})
	batch := []Event{pageView("/en/home"), {Name: "scroll_depth", Path: "/en/home"}}
	err := s.Record(batch, alice)
	var problems validation.Problems
	if !errors.Is(err, ErrInvalid) || !errors.As(err, &problems) || problems["events.1.props.percent"] != "required" {
		t.Fatalf("got %v, want %v with the problem events.1.props.percent: required", err, ErrInvalid)
	}
	flush(t, s)
	if got := countEvents(t, db); got != 0 {
		t.Errorf("got %d events, want 0", got)
	}
}

// TestStoredRowKeepsNoPersonalData checks what one row holds, and that the
// address and the User-Agent appear nowhere in it.
func TestStoredRowKeepsNoPersonalData(t *testing.T) {
	s, db, clk := newTestStore(t, Options{})
	ev := Event{Name: "scroll_depth", Path: "/a/ar/faq",
		Referrer: "https://www.google.com/search?q=apps", Props: map[string]any{"percent": 75.0}}
	if err := s.Record([]Event{ev}, Client{IP: "203.0.113.99", UserAgent: uaSamsung}); err != nil {
		t.Fatal(err)
	}
	flush(t, s)
	var at int64
	var day, name, props, path, lang, variant, ref, device, browser, visitor string
	err := db.QueryRow(`SELECT at, day, name, props, path, lang, variant, referrer_host, device, browser, visitor
		FROM analytics_events`).Scan(&at, &day, &name, &props, &path, &lang, &variant, &ref, &device, &browser, &visitor)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join([]string{day, name, props, path, lang, variant, ref, device, browser}, "|")
	want := `2026-03-14|scroll_depth|{"percent":75}|/a/ar/faq|ar|a|www.google.com|mobile|Samsung Internet`
	if dbtest.IsPostgres() {
		want = strings.Replace(want, `{"percent":75}`, `{"percent": 75}`, 1) // jsonb's own spacing
	}
	if got != want {
		t.Errorf("got %v, want %v", got, want)
	}
	if at != clk.Now().UnixMilli() {
		t.Errorf("got at %d, want %d", at, clk.Now().UnixMilli())
	}
	if len(visitor) != 16 || strings.Contains(got+visitor, "203.0.113") || strings.Contains(got, "SM-S918B") {
		t.Errorf("got visitor %q and row %q, want a 16-hex hash and no address or agent", visitor, got)
	}
}

func TestDeleteBeforeKeepsRecentDays(t *testing.T) {
	s, db, clk := newTestStore(t, Options{})
	for _, d := range []int{0, 1, 2} {
		clk.Set(day1.AddDate(0, 0, d))
		if err := s.Record([]Event{pageView("/en/home")}, alice); err != nil {
			t.Fatal(err)
		}
	}
	flush(t, s)
	n, err := s.DeleteBefore(context.Background(), day1.AddDate(0, 0, 1).Add(5*time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	if n != 1 || countEvents(t, db) != 2 {
		t.Errorf("got %d deleted and %d left, want 1 and 2", n, countEvents(t, db))
	}
}

// TestRetentionRunsPeriodically runs in a synctest bubble: an hour of the
// retention's ticker passes on the bubble's clock, in no real time.
func TestRetentionRunsPeriodically(t *testing.T) {
	url := dbtest.MigratedURL(t)
	synctest.Test(t, func(t *testing.T) {
		s, db, clk := newStoreOn(t, url, Options{Retention: 400 * 24 * time.Hour, RetentionEvery: time.Hour})
		synctest.Wait() // the run at start is over: only the ticker can delete now
		clk.Set(day1.AddDate(0, 0, -401))
		if err := s.Record([]Event{pageView("/en/home")}, alice); err != nil {
			t.Fatal(err)
		}
		clk.Set(day1.AddDate(0, 0, -399))
		if err := s.Record([]Event{pageView("/en/faq")}, alice); err != nil {
			t.Fatal(err)
		}
		flush(t, s)
		clk.Set(day1)
		time.Sleep(time.Hour)
		synctest.Wait()
		if got := countEvents(t, db); got != 1 {
			t.Errorf("got %d events an hour later, want 1 (the 401-day-old one deleted)", got)
		}
	})
}

func TestConcurrentRecordsAllStored(t *testing.T) {
	s, db, _ := newTestStore(t, Options{FlushEvery: 5 * time.Millisecond, BatchSize: 50})
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 100 {
				c := Client{IP: fmt.Sprintf("10.0.%d.%d", g, i), UserAgent: uaChromeWindows}
				if err := s.Record([]Event{pageView("/en/home"), pageView("/en/faq")}, c); err != nil {
					t.Errorf("record: %v", err)
					return
				}
			}
		})
	}
	wg.Wait()
	if err := s.Close(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got := countEvents(t, db); got != 8*100*2 {
		t.Errorf("got %d events, want %d", got, 8*100*2)
	}
}

// TestRecordStoresTextPropsAsValues: "3" and "true" from data attributes
// are stored as the integer and boolean the catalogue says.
func TestRecordStoresTextPropsAsValues(t *testing.T) {
	s, db, _ := newTestStore(t, Options{})
	ev := Event{Name: "faq_question_click", Path: "/en/faq",
		Props: map[string]any{"button_name": "faq_card", "index": "3", "open": "true"}}
	if err := s.Record([]Event{ev}, alice); err != nil {
		t.Fatal(err)
	}
	flush(t, s)
	var index int
	var open, button string
	err := db.QueryRow(`SELECT CAST(props ->> 'index' AS INTEGER), props ->> 'open', props ->> 'button_name'
		FROM analytics_events`).Scan(&index, &open, &button)
	if err != nil {
		t.Fatal(err)
	}
	// ->> gives a JSON true as 1 in SQLite and as "true" in PostgreSQL.
	if index != 3 || (open != "1" && open != "true") || button != "faq_card" {
		t.Errorf("got index %v, open %v, button %v, want 3, true, faq_card", index, open, button)
	}
	if ev.Props["index"] != "3" {
		t.Errorf("got caller's props changed to %v, want them untouched", ev.Props)
	}
}
