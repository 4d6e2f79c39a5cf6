package meetings

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/emersion/go-ical"

	"agencysite/internal/booking"
	"agencysite/internal/database"
)

// ErrFeedUnknown: no member's feed has this secret (never made, or
// revoked).
var ErrFeedUnknown = errors.New("meetings: no such calendar feed")

// Feed timing: calendar apps are asked to fetch again every
// FeedRefresh, and the feed lists meetings from FeedPast ago.
const (
	FeedRefresh = 15 * time.Minute
	FeedPast    = 30 * 24 * time.Hour
)

// feedHash is how a feed's secret is kept: its SHA-256, so a copy of the
// database gives no working URL (the secret is 256 random bits: no salt or
// slow hash is needed).
func feedHash(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}

// NewFeed gives member a new private calendar feed, revoking the one they
// had, and returns its URL: shown once.
func (s *Service) NewFeed(ctx context.Context, member string) (string, error) {
	var b [32]byte
	rand.Read(b[:])
	secret := hex.EncodeToString(b[:])
	if _, err := s.db.ExecContext(ctx, `INSERT INTO booking_feeds (member_id, secret_hash, created_at) VALUES ($1, $2, $3)
		ON CONFLICT (member_id) DO UPDATE SET secret_hash = excluded.secret_hash, created_at = excluded.created_at`,
		member, feedHash(secret), database.FormatTime(s.now())); err != nil {
		return "", fmt.Errorf("meetings: new feed: %w", err)
	}
	return strings.TrimRight(s.opts.BaseURL, "/") + "/calendar/" + secret + ".ics", nil
}

// RevokeFeed ends member's feed, if they have one.
func (s *Service) RevokeFeed(ctx context.Context, member string) error {
	if _, err := s.db.ExecContext(ctx, `DELETE FROM booking_feeds WHERE member_id = $1`, member); err != nil {
		return fmt.Errorf("meetings: revoke feed: %w", err)
	}
	return nil
}

// Feed returns the calendar of the member whose feed secret is secret:
// their meetings from FeedPast ago on, cancelled ones left out, with
// REFRESH-INTERVAL and X-PUBLISHED-TTL of FeedRefresh.
func (s *Service) Feed(ctx context.Context, secret string) ([]byte, error) {
	var member string
	err := s.db.QueryRowContext(ctx, `SELECT member_id FROM booking_feeds WHERE secret_hash = $1`, feedHash(secret)).Scan(&member)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrFeedUnknown
	}
	if err != nil {
		return nil, fmt.Errorf("meetings: feed: %w", err)
	}
	list, err := s.bookings.OfHost(ctx, member, s.now().Add(-FeedPast))
	if err != nil {
		return nil, err
	}
	items, err := s.items(ctx, list)
	if err != nil {
		return nil, err
	}
	cal := ical.NewCalendar()
	cal.Props.SetText(ical.PropVersion, "2.0")
	cal.Props.SetText(ical.PropProductID, prodID)
	cal.Props.SetText(ical.PropMethod, "PUBLISH")
	cal.Props.SetText(ical.PropName, "Meetings")
	cal.Props.SetText("X-WR-CALNAME", "Meetings")
	refresh := ical.NewProp(ical.PropRefreshInterval)
	refresh.SetDuration(FeedRefresh)
	refresh.Params.Set(ical.ParamValue, string(ical.ValueDuration))
	cal.Props.Set(refresh)
	ttl := ical.NewProp("X-PUBLISHED-TTL")
	ttl.SetDuration(FeedRefresh)
	cal.Props.Set(ttl)
	uidHost := hostOf(s.opts.BaseURL)
	for i, item := range items {
		b := list[i]
		ev := ical.NewEvent()
		ev.Props.SetText(ical.PropUID, b.ID+"@"+uidHost)
		ev.Props.SetDateTime(ical.PropDateTimeStamp, b.UpdatedAt.UTC())
		ev.Props.SetDateTime(ical.PropDateTimeStart, b.Start.UTC())
		ev.Props.SetDateTime(ical.PropDateTimeEnd, b.End.UTC())
		seq := ical.NewProp(ical.PropSequence)
		seq.Value = fmt.Sprint(b.Sequence)
		ev.Props.Set(seq)
		ev.Props.SetText(ical.PropSummary, feedSummary(item))
		ev.Props.SetText(ical.PropDescription, strings.TrimRight(s.opts.BaseURL, "/")+"/admin/leads/"+item.LeadID)
		ev.Props.SetText(ical.PropStatus, "CONFIRMED")
		cal.Children = append(cal.Children, ev.Component)
	}
	var buf bytes.Buffer
	if err := ical.NewEncoder(&buf).Encode(cal); err != nil {
		return nil, fmt.Errorf("meetings: feed: %w", err)
	}
	return buf.Bytes(), nil
}

// feedSummary is a meeting's title in the member's calendar: who, and how.
func feedSummary(item AgendaItem) string {
	who := item.VisitorName
	if item.Company != "" {
		who += " (" + item.Company + ")"
	}
	if item.MeetingBy == booking.ByPhone {
		return "☎ " + who
	}
	return "▶ " + who
}
