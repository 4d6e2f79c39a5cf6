package meetings

import (
	"context"
	"crypto/hmac"
	"encoding/base64"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"agencysite/internal/booking"
)

// A manage token is "<booking id>.<expiry, Unix seconds>.<HMAC-SHA256 of
// both under the installation's booking-links secret>", base64url without
// padding for the MAC. It expires when the meeting starts; a rescheduled
// meeting gets a new one. It travels in a URL's fragment, so it reaches
// neither logs nor Referer headers.

// Token returns the manage token of b.
func (s *Service) Token(ctx context.Context, b booking.Booking) (string, error) {
	payload := b.ID + "." + strconv.FormatInt(b.Start.Unix(), 10)
	mac, err := s.links.Sum(ctx, payload)
	if err != nil {
		return "", fmt.Errorf("meetings: token: %w", err)
	}
	return payload + "." + base64.RawURLEncoding.EncodeToString(mac), nil
}

// ManageURL is the visitor's page to change b, in lang, with token.
func (s *Service) ManageURL(lang, token string) string {
	return strings.TrimRight(s.opts.BaseURL, "/") + "/" + lang + "/book/manage#" + token
}

// open returns the booking token names: ErrLinkInvalid when the server
// did not sign it or the booking is gone, ErrLinkExpired when its meeting
// has started.
func (s *Service) open(ctx context.Context, token string) (booking.Booking, error) {
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return booking.Booking{}, ErrLinkInvalid
	}
	want, err := s.links.Sum(ctx, parts[0]+"."+parts[1])
	if err != nil {
		return booking.Booking{}, fmt.Errorf("meetings: open: %w", err)
	}
	got, err := base64.RawURLEncoding.DecodeString(parts[2])
	if err != nil || !hmac.Equal(got, want) {
		return booking.Booking{}, ErrLinkInvalid
	}
	expires, err := strconv.ParseInt(parts[1], 10, 64)
	if err != nil {
		return booking.Booking{}, ErrLinkInvalid
	}
	if !s.now().Before(time.Unix(expires, 0)) {
		return booking.Booking{}, ErrLinkExpired
	}
	b, err := s.bookings.Get(ctx, parts[0])
	if errors.Is(err, booking.ErrNotFound) {
		return b, ErrLinkInvalid
	}
	return b, err
}

// Manage returns the booking token names, as its visitor reads it.
func (s *Service) Manage(ctx context.Context, token string) (View, error) {
	b, err := s.open(ctx, token)
	if err != nil {
		return View{}, err
	}
	return s.viewOf(ctx, b)
}

// changeable opens token for a change: ErrPastCutoff after the cut-off,
// booking.ErrCancelled once cancelled.
func (s *Service) openChange(ctx context.Context, token string) (booking.Booking, error) {
	b, err := s.open(ctx, token)
	if err != nil {
		return b, err
	}
	if b.Status == booking.StatusCancelled {
		return b, booking.ErrCancelled
	}
	st, err := s.bookings.Settings(ctx)
	if err != nil {
		return b, err
	}
	if !changeable(b, st, s.now()) {
		return b, ErrPastCutoff
	}
	return b, nil
}

// Reschedule moves the booking token names to the slot at start, and
// returns it with its new token. Errors: those of open and openChange,
// booking.ErrNotOffered, booking.ErrSlotTaken, problems of start.
func (s *Service) Reschedule(ctx context.Context, token string, start time.Time) (View, string, error) {
	b, err := s.openChange(ctx, token)
	if err != nil {
		return View{}, "", err
	}
	if start.IsZero() {
		return View{}, "", requiredStart()
	}
	moved, err := s.bookings.Reschedule(ctx, b.ID, start)
	if err != nil {
		return View{}, "", err
	}
	s.opts.Queued()
	next, err := s.Token(ctx, moved)
	if err != nil {
		return View{}, "", err
	}
	v, err := s.viewOf(ctx, moved)
	return v, next, err
}

// Cancel cancels the booking token names.
func (s *Service) Cancel(ctx context.Context, token string) (View, error) {
	b, err := s.openChange(ctx, token)
	if err != nil {
		return View{}, err
	}
	cancelled, err := s.bookings.Cancel(ctx, b.ID)
	if err != nil {
		return View{}, err
	}
	s.opts.Queued()
	return s.viewOf(ctx, cancelled)
}
