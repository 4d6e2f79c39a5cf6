package content

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
)

// InBuildOrder writes doc with every object's fields in the order the
// build's own document (default.json) has them at the same place, fields
// it lacks after them, sorted. A render reads the order of some objects'
// fields (an avatar's, a picture's: web/render/reads.js notes it) and
// prints in it, while the studio stores the document with its fields
// sorted: in the build's order, a page the edit did not touch renders to
// the build's bytes, and its reads find what the build's did
// (docs/decisions/0315).
func InBuildOrder(doc []byte) ([]byte, error) {
	var v any
	if err := decode(doc, &v); err != nil {
		return nil, fmt.Errorf("content: build order: %w", err)
	}
	example, err := buildOrder()
	if err != nil {
		return nil, fmt.Errorf("content: build order: %w", err)
	}
	var b bytes.Buffer
	if err := writeOrdered(&b, v, example); err != nil {
		return nil, fmt.Errorf("content: build order: %w", err)
	}
	return b.Bytes(), nil
}

// ordered is the shape of a JSON value with its objects' field order.
type ordered struct {
	keys   []string
	fields map[string]*ordered
	items  []*ordered
}

var buildOrder = sync.OnceValues(func() (*ordered, error) {
	dec := json.NewDecoder(bytes.NewReader(Default()))
	dec.UseNumber()
	return readOrdered(dec)
})

func readOrdered(dec *json.Decoder) (*ordered, error) {
	t, err := dec.Token()
	if err != nil {
		return nil, err
	}
	o := &ordered{}
	switch t {
	case json.Delim('{'):
		o.fields = map[string]*ordered{}
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return nil, err
			}
			key, _ := k.(string)
			child, err := readOrdered(dec)
			if err != nil {
				return nil, err
			}
			o.keys = append(o.keys, key)
			o.fields[key] = child
		}
		_, err = dec.Token()
	case json.Delim('['):
		for dec.More() {
			child, err := readOrdered(dec)
			if err != nil {
				return nil, err
			}
			o.items = append(o.items, child)
		}
		_, err = dec.Token()
	}
	return o, err
}

// writeOrdered writes v with example's field order (example may be nil).
func writeOrdered(b *bytes.Buffer, v any, example *ordered) error {
	switch v := v.(type) {
	case map[string]any:
		var keys []string
		if example != nil {
			for _, k := range example.keys {
				if _, ok := v[k]; ok {
					keys = append(keys, k)
				}
			}
		}
		var rest []string
		for k := range v {
			if example == nil || example.fields[k] == nil {
				rest = append(rest, k)
			}
		}
		slices.Sort(rest)
		b.WriteByte('{')
		for i, k := range append(keys, rest...) {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := writeOrdered(b, k, nil); err != nil {
				return err
			}
			b.WriteByte(':')
			var child *ordered
			if example != nil {
				child = example.fields[k]
			}
			if err := writeOrdered(b, v[k], child); err != nil {
				return err
			}
		}
		b.WriteByte('}')
	case []any:
		b.WriteByte('[')
		for i, item := range v {
			if i > 0 {
				b.WriteByte(',')
			}
			var child *ordered
			if example != nil && len(example.items) > 0 {
				child = example.items[min(i, len(example.items)-1)]
			}
			if err := writeOrdered(b, item, child); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	default:
		s, err := marshal(v)
		if err != nil {
			return err
		}
		b.Write(s)
	}
	return nil
}
