package server

import (
	"errors"
	"log/slog"
	"net/http"

	"agencysite/internal/booking"
	"agencysite/internal/meetings"
	"agencysite/internal/validation"
)

// meetingRoutes are the team's side of booked meetings (docs/booking-api.md):
// the availability, the agenda and its changes, and the member's calendar
// feed; none without the meetings service.
func meetingRoutes(d Deps) []adminRoute {
	if d.Meetings == nil {
		return nil
	}
	h := meetingsAPI{log: d.Log, meetings: d.Meetings}
	return []adminRoute{
		{"GET /api/admin/booking", member, h.availability()},
		{"PUT /api/admin/booking/settings", member, h.setSettings()},
		{"PUT /api/admin/booking/hosts/{memberId}", member, h.putHost()},
		{"GET /api/admin/agenda", member, h.agenda()},
		{"POST /api/admin/bookings/{id}/reschedule", member, h.reschedule()},
		{"POST /api/admin/bookings/{id}/cancel", member, h.cancel()},
		{"POST /api/admin/bookings/{id}/status", member, h.mark()},
		{"POST /api/admin/me/calendar-feed", signedIn, h.newFeed()},
		{"DELETE /api/admin/me/calendar-feed", signedIn, h.revokeFeed()},
	}
}

type meetingsAPI struct {
	log      *slog.Logger
	meetings *meetings.Service
}

func (h meetingsAPI) availability() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		return h.meetings.Availability(r.Context())
	})
}

func (h meetingsAPI) setSettings() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req booking.Settings) (any, error) {
		return h.meetings.SetSettings(r.Context(), req)
	})
}

func (h meetingsAPI) putHost() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req booking.Host) (any, error) {
		return h.meetings.PutHost(r.Context(), r.PathValue("memberId"), req)
	})
}

func (h meetingsAPI) agenda() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		p := validation.Problems{}
		from, fromCode := parseInstant(r.URL.Query().Get("from"))
		p.Add("from", fromCode)
		to, toCode := parseInstant(r.URL.Query().Get("to"))
		p.Add("to", toCode)
		items, err := h.meetings.Agenda(r.Context(), from, to)
		if err != nil && len(p) > 0 {
			var more validation.Problems
			if errors.As(err, &more) { // the service's "required" beside the unreadable
				for field, code := range more {
					if p[field] == "" && code == "required" {
						p.Add(field, code)
					}
				}
			}
			return nil, p
		}
		if err != nil {
			return nil, err
		}
		return map[string]any{"meetings": items}, nil
	})
}

type startRequest struct {
	Start string `json:"start"`
}

func (h meetingsAPI) reschedule() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req startRequest) (any, error) {
		start, code := parseInstant(req.Start)
		if code != "" {
			return nil, validation.Problems{"start": code}
		}
		item, err := h.meetings.MoveByTeam(r.Context(), r.PathValue("id"), start)
		if err != nil {
			return nil, refusalOf(r, h.meetings, err)
		}
		return item, nil
	})
}

func (h meetingsAPI) cancel() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		return h.meetings.CancelByTeam(r.Context(), r.PathValue("id"))
	})
}

type statusRequest struct {
	Status string `json:"status"`
}

func (h meetingsAPI) mark() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req statusRequest) (any, error) {
		return h.meetings.Mark(r.Context(), r.PathValue("id"), req.Status)
	})
}

func (h meetingsAPI) newFeed() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		url, err := h.meetings.NewFeed(r.Context(), current(r).user.ID)
		if err != nil {
			return nil, err
		}
		return map[string]string{"url": url}, nil
	})
}

func (h meetingsAPI) revokeFeed() http.Handler {
	return action(h.log, http.StatusNoContent, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		return nil, h.meetings.RevokeFeed(r.Context(), current(r).user.ID)
	})
}
