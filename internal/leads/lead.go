// Package leads is the consultation-request side of the product: what a
// request holds and which values it may take, how it is checked, stored
// with its outgoing mail in one transaction, and exported.
package leads

import (
	"errors"
	"strings"
	"sync"
	"time"

	"github.com/nyaruka/phonenumbers"

	"agencysite/internal/analytics"

	"agencysite/web"
)

// Lead is one consultation request sent through the contact form.
type Lead struct {
	ID            string // random 128-bit hex, so ids leak neither order nor count
	Name          string
	Email         string
	Phone         string // E.164 after Normalize, or empty
	Company       string
	Service       string // a value of schema.json "services"
	Budget        string // a value of schema.json "budgets", or empty
	ContactMethod string // a value of schema.json "contactMethods"
	MeetingTime   string // free text the visitor chose, or empty
	Message       string
	Consent       bool   // the privacy policy was accepted
	Language      string // the language of PagePath (Normalize sets it)
	Variant       string // the site variant of PagePath (Normalize sets it)
	PagePath      string // path of the page the form was sent from
	CreatedAt     time.Time
	Spam          bool
	SpamReason    string // SpamHoneypot, SpamTooFast or SpamManual when Spam
	// IdempotencyKey, when set, makes Create store the lead once: a second
	// Create with the same key returns the first lead's id.
	IdempotencyKey string

	// Where it came from (issue 12): the visit behind it (nil when none was
	// found), the channel, and for a WhatsApp lead the reference and the
	// click event it was made from.
	Visit         *analytics.Visit
	Channel       string // ChannelForm (the default), ChannelWhatsApp or ChannelBooking
	WhatsAppRef   string
	WhatsAppEvent int64 // analytics_events id, 0 for none

	// How the team works it (workflow.go).
	Status           string // StatusNew … StatusLost
	LostReason       string
	AssigneeID       string // a user id, or empty
	AssigneeName     string
	FirstContactedAt time.Time // zero until first contacted
	UpdatedAt        time.Time // zero until first changed
	Version          int       // grows with every change, for optimistic concurrency
}

// Problem codes Valid returns; the front end translates them.
const (
	CodeRequired = "required"
	CodeTooShort = "too_short"
	CodeTooLong  = "too_long"
	CodeInvalid  = "invalid"
	CodeUnknown  = "unknown"
)

// Reasons a lead is marked spam.
const (
	SpamHoneypot = "honeypot"
	SpamTooFast  = "too_fast"
	SpamManual   = "manual" // a team member moved it to the spam folder
)

// Errors of this package.
var (
	// ErrInvalid: the lead fails Valid; it is never stored.
	ErrInvalid = errors.New("leads: invalid lead")
	// ErrNotFound: no lead with that id.
	ErrNotFound = errors.New("leads: not found")
)

// Normalize trims every text field, reads the language and site variant
// from the page path by the site's URL grammar (the default ones when there
// is no path or it names no language), and writes a parseable phone number
// in E.164, so that what is stored and mailed is the same however the
// visitor typed it.
func (l *Lead) Normalize() {
	for _, f := range []*string{&l.Name, &l.Email, &l.Phone, &l.Company, &l.Service, &l.Budget,
		&l.ContactMethod, &l.MeetingTime, &l.Message, &l.PagePath} {
		*f = strings.TrimSpace(*f)
	}
	place := web.Site().Locate(l.PagePath)
	l.Language, l.Variant = place.Lang, place.Variant
	if e164, ok := normalizePhone(l.Phone); ok {
		l.Phone = e164
	}
	if l.Channel == "" {
		l.Channel = ChannelForm
	}
}

// Screen tells whether a submission is spam: the hidden honeypot field was
// filled in, or the form was sent faster than a person can fill it in. A
// missing fill time counts as too fast: the form always sends one.
func Screen(honeypot string, fill time.Duration) (spam bool, reason string) {
	switch {
	case strings.TrimSpace(honeypot) != "":
		return true, SpamHoneypot
	case fill < MinFillTime():
		return true, SpamTooFast
	}
	return false, ""
}

// DisplayPhone writes an E.164 number the international way people read
// and dial it ("+966 50 111 2233"); what does not parse is returned as it is.
func DisplayPhone(e164 string) string {
	n, err := phonenumbers.Parse(e164, "")
	if err != nil {
		return e164
	}
	return phonenumbers.Format(n, phonenumbers.INTERNATIONAL)
}

// normalizePhone parses an international number ("+" or "00" and the
// country code first; spaces, dots, dashes and brackets allowed) and
// returns it in E.164 when the numbering plan knows it as valid.
func normalizePhone(s string) (string, bool) {
	if s == "" || len(s) > 64 {
		return "", false
	}
	parsedPhones.Lock()
	p, ok := parsedPhones.m[s]
	parsedPhones.Unlock()
	if ok {
		return p.e164, p.ok
	}
	p.e164, p.ok = parsePhone(s) // outside the lock: requests parse side by side
	parsedPhones.Lock()
	if len(parsedPhones.m) >= parsedPhonesMax {
		clear(parsedPhones.m)
	}
	parsedPhones.m[s] = p
	parsedPhones.Unlock()
	return p.e164, p.ok
}

// parsedPhones keeps what normalizePhone found for the numbers it parsed
// last: a request's number is parsed when it is normalized, validated and
// written into its mail, and the numbering plan's regular expressions make
// each parse a tenth of a booking's CPU.
var parsedPhones = struct {
	sync.Mutex
	m map[string]parsedPhone
}{m: map[string]parsedPhone{}}

const parsedPhonesMax = 4096

type parsedPhone struct {
	e164 string
	ok   bool
}

func parsePhone(s string) (string, bool) {
	if rest, ok := strings.CutPrefix(s, "00"); ok {
		s = "+" + rest
	}
	// Without a default region the library insists on a leading "+", which
	// is what the form asks for: a country code we never have to guess.
	n, err := phonenumbers.Parse(s, "")
	if err != nil || !phonenumbers.IsValidNumber(n) {
		return "", false
	}
	return phonenumbers.Format(n, phonenumbers.E164), true
}
