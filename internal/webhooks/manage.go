package webhooks

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/netip"
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"agencysite/internal/auth"
	"agencysite/internal/database"
	"agencysite/internal/validation"
)

// Limits of what the owner types.
const (
	NameMax = 100
	URLMax  = 2000
)

// Draft is a new webhook as the owner sets it up.
type Draft struct {
	Kind     string   `json:"kind"`
	Name     string   `json:"name"`
	URL      string   `json:"url"`
	Events   []string `json:"events"`
	Personal bool     `json:"personal"`
}

// Change is an edit of a webhook; nil fields stay as they are. Version is
// the webhook's version the owner saw. Turning a webhook on clears why it
// was off.
type Change struct {
	Version  int       `json:"version"`
	Name     *string   `json:"name"`
	URL      *string   `json:"url"`
	Events   *[]string `json:"events"`
	Personal *bool     `json:"personal"`
	Enabled  *bool     `json:"enabled"`
}

const selectWebhooks = `SELECT id, kind, name, url_hint, events, personal, enabled, off_reason, failing_since,
	created_at, updated_at, version, url_sealed, secret_sealed FROM webhooks`

// endpoint is a webhook with its sealed URL and secret.
type endpoint struct {
	Webhook
	urlSealed, secretSealed string
}

func scanEndpoint(row interface{ Scan(...any) error }) (endpoint, error) {
	var e endpoint
	var events, created, updated string
	var failing sql.NullString
	var personal, enabled int
	if err := row.Scan(&e.ID, &e.Kind, &e.Name, &e.URLHint, &events, &personal, &enabled, &e.OffReason, &failing,
		&created, &updated, &e.Version, &e.urlSealed, &e.secretSealed); err != nil {
		return e, err
	}
	e.Events, e.Personal, e.Enabled = strings.Fields(events), personal != 0, enabled != 0
	var errs [3]error
	e.CreatedAt, errs[0] = database.ParseTime(created)
	e.UpdatedAt, errs[1] = database.ParseTime(updated)
	e.FailingSince, errs[2] = database.ParseNullTime(failing)
	return e, errors.Join(errs[:]...)
}

// querier is a *sql.DB or *sql.Tx.
type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func (s *Store) endpoint(ctx context.Context, q querier, id string) (endpoint, error) {
	e, err := database.One(ctx, q, scanEndpoint, ErrNotFound, selectWebhooks+` WHERE id = $1`, id)
	if err != nil {
		return e, fmt.Errorf("webhooks: %s: %w", id, err)
	}
	return e, nil
}

// List returns every webhook, oldest first.
func (s *Store) List(ctx context.Context) ([]Webhook, error) {
	webhooks, err := database.Query(ctx, s.db, func(row database.Scanner) (Webhook, error) {
		e, err := scanEndpoint(row)
		return e.Webhook, err
	}, selectWebhooks+` ORDER BY created_at, id`)
	if err != nil {
		return nil, fmt.Errorf("webhooks: list: %w", err)
	}
	return webhooks, nil
}

// Get returns webhook id, or an error wrapping ErrNotFound.
func (s *Store) Get(ctx context.Context, id string) (Webhook, error) {
	e, err := s.endpoint(ctx, s.db, id)
	return e.Webhook, err
}

// Create sets up a webhook and returns it with its signing secret, shown
// this once (a chat webhook has none: its URL is its secret). The URL and
// secret are sealed; the audit log records who set up what, never either.
func (s *Store) Create(ctx context.Context, actor auth.Actor, d Draft) (Webhook, string, error) {
	if s.opts.Box == nil {
		return Webhook{}, "", ErrUnavailable
	}
	d.Name, d.URL = strings.TrimSpace(d.Name), strings.TrimSpace(d.URL)
	p := validation.Problems{}
	if !slices.Contains(Kinds, d.Kind) {
		p.Add("kind", codeFor(d.Kind == "", "unknown"))
	}
	p.Add("name", nameCode(d.Name))
	p.Add("url", s.urlCode(d.URL))
	p.Add("events", eventsCode(d.Events))
	if err := p.Err(); err != nil {
		return Webhook{}, "", err
	}
	now := s.now()
	w := Webhook{ID: database.NewID(), Kind: d.Kind, Name: d.Name, URLHint: hint(d.URL), Events: ordered(d.Events),
		Personal: d.Personal && d.Kind != KindWebhook, Enabled: true, CreatedAt: now, UpdatedAt: now, Version: 1}
	secret, sealedSecret := "", ""
	if w.Kind == KindWebhook {
		secret = NewSecret()
		sealedSecret = s.opts.Box.Seal(w.ID, secret)
	}
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO webhooks (id, kind, name, url_sealed, url_hint, secret_sealed,
			events, personal, enabled, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9, $9)`,
			w.ID, w.Kind, w.Name, s.opts.Box.Seal(w.ID, d.URL), w.URLHint, sealedSecret, strings.Join(w.Events, " "),
			boolInt(w.Personal), database.FormatTime(now)); err != nil {
			return err
		}
		return auth.Audit(ctx, tx, now, actor, "webhook.created", "webhook:"+w.ID, describe(w))
	})
	if err != nil {
		return Webhook{}, "", fmt.Errorf("webhooks: create: %w", err)
	}
	return w, secret, nil
}

// Update applies c to webhook id if nobody changed it since c.Version.
func (s *Store) Update(ctx context.Context, actor auth.Actor, id string, c Change) (Webhook, error) {
	if s.opts.Box == nil {
		return Webhook{}, ErrUnavailable
	}
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		e, err := s.endpoint(ctx, tx, id)
		if err != nil {
			return err
		}
		if e.Version != c.Version {
			return fmt.Errorf("webhooks: update %s: %w", id, ErrConflict)
		}
		w, urlSealed, changed := e.Webhook, e.urlSealed, []string{}
		p := validation.Problems{}
		if c.Name != nil && strings.TrimSpace(*c.Name) != w.Name {
			w.Name, changed = strings.TrimSpace(*c.Name), append(changed, "name")
			p.Add("name", nameCode(w.Name))
		}
		if c.URL != nil && strings.TrimSpace(*c.URL) != "" {
			u := strings.TrimSpace(*c.URL)
			p.Add("url", s.urlCode(u))
			w.URLHint, urlSealed, changed = hint(u), s.opts.Box.Seal(w.ID, u), append(changed, "url")
		}
		if c.Events != nil && !slices.Equal(ordered(*c.Events), w.Events) {
			p.Add("events", eventsCode(*c.Events))
			w.Events, changed = ordered(*c.Events), append(changed, "events")
		}
		if c.Personal != nil && *c.Personal != w.Personal && w.Kind != KindWebhook {
			w.Personal, changed = *c.Personal, append(changed, "personal")
		}
		if c.Enabled != nil && *c.Enabled != w.Enabled {
			w.Enabled, changed = *c.Enabled, append(changed, map[bool]string{true: "on", false: "off"}[*c.Enabled])
			w.OffReason, w.FailingSince = "", time.Time{}
		}
		if err := p.Err(); err != nil {
			return err
		}
		if len(changed) == 0 {
			return nil
		}
		w.UpdatedAt, w.Version = s.now(), w.Version+1
		var failing any
		if !w.FailingSince.IsZero() {
			failing = database.FormatTime(w.FailingSince)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE webhooks SET name = $1, url_sealed = $2, url_hint = $3, events = $4,
			personal = $5, enabled = $6, off_reason = $7, failing_since = $8, updated_at = $9, version = $10
			WHERE id = $11`, w.Name, urlSealed, w.URLHint, strings.Join(w.Events, " "), boolInt(w.Personal),
			boolInt(w.Enabled), w.OffReason, failing, database.FormatTime(w.UpdatedAt), w.Version, w.ID); err != nil {
			return err
		}
		return auth.Audit(ctx, tx, w.UpdatedAt, actor, "webhook.changed", "webhook:"+w.ID, strings.Join(changed, " "))
	})
	if err != nil {
		return Webhook{}, fmt.Errorf("webhooks: update: %w", err)
	}
	return s.Get(ctx, id)
}

// Delete removes webhook id and its delivery log; deliveries still
// waiting are not sent.
func (s *Store) Delete(ctx context.Context, actor auth.Actor, id string) error {
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		e, err := s.endpoint(ctx, tx, id)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM webhooks WHERE id = $1`, id); err != nil {
			return err
		}
		return auth.Audit(ctx, tx, s.now(), actor, "webhook.deleted", "webhook:"+id, describe(e.Webhook))
	})
	if err != nil {
		return fmt.Errorf("webhooks: delete: %w", err)
	}
	return nil
}

// RotateSecret gives signed webhook id a new secret, returned this once:
// deliveries from now on are signed with it.
func (s *Store) RotateSecret(ctx context.Context, actor auth.Actor, id string) (string, error) {
	if s.opts.Box == nil {
		return "", ErrUnavailable
	}
	secret := NewSecret()
	err := s.db.InTx(ctx, func(tx *sql.Tx) error {
		e, err := s.endpoint(ctx, tx, id)
		if err != nil {
			return err
		}
		if e.Kind != KindWebhook {
			return validation.Problems{"kind": "no_secret"}
		}
		now := s.now()
		if _, err := tx.ExecContext(ctx, `UPDATE webhooks SET secret_sealed = $1, updated_at = $2, version = version + 1
			WHERE id = $3`, s.opts.Box.Seal(id, secret), database.FormatTime(now), id); err != nil {
			return err
		}
		return auth.Audit(ctx, tx, now, actor, "webhook.secret_rotated", "webhook:"+id, e.Name)
	})
	if err != nil {
		return "", fmt.Errorf("webhooks: rotate secret: %w", err)
	}
	return secret, nil
}

// urlCode is the problem with a webhook URL, or "": absolute, https (http
// only to a loopback host, when loopback is allowed), no IP address that
// is not public. A name is checked when it is dialled (Client).
func (s *Store) urlCode(raw string) string {
	if raw == "" {
		return "required"
	}
	if len(raw) > URLMax {
		return "too_long"
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http") || u.Fragment != "" {
		return "invalid"
	}
	host := u.Hostname()
	addr, err := netip.ParseAddr(host)
	ip := err == nil
	loopback := strings.EqualFold(host, "localhost") || (ip && addr.Unmap().IsLoopback())
	switch {
	case ip && (addr.Is4In6() || CheckAddr(addr, s.opts.AllowLoopback) != nil), loopback && !s.opts.AllowLoopback:
		return "private_address"
	case u.Scheme == "http" && !loopback:
		return "https_required"
	}
	return ""
}

func nameCode(name string) string {
	switch n := utf8.RuneCountInString(name); {
	case n == 0:
		return "required"
	case n > NameMax:
		return "too_long"
	}
	return ""
}

func eventsCode(events []string) string {
	if len(events) == 0 {
		return "required"
	}
	for _, e := range events {
		if !slices.Contains(Events, e) {
			return "unknown"
		}
	}
	return ""
}

func codeFor(missing bool, otherwise string) string {
	if missing {
		return "required"
	}
	return otherwise
}

// ordered is events without repeats, in Events' order.
func ordered(events []string) []string {
	out := []string{}
	for _, e := range Events {
		if slices.Contains(events, e) {
			out = append(out, e)
		}
	}
	return out
}

// hint is what the back office shows of a URL: its scheme and host and
// the path's first 8 characters, enough to tell two apart, too little to
// use (a Slack or Teams URL's path is its secret).
func hint(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	path := u.EscapedPath()
	if len(path) > 8 {
		path = path[:8] + "…"
	}
	return u.Scheme + "://" + u.Host + path
}

// describe is a webhook as the audit log says it.
func describe(w Webhook) string {
	return fmt.Sprintf("%s %q %s [%s]", w.Kind, w.Name, w.URLHint, strings.Join(w.Events, " "))
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
