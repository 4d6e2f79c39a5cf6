package filter

import (
	"net/url"
	"reflect"
	"testing"
	"time"

	"agencysite/internal/validation"
)

func TestReadReturnsEveryProblem(t *testing.T) {
	q, _ := url.ParseQuery("colour=red&lang=de&lang=ar&limit=0&from=2026-02-30&to=2026-1-5&q=%20ok%20&n=7&id=9")
	p := Read(q, Messages{Unknown: "unknown", Repeated: "repeated"}, "lang", "limit", "from", "to", "q", "n", "id", "text")
	p.OneOf("lang", "not a language", []string{"en", "ar"})
	limit := p.Int("limit", "bad limit", 10, 1, 100)
	from := p.Day("from", "bad day", time.UTC, time.Time{})
	p.Day("to", "bad day", time.UTC, time.Time{})
	if got := p.Trimmed("q", "too long", 2); got != "ok" {
		t.Errorf("got %q, want ok", got)
	}
	if got := p.Int("n", "bad", 1, 1, 10); got != 7 {
		t.Errorf("got %d, want 7", got)
	}
	if got := p.Int64("id", "bad", 0, 1, 100); got != 9 {
		t.Errorf("got %d, want 9", got)
	}
	if got := p.Text("text", "bad", 3, true); got != "" {
		t.Errorf("got %q for an absent parameter", got)
	}
	want := validation.Problems{"colour": "unknown", "lang": "repeated", "limit": "bad limit", "from": "bad day", "to": "bad day"}
	if !reflect.DeepEqual(p.Problems, want) {
		t.Errorf("got %v, want %v", p.Problems, want)
	}
	if limit != 0 || !from.IsZero() {
		t.Errorf("got limit %d from %v", limit, from)
	}
	if p.Err() == nil || p.Err().Error() != "colour: unknown; from: bad day; lang: repeated; limit: bad limit; to: bad day" {
		t.Errorf("got %v", p.Err())
	}
}

func TestReadChecksText(t *testing.T) {
	tests := []struct {
		name, value string
		oneLine     bool
		ok          bool
	}{
		{"short", "abc", true, true},
		{"too long", "abcd", true, false},
		{"characters, not bytes", "éçà", true, true},
		{"a control character", "a\x00", true, false},
		{"a new line when one line", "a\nb", true, false},
		{"not UTF-8", "\xff", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Read(url.Values{"t": {tt.value}}, Messages{}, "t")
			p.Text("t", "bad", 3, tt.oneLine)
			if ok := p.Err() == nil; ok != tt.ok {
				t.Errorf("got ok %v, want %v (%v)", ok, tt.ok, p.Problems)
			}
		})
	}
}

func TestReadWithoutMessagesIgnoresUnknown(t *testing.T) {
	p := Read(url.Values{"x": {"1", "2"}}, Messages{}, "limit")
	if err := p.Err(); err != nil {
		t.Errorf("got %v, want no problem", err)
	}
}

func TestWhereNumbersArguments(t *testing.T) {
	var w Where
	if w.String() != "" {
		t.Errorf("got %q for no condition", w.String())
	}
	w.Add("spam = 0")
	w.Equal("status", "")
	w.Equal("status", "new")
	w.Add("(a = ? OR b = ?)", "x", "y")
	p := w.Arg(42)
	w.Add("n > " + p)
	want := " WHERE spam = 0 AND status = $1 AND (a = $2 OR b = $3) AND n > $4"
	if got := w.String(); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if !reflect.DeepEqual(w.Args, []any{"new", "x", "y", 42}) {
		t.Errorf("got %v", w.Args)
	}
}
