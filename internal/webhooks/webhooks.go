// Package webhooks tells the team's other tools what happens to leads:
// signed webhooks to a CRM (the Standard Webhooks convention: webhook-id,
// webhook-timestamp, webhook-signature) and short alerts to a Slack or
// Microsoft Teams channel. An event is rendered and queued as a delivery
// in the transaction that stores the lead (leads.Events), so nothing is
// lost if the process dies; a job per webhook and lead (internal/jobs)
// sends that lead's deliveries in order, retries each for a day with
// backoff, and records every attempt in the delivery log the owner reads
// and replays. A webhook failing for a day is switched off and the owners
// are mailed. Requests go out through Client, which reaches only public
// addresses (docs/decisions/0380).
package webhooks

import (
	"context"
	_ "embed"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/database"
	"agencysite/internal/leads"
	"agencysite/internal/seal"
	"agencysite/internal/wordfile"
)

// JobKind is the kind of the jobs that send deliveries: one per webhook
// and lead, its ref "webhookID/leadID" (leadID empty for tests).
const JobKind = "webhook"

// Kinds of webhook.
const (
	KindWebhook = "webhook" // signed JSON for any receiver (a CRM)
	KindSlack   = "slack"   // a Slack incoming webhook
	KindTeams   = "teams"   // a Microsoft Teams incoming webhook (Workflows)
)

// Kinds lists every kind, in the order the back office offers them.
var Kinds = []string{KindWebhook, KindSlack, KindTeams}

// EventTest is the event of a delivery made by "send a test".
const EventTest = "webhook.test"

// Events lists what a webhook may be sent. Booking events join when
// meetings can be booked.
var Events = []string{leads.EventCreated, leads.EventStatusChanged}

// Delivery statuses.
const (
	StatusPending = "pending"
	StatusSent    = "sent"
	StatusFailed  = "failed"
)

// OffFailing is the OffReason of a webhook switched off after failing for
// FailFor.
const OffFailing = "failing"

// How long things last.
const (
	// RetryFor is how long a delivery is tried before it is failed.
	RetryFor = 24 * time.Hour
	// FailFor is how long a webhook may fail, without one success, before
	// it is switched off.
	FailFor = 24 * time.Hour
	// KeepFor is how long the delivery log keeps a finished delivery.
	KeepFor = 30 * 24 * time.Hour
	// LogSize is how many deliveries the log shows, newest first.
	LogSize = 50
)

// Webhook is an endpoint as the back office shows it: never its URL in
// full nor its secret, both sealed at rest.
type Webhook struct {
	ID           string    `json:"id"`
	Kind         string    `json:"kind"`
	Name         string    `json:"name"`
	URLHint      string    `json:"urlHint"` // scheme, host and the path's first characters
	Events       []string  `json:"events"`
	Personal     bool      `json:"personal"` // chat alerts show e-mail and phone
	Enabled      bool      `json:"enabled"`
	OffReason    string    `json:"offReason"`             // OffFailing, or ""
	FailingSince time.Time `json:"failingSince,omitzero"` // the first failure since the last success
	CreatedAt    time.Time `json:"createdAt"`
	UpdatedAt    time.Time `json:"updatedAt"`
	Version      int       `json:"version"`
}

// Errors of this package.
var (
	// ErrNotFound: no webhook (or delivery of it) with that id.
	ErrNotFound = errors.New("webhooks: not found")
	// ErrUnavailable: the server has no -totp-key to seal secrets with.
	ErrUnavailable = errors.New("webhooks: unavailable without the server's -totp-key")
	// ErrConflict: the webhook changed since the version the client saw.
	ErrConflict = errors.New("webhooks: changed by someone else")
	// ErrOff: the webhook is switched off; turn it on to send.
	ErrOff = errors.New("webhooks: the webhook is switched off")
)

// Owners is who is told a webhook was switched off: auth.Store's users,
// of whom the owners.
type Owners interface {
	Users(ctx context.Context) ([]auth.User, error)
}

// Options configure a Store.
type Options struct {
	// Box seals URLs and secrets; nil: webhooks cannot be set up.
	Box *seal.Box
	// Client sends the deliveries (NewClient's).
	Client *http.Client
	// AllowLoopback lets a URL be http:// on a loopback host (development
	// and tests; Client must allow loopback too).
	AllowLoopback bool
	// BaseURL starts the links to the back office.
	BaseURL string
	// Language is what chat alerts are written in: the site's default.
	Language string
	// Brand names the site in tests, mails and the User-Agent.
	Brand  string
	Owners Owners
	Now    func() time.Time
	Log    *slog.Logger
	// Queued is called once deliveries committed (wakes the runner's
	// webhook kind); MailQueued once mail to the owners did.
	Queued, MailQueued func()
}

// Store keeps webhooks and their deliveries: the one writer of their
// tables.
type Store struct {
	db   *database.DB
	opts Options
}

// NewStore returns a store on db.
func NewStore(db *database.DB, opts Options) *Store {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Log == nil {
		opts.Log = slog.Default()
	}
	if opts.Client == nil {
		opts.Client = NewClient(ClientOptions{AllowLoopback: opts.AllowLoopback})
	}
	opts.Language = words.Lang(opts.Language)
	return &Store{db: db, opts: opts}
}

// Available reports whether webhooks can be set up on this server.
func (s *Store) Available() bool { return s.opts.Box != nil }

func (s *Store) now() time.Time { return s.opts.Now().UTC().Truncate(time.Microsecond) }

//go:embed words.json
var wordsJSON []byte

// phrases are one language's words (words.json).
type phrases map[string]string

// fill replaces each {key} of the phrase named key by its value in vars.
func (p phrases) fill(key string, vars ...string) string {
	return strings.NewReplacer(vars...).Replace(p[key])
}

var words = wordfile.MustParse[phrases]("webhooks: words.json", wordsJSON)

// wordsIn returns lang's words, English for a language without them.
func wordsIn(lang string) phrases { return words.In(lang) }
