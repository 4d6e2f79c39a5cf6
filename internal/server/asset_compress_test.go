package server

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// TestCompressReusedWritersSameBytes: compress reuses its writers; a
// long body then a short one, and the first again, give the bytes a new
// writer gives, and decompress to the body.
func TestCompressReusedWritersSameBytes(t *testing.T) {
	long := strings.Repeat("<p>a page of the site, long enough to fill the window</p>", 4000)
	short := `<!DOCTYPE html><html><head><title>x</title></head><body>` + strings.Repeat("<b>hi</b>", 30) + `</body></html>`
	for i, body := range []string{long, short, long, short} {
		a := &asset{body: []byte(body)}
		a.compress()
		var br, gz bytes.Buffer
		bw := brotli.NewWriterLevel(&br, 5)
		bw.Write(a.body)
		bw.Close()
		gw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
		gw.Write(a.body)
		gw.Close()
		name := fmt.Sprintf("body %d (%d bytes)", i, len(body))
		if !bytes.Equal(a.br, br.Bytes()) || !bytes.Equal(a.gz, gz.Bytes()) {
			t.Errorf("%s: reused writers gave %d brotli and %d gzip bytes, new ones %d and %d (or other bytes)", name, len(a.br), len(a.gz), br.Len(), gz.Len())
		}
		if got, _ := io.ReadAll(brotli.NewReader(bytes.NewReader(a.br))); string(got) != body {
			t.Errorf("%s: brotli form decompresses to %d bytes, want the body", name, len(got))
		}
		zr, err := gzip.NewReader(bytes.NewReader(a.gz))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got, _ := io.ReadAll(zr); string(got) != body {
			t.Errorf("%s: gzip form decompresses to %d bytes, want the body", name, len(got))
		}
	}
}
