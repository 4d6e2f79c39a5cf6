package content

import (
	"reflect"
	"testing"
)

func TestChangedFamiliesGroupsChangesWithTheirLanguages(t *testing.T) {
	before := Default()
	after := edit(t, func(doc map[string]any) {
		item := doc["testimonials"].([]any)[0].(map[string]any)
		text := item["text"].(map[string]any)
		text["tr"], text["ar"] = "Yeni", "جديد"
		doc["heroSlides"].([]any)[0].(map[string]any)["from"] = "#000000"
		doc["about"].(map[string]any)["lead"].(map[string]any)["fr"] = "Nouveau"
	})
	changes, err := Diff(before, after)
	if err != nil {
		t.Fatal(err)
	}
	got := ChangedFamilies(changes, []string{"en", "ar", "fr", "tr"})
	want := []FamilyChange{
		{Family: "heroSlides", Languages: []string{}},
		{Family: "testimonials", Languages: []string{"ar", "tr"}},
		{Family: "about", Languages: []string{"fr"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
}
