package server

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/database"
)

// readyTimeout bounds the readiness check's database round trip, well
// under a load balancer's usual check timeout.
const readyTimeout = 2 * time.Second

// handleHealthz is the liveness check: the process answers. It never asks
// the database, so a database outage does not get healthy instances
// restarted.
func handleHealthz() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Write([]byte("ok\n"))
	})
}

// handleReadyz is the readiness check: 200 when this instance can keep
// what it accepts (database reachable and migrated, event queue below its
// limit, writer not stuck) and serves the published pages, else 503 with
// the first reason, so a load balancer sends visitors elsewhere.
func handleReadyz(log *slog.Logger, db *database.DB, events *analytics.Recorder, pages interface{ Ready() error }, now func() time.Time) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), readyTimeout)
		defer cancel()
		err := errors.New("no database configured")
		if db != nil {
			err = db.Ready(ctx)
		}
		if err == nil && events != nil {
			err = events.Ready(now())
		}
		if err == nil {
			err = pages.Ready()
		}
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		if err != nil {
			log.Warn("not ready", "err", err)
			w.WriteHeader(http.StatusServiceUnavailable)
			w.Write([]byte("not ready: " + err.Error() + "\n"))
			return
		}
		w.Write([]byte("ready\n"))
	})
}
