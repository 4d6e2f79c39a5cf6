package server

import (
	"errors"
	"fmt"
	"log/slog"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/booking"
	"agencysite/internal/database"
	"agencysite/internal/meetings"
	"agencysite/internal/throttle"
	"agencysite/internal/validation"
)

// bookingRoutes are the booking page's endpoints (the booking contract,
// docs/booking-api.md): none without the meetings service.
func bookingRoutes(mux *http.ServeMux, d Deps) {
	if d.Meetings == nil {
		return
	}
	h := bookingAPI{log: d.Log, meetings: d.Meetings, visits: d.Analytics, trustProxy: d.Config.TrustProxy,
		limit: bookingLimit(d.DB, d.Now)}
	mux.Handle("GET /api/booking/slots", h.slots())
	mux.Handle("POST /api/booking", h.book())
	mux.Handle("POST /api/booking/manage", h.manage())
	mux.Handle("POST /api/booking/manage/reschedule", h.reschedule())
	mux.Handle("POST /api/booking/manage/cancel", h.cancel())
	mux.Handle("/api/booking", handleMethodNotAllowed("POST"))
	mux.Handle("GET /calendar/{file}", h.feed())
}

type bookingAPI struct {
	log        *slog.Logger
	meetings   *meetings.Service
	visits     *analytics.Recorder
	limit      *throttle.Limiter
	trustProxy bool
}

// bookingRequest is the body of POST /api/booking: the consultation form's
// fields as POST /api/leads takes them, less the contact method and
// meeting time, which the booking says.
type bookingRequest struct {
	formFields
	Start       string `json:"start"`
	VisitorZone string `json:"visitorZone"`
	MeetingBy   string `json:"meetingBy"`
}

// slotRefusal is a slot the visitor cannot have, with the free ones of
// the next days: 409 {"error": code, "slots": [...]}.
type slotRefusal struct {
	code  string
	slots []meetings.OfferSlot
}

func (e slotRefusal) Error() string { return "booking: " + e.code }
func (e slotRefusal) answer() (int, any) {
	return http.StatusConflict, map[string]any{"error": e.code, "code": e.code, "slots": e.slots}
}

// refusalOf turns a refused slot into its answer with fresh slots; other
// errors pass.
func refusalOf(r *http.Request, m *meetings.Service, err error) error {
	if !meetings.Refused(err) {
		return err
	}
	slots, ferr := m.Fresh(r.Context())
	if ferr != nil {
		return ferr
	}
	code := "slot_taken"
	if errors.Is(err, booking.ErrNotOffered) {
		code = "not_offered"
	}
	return slotRefusal{code: code, slots: slots}
}

// parseInstant reads an RFC 3339 instant; "" is the zero time, and
// anything else unreadable is a problem code.
func parseInstant(s string) (time.Time, string) {
	if s == "" {
		return time.Time{}, ""
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return time.Time{}, "invalid_time"
	}
	return t, ""
}

func (h bookingAPI) slots() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		days := meetings.DaysDefault
		if q := r.URL.Query().Get("days"); q != "" {
			n, err := strconv.Atoi(q)
			if err != nil {
				n = 0 // too_small
			}
			days = n
		}
		offer, err := h.meetings.Slots(r.Context(), r.URL.Query().Get("from"), days)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		writeJSON(w, http.StatusOK, offer)
	})
}

// book takes a booking as handleLeads takes a lead: the same rate limit,
// idempotency key, spam screen and visit; 201 {"booking": view} once the
// booking and its lead are committed.
func (h bookingAPI) book() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req bookingRequest
		key, ok := readForm(w, r, h.log, h.limit, h.trustProxy, &req)
		if !ok {
			return
		}
		lead := req.lead(key)
		start, code := parseInstant(req.Start)
		client := analytics.Client{IP: throttle.ClientIP(r, h.trustProxy), UserAgent: r.UserAgent()}
		if h.visits != nil && !lead.Spam {
			lead.Visit = visitOf(r, h.log, h.visits, client)
		}
		booked := meetings.Request{Lead: lead, Start: start, VisitorZone: req.VisitorZone, MeetingBy: req.MeetingBy}
		if code != "" {
			p := booked.Valid(r.Context())
			p.Add("start", code)
			respondError(w, r, h.log, p)
			return
		}
		view, made, err := h.meetings.Book(r.Context(), booked)
		if err != nil {
			respondError(w, r, h.log, refusalOf(r, h.meetings, err))
			return
		}
		if made && h.visits != nil {
			// On the visit of the request, as its page view: its language,
			// variant and campaign. A full queue loses the event, not the booking.
			event := analytics.Event{Name: "booking_booked", Path: booked.Lead.PagePath}
			if err := h.visits.Record([]analytics.Event{event}, client); err != nil {
				h.log.Warn("booking_booked not recorded", "err", err)
			}
		}
		writeJSON(w, http.StatusCreated, map[string]any{"booking": view})
	})
}

type manageRequest struct {
	Token string `json:"token"`
	Start string `json:"start"`
}

// manageAction decodes a manage request and answers do's result.
func (h bookingAPI) manageAction(do func(r *http.Request, req manageRequest) (any, error)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
			respondError(w, r, h.log, fmt.Errorf("%w: send application/json", ErrUnsupportedMediaType))
			return
		}
		var req manageRequest
		if err := decodeJSON(w, r, 4<<10, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		res, err := do(r, req)
		if err != nil {
			respondError(w, r, h.log, refusalOf(r, h.meetings, err))
			return
		}
		writeJSON(w, http.StatusOK, res)
	})
}

func (h bookingAPI) manage() http.Handler {
	return h.manageAction(func(r *http.Request, req manageRequest) (any, error) {
		v, err := h.meetings.Manage(r.Context(), req.Token)
		return map[string]any{"booking": v}, err
	})
}

func (h bookingAPI) reschedule() http.Handler {
	return h.manageAction(func(r *http.Request, req manageRequest) (any, error) {
		start, code := parseInstant(req.Start)
		if code != "" {
			return nil, validation.Problems{"start": code}
		}
		v, token, err := h.meetings.Reschedule(r.Context(), req.Token, start)
		return map[string]any{"booking": v, "token": token}, err
	})
}

func (h bookingAPI) cancel() http.Handler {
	return h.manageAction(func(r *http.Request, req manageRequest) (any, error) {
		v, err := h.meetings.Cancel(r.Context(), req.Token)
		return map[string]any{"booking": v}, err
	})
}

// feed answers a member's private calendar feed, /calendar/<secret>.ics:
// 404 for a secret nobody has (never made, or revoked).
func (h bookingAPI) feed() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		secret, ok := strings.CutSuffix(r.PathValue("file"), ".ics")
		if !ok {
			http.NotFound(w, r)
			return
		}
		cal, err := h.meetings.Feed(r.Context(), secret)
		if errors.Is(err, meetings.ErrFeedUnknown) {
			http.NotFound(w, r)
			return
		}
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		w.Header().Set("Content-Type", "text/calendar; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("X-Robots-Tag", "noindex")
		w.Write(cal)
	})
}

// bookingLimit is the rate limit of POST /api/booking: the form's, in its
// own bucket.
func bookingLimit(db *database.DB, now func() time.Time) *throttle.Limiter {
	return throttle.New(db, now, "booking", leadsInterval, leadsBurst)
}
