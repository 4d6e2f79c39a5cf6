package content

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"agencysite/web"
)

// Change is one difference between two content documents: in the item at
// Pointer (a list item by its key, "/testimonials/khalid", or an object
// family, "/about"), the Field ("quote", "study.need"; "" for the whole
// item, added or removed; "order" for a list reordered) in Language (""
// when the field is not a text), from Before to After (null when absent).
type Change struct {
	Pointer  string `json:"pointer"`
	Field    string `json:"field"`
	Language string `json:"language"`
	Before   any    `json:"before"`
	After    any    `json:"after"`
}

// Diff lists what changed from before to after, field by field and
// language by language, in the schema's order of families and the
// after document's order of items. An empty before (a generation stored
// without its document) compares as {}.
func Diff(before, after []byte) ([]Change, error) {
	var a, b map[string]any
	if err := decodeDoc(before, &a); err != nil {
		return nil, fmt.Errorf("content: diff: before: %w", err)
	}
	if err := decodeDoc(after, &b); err != nil {
		return nil, fmt.Errorf("content: diff: after: %w", err)
	}
	d := differ{languages: web.Site().Languages, changes: []Change{}}
	root := schema()
	for _, family := range familyOrder(root) {
		n := root.Fields[family]
		if n.Type == "list" {
			d.list(family, n, a[family], b[family])
			continue
		}
		d.walk("/"+family, "", n, a[family], b[family])
	}
	return d.changes, nil
}

func decodeDoc(doc []byte, v *map[string]any) error {
	if len(bytes.TrimSpace(doc)) == 0 {
		*v = map[string]any{}
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil || *v == nil {
		return ErrNotJSON
	}
	return nil
}

// familyOrder is the root's families in default.json's order, the order
// the studio lists them in.
func familyOrder(root *Node) []string {
	dec := json.NewDecoder(bytes.NewReader(Default()))
	var order []string
	if t, err := dec.Token(); err == nil && t == json.Delim('{') {
		for dec.More() {
			t, err := dec.Token()
			if err != nil {
				break
			}
			if name, ok := t.(string); ok && root.Fields[name] != nil {
				order = append(order, name)
			}
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				break
			}
		}
	}
	for _, name := range slices.Sorted(maps.Keys(root.Fields)) {
		if !slices.Contains(order, name) {
			order = append(order, name)
		}
	}
	return order
}

type differ struct {
	languages []string
	changes   []Change
}

func (d *differ) add(pointer, field, lang string, before, after any) {
	d.changes = append(d.changes, Change{Pointer: pointer, Field: field, Language: lang, Before: before, After: after})
}

// itemKey is the address of a family list's item i: its key field's value,
// or its index when the list has no key.
func itemKey(n *Node, item any, i int) string {
	if obj, ok := item.(map[string]any); ok && n.Key != "" && obj[n.Key] != nil {
		return fmt.Sprint(obj[n.Key])
	}
	return strconv.Itoa(i)
}

// list compares a family list item by item, matched by key.
func (d *differ) list(family string, n *Node, a, b any) {
	as, _ := a.([]any)
	bs, _ := b.([]any)
	before := map[string]any{}
	var beforeKeys, afterKeys []string
	for i, item := range as {
		k := itemKey(n, item, i)
		before[k] = item
		beforeKeys = append(beforeKeys, k)
	}
	after := map[string]bool{}
	for i, item := range bs {
		k := itemKey(n, item, i)
		after[k] = true
		afterKeys = append(afterKeys, k)
		pointer := "/" + family + "/" + k
		if old, ok := before[k]; ok {
			d.walk(pointer, "", n.Of, old, item)
		} else {
			d.add(pointer, "", "", nil, item)
		}
	}
	for _, k := range beforeKeys {
		if !after[k] {
			d.add("/"+family+"/"+k, "", "", before[k], nil)
		}
	}
	if n.Key != "" {
		kept := slices.DeleteFunc(slices.Clone(beforeKeys), func(k string) bool { return !after[k] })
		now := slices.DeleteFunc(slices.Clone(afterKeys), func(k string) bool { _, was := before[k]; return !was })
		if !slices.Equal(kept, now) {
			d.add("/"+family, "order", "", beforeKeys, afterKeys)
		}
	}
}

// walk compares the values a and b of node n at field of the item at pointer.
func (d *differ) walk(pointer, field string, n *Node, a, b any) {
	if n == nil || equalJSON(a, b) {
		return
	}
	am, aObj := a.(map[string]any)
	bm, bObj := b.(map[string]any)
	switch {
	case n.Type == "object" && aObj && bObj:
		for _, name := range slices.Sorted(maps.Keys(n.Fields)) {
			d.walk(pointer, join(field, name), n.Fields[name], am[name], bm[name])
		}
	case (n.Type == "text" || n.Type == "html" || n.Type == "plural") && (aObj || a == nil) && (bObj || b == nil):
		langs := slices.Clone(d.languages)
		for _, l := range slices.Sorted(maps.Keys(am)) {
			if !slices.Contains(langs, l) {
				langs = append(langs, l)
			}
		}
		for _, l := range slices.Sorted(maps.Keys(bm)) {
			if !slices.Contains(langs, l) {
				langs = append(langs, l)
			}
		}
		for _, l := range langs {
			if !equalJSON(am[l], bm[l]) {
				d.add(pointer, field, l, am[l], bm[l])
			}
		}
	case n.Type == "image" && aObj && bObj:
		// A picture's alt text is a text: its languages are compared one
		// by one; the rest (the file, decorative) as values.
		keys := map[string]bool{}
		for k := range am {
			keys[k] = true
		}
		for k := range bm {
			keys[k] = true
		}
		for _, k := range slices.Sorted(maps.Keys(keys)) {
			kind := &Node{Type: "value"}
			if k == "alt" {
				kind = &Node{Type: "text"}
			}
			d.walk(pointer, join(field, k), kind, am[k], bm[k])
		}
	case n.Type == "list":
		as, aList := a.([]any)
		bs, bList := b.([]any)
		if !aList || !bList || len(as) != len(bs) {
			d.add(pointer, field, "", a, b)
			return
		}
		for i := range as {
			d.walk(pointer, join(field, strconv.Itoa(i)), n.Of, as[i], bs[i])
		}
	default:
		d.add(pointer, field, "", a, b)
	}
}

func equalJSON(a, b any) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}

// ErrItemMissing: the pointer names no item of the document copied from.
var ErrItemMissing = errors.New("content: the version has no such item")

// CopyItem returns to with the item at pointer ("/testimonials/khalid",
// "/about") as it is in from: replaced where to has it, otherwise put
// back at its place in from's list. The result is not validated.
func CopyItem(from, to []byte, pointer string) ([]byte, error) {
	var src, dst map[string]json.RawMessage
	if err := json.Unmarshal(from, &src); err != nil || src == nil {
		return nil, fmt.Errorf("content: copy item: %w", ErrNotJSON)
	}
	if err := json.Unmarshal(to, &dst); err != nil || dst == nil {
		return nil, fmt.Errorf("content: copy item: %w", ErrNotJSON)
	}
	family, key, isItem := strings.Cut(strings.TrimPrefix(pointer, "/"), "/")
	n := schema().Fields[family]
	if !strings.HasPrefix(pointer, "/") || n == nil || isItem != (n.Type == "list") || strings.Contains(key, "/") {
		return nil, ErrItemMissing
	}
	if !isItem {
		if _, ok := src[family]; !ok {
			return nil, ErrItemMissing
		}
		dst[family] = src[family]
		return json.Marshal(dst)
	}
	var srcItems, dstItems []json.RawMessage
	if err := json.Unmarshal(src[family], &srcItems); err != nil {
		return nil, ErrItemMissing
	}
	if _, ok := dst[family]; ok {
		if err := json.Unmarshal(dst[family], &dstItems); err != nil {
			return nil, fmt.Errorf("content: copy item: %w", ErrNotJSON)
		}
	}
	find := func(items []json.RawMessage) int {
		for i, raw := range items {
			var item any
			if json.Unmarshal(raw, &item) == nil && itemKey(n, item, i) == key {
				return i
			}
		}
		return -1
	}
	i := find(srcItems)
	if i < 0 {
		return nil, ErrItemMissing
	}
	if j := find(dstItems); j >= 0 && n.Key != "" {
		dstItems[j] = srcItems[i]
	} else if n.Key == "" && i < len(dstItems) {
		dstItems[i] = srcItems[i]
	} else {
		dstItems = slices.Insert(dstItems, min(i, len(dstItems)), srcItems[i])
	}
	raw, err := json.Marshal(dstItems)
	if err != nil {
		return nil, fmt.Errorf("content: copy item: %w", err)
	}
	dst[family] = raw
	return json.Marshal(dst)
}
