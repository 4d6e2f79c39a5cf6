package publish

import (
	"context"
	"testing"
)

// TestContentsOfKeptGenerations: every kept generation's document, oldest
// first, which the picture library keeps the pictures of.
func TestContentsOfKeptGenerations(t *testing.T) {
	ctx := context.Background()
	p := freshPublisher(t, &fakeEngine{})
	if docs, err := p.Store.Contents(ctx); err != nil || len(docs) != 0 {
		t.Fatalf("nothing published: got %q, %v", docs, err)
	}
	for _, doc := range []string{`"v1"`, `"v2"`} {
		if _, err := p.Publish(ctx, Request{Content: []byte(doc), By: "ana"}); err != nil {
			t.Fatal(err)
		}
	}
	docs, err := p.Store.Contents(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 2 || string(docs[0]) != `"v1"` || string(docs[1]) != `"v2"` {
		t.Errorf("got %q, want both documents, oldest first", docs)
	}
}
