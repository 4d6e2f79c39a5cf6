package analytics

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"agencysite/internal/database"
	"agencysite/web"
)

// ErrRealEvents: the database holds events that Seed did not make.
var ErrRealEvents = errors.New("analytics: the database holds real events; seeding would mix synthetic traffic into them")

// SeedMark remembers that a database's events came from Seed, so seeding
// it again needs no force (settings.Store keeps the mark: it owns the
// installation table).
type SeedMark interface {
	AnalyticsSeeded(ctx context.Context) (bool, error)
	MarkAnalyticsSeeded(ctx context.Context) error
}

// SeedOptions shape the synthetic traffic of Seed.
type SeedOptions struct {
	Events int       // about how many events (the last visit completes)
	Days   int       // spread over the days ending at Now
	Now    time.Time // the end of the traffic
	Force  bool      // seed even a database with real events
	Mark   SeedMark  // where the database is marked as seeded (required)
	Seed   uint64    // the random source's seed: the same seed, the same traffic
	// Progress, when set, is told how many events are written so far.
	Progress func(events int)
	batch    int // events a transaction; default 20,000 (tests make visits straddle batches)
}

// Seed fills db with synthetic but plausible traffic for development and
// benchmarks: visits spread over the days with a daily rhythm, mostly on
// phones and in Arabic, landing mostly on the home page, some from search,
// social networks and campaigns, scrolling, seeing sections, clicking
// contacts (WhatsApp clicks with references) and starting the form. Events
// and roll-ups are written as the writer writes them, in transactions of
// about 20,000 events. It refuses a database that holds events it did not
// make unless o.Force.
func Seed(ctx context.Context, db *database.DB, cat *Catalogue, o SeedOptions) (int, error) {
	if o.Events < 1 || o.Days < 1 {
		return 0, fmt.Errorf("analytics: seed: want events and days above 0")
	}
	if o.Mark == nil {
		return 0, fmt.Errorf("analytics: seed: no SeedMark")
	}
	if err := checkSeedable(ctx, db, o.Mark, o.Force); err != nil {
		return 0, err
	}
	if o.batch <= 0 {
		o.batch = 20_000
	}
	g := newGenerator(cat, o)
	written, made := 0, 0
	var rows []row
	var ids []string
	for written < made || made < o.Events {
		for len(rows) < o.batch && made < o.Events {
			r, id := g.visit()
			rows = append(rows, r...)
			for range r {
				ids = append(ids, id)
			}
			made += len(r)
		}
		n := min(len(rows), o.batch) // a visit may go on in the next batch, as in real traffic
		if err := seedBatch(ctx, db, rows[:n], ids[:n]); err != nil {
			return written, err
		}
		rows, ids = rows[n:], ids[n:]
		written += n
		if o.Progress != nil {
			o.Progress(written)
		}
	}
	return written, nil
}

func checkSeedable(ctx context.Context, db *database.DB, mark SeedMark, force bool) error {
	var any int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM (SELECT 1 FROM analytics_events LIMIT 1) e`).Scan(&any); err != nil {
		return fmt.Errorf("analytics: seed: %w", err)
	}
	seeded, err := mark.AnalyticsSeeded(ctx)
	if err != nil {
		return fmt.Errorf("analytics: seed: %w", err)
	}
	if any > 0 && !seeded && !force {
		return ErrRealEvents
	}
	if err := mark.MarkAnalyticsSeeded(ctx); err != nil {
		return fmt.Errorf("analytics: seed: %w", err)
	}
	return nil
}

func seedBatch(ctx context.Context, db *database.DB, rows []row, ids []string) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("analytics: seed: %w", err)
	}
	defer tx.Rollback()
	insert := func(n int) string { return insertColumns + valuesList(db.Dialect, n, eventColumns) }
	if err := insertRows(ctx, tx, db.Dialect, rows, ids, insert); err != nil {
		return fmt.Errorf("analytics: seed: %w", err)
	}
	return tx.Commit()
}

// weighted picks one of values with the given weights.
type weighted[T any] struct {
	values  []T
	weights []float64
	total   float64
}

func choices[T any](pairs ...any) weighted[T] {
	var w weighted[T]
	for i := 0; i < len(pairs); i += 2 {
		w.values = append(w.values, pairs[i].(T))
		f := float64(pairs[i+1].(int))
		w.weights = append(w.weights, f)
		w.total += f
	}
	return w
}

func (w weighted[T]) pick(r *rand.Rand) T {
	x := r.Float64() * w.total
	for i, f := range w.weights {
		if x < f {
			return w.values[i]
		}
		x -= f
	}
	return w.values[len(w.values)-1]
}

type source struct{ referrer, utmSource, utmMedium, utmCampaign string }

type agentClass struct{ device, browser, screen string }

var (
	seedLangs    = choices[string]("ar", 45, "en", 30, "tr", 15, "fr", 10)
	seedVariants = choices[string]("", 85, "/a", 15)
	seedLandings = choices[string]("home", 55, "services", 12, "projects", 10, "contact", 8, "faq", 6, "about", 5, "privacy-policy", 2, "terms-of-usage", 2)
	seedNext     = choices[string]("services", 25, "projects", 25, "contact", 20, "faq", 12, "about", 10, "home", 8, "book", 5)
	seedSources  = choices[source](
		source{}, 38, source{referrer: "www.google.com"}, 25, source{referrer: "l.instagram.com"}, 9,
		source{referrer: "m.facebook.com"}, 6, source{referrer: "www.linkedin.com"}, 4, source{referrer: "www.bing.com"}, 3,
		source{referrer: "t.co"}, 2,
		source{utmSource: "newsletter", utmMedium: "email", utmCampaign: "autumn-offer"}, 5,
		source{referrer: "l.instagram.com", utmSource: "instagram", utmMedium: "social", utmCampaign: "ramadan-apps"}, 4,
		source{referrer: "www.google.com", utmSource: "google", utmMedium: "cpc", utmCampaign: "brand"}, 4)
	seedAgents = choices[agentClass](
		agentClass{DeviceMobile, "Chrome", "s"}, 38, agentClass{DeviceMobile, "Safari", "s"}, 22,
		agentClass{DeviceMobile, "Samsung Internet", "s"}, 5, agentClass{DeviceTablet, "Safari", "m"}, 5,
		agentClass{DeviceDesktop, "Chrome", "xl"}, 16, agentClass{DeviceDesktop, "Chrome", "l"}, 6,
		agentClass{DeviceDesktop, "Edge", "l"}, 4, agentClass{DeviceDesktop, "Firefox", "xl"}, 2, agentClass{DeviceDesktop, "Safari", "xl"}, 2)
	// seedHours weights the hours of a UTC day: the audience is mostly UTC+3.
	seedHours = []float64{2, 1, 1, 1, 2, 4, 6, 8, 9, 9, 9, 8, 8, 9, 10, 11, 12, 12, 11, 9, 7, 5, 4, 3}
)

// generator makes visits, one at a time.
type generator struct {
	r      *rand.Rand
	cat    *Catalogue
	o      SeedOptions
	start  time.Time
	hours  weighted[int]
	serial uint64
}

func newGenerator(cat *Catalogue, o SeedOptions) *generator {
	g := &generator{r: rand.New(rand.NewPCG(o.Seed, o.Seed^0x5eed)), cat: cat, o: o}
	g.start = o.Now.UTC().Truncate(24*time.Hour).AddDate(0, 0, 1-o.Days)
	var pairs []any
	for h, w := range seedHours {
		pairs = append(pairs, h, int(w))
	}
	g.hours = choices[int](pairs...)
	return g
}

// visit makes one visit's events and its visitor id.
func (g *generator) visit() ([]row, string) {
	r := g.r
	g.serial++
	id := fmt.Sprintf("%016x", (g.serial+g.o.Seed<<40)*0x9e3779b97f4a7c15) // a bijection: distinct visits, distinct ids
	day := g.start.AddDate(0, 0, r.IntN(g.o.Days))
	at := day.Add(time.Duration(g.hours.pick(r))*time.Hour + time.Duration(r.IntN(3600))*time.Second)
	if at.After(g.o.Now) {
		at = g.o.Now.Add(-time.Duration(r.IntN(3600)) * time.Second)
	}
	lang, prefix, src, agent := seedLangs.pick(r), seedVariants.pick(r), seedSources.pick(r), seedAgents.pick(r)
	ctx := pageContext{utmSource: src.utmSource, utmMedium: src.utmMedium, utmCampaign: src.utmCampaign, screen: agent.screen}
	if r.IntN(10) < 8 {
		ctx.browserLang = lang
	} else {
		ctx.browserLang = "en"
	}
	var rows []row
	add := func(name, path string, props map[string]any) {
		e := Event{Name: name, Path: path, Props: props}
		place := web.Site().Locate(path)
		b, _ := json.Marshal(props)
		if props == nil {
			b = []byte("{}")
		}
		ref, _ := props["ref"].(string)
		rows = append(rows, row{at: at, name: name, props: string(b), path: path, lang: place.Lang, variant: place.Variant,
			device: agent.device, browser: agent.browser, ctx: ctx, ref: ref, facts: g.cat.factsAt(e, place)})
		at = at.Add(time.Duration(5+r.IntN(40)) * time.Second)
	}
	page := seedLandings.pick(r)
	views := 1 + int(r.ExpFloat64()*1.2)
	for v := range views {
		path := prefix + "/" + lang + "/" + page
		add("page_view", path, nil)
		if v == 0 {
			rows[len(rows)-1].refHost = src.referrer
		}
		depth := r.IntN(5) // 0: no scroll, 4: to the bottom
		for step := 1; step <= depth; step++ {
			add("scroll_depth", path, map[string]any{"percent": float64(step * 25)})
		}
		if page == "home" {
			seen := 1 + int(float64(len(Sections))*float64(depth)/4)
			for _, s := range Sections[:min(seen, len(Sections))] {
				add("section_view", path, map[string]any{"section": s})
			}
		}
		switch x := r.IntN(100); {
		case x < 6:
			add("outbound_click", path, map[string]any{"channel": "whatsapp", "url_host": "wa.me", "button_name": "whatsapp_float", "ref": g.ref()})
		case x < 8:
			add("outbound_click", path, map[string]any{"channel": "email", "button_name": "footer_email"})
		case x < 12:
			add("free_consultation_click", path, map[string]any{"button_name": "free_consultation", "section": "who_we_are"})
		case x < 20:
			add("navbar_services_click", path, map[string]any{"button_name": "nav_services", "menu": "bar"})
		}
		if page == "contact" && r.IntN(3) == 0 {
			add("form_start", path, map[string]any{"form_name": ConsultationForm})
			if r.IntN(3) == 0 {
				add("form_submission", path, map[string]any{"form_name": ConsultationForm, "success": true})
			}
		}
		page = seedNext.pick(r)
	}
	return rows, id
}

const refAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"

func (g *generator) ref() string {
	b := make([]byte, 4)
	for i := range b {
		b[i] = refAlphabet[g.r.IntN(len(refAlphabet))]
	}
	return string(b)
}
