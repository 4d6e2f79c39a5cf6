package content

import (
	"maps"
	"slices"
)

// merge merges two edits of one item, mine and theirs, both made from
// base: field by field, and in a text language by language, each side's
// changes are kept; ok is false when both changed the same field (or the
// same language of a text) to different values, a real conflict. A list
// inside an item (a case study's screens) is one field: its items have no
// keys to match them by.
func merge(n *Node, base, mine, theirs any) (merged any, ok bool) {
	switch {
	case equalJSON(mine, theirs), equalJSON(theirs, base):
		return mine, true
	case equalJSON(mine, base):
		return theirs, true
	case n == nil:
		return nil, false
	}
	var fields func(string) *Node
	switch n.Type {
	case "object":
		fields = func(name string) *Node { return n.Fields[name] }
	case "text", "html", "plural":
		fields = func(string) *Node { return &Node{Type: "language"} }
	case "image":
		fields = func(string) *Node { return &Node{Type: "field"} }
	default:
		return nil, false
	}
	b, bOK := base.(map[string]any)
	m, mOK := mine.(map[string]any)
	t, tOK := theirs.(map[string]any)
	if !bOK || !mOK || !tOK {
		return nil, false // one side made it something else
	}
	names := map[string]bool{}
	for _, src := range []map[string]any{b, m, t} {
		for k := range src {
			names[k] = true
		}
	}
	out := map[string]any{}
	for _, name := range slices.Sorted(maps.Keys(names)) {
		v, ok := merge(fields(name), b[name], m[name], t[name])
		if !ok {
			return nil, false
		}
		if v != nil {
			out[name] = v
		}
	}
	return out, true
}
