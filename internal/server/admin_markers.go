package server

import (
	"context"
	"sync"
	"time"

	"agencysite/internal/content"
	"agencysite/internal/publish"
	"agencysite/web"
)

// marker is a publish on the dashboard's time series: T is the series'
// bucket it falls in (a Point's t: the day, or the hour, in the site's
// time zone). Changes say which families it changed, in which languages,
// so the chart reads "Testimonials, Arabic" even when no summary was
// typed; nil when its generation is no longer kept.
type marker struct {
	At      time.Time `json:"at"`
	T       string    `json:"t"`
	Summary string    `json:"summary"`
	restored
	By      string                 `json:"by"`
	Changes []content.FamilyChange `json:"changes"`
}

// markers are the publishes that made content live in [from, to), each in
// its bucket of the series (hourly: by the hour).
func (h adminAPI) markers(ctx context.Context, from, to time.Time, loc *time.Location, hourly bool) ([]marker, error) {
	out := []marker{}
	if h.publishing == nil {
		return out, nil
	}
	done, err := h.publishing.Published(ctx, from, to)
	if err != nil {
		return nil, err
	}
	changes, err := h.publishChanges.of(ctx, h.publishing.Publisher.Store, done)
	if err != nil {
		return nil, err
	}
	bucket := "2006-01-02"
	if hourly {
		bucket = "2006-01-02T15"
	}
	for _, j := range done {
		out = append(out, marker{At: j.FinishedAt, T: j.FinishedAt.In(loc).Format(bucket), Summary: j.Summary, restored: restored{j.RestoredFrom, j.RestoredItem},
			By: j.ByName, Changes: changes[j.Generation]})
	}
	return out, nil
}

// publishChanges remembers what each generation changed against the one
// before it. A generation's content never changes, so each is worked out
// once, the first time a dashboard shows its publish: the dashboard does
// not decode and compare documents on every load.
type publishChanges struct {
	mu   sync.Mutex
	byID map[int64][]content.FamilyChange
}

// of gives the changes of the jobs' generations, reading the kept
// generations (once) only when one is not known yet.
func (c *publishChanges) of(ctx context.Context, store *publish.Store, jobs []publish.Job) (map[int64][]content.FamilyChange, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byID == nil {
		c.byID = map[int64][]content.FamilyChange{}
	}
	out := make(map[int64][]content.FamilyChange, len(jobs))
	listed := false
	for _, j := range jobs {
		if _, known := c.byID[j.Generation]; !known && !listed {
			if err := c.learn(ctx, store); err != nil {
				return nil, err
			}
			listed = true
		}
		if _, known := c.byID[j.Generation]; !known {
			c.byID[j.Generation] = nil // no longer kept: nothing to compare
		}
		out[j.Generation] = c.byID[j.Generation]
	}
	return out, nil
}

// learn works out the changes of every kept generation not known yet.
// The oldest kept is left out: the one before it is gone (or it was the
// first publish, which changed everything).
func (c *publishChanges) learn(ctx context.Context, store *publish.Store) error {
	gens, err := store.List(ctx) // newest first
	if err != nil {
		return err
	}
	for i := 0; i+1 < len(gens); i++ {
		if _, known := c.byID[gens[i].ID]; known {
			continue
		}
		diff, err := content.Diff(gens[i+1].Content, gens[i].Content)
		if err != nil {
			return err
		}
		c.byID[gens[i].ID] = content.ChangedFamilies(diff, web.Site().Languages)
	}
	return nil
}
