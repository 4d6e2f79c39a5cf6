package server

import (
	"fmt"
	"log/slog"
	"math"
	"mime"
	"net/http"
	"strconv"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/auth"
	"agencysite/internal/throttle"
)

// Limits of POST /api/events. A page's tracker sends a few small batches
// (page hidden, queue full); these bounds are far above that and keep one
// request cheap.
const (
	maxEventsBody  = 16 << 10
	maxEventsBatch = 50
	// Per address: bursts of 20 batches, then 5 a second. A burst covers a
	// visitor clicking through pages quickly; the rate covers an office
	// behind one NAT address.
	eventsBurst    = 20
	eventsInterval = 200 * time.Millisecond
)

// eventsRequest is the body of POST /api/events.
type eventsRequest struct {
	Events []analytics.Event `json:"events"`
}

// handleEvents takes a batch of analytics events, as JSON or as the
// text/plain body navigator.sendBeacon sends, and answers 202 once the
// store has accepted the whole batch; nothing of a rejected batch is kept.
//
// Events from a browser with a live back-office session get the same 202
// and are not stored: the team's own browsing is not traffic. team is nil
// when the server has no back office. now is the clock the per-address
// limit runs on (Deps.Now).
func handleEvents(log *slog.Logger, store *analytics.Recorder, team teamCheck, trustProxy bool, now func() time.Time) http.Handler {
	limiter := throttle.NewMemory(eventsInterval, eventsBurst)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if ok, wait := limiter.Allow(throttle.ClientKey(r, trustProxy), now()); !ok {
			w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
			respondError(w, r, log, ErrRateLimited)
			return
		}
		if store == nil {
			respondError(w, r, log, fmt.Errorf("%w: analytics is off", ErrUnavailable))
			return
		}
		if err := checkEventsType(r.Header.Get("Content-Type")); err != nil {
			respondError(w, r, log, err)
			return
		}
		var req eventsRequest
		if err := decodeJSON(w, r, maxEventsBody, &req); err != nil {
			respondError(w, r, log, err)
			return
		}
		switch n := len(req.Events); {
		case n == 0:
			respondError(w, r, log, fmt.Errorf("%w: no events", ErrBadRequest))
			return
		case n > maxEventsBatch:
			respondError(w, r, log, fmt.Errorf("%w: %d events, at most %d", ErrTooLarge, n, maxEventsBatch))
			return
		}
		isTeam, err := team.carriedBy(r)
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		if isTeam {
			err = analytics.ValidBatch(store.Catalogue(), req.Events).Err() // checked like any batch, then left out
			if err != nil {
				err = fmt.Errorf("%w: %w", analytics.ErrInvalid, err)
			}
		} else {
			err = store.Record(req.Events, analytics.Client{IP: throttle.ClientIP(r, trustProxy), UserAgent: r.UserAgent()})
		}
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusAccepted)
	})
}

// teamCheck finds a live back-office session in a request's cookie; the
// zero value finds none (a server without a back office).
type teamCheck struct {
	cookie string
	store  *auth.Store
}

func (t teamCheck) carriedBy(r *http.Request) (bool, error) {
	if t.store == nil {
		return false, nil
	}
	c, err := r.Cookie(t.cookie)
	if err != nil {
		return false, nil
	}
	return t.store.IsTeam(r.Context(), c.Value)
}

// checkEventsType accepts JSON, sendBeacon's text/plain, and no type; any
// other type is 415, as on the other JSON endpoints.
func checkEventsType(contentType string) error {
	if contentType == "" {
		return nil
	}
	mediaType, _, err := mime.ParseMediaType(contentType)
	if err != nil || (mediaType != "application/json" && mediaType != "text/plain") {
		return fmt.Errorf("%w: Content-Type must be application/json or text/plain", ErrUnsupportedMediaType)
	}
	return nil
}
