package server

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/leads"
	"agencysite/internal/throttle"
)

// Rate limit of POST /api/leads per client (an IPv4 address or an IPv6
// /64): a person sends one request, maybe a few more while fixing errors; a
// script sends hundreds. It is kept in the database, so it holds across
// instances (docs/decisions/0047).
const (
	leadsBurst    = 5
	leadsInterval = time.Minute
)

// leadRequest is the body of POST /api/leads: the form's fields, and
// how and when the visitor would like to meet.
type leadRequest struct {
	formFields
	ContactMethod string `json:"contactMethod"`
	MeetingTime   string `json:"meetingTime"`
}

func (req leadRequest) lead(key string) leads.Lead {
	lead := req.formFields.lead(key)
	lead.ContactMethod, lead.MeetingTime = req.ContactMethod, req.MeetingTime
	return lead
}

// handleLeads takes a consultation request: 201 {"id": "…"} once the lead
// and its mail are committed (a request resent with the Idempotency-Key of
// a stored lead gets that lead's id, and nothing is stored or mailed
// again); 422 {"problems": {field: code}}; 400, 413, 415 or 429 otherwise,
// with nothing stored. Spam (honeypot filled, or sent faster than a person
// can type) gets the same 201, so a bot learns nothing, and is stored
// marked as spam without any mail. The store validates the lead; its
// problems come back as its error. A nil limit limits nothing.
//
// The lead records the visit it came from (visits.VisitOf: the same
// cookie-free visitor id as the events); when that lookup fails, the lead
// is stored without it rather than lost. visits may be nil (analytics off).
func handleLeads(log *slog.Logger, store *leads.Store, visits *analytics.Recorder, limit *throttle.Limiter, trustProxy bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req leadRequest
		key, ok := readForm(w, r, log, limit, trustProxy, &req)
		if !ok {
			return
		}
		lead := req.lead(key)
		if store == nil {
			respondError(w, r, log, errors.New("leads: no store configured"))
			return
		}
		if visits != nil && !lead.Spam {
			lead.Visit = visitOf(r, log, visits, analytics.Client{IP: throttle.ClientIP(r, trustProxy), UserAgent: r.UserAgent()})
		}
		id, err := store.Create(r.Context(), lead)
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		writeJSON(w, http.StatusCreated, map[string]string{"id": id})
	})
}

// visitOf is the lead's visit, or nil when none is found or the lookup
// fails (logged: a lead matters more than its source).
func visitOf(r *http.Request, log *slog.Logger, visits *analytics.Recorder, c analytics.Client) *analytics.Visit {
	ctx, cancel := context.WithTimeout(r.Context(), 3*time.Second)
	defer cancel()
	v, err := visits.VisitOf(ctx, c)
	if err != nil {
		log.Warn("lead stored without its visit", "err", err)
		return nil
	}
	return v
}
