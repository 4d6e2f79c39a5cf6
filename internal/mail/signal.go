package mail

// Signal carries "mail was queued" from the packages that queue it (leads,
// auth) to the outbox worker, so that mail leaves at once rather than at
// the worker's next poll. run makes one and hands it to all of them; with
// mail off, nobody listens and the signal is dropped.
type Signal struct{ c chan struct{} }

// NewSignal returns a signal nobody listens to yet.
func NewSignal() *Signal { return &Signal{c: make(chan struct{}, 1)} }

// Queued says that mail was committed to the outbox. It never blocks, and
// several calls before the worker looks count as one.
func (s *Signal) Queued() {
	select {
	case s.c <- struct{}{}:
	default:
	}
}
