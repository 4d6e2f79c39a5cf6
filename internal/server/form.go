package server

import (
	"fmt"
	"log/slog"
	"math"
	"mime"
	"net/http"
	"regexp"
	"strconv"
	"time"

	"agencysite/internal/leads"
	"agencysite/internal/throttle"
)

// idempotencyKey is the form of an Idempotency-Key header: the form sends a
// random one per filled form and the same one when it retries.
var idempotencyKey = regexp.MustCompile(`^[A-Za-z0-9_-]{16,128}$`)

// formFields are the consultation form's fields, which POST /api/leads and
// POST /api/booking both take. Field names are those of the 422 answer's
// problems map.
type formFields struct {
	Name    string `json:"name"`
	Email   string `json:"email"`
	Phone   string `json:"phone"`
	Company string `json:"company"`
	Service string `json:"service"`
	Budget  string `json:"budget"`
	Message string `json:"message"`
	Consent bool   `json:"consent"`
	// PagePath is the page the form is on; the lead's language and site
	// variant are read from it (web.Config.Locate), not sent beside it.
	PagePath string `json:"pagePath"`
	// Website is the honeypot: a field people never see, which bots fill.
	Website string `json:"website"`
	// FillTimeMs is how long the form was on screen before it was sent, as
	// the browser measured it (its clock need not agree with ours).
	FillTimeMs float64 `json:"fillTimeMs"`
}

// lead is the lead the fields make, with the Idempotency-Key key, marked
// as spam when the honeypot is filled or the form was sent faster than a
// person can type.
func (f formFields) lead(key string) leads.Lead {
	lead := leads.Lead{Name: f.Name, Email: f.Email, Phone: f.Phone, Company: f.Company, Service: f.Service,
		Budget: f.Budget, Message: f.Message, Consent: f.Consent, PagePath: f.PagePath, IdempotencyKey: key}
	// Clamped first: a float beyond int64 nanoseconds has no defined conversion.
	fill := time.Duration(math.Min(math.Max(f.FillTimeMs, -1), 1e12) * float64(time.Millisecond))
	lead.Spam, lead.SpamReason = leads.Screen(f.Website, fill)
	return lead
}

// readForm reads a request that sends the form: within the client's rate
// limit (a nil limit limits nothing), a JSON body decoded into req, and an
// Idempotency-Key, which it returns ("" when none is sent). When any of
// them is wrong it answers the request itself and returns false.
func readForm(w http.ResponseWriter, r *http.Request, log *slog.Logger, limit *throttle.Limiter, trustProxy bool, req any) (key string, ok bool) {
	if limit != nil {
		ok, wait, err := limit.Allow(r.Context(), throttle.ClientKey(r, trustProxy))
		if err != nil {
			respondError(w, r, log, err)
			return "", false
		}
		if !ok {
			w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
			respondError(w, r, log, ErrRateLimited)
			return "", false
		}
	}
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		// Also keeps other sites' plain HTML forms from posting here: a
		// cross-origin JSON request needs a CORS preflight we never grant.
		respondError(w, r, log, fmt.Errorf("%w: send application/json", ErrUnsupportedMediaType))
		return "", false
	}
	if err := decodeJSON(w, r, leads.BodyMaxBytes(), req); err != nil {
		respondError(w, r, log, err)
		return "", false
	}
	key = r.Header.Get("Idempotency-Key")
	if key != "" && !idempotencyKey.MatchString(key) {
		respondError(w, r, log, fmt.Errorf("%w: Idempotency-Key must be 16 to 128 letters, digits, - or _", ErrBadRequest))
		return "", false
	}
	return key, true
}
