package content

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Public is the document as the public site is rendered from it: the
// hidden items of hideable lists left out, and the "hidden" field of the
// others removed. It is the one place the public side filters hidden items
// (the publisher's engine, cmd/site withoutHidden, calls it first),
// so lists, project pages and the sitemap, which lists the rendered pages,
// all follow. A document without a "hidden" field is returned as it is.
func Public(doc []byte) ([]byte, error) {
	if !bytes.Contains(doc, []byte(`"hidden"`)) {
		return doc, nil
	}
	var d map[string]json.RawMessage
	if err := json.Unmarshal(doc, &d); err != nil {
		return nil, fmt.Errorf("content: public: %w", err)
	}
	for name, family := range schema().Fields {
		raw, ok := d[name]
		if !family.Hideable || !ok || !bytes.Contains(raw, []byte(`"hidden"`)) {
			continue
		}
		var items []map[string]json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			return nil, fmt.Errorf("content: public: %s: %w", name, err)
		}
		shown := make([]map[string]json.RawMessage, 0, len(items))
		for _, item := range items {
			h, ok := item["hidden"]
			delete(item, "hidden")
			if ok && string(h) == "true" {
				continue
			}
			shown = append(shown, item)
		}
		var err error
		if d[name], err = json.Marshal(shown); err != nil {
			return nil, fmt.Errorf("content: public: %s: %w", name, err)
		}
	}
	out, err := json.Marshal(d)
	if err != nil {
		return nil, fmt.Errorf("content: public: %w", err)
	}
	return out, nil
}

// hiddenChange names a change of an item's "hidden" field for the audit
// log: "hidden", "shown", or "" when it did not change.
func hiddenChange(before, after any) string {
	hidden := func(v any) bool {
		obj, ok := v.(map[string]any)
		return ok && obj["hidden"] == true
	}
	switch was, is := hidden(before), hidden(after); {
	case is && !was:
		return "hidden"
	case was && !is:
		return "shown"
	}
	return ""
}
