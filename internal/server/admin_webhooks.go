package server

import (
	"fmt"
	"log/slog"
	"net/http"
	"strconv"

	"agencysite/internal/webhooks"
)

// webhookRoutes are the owner's outgoing webhooks and chat alerts
// (docs/admin-api.md, "Webhooks"): none when the server has no store.
func webhookRoutes(d Deps) []adminRoute {
	if d.Webhooks == nil {
		return nil
	}
	h := webhooksAPI{log: d.Log, store: d.Webhooks}
	return []adminRoute{
		{"GET /api/admin/webhooks", owner, h.list()},
		{"POST /api/admin/webhooks", owner, h.create()},
		{"PATCH /api/admin/webhooks/{id}", owner, h.update()},
		{"DELETE /api/admin/webhooks/{id}", owner, h.remove()},
		{"POST /api/admin/webhooks/{id}/secret", owner, h.rotateSecret()},
		{"POST /api/admin/webhooks/{id}/test", owner, h.test()},
		{"GET /api/admin/webhooks/{id}/deliveries", owner, h.deliveries()},
		{"POST /api/admin/webhooks/{id}/deliveries/{delivery}/replay", owner, h.replay()},
	}
}

type webhooksAPI struct {
	log   *slog.Logger
	store *webhooks.Store
}

func (h webhooksAPI) list() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		list, err := h.store.List(r.Context())
		if err != nil {
			return nil, err
		}
		return map[string]any{"webhooks": list, "available": h.store.Available(), "kinds": webhooks.Kinds,
			"events": webhooks.Events}, nil
	})
}

func (h webhooksAPI) create() http.Handler {
	return action(h.log, http.StatusCreated, func(w http.ResponseWriter, r *http.Request, req webhooks.Draft) (any, error) {
		hook, secret, err := h.store.Create(r.Context(), current(r).actor, req)
		if err != nil {
			return nil, err
		}
		return map[string]any{"webhook": hook, "secret": secret}, nil
	})
}

func (h webhooksAPI) update() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req webhooks.Change) (any, error) {
		return h.store.Update(r.Context(), current(r).actor, r.PathValue("id"), req)
	})
}

func (h webhooksAPI) remove() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		return nil, h.store.Delete(r.Context(), current(r).actor, r.PathValue("id"))
	})
}

func (h webhooksAPI) rotateSecret() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		secret, err := h.store.RotateSecret(r.Context(), current(r).actor, r.PathValue("id"))
		if err != nil {
			return nil, err
		}
		return map[string]string{"secret": secret}, nil
	})
}

func (h webhooksAPI) test() http.Handler {
	return action(h.log, http.StatusAccepted, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		return h.store.Test(r.Context(), current(r).actor, r.PathValue("id"))
	})
}

func (h webhooksAPI) deliveries() http.Handler {
	return listed(h.log, "deliveries", func(r *http.Request) (any, error) {
		return h.store.Deliveries(r.Context(), r.PathValue("id"))
	})
}

func (h webhooksAPI) replay() http.Handler {
	return action(h.log, http.StatusAccepted, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		id, err := strconv.ParseInt(r.PathValue("delivery"), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("delivery %q: %w", r.PathValue("delivery"), webhooks.ErrNotFound)
		}
		return h.store.Replay(r.Context(), current(r).actor, r.PathValue("id"), id)
	})
}
