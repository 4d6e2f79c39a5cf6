package analytics

import (
	"context"
	"fmt"
	"time"

	"agencysite/internal/database"
)

// Realtime is who is on the site now: visits with an event in the last
// window, each on the path of its latest page view.
type Realtime struct {
	Since    time.Time      `json:"since"`
	Visitors int64          `json:"visitors"`
	Pages    []RealtimePage `json:"pages"`
}

// RealtimePage is how many active visits are on a path.
type RealtimePage struct {
	Path     string `json:"path"`
	Visitors int64  `json:"visitors"`
}

// Realtime counts the visits active since now − window.
func (rd *Reader) Realtime(ctx context.Context, now time.Time, window time.Duration) (Realtime, error) {
	rt := Realtime{Since: now.Add(-window).UTC().Truncate(time.Second)}
	rows, err := rd.db.QueryContext(ctx, `SELECT last_path, count(*) AS n FROM analytics_visits
		WHERE last_at >= $1 GROUP BY last_path ORDER BY n DESC, last_path LIMIT 100`, database.FormatMillis(rt.Since))
	if err != nil {
		return rt, fmt.Errorf("analytics: realtime: %w", err)
	}
	rt.Pages, err = collect(rows, "realtime", func(r *RealtimePage) []any { return []any{&r.Path, &r.Visitors} })
	for _, p := range rt.Pages {
		rt.Visitors += p.Visitors
	}
	return rt, err
}
