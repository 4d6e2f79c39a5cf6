package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"

	"agencysite/internal/analytics"
	"agencysite/internal/validation"
)

// Errors a handler returns; respondError maps them to statuses.
var (
	// ErrBadRequest: the body is not the JSON the endpoint takes.
	ErrBadRequest = errors.New("bad request")
	// ErrTooLarge: the body is over the endpoint's limit.
	ErrTooLarge = errors.New("request body too large")
	// ErrRateLimited: too many requests from one address.
	ErrRateLimited = errors.New("too many requests")
	// ErrUnsupportedMediaType: the body is not of the type the endpoint takes.
	ErrUnsupportedMediaType = errors.New("unsupported media type")
	// ErrCrossOrigin: a browser sent a state-changing request from another site.
	ErrCrossOrigin = errors.New("cross-origin request refused")
	// ErrUnavailable: the server cannot take the request now (overload or
	// shutdown), whatever the request; the client may retry later.
	ErrUnavailable = errors.New("service unavailable")
)

// decodeJSON reads at most limit bytes of r's body into v, rejecting unknown
// fields and trailing data. Errors wrap ErrBadRequest or ErrTooLarge.
func decodeJSON(w http.ResponseWriter, r *http.Request, limit int64, v any) error {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return fmt.Errorf("%w: at most %d bytes", ErrTooLarge, limit)
		}
		return fmt.Errorf("%w: %v", ErrBadRequest, err)
	}
	dec := json.NewDecoder(strings.NewReader(string(body)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: %v", ErrBadRequest, err)
	}
	if dec.More() {
		return fmt.Errorf("%w: trailing data after the JSON value", ErrBadRequest)
	}
	return nil
}

// writeJSON writes v as JSON with the given status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// respondError is the one place that maps an error to an HTTP status. Only
// 5xx answers are logged: the others are the client's doing.
//
// validation.Problems, which the stores return for what they refuse to
// keep, answer 422 {"problems": {field: code}} for a person to fix; the
// analytics tracker's batches answer 400 with the problems in the message,
// as a browser script has nothing to show.
func respondError(w http.ResponseWriter, r *http.Request, log *slog.Logger, err error) {
	var problems validation.Problems
	switch {
	case errors.As(err, &problems) && errors.Is(err, analytics.ErrInvalid):
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "invalid events: " + problems.Error()})
	case errors.As(err, &problems):
		writeJSON(w, http.StatusUnprocessableEntity, map[string]any{"problems": problems})
	case errors.Is(err, ErrTooLarge):
		writeJSON(w, http.StatusRequestEntityTooLarge, map[string]string{"error": err.Error()})
	case errors.Is(err, ErrBadRequest):
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
	case errors.Is(err, ErrRateLimited):
		writeJSON(w, http.StatusTooManyRequests, map[string]string{"error": err.Error()})
	case errors.Is(err, ErrCrossOrigin):
		writeJSON(w, http.StatusForbidden, map[string]string{"error": err.Error()})
	case errors.Is(err, ErrUnsupportedMediaType):
		writeJSON(w, http.StatusUnsupportedMediaType, map[string]string{"error": err.Error()})
	case errors.Is(err, analytics.ErrQueueFull), errors.Is(err, analytics.ErrClosed):
		// The server's state, not the client's doing: refused openly rather
		// than dropped silently or left blocking a connection (docs/analytics.md).
		w.Header().Set("Retry-After", "1")
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": "service unavailable, retry later"})
	case errors.Is(err, ErrUnavailable):
		log.Warn("request refused", "method", r.Method, "path", r.URL.Path, "err", err)
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": "service unavailable, retry later"})
	default:
		log.Error("request failed", "method", r.Method, "path", r.URL.Path, "err", err)
		writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "internal error"})
	}
}
