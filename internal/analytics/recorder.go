package analytics

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"agencysite/internal/database"
	"agencysite/web"
)

// Errors of Record.
var (
	// ErrQueueFull: more events wait to be written than the queue holds;
	// the caller should answer that it cannot take them now (see
	// docs/analytics.md).
	ErrQueueFull = errors.New("analytics: queue full")
	// ErrClosed: the store is shutting down.
	ErrClosed = errors.New("analytics: store closed")
	// ErrInvalid: an event does not match the catalogue.
	ErrInvalid = errors.New("analytics: invalid event")
)

// Options tune a Recorder; zero values take the defaults.
type Options struct {
	// SiteURL is the site's public origin: its host goes into the visitor
	// hash and marks same-site referrers.
	SiteURL string
	// FlushEvery bounds how long an accepted event waits in memory, and so
	// how much a crash can lose. Default 1s.
	FlushEvery time.Duration
	// BatchSize queued events make the writer start early. Default 1000.
	BatchSize int
	// QueueSize is the most events accepted but not yet written; past it
	// Record answers ErrQueueFull. Default 100,000 (about 30 MB).
	QueueSize int
	// Retention is how long raw events are kept. Default DefaultRetention.
	Retention time.Duration
	// RetentionEvery is how often expired events are deleted. Default 1h.
	RetentionEvery time.Duration
	Log            *slog.Logger
	// Observer is told what the store does (health.go); default: nothing.
	Observer Observer
	// Now is the recorder's clock: the day of each event and its salt,
	// retention's cut-off and the writer's last progress (Ready). Default
	// time.Now; run hands every package the same one.
	Now func() time.Time
}

func (o Options) withDefaults() Options {
	if o.FlushEvery <= 0 {
		o.FlushEvery = time.Second
	}
	if o.BatchSize <= 0 {
		o.BatchSize = 1000
	}
	if o.QueueSize <= 0 {
		o.QueueSize = 100_000
	}
	if o.Retention <= 0 {
		o.Retention = DefaultRetention
	}
	if o.RetentionEvery <= 0 {
		o.RetentionEvery = time.Hour
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Observer == nil {
		o.Observer = noObserver{}
	}
	return o
}

// Recorder is the ingest side: it records events off the request path
// (Reader answers the questions about them). Record only appends to an in-memory queue; one writer
// goroutine writes the queue in one transaction per batch, at least every
// FlushEvery, and Close writes whatever is left.
type Recorder struct {
	db    *database.DB
	cat   *Catalogue
	opt   Options
	site  string     // host of SiteURL
	paths web.Config // the URL grammar: an event's language and variant come from its path

	mu     sync.Mutex
	queue  []row // accepted, not yet taken by the writer
	queued int   // accepted, not yet written (queue plus the writer's batch)
	closed bool
	// progress is when the writer last wrote or found nothing to write.
	progress time.Time

	wake     chan struct{}
	flushes  chan chan error
	stop     chan struct{}
	done     chan struct{} // closed when the writer has ended
	retained chan struct{} // closed when the retention goroutine has ended
	once     sync.Once
	lastErr  error // the writer's last write error, read after done
	dropped  atomic.Int64
}

// row is an accepted event ready to be written, less its visitor id, which
// the writer computes with the salt of the event's day.
type row struct {
	at                     time.Time
	name, props, path      string
	lang, variant, refHost string
	device, browser        string
	ctx                    pageContext
	ref                    string // outbound_click's WhatsApp reference
	facts                  rollupFacts
	client                 *Client // shared by the events of one batch
}

// pageContext is what the tracker sends with every event of a page load.
type pageContext struct {
	utmSource, utmMedium, utmCampaign string
	browserLang, screen               string
}

// NewRecorder starts the recorder's writer and its retention; call Close to
// stop them.
func NewRecorder(db *database.DB, cat *Catalogue, o Options) *Recorder {
	o = o.withDefaults()
	site := o.SiteURL
	if u, err := url.Parse(o.SiteURL); err == nil && u.Host != "" {
		site = strings.ToLower(u.Hostname())
	}
	s := &Recorder{
		db: db, cat: cat, opt: o, site: site, paths: web.Site(),
		wake:     make(chan struct{}, 1),
		flushes:  make(chan chan error),
		stop:     make(chan struct{}),
		done:     make(chan struct{}),
		retained: make(chan struct{}),
	}
	s.progress = o.Now()
	go s.run()
	go s.retain()
	return s
}

// Dropped is how many accepted events the database refused to store and
// the writer dropped (see writer.isolate); more than 0 is a bug to look at.
func (s *Recorder) Dropped() int64 { return s.dropped.Load() }

// Catalogue is the catalogue the store validates against.
func (s *Recorder) Catalogue() *Catalogue { return s.cat }

// DefaultRetentionDays is how many days raw events are kept unless told
// otherwise (-retention-days).
const (
	DefaultRetentionDays = 400
	DefaultRetention     = DefaultRetentionDays * 24 * time.Hour
)

// RetentionDays is how many days of events the recorder keeps: the
// dashboard's longest range, since older days are gone.
func (s *Recorder) RetentionDays() int { return int(s.opt.Retention / (24 * time.Hour)) }

// Record accepts a batch of events from one client, all or none, without
// touching the database. A batch with an invalid event is refused with an
// error wrapping ErrInvalid and the validation.Problems of every event. Events from bots are dropped and reported as
// accepted, so that a bot learns nothing from the answer.
func (s *Recorder) Record(events []Event, c Client) error {
	if err := ValidBatch(s.cat, events).Err(); err != nil {
		return fmt.Errorf("analytics: record: %w: %w", ErrInvalid, err)
	}
	a := parseAgent(c.UserAgent)
	if a.bot || len(events) == 0 {
		if len(events) > 0 {
			s.opt.Observer.Dropped("bot", len(events))
		}
		return nil
	}
	now := s.opt.Now()
	client := &c
	rows := make([]row, len(events))
	for i, e := range events {
		props := []byte("{}")
		if len(e.Props) > 0 {
			props, _ = json.Marshal(s.cat.Events[e.Name].normalized(e.Props)) // decoded JSON always encodes
		}
		place := s.paths.Locate(e.Path)
		ref, _ := e.Props["ref"].(string)
		rows[i] = row{
			at: now, name: e.Name, props: string(props), path: e.Path,
			lang: place.Lang, variant: place.Variant, refHost: referrerHost(e.Referrer, s.site),
			device: a.device, browser: a.browser, client: client, ref: ref,
			ctx: pageContext{
				utmSource: e.UTMSource, utmMedium: e.UTMMedium, utmCampaign: e.UTMCampaign,
				browserLang: e.BrowserLanguage, screen: e.Screen,
			},
			facts: s.cat.factsAt(e, place),
		}
	}
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return fmt.Errorf("analytics: record: %w", ErrClosed)
	}
	if s.queued+len(rows) > s.opt.QueueSize {
		s.mu.Unlock()
		return fmt.Errorf("analytics: record: %w", ErrQueueFull)
	}
	s.queue = append(s.queue, rows...)
	s.queued += len(rows)
	full := len(s.queue) >= s.opt.BatchSize
	s.mu.Unlock()
	s.opt.Observer.Accepted(len(rows))
	if full {
		select {
		case s.wake <- struct{}{}:
		default: // the writer is already woken
		}
	}
	return nil
}

// Flush writes everything accepted so far and returns once it is stored.
func (s *Recorder) Flush(ctx context.Context) error {
	reply := make(chan error, 1)
	select {
	case s.flushes <- reply:
	case <-s.done:
		return fmt.Errorf("analytics: flush: %w", ErrClosed)
	case <-ctx.Done():
		return fmt.Errorf("analytics: flush: %w", ctx.Err())
	}
	select {
	case err := <-reply:
		return err
	case <-ctx.Done():
		return fmt.Errorf("analytics: flush: %w", ctx.Err())
	}
}

// Close stops accepting events, writes everything accepted and stops the
// writer. Call it after the HTTP server has shut down, so that no handler
// is still recording. It returns an error when events could not be written
// before ctx ended.
func (s *Recorder) Close(ctx context.Context) error {
	s.once.Do(func() {
		s.mu.Lock()
		s.closed = true
		s.mu.Unlock()
		close(s.stop)
	})
	select {
	case <-s.retained: // a delete in progress ends within its timeout
	case <-ctx.Done():
		return fmt.Errorf("analytics: close: %w", ctx.Err())
	}
	select {
	case <-s.done:
		if s.lastErr != nil {
			return fmt.Errorf("analytics: close: %w", s.lastErr)
		}
		return nil
	case <-ctx.Done():
		return fmt.Errorf("analytics: close: %w", ctx.Err())
	}
}
