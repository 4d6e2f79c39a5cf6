package clocktest

import (
	"sync"
	"testing"
	"time"
)

func TestClockMovesOnlyWhenTold(t *testing.T) {
	t0 := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	c := New(t0)
	if got := c.Now(); !got.Equal(t0) {
		t.Errorf("got %v, want %v", got, t0)
	}
	var wg sync.WaitGroup
	for range 10 {
		wg.Go(func() { c.Add(time.Minute); c.Now() })
	}
	wg.Wait()
	if got, want := c.Now(), t0.Add(10*time.Minute); !got.Equal(want) {
		t.Errorf("after ten concurrent minutes: got %v, want %v", got, want)
	}
	c.Set(t0)
	if got := c.Now(); !got.Equal(t0) {
		t.Errorf("after Set: got %v, want %v", got, t0)
	}
}
