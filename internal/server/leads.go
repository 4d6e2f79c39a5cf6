package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"mime"
	"net/http"
	"regexp"
	"strconv"
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

// idempotencyKey is the form of an Idempotency-Key header: the form sends a
// random one per filled form and the same one when it retries.
var idempotencyKey = regexp.MustCompile(`^[A-Za-z0-9_-]{16,128}$`)

// leadRequest is the body of POST /api/leads. Field names are those of the
// 422 answer's problems map.
type leadRequest struct {
	Name          string `json:"name"`
	Email         string `json:"email"`
	Phone         string `json:"phone"`
	Company       string `json:"company"`
	Service       string `json:"service"`
	Budget        string `json:"budget"`
	ContactMethod string `json:"contactMethod"`
	MeetingTime   string `json:"meetingTime"`
	Message       string `json:"message"`
	Consent       bool   `json:"consent"`
	// PagePath is the page the form is on; the lead's language and site
	// variant are read from it (web.Config.Locate), not sent beside it.
	PagePath string `json:"pagePath"`
	// Website is the honeypot: a field people never see, which bots fill.
	Website string `json:"website"`
	// FillTimeMs is how long the form was on screen before it was sent, as
	// the browser measured it (its clock need not agree with ours).
	FillTimeMs float64 `json:"fillTimeMs"`
}

func (req leadRequest) lead() leads.Lead {
	return leads.Lead{
		Name: req.Name, Email: req.Email, Phone: req.Phone, Company: req.Company, Service: req.Service,
		Budget: req.Budget, ContactMethod: req.ContactMethod, MeetingTime: req.MeetingTime,
		Message: req.Message, Consent: req.Consent, PagePath: req.PagePath,
	}
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
		if limit != nil {
			ok, wait, err := limit.Allow(r.Context(), throttle.ClientKey(r, trustProxy))
			if err != nil {
				respondError(w, r, log, err)
				return
			}
			if !ok {
				w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
				respondError(w, r, log, ErrRateLimited)
				return
			}
		}
		if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
			// Also keeps other sites' plain HTML forms from posting here: a
			// cross-origin JSON request needs a CORS preflight we never grant.
			respondError(w, r, log, fmt.Errorf("%w: send application/json", ErrUnsupportedMediaType))
			return
		}
		var req leadRequest
		if err := decodeJSON(w, r, leads.BodyMaxBytes(), &req); err != nil {
			respondError(w, r, log, err)
			return
		}

		key := r.Header.Get("Idempotency-Key")
		if key != "" && !idempotencyKey.MatchString(key) {
			respondError(w, r, log, fmt.Errorf("%w: Idempotency-Key must be 16 to 128 letters, digits, - or _", ErrBadRequest))
			return
		}
		lead := req.lead()
		lead.IdempotencyKey = key
		// Clamped first: a float beyond int64 nanoseconds has no defined conversion.
		fill := time.Duration(math.Min(math.Max(req.FillTimeMs, -1), 1e12) * float64(time.Millisecond))
		lead.Spam, lead.SpamReason = leads.Screen(req.Website, fill)

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
