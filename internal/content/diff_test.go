package content

import (
	"errors"
	"strings"
	"testing"
)

func itemOf(doc map[string]any, family string, i int) map[string]any {
	return doc[family].([]any)[i].(map[string]any)
}

func TestDiffPerFieldAndLanguage(t *testing.T) {
	if changes, err := Diff(Default(), Default()); err != nil || len(changes) != 0 {
		t.Fatalf("same document: got %v %v, want no change", changes, err)
	}
	var key string
	after := edit(t, func(doc map[string]any) {
		tm := itemOf(doc, "testimonials", 0)
		key = tm["id"].(string)
		tm["text"].(map[string]any)["ar"] = "نص جديد"
		doc["about"].(map[string]any)["title"] = map[string]any{"en": "About", "ar": "من نحن", "fr": "À propos", "tr": "Hakkımızda"}
		list := doc["faq"].([]any)
		doc["faq"] = list[1:] // the first question removed
	})
	changes, err := Diff(Default(), after)
	if err != nil {
		t.Fatal(err)
	}
	var quote, about, removed int
	for _, c := range changes {
		switch {
		case c.Pointer == "/testimonials/"+key && c.Field == "text":
			quote++
			if c.Language != "ar" || c.After != "نص جديد" || c.Before == nil {
				t.Errorf("got %+v, want the Arabic quote", c)
			}
		case c.Pointer == "/about":
			about++
			if c.Language == "" || !strings.HasPrefix(c.Field, "title") {
				t.Errorf("got %+v, want the about title per language", c)
			}
		case strings.HasPrefix(c.Pointer, "/faq/"):
			removed++
			if c.Field != "" || c.After != nil || c.Before == nil {
				t.Errorf("got %+v, want the whole question removed", c)
			}
		default:
			t.Errorf("got %+v, want no other change", c)
		}
	}
	if quote != 1 || removed != 1 || about == 0 {
		t.Fatalf("got %d quote, %d removed, %d about changes: %+v", quote, removed, about, changes)
	}
	reordered := edit(t, func(doc map[string]any) {
		list := doc["testimonials"].([]any)
		list[0], list[1] = list[1], list[0]
	})
	changes, _ = Diff(Default(), reordered)
	if len(changes) != 1 || changes[0].Pointer != "/testimonials" || changes[0].Field != "order" {
		t.Fatalf("got %+v, want the order changed only", changes)
	}
	if changes, err := Diff(nil, Default()); err != nil || len(changes) == 0 {
		t.Fatalf("from nothing: got %d changes, %v, want every item added", len(changes), err)
	}
}

func TestCopyItem(t *testing.T) {
	var key string
	edited := edit(t, func(doc map[string]any) {
		tm := itemOf(doc, "testimonials", 0)
		key = tm["id"].(string)
		tm["text"].(map[string]any)["en"] = "Changed"
		doc["testimonials"] = doc["testimonials"].([]any)[1:] // and then removed
		doc["about"].(map[string]any)["title"].(map[string]any)["en"] = "Changed about"
	})
	// Back from the default: the removed testimonial returns in its place.
	got, err := CopyItem(Default(), edited, "/testimonials/"+key)
	if err != nil {
		t.Fatal(err)
	}
	changes, _ := Diff(Default(), got)
	if len(changes) != 1 || changes[0].Pointer != "/about" {
		t.Fatalf("got %+v, want only the about page still different", changes)
	}
	if err := Validate(got); err != nil {
		t.Fatalf("got %v, want a valid document", err)
	}
	got, err = CopyItem(Default(), got, "/about")
	if err != nil {
		t.Fatal(err)
	}
	if changes, _ := Diff(Default(), got); len(changes) != 0 {
		t.Fatalf("got %+v, want the default back", changes)
	}
	for _, p := range []string{"/testimonials/nobody", "/nothing", "/about/x", "testimonials", "/testimonials"} {
		if _, err := CopyItem(Default(), edited, p); !errors.Is(err, ErrItemMissing) {
			t.Errorf("%s: got %v, want ErrItemMissing", p, err)
		}
	}
}

// TestDiffPictureAltPerLanguage: an uploaded picture's alt text is a text,
// compared language by language; its file is one value.
func TestDiffPictureAltPerLanguage(t *testing.T) {
	logo := func(media, fr string) func(doc map[string]any) {
		return func(doc map[string]any) {
			itemOf(doc, "clientLogos", 0)["logo"] = map[string]any{"media": media,
				"alt": map[string]any{"en": "Logo", "ar": "شعار", "fr": fr, "tr": "Logo"}}
		}
	}
	const a, b = "0123456789abcdef0123456789abcdef", "fedcba9876543210fedcba9876543210"
	changes, err := Diff(edit(t, logo(a, "Logo")), edit(t, logo(b, "Le logo")))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range changes {
		got = append(got, c.Field+"/"+c.Language)
	}
	if strings.Join(got, " ") != "logo.alt/fr logo.media/" {
		t.Fatalf("got %v, want the French alt and the file", got)
	}
}
