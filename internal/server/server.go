// Package server is the whole HTTP surface of the product: the prerendered
// pages, the sitemap, and the JSON API.
package server

import (
	"errors"
	"io/fs"
	"log/slog"
	"net/http"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/auth"
	"agencysite/internal/config"
	"agencysite/internal/database"
	"agencysite/internal/leads"
	"agencysite/internal/media"
	"agencysite/internal/meetings"
	"agencysite/internal/metrics"
	"agencysite/internal/publish"
	"agencysite/internal/reports"
	"agencysite/internal/settings"
	"agencysite/internal/webhooks"
)

// Deps is what the handlers need; run builds it.
type Deps struct {
	Log    *slog.Logger
	Config config.Config
	// Site is the built front end (web/build/client).
	Site fs.FS
	// Live serves Site's build or the live generation (run follows the
	// database with it); nil: Site's build, never switched.
	Live *LiveSite
	// Leads stores consultation requests (POST /api/leads).
	Leads *leads.Store
	// Analytics stores the events of POST /api/events.
	Analytics *analytics.Recorder
	// DB is asked by the readiness check (GET /readyz).
	DB *database.DB
	// Metrics counts requests; nil: a fresh set nobody reads.
	Metrics *metrics.Metrics
	// Auth is the back office's sign-in; nil leaves /api/admin unrouted.
	Auth *auth.Store
	// Now is the clock of what handlers judge by time (a lead waiting, the
	// dashboard's today); nil: time.Now.
	Now func() time.Time
	// Settings are the site's settings (time zone, team-wide two-factor,
	// the waiting threshold); nil: read from DB with Config's threshold.
	Settings *settings.Store
	// Media is the picture library, MediaFiles its served files (GET
	// /media/), MediaWake starts processing an upload at once; nil Media
	// leaves the library's admin routes out and /media/ answers 404.
	Media      *media.Store
	MediaFiles *media.Files
	MediaWake  func()
	// Publisher renders and publishes the content (the studio's publish,
	// restore and preview); Publishing runs its jobs (NewPublishing). Nil
	// Publishing: the studio's publishing routes answer 404.
	Publisher  *publish.Publisher
	Publishing *publish.Jobs
	// Webhooks are the owner's outgoing webhooks and chat alerts; nil
	// leaves their routes out.
	Webhooks *webhooks.Store
	// Reports keeps the members' weekly report preferences; nil leaves
	// their routes out.
	Reports *reports.Store
	// Meetings are the booked meetings (the booking page, its manage
	// link, the availability, agenda and feeds); nil leaves their routes out.
	Meetings *meetings.Service
}

// Handler is the product's HTTP handler.
type Handler struct {
	http.Handler
	live *LiveSite
}

// FromMemory reports whether a GET or HEAD of path is a prerendered page
// or a hashed asset of the live site: one the handler answers whole from
// memory (pagesFirst), reading nothing of the request but its header,
// keeping nothing of it once answered, and writing its answer in one
// piece, never flushed before it returns. The plain-HTTP front serves
// those in line (cmd/site, docs/decisions/0500).
func (h *Handler) FromMemory(path string) bool {
	return h.live.now.Load().site.servedFirst(path) != nil
}

// NewServer returns the product's HTTP handler.
func NewServer(d Deps) (*Handler, error) {
	live := d.Live
	if live == nil {
		var err error
		if live, err = NewLiveSite(d.Site, d.Config.BaseURL); err != nil {
			return nil, err
		}
	}
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.Metrics == nil {
		d.Metrics = metrics.New()
	}
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Settings == nil && d.DB != nil {
		d.Settings = settings.NewStore(d.DB, settings.Options{Waiting: d.Config.LeadsWaiting})
	}
	if d.Auth != nil && d.Settings == nil {
		return nil, errors.New("server: the back office needs its settings")
	}
	d.Live = live // the publishing routes sync it too (admin_publish.go)
	mux := http.NewServeMux()
	addRoutes(mux, d)
	h := pagesFirst(live, mux, handleMedia(d.Log, d.MediaFiles))
	h = refuseCrossSite(d.Log, d.Config.BaseURL)(h)
	h = securityHeaders(d.Config.HTTPS)(h)
	h = recoverPanics(d.Log)(h)
	h = accessLog(d.Log, d.Metrics)(h)
	return &Handler{Handler: h, live: live}, nil
}
