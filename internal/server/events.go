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
func handleEvents(log *slog.Logger, store *analytics.Recorder, trustProxy bool) http.Handler {
	limiter := newLimiter(eventsInterval, eventsBurst)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ip := clientIP(r, trustProxy)
		if ok, wait := limiter.allow(limitKey(ip), time.Now()); !ok {
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
		if err := store.Record(req.Events, analytics.Client{IP: ip, UserAgent: r.UserAgent()}); err != nil {
			respondError(w, r, log, err)
			return
		}
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusAccepted)
	})
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
