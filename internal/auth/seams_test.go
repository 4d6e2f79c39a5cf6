package auth_test

import (
	"context"
	"database/sql"
	"errors"
	"reflect"
	"testing"

	"agencysite/internal/auth"
	"agencysite/internal/database/dbtest"
)

// TestRemovingLetsGoFirst: removing a user asks Removing (the leads
// package) to let go of them in the same transaction; if it cannot, the
// user stays.
func TestRemovingLetsGoFirst(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	var asked []string
	refuse := errors.New("cannot let go")
	var answer error
	s, err := auth.NewStore(db, auth.Options{HashCost: cheapHash, Languages: []string{"en"},
		Removing: func(ctx context.Context, tx *sql.Tx, userID string) error {
			var n int // the user is still there: Removing comes first
			if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE id = $1`, userID).Scan(&n); err != nil || n != 1 {
				t.Errorf("got %d users (%v) when asked, want the user still there", n, err)
			}
			asked = append(asked, userID)
			return answer
		}})
	if err != nil {
		t.Fatal(err)
	}
	owner, _ := setupOwner(t, s)
	actor := auth.Actor{ID: owner.ID, Name: owner.Name}
	_, link, _ := s.Invite(ctx, actor, "omar@example.com", auth.RoleMember, "en")
	omar, _, err := s.AcceptInvitation(ctx, tokenOf(link), auth.NewUser{Name: "Omar", Password: "sales team passphrase"}, "a", "d")
	if err != nil {
		t.Fatal(err)
	}
	answer = refuse
	if err := s.RemoveUser(ctx, actor, omar.ID); !errors.Is(err, refuse) {
		t.Fatalf("got %v, want Removing's error", err)
	}
	if _, err := s.User(ctx, omar.ID); err != nil {
		t.Errorf("got %v, want Omar kept when Removing failed", err)
	}
	answer = nil
	if err := s.RemoveUser(ctx, actor, omar.ID); err != nil {
		t.Fatal(err)
	}
	if want := []string{omar.ID, omar.ID}; !reflect.DeepEqual(asked, want) {
		t.Errorf("got Removing asked for %v, want %v", asked, want)
	}
}

// TestNamesByID is what the leads package shows of an assignee.
func TestNamesByID(t *testing.T) {
	ctx := context.Background()
	s, _, _ := newStore(t)
	owner, _ := setupOwner(t, s)
	names, err := s.Names(ctx)
	if want := map[string]string{owner.ID: "Amira"}; err != nil || !reflect.DeepEqual(names, want) {
		t.Errorf("got %v (%v), want %v", names, err, want)
	}
}

// TestInvitingAgainScrubsTheEarlierLink: a second invitation to the same
// address replaces the first, whose mail keeps no working link.
func TestInvitingAgainScrubsTheEarlierLink(t *testing.T) {
	ctx := context.Background()
	s, db, _, _, actor := newStoreWithOwner(t)
	first, link, err := s.Invite(ctx, actor, "omar@example.com", auth.RoleMember, "en")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Invite(ctx, actor, "omar@example.com", auth.RoleMember, "en"); err != nil {
		t.Fatal(err)
	}
	wantScrubbed(t, db, first.ID, link)
	if _, err := s.CheckInvitation(ctx, tokenOf(link)); !errors.Is(err, auth.ErrLinkInvalid) {
		t.Errorf("got %v, want the first link invalid", err)
	}
}
