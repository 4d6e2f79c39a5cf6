package server

import (
	"log/slog"
	"net/http"

	"agencysite/internal/reports"
)

// reportRoutes are the signed-in member's weekly report preference
// (docs/admin-api.md); none without the reports' store.
func reportRoutes(d Deps) []adminRoute {
	if d.Reports == nil {
		return nil
	}
	h := reportAPI{log: d.Log, store: d.Reports}
	return []adminRoute{
		{"GET /api/admin/me/report", signedIn, h.get()},
		{"PUT /api/admin/me/report", signedIn, h.put()},
	}
}

type reportAPI struct {
	log   *slog.Logger
	store *reports.Store
}

func (h reportAPI) get() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		return h.store.Preference(r.Context(), current(r).user.ID)
	})
}

func (h reportAPI) put() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, p reports.Preference) (any, error) {
		id := current(r).user.ID
		if err := h.store.SetPreference(r.Context(), id, p); err != nil {
			return nil, err
		}
		return h.store.Preference(r.Context(), id)
	})
}
