package seal

import (
	"bytes"
	"strings"
	"testing"
)

func TestSealOpensOnlyForItsOwner(t *testing.T) {
	box, err := New(bytes.Repeat([]byte{7}, 32))
	if err != nil {
		t.Fatal(err)
	}
	sealed := box.Seal("user-1", "JBSWY3DPEHPK3PXP")
	if strings.Contains(sealed, "JBSWY3DPEHPK3PXP") {
		t.Fatalf("sealed %q holds the plain text", sealed)
	}
	if got, err := box.Open("user-1", sealed); err != nil || got != "JBSWY3DPEHPK3PXP" {
		t.Fatalf("Open = %q, %v; want the plain text", got, err)
	}
	if _, err := box.Open("user-2", sealed); err == nil {
		t.Fatal("a value sealed for user-1 opened for user-2")
	}
	other, _ := New(bytes.Repeat([]byte{8}, 32))
	if _, err := other.Open("user-1", sealed); err == nil {
		t.Fatal("a value opened under another key")
	}
	if box.Seal("user-1", "x") == box.Seal("user-1", "x") {
		t.Fatal("two seals of one value are equal: the nonce is not random")
	}
	if _, err := New(make([]byte, 16)); err == nil {
		t.Fatal("a 16-byte key was accepted")
	}
}
