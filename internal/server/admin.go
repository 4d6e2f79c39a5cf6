package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"mime"
	"net/http"
	"strings"

	"github.com/mileusna/useragent"

	"agencysite/internal/auth"
	"agencysite/internal/throttle"
	"agencysite/internal/validation"
)

// access is who may call an admin route.
type access int

const (
	// signedIn routes answer any session, even one whose user still has to
	// set up the two-factor the owner requires (me, sign-out, 2FA, sessions).
	signedIn access = iota
	// member routes answer every team member with two-factor in order.
	member
	// owner routes answer owners only.
	owner
	// publisher routes answer owners and editors: what makes content
	// live (publishing, scheduling, restoring a version).
	publisher
)

// adminRoute is one /api/admin endpoint and who may call it.
type adminRoute struct {
	pattern string
	access  access
	handler http.Handler
}

// adminBodyMax is the largest body an admin endpoint reads, unless its
// request says otherwise (bodyLimiter).
const adminBodyMax = 64 << 10

// bodyLimiter is a request whose body may be larger than adminBodyMax.
type bodyLimiter interface{ bodyMax() int64 }

// Errors the admin middleware answers with.
var (
	// ErrOwnerOnly: a member called an owner-only route.
	ErrOwnerOnly = errors.New("only an owner can do this")
	// ErrPublisherOnly: a member called a route that makes content live.
	ErrPublisherOnly = errors.New("only an owner or an editor can publish")
	// ErrTOTPSetupRequired: the owner requires two-factor (an app or a
	// passkey) and this user has neither yet.
	ErrTOTPSetupRequired = errors.New("set up two-factor sign-in first")
)

type sessionKey struct{}

// signedInUser is who sent an admin request, put in its context by requireSession.
type signedInUser struct {
	user    auth.User
	session auth.Session
	token   string
	actor   auth.Actor
}

func current(r *http.Request) *signedInUser {
	s, _ := r.Context().Value(sessionKey{}).(*signedInUser)
	return s
}

// sessionCookie is the cookie's name: with HTTPS the __Host- prefix, which
// browsers accept only with Secure, Path=/ and no Domain, so no sub-domain
// or plain-http page can set or shadow it.
func sessionCookie(https bool) string {
	if https {
		return "__Host-session"
	}
	return "session"
}

func setSessionCookie(w http.ResponseWriter, https bool, token string) {
	http.SetCookie(w, &http.Cookie{Name: sessionCookie(https), Value: token, Path: "/", Secure: https,
		HttpOnly: true, SameSite: http.SameSiteStrictMode})
}

func clearSessionCookie(w http.ResponseWriter, https bool) {
	http.SetCookie(w, &http.Cookie{Name: sessionCookie(https), Value: "", Path: "/", Secure: https,
		HttpOnly: true, SameSite: http.SameSiteStrictMode, MaxAge: -1})
}

// apiGuard protects every /api/auth and /api/admin route: a write must be
// JSON, which a plain HTML form on another site cannot send. A file upload
// (file true) may be of any type but those a form can send. Cross-origin
// writes never get here: refuseCrossSite, in front of every route, is the
// one CSRF layer (docs/decisions/0215).
func apiGuard(log *slog.Logger, file bool) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if err := checkURLText(r); err != nil {
				respondError(w, r, log, err)
				return
			}
			if r.Method != http.MethodGet && r.Method != http.MethodHead {
				mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
				if file && err == nil && !formSendable[mt] {
					next.ServeHTTP(w, r)
					return
				}
				if err != nil || mt != "application/json" {
					respondError(w, r, log, fmt.Errorf("%w: send application/json", ErrUnsupportedMediaType))
					return
				}
			}
			next.ServeHTTP(w, r)
		})
	}
}

// formSendable are the types an HTML form (or a no-cors fetch) on another
// site can send without asking first.
var formSendable = map[string]bool{"application/x-www-form-urlencoded": true, "multipart/form-data": true, "text/plain": true}

// checkURLText refuses a path or query that is not clean text (NUL,
// bytes that are not UTF-8, controls: validation.CleanText) before any of
// it reaches the database: PostgreSQL cannot even compare such a string
// and answered 500. A path of that kind names nothing (404); a query
// parameter is the client's mistake (400).
func checkURLText(r *http.Request) error {
	if !validation.CleanText(r.URL.Path, validation.OneLine) {
		return ErrNoEndpoint
	}
	for k, vs := range r.URL.Query() {
		for _, v := range append(vs, k) {
			if !validation.CleanText(v, validation.OneLine) {
				return fmt.Errorf("%w: the query parameter %q is not text", ErrBadRequest, k)
			}
		}
	}
	return nil
}

// requireSession answers 401 unless the request carries a live session,
// then checks the route's access: the one gate of every /api/admin route.
func requireSession(log *slog.Logger, store *auth.Store, team auth.Settings, https, trustProxy bool, need access) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			c, err := r.Cookie(sessionCookie(https))
			if err != nil {
				respondError(w, r, log, auth.ErrSignedOut)
				return
			}
			u, sess, err := store.Authenticate(r.Context(), c.Value)
			if err != nil {
				if errors.Is(err, auth.ErrSignedOut) {
					clearSessionCookie(w, https)
				}
				respondError(w, r, log, err)
				return
			}
			addr, err := store.HashAddress(r.Context(), throttle.ClientKey(r, trustProxy))
			if err != nil {
				respondError(w, r, log, err)
				return
			}
			if need >= member && !u.HasSecondFactor() {
				required, err := team.TwoFactorRequired(r.Context())
				if err != nil {
					respondError(w, r, log, err)
					return
				}
				if required {
					respondError(w, r, log, ErrTOTPSetupRequired)
					return
				}
			}
			if need == owner && u.Role != auth.RoleOwner {
				respondError(w, r, log, ErrOwnerOnly)
				return
			}
			if need == publisher && !auth.CanPublish(u.Role) {
				respondError(w, r, log, ErrPublisherOnly)
				return
			}
			s := &signedInUser{user: u, session: sess, token: c.Value, actor: auth.Actor{ID: u.ID, Name: u.Name, Address: addr, Session: sess.ID}}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), sessionKey{}, s)))
		})
	}
}

// decodeAdmin reads an admin request's JSON body into v; an empty body is
// {}. The body may be adminBodyMax bytes, or what v's bodyMax says.
func decodeAdmin(w http.ResponseWriter, r *http.Request, v any) error {
	limit := int64(adminBodyMax)
	if l, ok := v.(bodyLimiter); ok {
		limit = l.bodyMax()
	}
	body, err := readBody(w, r, limit)
	if err != nil {
		return err
	}
	if len(strings.TrimSpace(string(body))) == 0 {
		body = []byte("{}")
	}
	if err := checkJSONText(body); err != nil {
		return err
	}
	return decodeBody(body, v)
}

// checkJSONText refuses a body with NUL in any string, key or value: JSON
// can carry it (\u0000), PostgreSQL cannot store it. (Bytes that are not
// UTF-8 are no danger here: encoding/json turns them into U+FFFD.) Each
// field's own rules (validation.CleanText for names, notes) come after.
func checkJSONText(body []byte) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	for {
		tok, err := dec.Token()
		if err != nil {
			return nil // not JSON: decodeJSON says so
		}
		if s, ok := tok.(string); ok && strings.ContainsRune(s, 0) {
			return fmt.Errorf("%w: text with a NUL character", ErrBadRequest)
		}
	}
}

// device names a browser for the sessions list: "Chrome on Android" (the
// back office words it in the reader's language). Headless Chrome is
// Chrome: "headless" says how it was started, not what it is.
func device(r *http.Request) string {
	ua := useragent.Parse(r.UserAgent())
	name, os := ua.Name, ua.OS
	if name == useragent.HeadlessChrome {
		name = useragent.Chrome
	}
	if name == "" || len(name) > 24 {
		name = "Browser"
	}
	if os == "" || len(os) > 24 {
		return name
	}
	return name + " on " + os
}

// action makes an admin handler: it decodes the JSON body of a write into
// Req, runs do, and answers its result as JSON with status, 204 when the
// result is nil, or the error through respondError. Handlers then read as
// their one call.
func action[Req any](log *slog.Logger, status int, do func(w http.ResponseWriter, r *http.Request, req Req) (any, error)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req Req
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			if err := decodeAdmin(w, r, &req); err != nil {
				respondError(w, r, log, err)
				return
			}
		}
		res, err := do(w, r, req)
		ws, other := res.(withStatus)
		switch {
		case err != nil:
			respondError(w, r, log, err)
		case other:
			writeJSON(w, ws.status, ws.body)
		case res == nil:
			w.WriteHeader(http.StatusNoContent)
		default:
			writeJSON(w, status, res)
		}
	})
}

// listed makes an admin GET handler answering what read returns under key,
// as {"users": […]}: the back office's lists, each read whole.
func listed(log *slog.Logger, key string, read func(r *http.Request) (any, error)) http.Handler {
	return action(log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		list, err := read(r)
		return map[string]any{key: list}, err
	})
}

// withStatus is an action's result answered with another status than the
// action's own (a publish scheduled is 201, one started 202).
type withStatus struct {
	status int
	body   any
}

// none is the request of an action that takes no fields.
type none struct{}
