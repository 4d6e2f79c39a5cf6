package content

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// The studio edits the document an item at a time. An item is addressed by
// a JSON pointer: a family that is an object by its name (/about), an item
// of a family that is a list by its key field (/testimonials/3; by its
// index in a list without a key).

// ErrNoItem: the pointer names no family or item of the document.
var ErrNoItem = errors.New("content: no such item")

// CodeKeyChanged: an edit changes the key its item is addressed by; a new
// key is a new item (Add), so links and statuses never follow the wrong one.
const CodeKeyChanged = "key_changed"

// Families lists the document's families (the root object's fields) in a
// stable order.
func Families() []string { return slices.Sorted(maps.Keys(schema().Fields)) }

// place is where a pointer points: a family, and in a list family one item.
type place struct {
	family string
	node   *Node // the family's node
	index  int   // the item's index in the family's list; -1 for the family
}

// item is the node of what the place holds.
func (p place) item() *Node {
	if p.index < 0 {
		return p.node
	}
	return p.node.Of
}

// locate finds pointer in doc.
func locate(doc map[string]any, pointer string) (place, error) {
	parts := strings.Split(strings.TrimPrefix(pointer, "/"), "/")
	if !strings.HasPrefix(pointer, "/") || len(parts) > 2 {
		return place{}, fmt.Errorf("%w: %s", ErrNoItem, pointer)
	}
	n, ok := schema().Fields[parts[0]]
	if !ok {
		return place{}, fmt.Errorf("%w: %s", ErrNoItem, pointer)
	}
	p := place{family: parts[0], node: n, index: -1}
	if len(parts) == 1 {
		return p, nil
	}
	list, _ := doc[p.family].([]any)
	if n.Type != "list" {
		return place{}, fmt.Errorf("%w: %s", ErrNoItem, pointer)
	}
	for i, it := range list {
		if keyOf(n, it, i) == parts[1] {
			p.index = i
			return p, nil
		}
	}
	return place{}, fmt.Errorf("%w: %s", ErrNoItem, pointer)
}

// locateList finds the list family in doc and its items: ErrNoItem for a
// family that is not a list.
func locateList(doc map[string]any, family string) (place, []any, error) {
	p, err := locate(doc, "/"+family)
	if err != nil || p.node.Type != "list" {
		return place{}, nil, fmt.Errorf("%w: %s", ErrNoItem, family)
	}
	list, _ := doc[family].([]any)
	return p, list, nil
}

// keyOf is how an item of a list is addressed: its key field, or its index.
func keyOf(list *Node, item any, index int) string {
	if list.Key == "" {
		return strconv.Itoa(index)
	}
	obj, _ := item.(map[string]any)
	if obj == nil || obj[list.Key] == nil {
		return ""
	}
	return fmt.Sprint(obj[list.Key])
}

// value is what the place holds in doc.
func (p place) value(doc map[string]any) any {
	if p.index < 0 {
		return doc[p.family]
	}
	return doc[p.family].([]any)[p.index]
}

// pointer of the place, as the studio addresses it.
func (p place) pointer(doc map[string]any) string {
	if p.index < 0 {
		return "/" + p.family
	}
	return "/" + p.family + "/" + keyOf(p.node, p.value(doc), p.index)
}

// Revision is an opaque name of a value's JSON: it changes when the value
// does, whatever the order of its object's fields.
func Revision(v any) string {
	b, err := marshal(v)
	if err != nil {
		return ""
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:8])
}

// marshal writes v as canonical JSON: objects' fields sorted (encoding/json
// sorts map keys), numbers as they were read, "<" and "&" as themselves.
func marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// decode reads JSON keeping numbers as they are written.
func decode(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: %v", ErrNotJSON, err)
	}
	if dec.More() {
		return ErrNotJSON
	}
	return nil
}

// Revisions names the revision of every family and every item of a list
// family, by pointer: an edit's base, and a reorder's (the family's).
func Revisions(doc map[string]any) map[string]string {
	revs := map[string]string{}
	for _, family := range Families() {
		v, ok := doc[family]
		if !ok {
			continue
		}
		revs["/"+family] = Revision(v)
		n := schema().Fields[family]
		if list, isList := v.([]any); isList && n.Type == "list" {
			for i, it := range list {
				revs["/"+family+"/"+keyOf(n, it, i)] = Revision(it)
			}
		}
	}
	return revs
}

// Items lists the pointers of the editable items: each item of a list
// family and each object family, in the document's order.
func Items(doc map[string]any) []string {
	var items []string
	for _, family := range Families() {
		n := schema().Fields[family]
		if n.Type != "list" {
			items = append(items, "/"+family)
			continue
		}
		list, _ := doc[family].([]any)
		for i, it := range list {
			items = append(items, "/"+family+"/"+keyOf(n, it, i))
		}
	}
	return items
}
