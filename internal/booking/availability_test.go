package booking

import (
	"context"
	"errors"
	"maps"
	"reflect"
	"strings"
	"testing"

	"agencysite/internal/validation"
)

// TestAvailabilityRefusesEveryProblemAtOnce: settings, members and
// requests name each problem, all in one answer, and nothing is stored.
func TestAvailabilityRefusesEveryProblemAtOnce(t *testing.T) {
	s := testStore(t, utc(t, "2026-03-02T09:00Z"), settings(nil))
	ctx := context.Background()
	bad := host("", "Mars/Olympus", Range{"09:00", "12:00"}, Range{"11:00", "13:00"}, Range{"14:00", "14:00"}, Range{"9", "25:00"})
	bad.Name = strings.Repeat("n", NameMax+1)
	bad.Dates["2026-02-30"] = nil
	bad.Dates["2026-03-10"] = []Range{{"10:07", "11:00"}}
	bad.VideoLink, bad.Phone = "http://meet.example.com/room", "0212 555 0101"
	tests := []struct {
		name string
		err  error
		want validation.Problems
	}{
		{"settings", s.SetSettings(ctx, Settings{MeetingMinutes: 32, BufferBeforeMinutes: -5, BufferAfterMinutes: BufferMax + 5,
			NoticeMinutes: -1, WindowDays: 0, DailyCap: CapMax + 1, CutoffMinutes: -1, AgencyZone: "Local"}), validation.Problems{
			"meetingMinutes": "not_whole_blocks", "bufferBeforeMinutes": "too_small", "bufferAfterMinutes": "too_large",
			"noticeMinutes": "too_small", "windowDays": "too_small", "dailyCap": "too_large",
			"cutoffMinutes": "too_small", "agencyZone": "unknown_zone"}},
		{"host", s.PutHost(ctx, bad), validation.Problems{"id": "required", "name": "too_long", "zone": "unknown_zone",
			"videoLink": "invalid", "phone": "invalid",
			"weekly.0.1": "overlap", "weekly.0.2.to": "not_after_from", "weekly.0.3.from": "invalid_time", "weekly.0.3.to": "invalid_time",
			"weekly.1.1": "overlap", "weekly.1.2.to": "not_after_from", "weekly.1.3.from": "invalid_time", "weekly.1.3.to": "invalid_time",
			"weekly.2.1": "overlap", "weekly.2.2.to": "not_after_from", "weekly.2.3.from": "invalid_time", "weekly.2.3.to": "invalid_time",
			"weekly.3.1": "overlap", "weekly.3.2.to": "not_after_from", "weekly.3.3.from": "invalid_time", "weekly.3.3.to": "invalid_time",
			"weekly.4.1": "overlap", "weekly.4.2.to": "not_after_from", "weekly.4.3.from": "invalid_time", "weekly.4.3.to": "invalid_time",
			"weekly.5.1": "overlap", "weekly.5.2.to": "not_after_from", "weekly.5.3.from": "invalid_time", "weekly.5.3.to": "invalid_time",
			"weekly.6.1": "overlap", "weekly.6.2.to": "not_after_from", "weekly.6.3.from": "invalid_time", "weekly.6.3.to": "invalid_time",
			"dates.2026-02-30": "invalid_date", "dates.2026-03-10.0.from": "invalid_time"}},
		{"request", func() error {
			_, err := s.Book(ctx, Request{VisitorZone: "Local", Key: strings.Repeat("k", KeyMax+1)})
			return err
		}(), validation.Problems{"start": "required", "visitorZone": "unknown_zone", "key": "too_long"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got validation.Problems
			if !errors.As(tt.err, &got) || !maps.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", tt.err, tt.want)
			}
		})
	}
	if st, _ := s.Settings(ctx); st != settings(nil) {
		t.Errorf("got settings %+v, want them unchanged", st)
	}
	if hosts, _ := s.Hosts(ctx); len(hosts) != 0 {
		t.Errorf("got hosts %+v, want none stored", hosts)
	}
}

// TestPutHostReplacesTheHours: a member reads back as written, and
// writing them again replaces their hours and dates.
func TestPutHostReplacesTheHours(t *testing.T) {
	s := testStore(t, utc(t, "2026-03-02T09:00Z"), settings(nil))
	ctx := context.Background()
	h := host("a", "Africa/Casablanca")
	h.Weekly[1] = []Range{{"09:00", "12:00"}, {"14:00", "24:00"}}
	h.Dates["2026-03-20"] = []Range{}
	h.Dates["2026-03-21"] = []Range{{"10:00", "11:00"}}
	h.VideoLink, h.Phone = "https://meet.example.com/agency-room", "+902125550101"
	putHost(t, s, h)
	h.Weekly[1], h.Weekly[2] = []Range{{"08:00", "09:00"}}, []Range{{"13:00", "15:30"}}
	delete(h.Dates, "2026-03-21")
	h.TakesMeetings = false
	putHost(t, s, h)
	got, err := s.Hosts(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || !reflect.DeepEqual(got[0], h) {
		t.Errorf("got %+v, want %+v", got, h)
	}
}
