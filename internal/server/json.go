package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net/http"
	"strconv"

	"agencysite/internal/analytics"
	"agencysite/internal/auth"
	"agencysite/internal/booking"
	"agencysite/internal/content"
	"agencysite/internal/leads"
	"agencysite/internal/mail"
	"agencysite/internal/media"
	"agencysite/internal/meetings"
	"agencysite/internal/publish"
	"agencysite/internal/validation"
	"agencysite/internal/webhooks"
	"agencysite/web"
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
	body, err := readBody(w, r, limit)
	if err != nil {
		return err
	}
	return decodeBody(body, v)
}

// readBody reads r's body, at most limit bytes. Errors wrap ErrBadRequest
// or ErrTooLarge.
func readBody(w http.ResponseWriter, r *http.Request, limit int64) ([]byte, error) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return nil, fmt.Errorf("%w: at most %d bytes", ErrTooLarge, limit)
		}
		return nil, fmt.Errorf("%w: %v", ErrBadRequest, err)
	}
	return body, nil
}

// decodeBody reads body, one JSON value, into v, rejecting unknown fields
// and trailing data. Errors wrap ErrBadRequest.
func decodeBody(body []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(body))
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

// statusOf is the status and machine code of each error a handler may
// return; the first that errors.Is matches wins. Errors whose status says
// it all (400, 413, 415) carry no code.
var statusOf = []struct {
	err    error
	status int
	code   string
	msg    string // what the answer says; "" for the error's own text
}{
	{ErrTooLarge, http.StatusRequestEntityTooLarge, "", ""},
	{ErrBadRequest, http.StatusBadRequest, "", ""},
	{ErrRateLimited, http.StatusTooManyRequests, "", ""},
	{ErrUnsupportedMediaType, http.StatusUnsupportedMediaType, "", ""},
	{auth.ErrSignedOut, http.StatusUnauthorized, "signed_out", "Please sign in."},
	{auth.ErrInvalidCredentials, http.StatusUnauthorized, "invalid_credentials", "Wrong e-mail, password or code."},
	{auth.ErrTOTPRequired, http.StatusUnauthorized, "totp_required", "Enter the code from your authenticator app."},
	{ErrCrossOrigin, http.StatusForbidden, "cross_origin", ""},
	{ErrOwnerOnly, http.StatusForbidden, "owner_only", ""},
	{ErrPublisherOnly, http.StatusForbidden, "publisher_only", ""},
	{ErrTOTPSetupRequired, http.StatusForbidden, "totp_setup_required", ""},
	{auth.ErrNotFound, http.StatusNotFound, "not_found", "Not found."},
	{leads.ErrNotFound, http.StatusNotFound, "not_found", "Not found."},
	{mail.ErrNotFound, http.StatusNotFound, "not_found", "Not found."},
	{media.ErrNotFound, http.StatusNotFound, "not_found", "Not found."},
	{media.ErrTooLarge, http.StatusRequestEntityTooLarge, "too_large", fmt.Sprintf("The file is over %d MB.", web.Limits().UploadMaxMB)},
	{media.ErrInUse, http.StatusConflict, "in_use", "This picture is used by the site: remove it from the pages first."},
	{media.ErrNotFailed, http.StatusConflict, "not_failed", "Only a picture whose processing failed can be retried."},
	{ErrNoEndpoint, http.StatusNotFound, "not_found", "No such endpoint."},
	{content.ErrNoItem, http.StatusNotFound, "not_found", "Not found."},
	{publish.ErrBusy, http.StatusConflict, "publishing", "publishing"},
	{publish.ErrNotScheduled, http.StatusNotFound, "not_found", "Not found."},
	{publish.ErrNotFound, http.StatusNotFound, "not_found", "Not found."},
	{content.ErrDuplicateKey, http.StatusConflict, "duplicate_key", "An item with this key exists."},
	{content.ErrNotJSON, http.StatusBadRequest, "", ""},
	{leads.ErrConflict, http.StatusConflict, "conflict", conflictError{}.Error()},
	{auth.ErrLastOwner, http.StatusConflict, "last_owner", "The team needs an owner, and nobody removes themself."},
	{auth.ErrAlreadyMember, http.StatusConflict, "already_member", "This e-mail already has an account."},
	{auth.ErrTOTPUnavailable, http.StatusConflict, "totp_unavailable", "Two-factor sign-in needs the server's -totp-key setting."},
	{auth.ErrTOTPRequiredByTeam, http.StatusConflict, "totp_required_by_team", "The owner requires two-factor sign-in for everyone."},
	{auth.ErrLinkInvalid, http.StatusGone, "link_invalid", "This link was already used or has expired."},
	{auth.ErrCeremonyInvalid, http.StatusGone, "ceremony_invalid", "This passkey request expired; try again."},
	{auth.ErrPasskeysUnavailable, http.StatusConflict, "passkeys_unavailable", "Passkeys need the server's -base-url on https (or localhost)."},
	{auth.ErrPasskeyRejected, http.StatusBadRequest, "passkey_rejected", "The passkey's answer did not verify."},
	{webhooks.ErrNotFound, http.StatusNotFound, "not_found", "Not found."},
	{webhooks.ErrConflict, http.StatusConflict, "conflict", "Someone else changed this webhook; reload it and try again."},
	{webhooks.ErrUnavailable, http.StatusConflict, "webhooks_unavailable", "Webhooks need the server's -totp-key setting, which seals their secrets."},
	{webhooks.ErrOff, http.StatusConflict, "webhook_off", "This webhook is switched off: turn it on first."},
	{ErrRefUnknown, http.StatusNotFound, "ref_unknown", ""},
	{meetings.ErrLinkInvalid, http.StatusForbidden, "link_invalid", "link_invalid"},
	{meetings.ErrLinkExpired, http.StatusGone, "link_expired", "link_expired"},
	{meetings.ErrPastCutoff, http.StatusConflict, "past_cutoff", "past_cutoff"},
	{booking.ErrCancelled, http.StatusConflict, "cancelled", "cancelled"},
	{booking.ErrNotFound, http.StatusNotFound, "not_found", "Not found."},
	{ErrRefExpired, http.StatusGone, "ref_expired", ""},
}

// answerer is an error that carries its own answer, a status and a body
// more than the table's error and code: a refused publish naming items.
type answerer interface {
	error
	answer() (status int, body any)
}

// ErrNoEndpoint: no route has this path.
var ErrNoEndpoint = errors.New("no such endpoint")

// conflictError is a refused edit of a lead someone else changed; the
// answer carries the lead as it now is, so the page can show what changed.
type conflictError struct{ lead any }

func (conflictError) Error() string {
	return "Someone else changed this request while you were editing it. Review their change and save again."
}
func (conflictError) Unwrap() error { return leads.ErrConflict }

// statusClientClosedRequest is nginx's 499, for the access log of a request
// whose client left before the answer.
const statusClientClosedRequest = 499

// respondError is the one place that maps an error to an HTTP status. Only
// 5xx answers are logged: the others are the client's doing.
//
// validation.Problems, which the stores return for what they refuse to
// keep, answer 422 {"problems": {field: code}} for a person to fix; the
// analytics tracker's batches answer 400 with the problems in the message,
// as a browser script has nothing to show.
func respondError(w http.ResponseWriter, r *http.Request, log *slog.Logger, err error) {
	var problems validation.Problems
	var throttled *auth.ThrottledError
	var conflict conflictError
	var hasLead *leads.HasLeadError
	var refused *media.RefusedError
	var edited *content.ConflictError
	var own answerer
	switch {
	case errors.As(err, &own):
		status, body := own.answer()
		writeJSON(w, status, body)
		return
	case errors.As(err, &edited):
		writeJSON(w, http.StatusConflict, contentConflict(edited))
		return
	case errors.As(err, &refused):
		writeJSON(w, http.StatusUnprocessableEntity, map[string]string{"error": refused.Reason, "code": refused.Code})
		return
	case errors.As(err, &hasLead):
		writeJSON(w, http.StatusConflict, map[string]string{"error": hasLead.Error(), "code": "ref_has_lead", "leadId": hasLead.LeadID})
		return
	case errors.As(err, &problems) && errors.Is(err, analytics.ErrInvalid):
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "invalid events: " + problems.Error()})
		return
	case errors.As(err, &problems):
		writeJSON(w, http.StatusUnprocessableEntity, map[string]any{"problems": problems})
		return
	case errors.As(err, &conflict):
		writeJSON(w, http.StatusConflict, map[string]any{"error": conflict.Error(), "code": "conflict", "lead": conflict.lead})
		return
	case errors.As(err, &throttled):
		w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(throttled.RetryAfter.Seconds()))))
		writeJSON(w, http.StatusTooManyRequests, map[string]string{"error": "Too many attempts. Wait a few minutes, then try again.", "code": "throttled"})
		return
	case errors.Is(err, auth.ErrBusy):
		// A flood of sign-ins: refused at once rather than queued past
		// the write timeout (internal/auth/password.go).
		w.Header().Set("Retry-After", "1")
		writeJSON(w, http.StatusTooManyRequests, map[string]string{"error": "Too many sign-ins at once. Try again in a moment.", "code": "busy"})
		return
	case errors.Is(err, analytics.ErrQueueFull), errors.Is(err, analytics.ErrClosed):
		// The server's state, not the client's doing: refused openly rather
		// than dropped silently or left blocking a connection (docs/analytics.md).
		w.Header().Set("Retry-After", "1")
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": "service unavailable, retry later"})
		return
	case errors.Is(err, context.Canceled) && r.Context().Err() != nil:
		// The client went away (a page left while its poll was running):
		// nobody reads the answer, and nothing failed on our side.
		log.Debug("request canceled by the client", "method", r.Method, "path", r.URL.Path)
		w.WriteHeader(statusClientClosedRequest)
		return
	case errors.Is(err, ErrUnavailable):
		log.Warn("request refused", "method", r.Method, "path", r.URL.Path, "err", err)
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": "service unavailable, retry later"})
		return
	}
	for _, s := range statusOf {
		if errors.Is(err, s.err) {
			msg := s.msg
			if msg == "" {
				msg = err.Error()
			}
			body := map[string]string{"error": msg}
			if s.code != "" {
				body["code"] = s.code
			}
			writeJSON(w, s.status, body)
			return
		}
	}
	log.Error("request failed", "method", r.Method, "path", r.URL.Path, "err", err)
	writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "internal error"})
}
