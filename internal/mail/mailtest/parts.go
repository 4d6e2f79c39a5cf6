package mailtest

import (
	"encoding/base64"
	"io"
	"mime"
	"mime/multipart"
	"net/mail"
	"testing"
)

// Parts decodes a multipart/alternative message: each part's Content-Type
// as sent (with its charset) → its body, decoded.
func Parts(t testing.TB, m *mail.Message) map[string]string {
	t.Helper()
	mediaType, params, err := mime.ParseMediaType(m.Header.Get("Content-Type"))
	if err != nil || mediaType != "multipart/alternative" {
		t.Fatalf("got content type %q (%v), want multipart/alternative", mediaType, err)
	}
	out := map[string]string{}
	r := multipart.NewReader(m.Body, params["boundary"])
	for {
		p, err := r.NextPart()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		var body io.Reader = p // multipart decodes quoted-printable itself
		if p.Header.Get("Content-Transfer-Encoding") == "base64" {
			body = base64.NewDecoder(base64.StdEncoding, p)
		}
		b, err := io.ReadAll(body)
		if err != nil {
			t.Fatal(err)
		}
		out[p.Header.Get("Content-Type")] = string(b)
	}
}
