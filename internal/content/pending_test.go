package content

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"
)

// keys lists a family's keys in doc.
func keys(t *testing.T, doc []byte, family string) []string {
	t.Helper()
	var d map[string]any
	if err := json.Unmarshal(doc, &d); err != nil {
		t.Fatal(err)
	}
	var out []string
	for i, it := range d[family].([]any) {
		out = append(out, itemKey(schema().Fields[family], it, i))
	}
	return out
}

// TestTakeChosenItems: a publish takes the chosen items of the working
// document onto the live one, each as it is in working (changed, added at
// its place, removed, a family's order), and nothing else.
func TestTakeChosenItems(t *testing.T) {
	live := Default()
	tk := keys(t, live, "testimonials")
	pk := keys(t, live, "projects")
	working := edit(t, func(doc map[string]any) {
		at(doc, "testimonials", 0, "text")["en"] = "Changed."
		at(doc, "about", "title")["ar"] = "عنوان جديد"
		list := doc["testimonials"].([]any)
		added := map[string]any{}
		for k, v := range list[0].(map[string]any) {
			added[k] = v
		}
		added["id"] = "new-one"
		doc["testimonials"] = slices.Insert(slices.Delete(list, 2, 3), 1, any(added)) // the third removed, one added second
		p := doc["projects"].([]any)
		p[0], p[1] = p[1], p[0]
	})

	diffs, err := Differences(live, working)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range diffs {
		got = append(got, d.Pointer+" "+d.Kind+" "+fmt.Sprint(d.Languages))
	}
	want := []string{"/about changed [ar]", "/projects order []", "/testimonials/" + tk[0] + " changed [en]",
		"/testimonials/new-one added [en ar fr tr]", "/testimonials/" + tk[2] + " removed []"}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("differences:\n got %q\nwant %q", got, want)
	}

	for _, c := range []struct {
		name   string
		take   []string
		check  func(doc []byte) bool
		others int // differences left against working
	}{
		{"one text", []string{"/testimonials/" + tk[0]}, func(doc []byte) bool {
			var d map[string]any
			json.Unmarshal(doc, &d)
			return at(d, "testimonials", 0, "text")["en"] == "Changed." && slices.Equal(keys(t, doc, "testimonials"), tk)
		}, 4},
		{"an object family", []string{"/about"}, func(doc []byte) bool {
			var d map[string]any
			json.Unmarshal(doc, &d)
			return at(d, "about", "title")["ar"] == "عنوان جديد"
		}, 4},
		{"an item added, at its place", []string{"/testimonials/new-one"}, func(doc []byte) bool {
			return slices.Equal(keys(t, doc, "testimonials"), slices.Insert(slices.Clone(tk), 1, "new-one"))
		}, 4},
		{"an item removed", []string{"/testimonials/" + tk[2]}, func(doc []byte) bool {
			return slices.Equal(keys(t, doc, "testimonials"), slices.Delete(slices.Clone(tk), 2, 3))
		}, 4},
		{"an order", []string{"/projects"}, func(doc []byte) bool {
			return slices.Equal(keys(t, doc, "projects"), append([]string{pk[1], pk[0]}, pk[2:]...))
		}, 4},
		{"everything", []string{"/projects", "/testimonials/" + tk[2], "/testimonials/new-one", "/about", "/testimonials/" + tk[0]}, func(doc []byte) bool {
			return true
		}, 0},
	} {
		doc, err := Take(working, live, c.take)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !c.check(doc) {
			t.Errorf("%s: the result lacks the change", c.name)
		}
		left, err := Differences(doc, working)
		if err != nil {
			t.Fatal(err)
		}
		if len(left) != c.others {
			t.Errorf("%s: %d differences left against working, want %d: %v", c.name, len(left), c.others, left)
		}
		if err := Validate(doc); err != nil {
			t.Errorf("%s: the result is not valid: %v", c.name, err)
		}
	}
	for _, bad := range []string{"/nothing", "/about/1", "/testimonials/a/b", "testimonials"} {
		if _, err := Take(working, live, []string{bad}); !errors.Is(err, ErrNoItem) {
			t.Errorf("Take %q: got %v, want ErrNoItem", bad, err)
		}
	}
}

// TestMissingByItem: the languages a document's texts lack, by the item
// they are in (its key, not its index) and the field inside it.
func TestMissingByItem(t *testing.T) {
	doc := edit(t, func(doc map[string]any) {
		delete(at(doc, "testimonials", 1, "text"), "fr")
		delete(at(doc, "about", "title"), "tr")
	})
	got, err := MissingByItem(doc, Validate(doc))
	if err != nil {
		t.Fatal(err)
	}
	key := keys(t, doc, "testimonials")[1]
	want := map[string][]Missing{"/testimonials/" + key: {{"text", "fr"}}, "/about": {{"title", "tr"}}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	if got, _ := MissingByItem(doc, nil); len(got) != 0 {
		t.Errorf("no problems: got %v", got)
	}
}
