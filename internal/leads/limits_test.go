package leads_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"agencysite/internal/leads"
	"agencysite/internal/validation"
	"agencysite/web"
)

// TestTeamTextsHoldToLimitsJSON: a lost reason and a note are as long as
// web/app/config/limits.json says, the numbers the back office's forms
// read too (issue 36, item 4): the limit passes, one character more is
// refused. A number written again here would differ once the file changes.
func TestTeamTextsHoldToLimitsJSON(t *testing.T) {
	ctx := context.Background()
	limits := web.Limits()
	store, l := newWorkflowLead(t, leads.StatusContacted)
	lose := func(reason string) error {
		lost := leads.StatusLost
		_, err := store.Update(ctx, actor, l.ID, leads.Change{Version: l.Version, Status: &lost, LostReason: &reason})
		return err
	}
	note := func(body string) error {
		_, err := store.AddNote(ctx, actor, l.ID, body)
		return err
	}
	tests := []struct {
		name  string
		write func(string) error
		field string
		max   int
	}{
		{"lost reason", lose, "lostReason", limits.LostReasonMax},
		{"note", note, "body", limits.NoteMax},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var p validation.Problems
			if err := tt.write(strings.Repeat("é", tt.max+1)); !errors.As(err, &p) || p[tt.field] != leads.CodeTooLong {
				t.Errorf("%d characters: got %v, want %s too_long", tt.max+1, err, tt.field)
			}
			if err := tt.write(strings.Repeat("é", tt.max)); err != nil {
				t.Errorf("%d characters: got %v, want it kept", tt.max, err)
			}
		})
	}
}
