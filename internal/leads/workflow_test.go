package leads_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"agencysite/internal/auth"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/leads"
	"agencysite/internal/validation"
)

var actor = auth.Actor{ID: "u1", Name: "Omar"}

// newWorkflowLead stores a lead and walks it through path, on a database
// whose clock advances a minute a call.
func newWorkflowLead(t *testing.T, path ...string) (*leads.Store, leads.Lead) {
	t.Helper()
	ctx := context.Background()
	db := dbtest.Open(t)
	store := leads.NewStore(db, "")
	fixedClock(store, time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC), time.Minute)
	id, err := store.Create(ctx, sampleLead())
	if err != nil {
		t.Fatal(err)
	}
	l, err := store.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	for _, status := range path {
		l = move(t, store, l, status)
	}
	return store, l
}

func move(t *testing.T, store *leads.Store, l leads.Lead, status string) leads.Lead {
	t.Helper()
	reason := "no budget"
	got, err := store.Update(context.Background(), actor, l.ID, leads.Change{Version: l.Version, Status: &status, LostReason: &reason})
	if err != nil {
		t.Fatalf("%s → %s: %v", l.Status, status, err)
	}
	return got
}

// TestTransitions: every move the workflow allows goes through and every
// other is refused as "transition". The table is written out here, apart
// from schema.json, so that a changed rule fails a test.
func TestTransitions(t *testing.T) {
	allowed := map[string][]string{
		"new":       {"contacted", "lost"},
		"contacted": {"qualified", "lost", "new"},
		"qualified": {"won", "lost", "contacted"},
		"won":       {"qualified"},
		"lost":      {"new", "contacted", "qualified"},
	}
	pathTo := map[string][]string{
		"new": {}, "contacted": {"contacted"}, "qualified": {"contacted", "qualified"},
		"won": {"contacted", "qualified", "won"}, "lost": {"lost"},
	}
	for _, from := range leads.Statuses {
		for _, to := range leads.Statuses {
			if from == to {
				continue
			}
			t.Run(from+" → "+to, func(t *testing.T) {
				store, l := newWorkflowLead(t, pathTo[from]...)
				reason := "no budget"
				got, err := store.Update(context.Background(), actor, l.ID, leads.Change{Version: l.Version, Status: &to, LostReason: &reason})
				if slices.Contains(allowed[from], to) {
					if err != nil || got.Status != to {
						t.Errorf("got %q (%v), want the move allowed", got.Status, err)
					}
					return
				}
				var p validation.Problems
				if !errors.As(err, &p) || p["status"] != "transition" {
					t.Errorf("got %v, want the problem status: transition", err)
				}
			})
		}
	}
}

// TestFirstContactKept: the response time is measured to the first
// contact; undoing it and contacting again must not move it.
func TestFirstContactKept(t *testing.T) {
	store, l := newWorkflowLead(t, "contacted")
	first := l.FirstContactedAt
	if first.IsZero() {
		t.Fatal("got no first-contact time after contacted")
	}
	l = move(t, store, l, "new")
	l = move(t, store, l, "contacted")
	if !l.FirstContactedAt.Equal(first) {
		t.Errorf("got first contact %v after contacted → new → contacted, want it kept at %v", l.FirstContactedAt, first)
	}
	if stored, _ := store.Get(context.Background(), l.ID); !stored.FirstContactedAt.Equal(first) {
		t.Errorf("got stored first contact %v, want %v", stored.FirstContactedAt, first)
	}
}

// TestStatusConstantsAreTheSchemas: the constants the Go code names a
// status by are schema.json's statuses, in its order.
func TestStatusConstantsAreTheSchemas(t *testing.T) {
	want := []string{leads.StatusNew, leads.StatusContacted, leads.StatusQualified, leads.StatusWon, leads.StatusLost}
	if !slices.Equal(leads.Statuses, want) {
		t.Errorf("got schema.json's statuses %v, want the constants %v", leads.Statuses, want)
	}
}
