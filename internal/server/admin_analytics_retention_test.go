package server

import (
	"testing"
	"time"

	"agencysite/internal/analytics"
)

// TestDashboardRangeIsTheRetention: the dashboard's longest range is the
// events' configured retention (-retention-days), not the default's 400
// days: older days are deleted, so a longer range would show empty days as
// if nobody came.
func TestDashboardRangeIsTheRetention(t *testing.T) {
	f := newAnalyticsFixtureWith(t, analytics.Options{Retention: 30 * 24 * time.Hour})
	*f.now = at(10, 12, 0)
	f.get(t, "/api/admin/analytics?from=2026-10-03&to=2026-11-01", 200)
	got := f.get(t, "/api/admin/analytics?from=2026-10-02&to=2026-11-01", 422)
	if problem := pick(t, got, "problems.from"); problem != "too_early" {
		t.Errorf("got %v for 31 days, want them refused as more than the 30 days kept", problem)
	}
}
