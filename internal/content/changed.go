package content

import (
	"slices"
	"strings"
)

// FamilyChange says which family a publish changed and in which
// languages: the dashboard's marker for it reads "Testimonials, Arabic".
// Languages is empty when only fields that are not texts changed (a
// colour, an order, a picture).
type FamilyChange struct {
	Family    string   `json:"family"`
	Languages []string `json:"languages"`
}

// ChangedFamilies groups changes (Diff's, in the schema's order of families) by
// family, each family's languages in the site's order.
func ChangedFamilies(changes []Change, languages []string) []FamilyChange {
	out := []FamilyChange{}
	for _, c := range changes {
		family, _, _ := strings.Cut(strings.TrimPrefix(c.Pointer, "/"), "/")
		if len(out) == 0 || out[len(out)-1].Family != family {
			out = append(out, FamilyChange{Family: family, Languages: []string{}})
		}
		last := &out[len(out)-1]
		if c.Language != "" && !slices.Contains(last.Languages, c.Language) {
			last.Languages = append(last.Languages, c.Language)
		}
	}
	for i := range out {
		slices.SortFunc(out[i].Languages, func(a, b string) int {
			return slices.Index(languages, a) - slices.Index(languages, b)
		})
	}
	return out
}
