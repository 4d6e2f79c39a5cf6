package content

import (
	"context"
	"maps"
	"slices"
	"testing"

	"agencysite/internal/validation"
	"agencysite/web"
)

// realContacts gives both variants an agency's own address and numbers.
func realContacts(doc map[string]any) {
	doc["contacts"] = []any{
		map[string]any{"variant": "default", "email": "hello@nuqta.studio", "phone": "+966 11 234 5678", "whatsapp": "+966 50 123 4567"},
		map[string]any{"variant": "a", "email": "team@nuqta.studio", "phone": "+966 11 234 5679", "whatsapp": "+966 50 123 4568"},
	}
}

func contactAt(doc map[string]any, i int) map[string]any {
	return doc["contacts"].([]any)[i].(map[string]any)
}

// TestContactsOneEveryVariant: the document's contacts name exactly the
// variants of site.json (the operator's), the default document's too.
func TestContactsOneEveryVariant(t *testing.T) {
	got, err := Contacts(Default())
	if err != nil {
		t.Fatal(err)
	}
	if want := slices.Sorted(maps.Keys(web.Site().Variants)); !slices.Equal(slices.Sorted(maps.Keys(got)), want) {
		t.Errorf("default contacts' variants = %v, want site.json's %v", slices.Sorted(maps.Keys(got)), want)
	}
	if !slices.Equal(schema().Fields["contacts"].Of.Fields["variant"].Values, []string{"default", "a"}) {
		t.Error("schema.json's contacts.variant values differ from site.json's variants")
	}
}

// TestContactsReadEachDocumentAsItIs: Contacts keeps the last document it
// parsed, and what a caller does to the answer or to the document it gave
// changes nothing of a later answer.
func TestContactsReadEachDocumentAsItIs(t *testing.T) {
	doc := edit(t, realContacts)
	first, err := Contacts(doc)
	if err != nil {
		t.Fatal(err)
	}
	first["a"] = Contact{Variant: "a", Email: "changed@nuqta.studio"}
	if again, err := Contacts(doc); err != nil || again["a"].Email != "team@nuqta.studio" {
		t.Errorf("got %+v, %v, want the document's team@nuqta.studio", again["a"], err)
	}
	// The caller's buffer reused for another document of the same length.
	other := edit(t, func(d map[string]any) {
		realContacts(d)
		contactAt(d, 1)["email"] = "mate@nuqta.studio"
	})
	copy(doc, other)
	if got, err := Contacts(other); err != nil || got["a"].Email != "mate@nuqta.studio" {
		t.Errorf("got %+v, %v, want the other document's mate@nuqta.studio", got["a"], err)
	}
}

func TestValidateContacts(t *testing.T) {
	if err := Validate(edit(t, realContacts)); err != nil {
		t.Fatalf("Validate(real contacts) = %v, want nil", err)
	}
	set := func(field, value string) func(doc map[string]any) {
		return func(doc map[string]any) { contactAt(doc, 0)[field] = value }
	}
	checkOneProblem(t, []oneProblem{
		{"an address with a name", set("email", "Nuqta <hello@nuqta.studio>"), "contacts.0.email", CodeInvalid},
		{"an address without a domain's dot", set("email", "hello@localhost"), "contacts.0.email", CodeInvalid},
		{"no address", set("email", ""), "contacts.0.email", CodeRequired},
		{"a number without its country", set("phone", "011 234 5678"), "contacts.0.phone", CodeInvalid},
		{"a number with letters", set("whatsapp", "+966 50 CALL NOW"), "contacts.0.whatsapp", CodeInvalid},
		{"a number too short", set("phone", "+966 123"), "contacts.0.phone", CodeInvalid},
		{"a number too long", set("phone", "+966 1234 5678 90123"), "contacts.0.phone", CodeInvalid},
		{"two items for one variant", func(doc map[string]any) { contactAt(doc, 1)["variant"] = "default" }, "contacts.1.variant", CodeDuplicateID},
		{"a variant site.json lacks", func(doc map[string]any) { contactAt(doc, 1)["variant"] = "b" }, "contacts.1.variant", CodeUnknownID},
	}, realContacts)
}

// TestNewExampleContacts: a publish may not put an example live (an
// example domain, a .test address, a 555-01xx number), whatever it was
// before; the build's examples, unchanged, do not stop a publish of
// something else.
func TestNewExampleContacts(t *testing.T) {
	build := Default()
	real := edit(t, realContacts)
	tests := []struct {
		name      string
		doc, live []byte
		want      validation.Problems
	}{
		{"the build's examples, unchanged", build, build, validation.Problems{}},
		{"real contacts over the examples", real, build, validation.Problems{}},
		{"an example domain typed anew", edit(t, func(d map[string]any) { realContacts(d); contactAt(d, 0)["email"] = "sales@example.org" }), build,
			validation.Problems{"contacts.0.email": CodeExample}},
		{"a .test address and a 555-01xx number", edit(t, func(d map[string]any) {
			realContacts(d)
			contactAt(d, 1)["email"], contactAt(d, 1)["whatsapp"] = "team@agency.test", "+1 555 0142 000"
		}), real, validation.Problems{"contacts.1.email": CodeExample, "contacts.1.whatsapp": CodeExample}},
		{"real ones back to the examples", build, real,
			validation.Problems{"contacts.0.email": CodeExample, "contacts.0.phone": CodeExample, "contacts.0.whatsapp": CodeExample,
				"contacts.1.email": CodeExample, "contacts.1.phone": CodeExample, "contacts.1.whatsapp": CodeExample}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := NewExampleContacts(tt.doc, tt.live)
			if err != nil {
				t.Fatal(err)
			}
			if !maps.Equal(got, tt.want) {
				t.Errorf("NewExampleContacts = %v, want %v", got, tt.want)
			}
		})
	}
}

// TestPublishedContacts: the contacts visitors see are the live
// document's, the build's while nothing is live; Examples names those
// still examples, for the back office's warning.
func TestPublishedContacts(t *testing.T) {
	ctx := context.Background()
	var live []byte
	p := Published{Live: func(context.Context) ([]byte, error) { return live, nil }}
	examples, err := p.Examples(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"default.email", "default.phone", "default.whatsapp", "a.email", "a.phone", "a.whatsapp"}; !slices.Equal(examples, want) {
		t.Errorf("Examples before a publish = %v, want %v", examples, want)
	}
	live = edit(t, realContacts)
	if examples, _ = p.Examples(ctx); len(examples) != 0 {
		t.Errorf("Examples after real ones went live = %v, want none", examples)
	}
	c, err := p.Contact(ctx, "a")
	if err != nil || c.Email != "team@nuqta.studio" {
		t.Errorf("Contact(a) = %+v, %v, want the live document's", c, err)
	}
	if c, _ = p.Contact(ctx, "unknown"); c.Email != "hello@nuqta.studio" {
		t.Errorf("Contact(unknown) = %+v, want the default variant's", c)
	}
}
