package content

import (
	"bytes"
	"encoding/json"
	"testing"
)

// TestInBuildOrder: the build's document, once stored by the studio (its
// fields sorted), comes back in the build's order, byte for byte in
// meaning and order; an edited or new field keeps its value.
func TestInBuildOrder(t *testing.T) {
	var v any
	if err := decode(Default(), &v); err != nil {
		t.Fatal(err)
	}
	sorted, err := marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(sorted, compact(t, Default())) {
		t.Fatal("the build's document is already sorted: this test proves nothing")
	}
	got, err := InBuildOrder(sorted)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, compact(t, Default())) {
		t.Fatalf("got %.300s…, want the build's document as written", got)
	}
	edited, err := InBuildOrder([]byte(`{"zeta":1,"testimonials":[{"text":{"tr":"t","en":"<b>e</b> & 1.50"},"id":"x","new":true}]}`))
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"testimonials":[{"id":"x","text":{"en":"<b>e</b> & 1.50","tr":"t"},"new":true}],"zeta":1}`
	if string(edited) != want {
		t.Fatalf("got %s, want %s", edited, want)
	}
}

func compact(t *testing.T, doc []byte) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := json.Compact(&b, doc); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}
