package analytics

import (
	"errors"
	"fmt"
	"time"
)

// Observer is told what the store does, for metrics; Options.Observer.
// Its methods must be quick and safe for concurrent use.
type Observer interface {
	// Accepted: n events were queued.
	Accepted(n int)
	// Dropped: n events were taken but will not be stored (bots).
	Dropped(reason string, n int)
	// Wrote: the writer tried to write n events, taking took.
	Wrote(n int, took time.Duration, err error)
}

type noObserver struct{}

func (noObserver) Accepted(int)                    {}
func (noObserver) Dropped(string, int)             {}
func (noObserver) Wrote(int, time.Duration, error) {}

// StuckAfter is how long events may wait without the writer getting
// anything written before Ready calls it stuck: many flush intervals and
// longer than one write's timeout.
const StuckAfter = 45 * time.Second

// Errors of Ready.
var (
	ErrWriterStuck   = errors.New("analytics: writer stuck")
	ErrQueueNearFull = errors.New("analytics: event queue near its limit")
)

// Queued is the number of events accepted and not yet written.
func (s *Recorder) Queued() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.queued
}

// Ready reports, as of now, whether the store can keep what it accepts: the
// queue is below nine tenths of its limit, and the writer has made progress
// (written, or found nothing to write) within StuckAfter.
func (s *Recorder) Ready(now time.Time) error {
	s.mu.Lock()
	queued, progress := s.queued, s.progress
	s.mu.Unlock()
	if queued*10 >= s.opt.QueueSize*9 {
		return fmt.Errorf("%w: %d of %d", ErrQueueNearFull, queued, s.opt.QueueSize)
	}
	if queued > 0 && now.Sub(progress) > StuckAfter {
		return fmt.Errorf("%w: nothing written since %s", ErrWriterStuck, progress.UTC().Format(time.RFC3339))
	}
	return nil
}

// wrote records a write attempt of n events that started at start.
func (s *Recorder) wrote(n int, start time.Time, err error) {
	if err == nil {
		s.mu.Lock()
		s.progress = s.opt.Now()
		s.mu.Unlock()
	}
	if n > 0 {
		s.opt.Observer.Wrote(n, time.Since(start), err)
	}
}
