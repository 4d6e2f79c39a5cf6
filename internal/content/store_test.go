package content

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"agencysite/internal/database/dbtest"
	"agencysite/internal/validation"
)

func TestStoreWorkingIsTheDefaultUntilReplaced(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	now := time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)
	db.Now = func() time.Time { return now }
	s := NewStore(db)

	got, err := s.Working(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Default || !bytes.Equal(got.Body, Default()) {
		t.Fatalf("Working() on an empty database: Default=%v, want the default document", got.Default)
	}

	edited := edit(t, func(doc map[string]any) { at(doc, "faq", 0, "question")["en"] = "What do you make?" })
	if err := s.Replace(ctx, edited, "editor@example.com"); err != nil {
		t.Fatalf("Replace: %v", err)
	}
	got, err = s.Working(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got.Default || !bytes.Equal(got.Body, edited) || got.UpdatedBy != "editor@example.com" || !got.UpdatedAt.Equal(now) {
		t.Errorf("Working() = default %v, by %q at %v; want the edited document by editor@example.com at %v", got.Default, got.UpdatedBy, got.UpdatedAt, now)
	}

	// Replacing again overwrites the one working document.
	if err := s.Replace(ctx, Default(), "other@example.com"); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Working(ctx); !bytes.Equal(got.Body, Default()) || got.UpdatedBy != "other@example.com" {
		t.Errorf("second Replace not kept: by %q", got.UpdatedBy)
	}
}

func TestStoreRefusedDocumentChangesNothing(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	s := NewStore(db)
	kept := edit(t, func(doc map[string]any) { at(doc, "faq", 0, "question")["en"] = "Kept?" })
	if err := s.Replace(ctx, kept, "a"); err != nil {
		t.Fatal(err)
	}
	bad := edit(t, func(doc map[string]any) {
		at(doc, "faq", 0, "question")["en"] = "Changed"
		at(doc, "faq", 1, "answer")["ar"] = "<script>alert(1)</script>"
	})
	err := s.Replace(ctx, bad, "b")
	var problems validation.Problems
	if !errors.As(err, &problems) || problems["faq.1.answer.ar"] != CodeUnsafeHTML {
		t.Fatalf("Replace(bad) = %v, want faq.1.answer.ar unsafe_html", err)
	}
	if got, _ := s.Working(ctx); !bytes.Equal(got.Body, kept) || got.UpdatedBy != "a" {
		t.Errorf("a refused document changed the working one")
	}
}
