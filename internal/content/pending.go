package content

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"agencysite/web"
)

// A publish takes chosen items of the working document onto the live site
// (docs/decisions/0365): every other draft stays a draft.

// The kinds of an unpublished change.
const (
	KindAdded   = "added"
	KindChanged = "changed"
	KindRemoved = "removed"
	// KindOrder: a list family whose items were reordered; its pointer is
	// the family's (/projects).
	KindOrder = "order"
)

// Difference is one item whose working draft differs from the live site.
type Difference struct {
	Pointer string `json:"pointer"`
	Kind    string `json:"kind"`
	// Languages are those of the texts that changed, in the site's order.
	Languages []string `json:"languages"`
	Changes   []Change `json:"changes"`
}

// Differences lists the items of working that differ from live, in the
// studio's order of families and the working order of items (an item
// removed comes after its family's others).
func Differences(live, working []byte) ([]Difference, error) {
	changes, err := Diff(live, working)
	if err != nil {
		return nil, err
	}
	langs := web.Site().Languages
	var out []Difference
	at := map[string]int{}
	for _, c := range changes {
		i, seen := at[c.Pointer]
		if !seen {
			i = len(out)
			at[c.Pointer] = i
			out = append(out, Difference{Pointer: c.Pointer, Kind: KindChanged, Languages: []string{}})
		}
		d := &out[i]
		switch {
		case c.Field == "order":
			d.Kind = KindOrder
		case c.Field == "" && c.Before == nil:
			d.Kind = KindAdded
		case c.Field == "" && c.After == nil:
			d.Kind = KindRemoved
		}
		if c.Language != "" && !slices.Contains(d.Languages, c.Language) {
			d.Languages = append(d.Languages, c.Language)
		}
		d.Changes = append(d.Changes, c)
	}
	for i, d := range out {
		if d.Kind == KindAdded { // an added item is in the languages its texts have
			family, _, _ := strings.Cut(strings.TrimPrefix(d.Pointer, "/"), "/")
			if n := schema().Fields[family]; n != nil && n.Of != nil {
				texts(n.Of, d.Changes[0].After, "", func(_ string, l map[string]any) {
					for lang, v := range l {
						if written(v) && !slices.Contains(out[i].Languages, lang) {
							out[i].Languages = append(out[i].Languages, lang)
						}
					}
				})
			}
		}
	}
	for i := range out {
		slices.SortFunc(out[i].Languages, func(a, b string) int { return slices.Index(langs, a) - slices.Index(langs, b) })
	}
	return out, nil
}

// Take returns to with each item at pointers as it is in from: changed,
// added at its place in from's list, or removed where from has it no
// more; a list family's pointer (/projects) takes from's order of the
// items both have, to's others keeping their places after them. Items are
// taken before orders, so an added item is placed by its family's order
// when both are taken. The result is not validated.
func Take(from, to []byte, pointers []string) ([]byte, error) {
	items := slices.Clone(pointers)
	slices.SortStableFunc(items, func(a, b string) int { return strings.Count(b, "/") - strings.Count(a, "/") })
	doc := to
	for _, ptr := range items {
		family, key, isItem := strings.Cut(strings.TrimPrefix(ptr, "/"), "/")
		n := schema().Fields[family]
		if !strings.HasPrefix(ptr, "/") || n == nil || strings.Contains(key, "/") || (isItem && n.Type != "list") {
			return nil, fmt.Errorf("%w: %s", ErrNoItem, ptr)
		}
		var err error
		switch {
		case !isItem && n.Type == "list":
			doc, err = takeOrder(from, doc, family, n)
		default:
			var copied []byte
			copied, err = CopyItem(from, doc, ptr)
			switch {
			case err == nil:
				doc = copied
			case errors.Is(err, ErrItemMissing) && isItem: // removed from working
				doc, err = removeItem(doc, family, key, n)
			}
		}
		if err != nil {
			return nil, err
		}
	}
	return doc, nil
}

// listOf reads a document's list family as raw items with their keys.
func listOf(doc []byte, family string, n *Node) (map[string]json.RawMessage, []json.RawMessage, []string, error) {
	var d map[string]json.RawMessage
	if err := json.Unmarshal(doc, &d); err != nil || d == nil {
		return nil, nil, nil, fmt.Errorf("content: take: %w", ErrNotJSON)
	}
	var raw []json.RawMessage
	if _, ok := d[family]; ok {
		if err := json.Unmarshal(d[family], &raw); err != nil {
			return nil, nil, nil, fmt.Errorf("content: take: %w", ErrNotJSON)
		}
	}
	keys := make([]string, len(raw))
	for i, r := range raw {
		var item any
		if err := json.Unmarshal(r, &item); err != nil {
			return nil, nil, nil, fmt.Errorf("content: take: %w", ErrNotJSON)
		}
		keys[i] = itemKey(n, item, i)
	}
	return d, raw, keys, nil
}

func setList(d map[string]json.RawMessage, family string, items []json.RawMessage) ([]byte, error) {
	raw, err := json.Marshal(items)
	if err != nil {
		return nil, fmt.Errorf("content: take: %w", err)
	}
	d[family] = raw
	return json.Marshal(d)
}

// removeItem returns doc without the list item key of family; doc as it
// is when it has no such item (it was never published).
func removeItem(doc []byte, family, key string, n *Node) ([]byte, error) {
	d, items, keys, err := listOf(doc, family, n)
	if err != nil {
		return nil, err
	}
	i := slices.Index(keys, key)
	if i < 0 {
		return doc, nil
	}
	return setList(d, family, slices.Delete(items, i, i+1))
}

// takeOrder returns to with its list family in from's order: the items
// both have in from's order, then to's others in their own.
func takeOrder(from, to []byte, family string, n *Node) ([]byte, error) {
	_, _, order, err := listOf(from, family, n)
	if err != nil {
		return nil, err
	}
	d, items, keys, err := listOf(to, family, n)
	if err != nil {
		return nil, err
	}
	rank := func(k string) int {
		if i := slices.Index(order, k); i >= 0 {
			return i
		}
		return len(order)
	}
	idx := make([]int, len(items))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return rank(keys[a]) - rank(keys[b]) })
	sorted := make([]json.RawMessage, len(items))
	for i, j := range idx {
		sorted[i] = items[j]
	}
	return setList(d, family, sorted)
}
