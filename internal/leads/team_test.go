package leads_test

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"testing"

	"agencysite/internal/auth"
	"agencysite/internal/database/dbtest"
	"agencysite/internal/leads"
	"agencysite/internal/validation"
)

// TestAssigneesNamedByTheTeam: leads never reads the users table; the
// names it shows and the ids it accepts come from its Team (auth), and
// removing a user unassigns their leads through Unassign.
// cheapHash is the least argon2id cost: this test checks names, not hashing.
var cheapHash = auth.HashCost{Time: 1, Memory: 8}

func TestAssigneesNamedByTheTeam(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	store := leads.NewStore(db, "")
	team, err := auth.NewStore(db, auth.Options{HashCost: cheapHash, Languages: []string{"en"}, Removing: store.Unassign})
	if err != nil {
		t.Fatal(err)
	}
	store.Team = team
	link, err := team.NewSetupLink(ctx)
	if err != nil {
		t.Fatal(err)
	}
	owner, _, err := team.Setup(ctx, link[strings.LastIndex(link, "#")+1:],
		auth.NewUser{Email: "owner@example.com", Name: "Amira", Password: "a long and unusual passphrase"}, "", "")
	if err != nil {
		t.Fatal(err)
	}
	actor := auth.Actor{ID: owner.ID, Name: owner.Name}
	_, invite, _ := team.Invite(ctx, actor, "omar@example.com", auth.RoleMember, "en")
	omar, _, err := team.AcceptInvitation(ctx, invite[strings.LastIndex(invite, "#")+1:],
		auth.NewUser{Name: "Omar", Password: "sales team passphrase"}, "", "")
	if err != nil {
		t.Fatal(err)
	}
	id, err := store.Create(ctx, sampleLead())
	if err != nil {
		t.Fatal(err)
	}
	ghost := "ghost"
	_, err = store.Update(ctx, actor, id, leads.Change{Version: 1, Assignee: &ghost})
	if p := (validation.Problems{}); !errors.As(err, &p) || p["assigneeId"] != leads.CodeUnknown {
		t.Errorf("got %v, want assigneeId unknown", err)
	}
	l, err := store.Update(ctx, actor, id, leads.Change{Version: 1, Assignee: &omar.ID})
	if err != nil || l.AssigneeID != omar.ID || l.AssigneeName != "Omar" {
		t.Fatalf("got %q %q (%v), want Omar", l.AssigneeID, l.AssigneeName, err)
	}
	list, err := store.List(ctx, leads.Filter{})
	if err != nil || len(list) != 1 || list[0].AssigneeName != "Omar" {
		t.Errorf("got %+v (%v), want the one lead listed as Omar's", list, err)
	}
	if err := team.RemoveUser(ctx, actor, omar.ID); err != nil {
		t.Fatal(err)
	}
	var assignee sql.NullString
	if err := db.QueryRow(`SELECT assignee_id FROM leads WHERE id = $1`, id).Scan(&assignee); err != nil || assignee.Valid {
		t.Errorf("got assignee %v (%v), want nobody once Omar is removed", assignee, err)
	}
}
