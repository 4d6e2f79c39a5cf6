// Package mail sends the product's e-mail: messages are written to an
// outbox table in the same transaction as whatever caused them, and a
// background Worker delivers them through SMTP, retrying with backoff, so
// an SMTP outage delays mail but loses none.
package mail

import (
	"context"
	"errors"
	"time"
)

// KindReply is the outbox kind of a team member's answer to a visitor:
// written by a person, so sent without Auto-Submitted.
const KindReply = "lead-reply"

// Message is one e-mail. The sender (From) is the server's, set by the
// Sender, so stored messages do not depend on it.
type Message struct {
	ID      string // outbox row id, also the base of the Message-ID header
	Kind    string // what it is, for logs and queries, e.g. "lead-notification"
	Ref     string // what it is about, e.g. a lead id
	To      string // one address, optionally with a display name
	ReplyTo string // optional
	Lang    string // Content-Language, e.g. "ar"; optional
	Subject string
	Text    string // plain-text body, always present
	HTML    string // HTML alternative; optional
	// Calendar, when set, is an iCalendar object sent as a third
	// alternative, text/calendar with CalendarMethod (REQUEST, CANCEL),
	// which must equal the calendar's METHOD: an iMIP invitation (RFC 6047)
	// that mail clients show as one.
	Calendar       string
	CalendarMethod string
	// Created is when the message was queued; it is the Date header, so
	// a mail delayed by an outage still shows when its cause happened.
	Created time.Time
	// Expires, when not zero, is the time after which the message is no
	// longer worth sending (a confirmation that would arrive days late).
	Expires time.Time
}

// Sender delivers one message. The worker retries a failed message with
// backoff until it is sent or expires, whatever the error: a rejection that
// looks permanent is often a configuration mistake that will be fixed.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// Errors of this package.
var (
	// ErrOff: no SMTP server is configured, so mail stays in the outbox.
	ErrOff = errors.New("mail: off (no SMTP URL configured)")
	// ErrBadURL: the SMTP URL cannot be used.
	ErrBadURL = errors.New("mail: bad SMTP URL")
	// ErrBadMessage: the message cannot be built (an unparseable address).
	ErrBadMessage = errors.New("mail: bad message")
)
