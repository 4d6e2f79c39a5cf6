package settings_test

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"reflect"
	"testing"
	"time"

	"agencysite/internal/database/dbtest"
	"agencysite/internal/settings"
	"agencysite/internal/validation"
)

// records collects what a change asked to record.
type records []string

func (r *records) record(ctx context.Context, tx *sql.Tx, detail string) error {
	*r = append(*r, detail)
	return nil
}

func TestTimeZone(t *testing.T) {
	ctx := context.Background()
	s := settings.NewStore(dbtest.Open(t), settings.Options{})
	if loc, err := s.TimeZone(ctx); err != nil || loc != time.UTC {
		t.Fatalf("got %v (%v) before any is set, want UTC", loc, err)
	}
	if chosen, err := s.TimeZoneChosen(ctx); err != nil || chosen {
		t.Errorf("got chosen %v (%v) before any is set, want false", chosen, err)
	}
	var r records
	if err := s.SetTimeZone(ctx, "Europe/Istanbul", r.record); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"", "Local", "Mars/Olympus"} {
		err := s.SetTimeZone(ctx, name, r.record)
		if p := (validation.Problems{}); !errors.As(err, &p) || p["timeZone"] != "unknown" {
			t.Errorf("%q: got %v, want timeZone unknown", name, err)
		}
	}
	if loc, err := s.TimeZone(ctx); err != nil || loc.String() != "Europe/Istanbul" {
		t.Errorf("got %v (%v), want Europe/Istanbul", loc, err)
	}
	if chosen, err := s.TimeZoneChosen(ctx); err != nil || !chosen {
		t.Errorf("got chosen %v (%v) once set, want true", chosen, err)
	}
	if want := (records{"time zone: Europe/Istanbul"}); !reflect.DeepEqual(r, want) {
		t.Errorf("got records %q, want %q", r, want)
	}
}

// TestTimeZoneNoLongerKnown: a stored zone this build does not know (the
// time zone database renamed or dropped it since it was set) reads as
// UTC, with no error: the dashboard still opens.
func TestTimeZoneNoLongerKnown(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	s := settings.NewStore(db, settings.Options{})
	var r records
	if err := s.SetTimeZone(ctx, "Europe/Istanbul", r.record); err != nil {
		t.Fatal(err)
	}
	// Past SetTimeZone, which refuses an unknown name.
	res, err := db.ExecContext(ctx, `UPDATE installation SET value = $1 WHERE value = $2`, "Mars/Olympus", "Europe/Istanbul")
	if err != nil {
		t.Fatal(err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		t.Fatalf("got %d rows updated (%v), want the stored zone's 1", n, err)
	}
	switch loc, err := s.TimeZone(ctx); {
	case loc == nil: // prints as UTC, but Time.In panics on it
		t.Errorf("got a nil location (%v), want time.UTC", err)
	case err != nil || loc != time.UTC:
		t.Errorf("got %v (%v), want UTC and no error", loc, err)
	}
}

func TestTwoFactorRequired(t *testing.T) {
	ctx := context.Background()
	s := settings.NewStore(dbtest.Open(t), settings.Options{})
	var r records
	for _, want := range []bool{true, false} {
		if err := s.SetTwoFactorRequired(ctx, want, r.record); err != nil {
			t.Fatal(err)
		}
		if got, err := s.TwoFactorRequired(ctx); err != nil || got != want {
			t.Errorf("got %v (%v), want %v", got, err, want)
		}
	}
	if want := (records{"two-factor required: true", "two-factor required: false"}); !reflect.DeepEqual(r, want) {
		t.Errorf("got records %q, want %q", r, want)
	}
}

// TestChangeAndRecordTogether: a change whose record fails is not made.
func TestChangeAndRecordTogether(t *testing.T) {
	ctx := context.Background()
	s := settings.NewStore(dbtest.Open(t), settings.Options{})
	failed := errors.New("audit log unavailable")
	err := s.SetTwoFactorRequired(ctx, true, func(context.Context, *sql.Tx, string) error { return failed })
	if !errors.Is(err, failed) {
		t.Fatalf("got %v, want the record's error", err)
	}
	if got, _ := s.TwoFactorRequired(ctx); got {
		t.Error("got required, want the change rolled back with its record")
	}
}

func TestWaiting(t *testing.T) {
	if got := settings.NewStore(nil, settings.Options{Waiting: 4 * time.Hour}).Waiting(); got != 4*time.Hour {
		t.Errorf("got %v, want 4h", got)
	}
}

// TestSecretIsOnePerName: every reader of a name gets the same 32 bytes
// (the instances sharing a database agree); another name another secret.
func TestSecretIsOnePerName(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	first, err := settings.Secret(ctx, db, "a")
	if err != nil || len(first) != 32 {
		t.Fatalf("got %d bytes (%v), want 32", len(first), err)
	}
	again, err := settings.Secret(ctx, db, "a")
	if err != nil || !bytes.Equal(first, again) {
		t.Errorf("got %x (%v) the second time, want %x", again, err, first)
	}
	other, err := settings.Secret(ctx, db, "b")
	if err != nil || bytes.Equal(first, other) {
		t.Errorf("got %x (%v) for another name, want a different secret", other, err)
	}
}
