package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// scenario is one HTTP exchange with the whole handler: what is sent and
// what must come back. Every endpoint test is a table of them, so an admin
// endpoint's test reads like a public one's.
type scenario struct {
	name   string
	method string // GET when empty
	path   string
	header map[string]string // request headers (Content-Type, Cookie, …)
	remote string            // the peer address, "ip:port"; httptest's when empty
	body   string

	wantStatus int
	// wantHeader holds answer headers that must have exactly these values;
	// a value of "-" means the header must be absent, "~re" a regexp match.
	wantHeader map[string]string
	// wantJSON, when set, is the JSON the answer must be, compared after
	// decoding: objects must have exactly the keys given, and a string
	// "~re" matches any string the regexp matches (ids, error messages).
	wantJSON string
	// check, when set, looks at what the exchange left behind (stored rows).
	check func(t *testing.T, w *httptest.ResponseRecorder)
}

// runScenarios runs each scenario as a subtest against h.
func runScenarios(t *testing.T, h http.Handler, scenarios []scenario) {
	t.Helper()
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) { sc.run(t, h) })
	}
}

// run sends the scenario's request to h and checks the answer.
func (sc scenario) run(t *testing.T, h http.Handler) *httptest.ResponseRecorder {
	t.Helper()
	method := sc.method
	if method == "" {
		method = "GET"
	}
	r := httptest.NewRequest(method, sc.path, strings.NewReader(sc.body))
	for k, v := range sc.header {
		r.Header.Set(k, v)
	}
	if sc.remote != "" {
		r.RemoteAddr = sc.remote
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != sc.wantStatus {
		t.Fatalf("%s %s: got status %v, want %v (body %.300s)", method, sc.path, w.Code, sc.wantStatus, w.Body)
	}
	for k, want := range sc.wantHeader {
		values, present := w.Header()[http.CanonicalHeaderKey(k)]
		got := strings.Join(values, ", ")
		switch {
		case want == "-" && present:
			t.Errorf("got header %s %q, want none", k, got)
		case want != "-" && !present:
			t.Errorf("got no header %s, want %q", k, want)
		case want != "-" && !matchString(got, want):
			t.Errorf("got header %s %q, want %q", k, got, want)
		}
	}
	if sc.wantJSON != "" {
		if ct := w.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
			t.Errorf("got Content-Type %q, want JSON", ct)
		}
		var got, want any
		if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil {
			t.Fatalf("answer is not JSON: %v: %.300s", err, w.Body)
		}
		if err := json.Unmarshal([]byte(sc.wantJSON), &want); err != nil {
			t.Fatalf("wantJSON is not JSON: %v", err)
		}
		if diff := matchJSON("$", got, want); diff != "" {
			t.Errorf("got body %.500s: %s", w.Body, diff)
		}
	}
	if sc.check != nil {
		sc.check(t, w)
	}
	return w
}

// matchString is equality, or a regexp match when want starts with "~".
func matchString(got, want string) bool {
	if re, ok := strings.CutPrefix(want, "~"); ok {
		return regexp.MustCompile(re).MatchString(got)
	}
	return got == want
}

// matchJSON compares decoded JSON values and describes the first
// difference at path, or returns "".
func matchJSON(path string, got, want any) string {
	switch want := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return fmt.Sprintf("%s: got %v, want an object", path, got)
		}
		for _, k := range slices.Sorted(keys(g, want)) {
			gv, gok := g[k]
			wv, wok := want[k]
			switch {
			case !wok:
				return fmt.Sprintf("%s.%s: got %v, want no such key", path, k, gv)
			case !gok:
				return fmt.Sprintf("%s.%s: missing, want %v", path, k, wv)
			}
			if d := matchJSON(path+"."+k, gv, wv); d != "" {
				return d
			}
		}
		return ""
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(want) {
			return fmt.Sprintf("%s: got %v, want %v", path, got, want)
		}
		for i := range want {
			if d := matchJSON(fmt.Sprintf("%s[%d]", path, i), g[i], want[i]); d != "" {
				return d
			}
		}
		return ""
	case string:
		if g, ok := got.(string); !ok || !matchString(g, want) {
			return fmt.Sprintf("%s: got %v, want %q", path, got, want)
		}
		return ""
	default:
		if got != want {
			return fmt.Sprintf("%s: got %v, want %v", path, got, want)
		}
		return ""
	}
}

func keys(a, b map[string]any) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range a {
			if !yield(k) {
				return
			}
		}
		for k := range b {
			if _, dup := a[k]; !dup && !yield(k) {
				return
			}
		}
	}
}

func TestMatchJSON(t *testing.T) {
	tests := []struct {
		name, got, want string
		match           bool
	}{
		{"equal objects", `{"a":1,"b":"x"}`, `{"b":"x","a":1}`, true},
		{"extra key", `{"a":1,"b":2}`, `{"a":1}`, false},
		{"missing key", `{"a":1}`, `{"a":1,"b":2}`, false},
		{"regexp string", `{"id":"0a1b"}`, `{"id":"~^[0-9a-f]+$"}`, true},
		{"regexp mismatch", `{"id":"xyz"}`, `{"id":"~^[0-9a-f]+$"}`, false},
		{"nested", `{"p":{"e":"invalid"}}`, `{"p":{"e":"required"}}`, false},
		{"array length", `[1,2]`, `[1]`, false},
		{"type", `{"a":"1"}`, `{"a":1}`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got, want any
			json.Unmarshal([]byte(tt.got), &got)
			json.Unmarshal([]byte(tt.want), &want)
			if d := matchJSON("$", got, want); (d == "") != tt.match {
				t.Errorf("got difference %q, want match %v", d, tt.match)
			}
		})
	}
}
