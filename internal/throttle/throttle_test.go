package throttle

import (
	"context"
	"testing"
	"time"

	"agencysite/internal/clocktest"
	"agencysite/internal/database/dbtest"
)

func TestLimiterBurstThenOneEveryInterval(t *testing.T) {
	db := dbtest.Open(t)
	clk := clocktest.New(time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC))
	l := New(db, clk.Now, "test", time.Minute, 3)
	ctx := context.Background()
	allow := func(key string) (bool, time.Duration) {
		t.Helper()
		ok, wait, err := l.Allow(ctx, key)
		if err != nil {
			t.Fatal(err)
		}
		return ok, wait
	}
	for i := range 3 {
		if ok, _ := allow("192.0.2.1"); !ok {
			t.Fatalf("request %d: refused, want allowed within the burst", i+1)
		}
	}
	if ok, wait := allow("192.0.2.1"); ok || wait <= 0 || wait > time.Minute {
		t.Fatalf("got ok=%v wait=%v, want refused with a wait in (0, 1m]", ok, wait)
	}
	if ok, _ := allow("192.0.2.2"); !ok {
		t.Error("another key refused, want its own bucket")
	}
	clk.Add(time.Minute)
	if ok, _ := allow("192.0.2.1"); !ok {
		t.Error("refused a minute later, want one more allowed")
	}
	if ok, _ := allow("192.0.2.1"); ok {
		t.Error("allowed twice a minute later, want once")
	}
	var keys int
	if err := db.QueryRow(`SELECT count(*) FROM throttle_buckets WHERE key LIKE '192.%'`).Scan(&keys); err != nil || keys != 0 {
		t.Errorf("got %d rows keyed by the address (%v), want none: keys are hashed", keys, err)
	}
	clk.Add(time.Hour)
	allow("192.0.2.3")
	var rows int
	if err := db.QueryRow(`SELECT count(*) FROM throttle_buckets`).Scan(&rows); err != nil || rows != 1 {
		t.Errorf("got %d buckets (%v), want 1: refilled buckets are deleted", rows, err)
	}
}

// Instances behind a load balancer share one bucket per key.
func TestLimiterHoldsAcrossInstances(t *testing.T) {
	url := dbtest.URL(t)
	var limiters []*Limiter
	clk := clocktest.New(time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC))
	for range 2 {
		db := dbtest.OpenURL(t, url)
		limiters = append(limiters, New(db, clk.Now, "leads", time.Minute, 5))
	}
	allowed := 0
	for i := range 10 {
		ok, _, err := limiters[i%2].Allow(context.Background(), "2001:db8:1:2::/64")
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			allowed++
		}
	}
	if allowed != 5 {
		t.Errorf("got %d of 10 allowed across two instances, want 5", allowed)
	}
}
