package media

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/jpeg"
	"testing"
)

const secret = "SECRET-GPS-48.8584N-2.2945E"

// withWebPEXIF makes a simple WebP an extended one with an EXIF chunk.
func withWebPEXIF(t *testing.T, simple []byte, w, h int) []byte {
	t.Helper()
	chunk := func(kind string, data []byte) []byte {
		var b bytes.Buffer
		b.WriteString(kind)
		binary.Write(&b, binary.LittleEndian, uint32(len(data)))
		b.Write(data)
		if len(data)%2 == 1 {
			b.WriteByte(0)
		}
		return b.Bytes()
	}
	vp8x := make([]byte, 10)
	vp8x[0] = 0x08 // EXIF present
	vp8x[4], vp8x[5], vp8x[6] = byte(w-1), byte((w-1)>>8), byte((w-1)>>16)
	vp8x[7], vp8x[8], vp8x[9] = byte(h-1), byte((h-1)>>8), byte((h-1)>>16)
	body := append([]byte("WEBP"), chunk("VP8X", vp8x)...)
	body = append(body, simple[12:]...)
	body = append(body, chunk("EXIF", []byte("MM\x00\x2a"+secret+"!"))...)
	out := []byte("RIFF")
	out = binary.LittleEndian.AppendUint32(out, uint32(len(body)))
	return append(out, body...)
}

// TestSourceKeepsNoMetadata: what is stored of an upload has none of its
// metadata (a phone photo's GPS position), still decodes to the same
// picture, and a JPEG turned by its EXIF is kept upright.
func TestSourceKeepsNoMetadata(t *testing.T) {
	src := picture(64, 32)
	tests := []struct {
		name string
		data []byte
		w, h int
	}{
		{"photo.jpg", withEXIF(encodeAs(t, JPEG, src), 1), 64, 32},
		{"turned.jpg", withEXIF(encodeAs(t, JPEG, src), 6), 32, 64},
		{"screen.png", withPNGText(encodeAs(t, PNG, src), secret), 64, 32},
		{"photo.webp", withWebPEXIF(t, encodeAs(t, WebP, src), 64, 32), 64, 32},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !bytes.Contains(tt.data, []byte(secret)) {
				t.Fatal("the test file has no metadata to strip")
			}
			u, err := Inspect(tt.name, tt.data, false)
			if err != nil {
				t.Fatalf("Inspect: %v", err)
			}
			if bytes.Contains(u.Data, []byte(secret)) || bytes.Contains(u.Data, []byte("Exif\x00")) {
				t.Error("the kept source still holds the metadata")
			}
			if u.ID != hashOf(tt.data) {
				t.Errorf("id %s is not the hash of the upload", u.ID)
			}
			img, err := decode(u.Format, u.Data, MaxPixels)
			if err != nil {
				t.Fatalf("the kept source does not decode: %v", err)
			}
			if b := img.Bounds(); b.Dx() != tt.w || b.Dy() != tt.h {
				t.Errorf("kept source is %v, want %d×%d", b, tt.w, tt.h)
			}
			if u.Format == JPEG && orientation(u.Data) != 1 {
				t.Errorf("kept source has orientation %d, want 1", orientation(u.Data))
			}
			if u.Format == WebP && bytes.Contains(u.Data, []byte("EXIF")) {
				t.Error("the WebP still has its EXIF chunk")
			}
		})
	}
	t.Run("turned.jpg upright", func(t *testing.T) {
		u, err := Inspect("turned.jpg", withEXIF(encodeAs(t, JPEG, src), 6), false)
		if err != nil {
			t.Fatal(err)
		}
		img, err := jpeg.Decode(bytes.NewReader(u.Data))
		if err != nil {
			t.Fatal(err)
		}
		// Turned a quarter clockwise: the red left half is now on top.
		if r, _, b, _ := img.At(16, 8).RGBA(); r < b {
			t.Errorf("top is %v, want red", img.At(16, 8))
		}
	})
	t.Run("jpeg pixels untouched", func(t *testing.T) {
		plain := encodeAs(t, JPEG, src)
		u, err := Inspect("photo.jpg", withEXIF(plain, 1), false)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(u.Data, plain) {
			t.Errorf("stripped JPEG differs from the file without EXIF: %d bytes, want %d", len(u.Data), len(plain))
		}
	})
}

// TestAVIFMetadata: a plain AVIF is kept as uploaded; one whose meta box
// declares an Exif item is found out.
func TestAVIFMetadata(t *testing.T) {
	plain := encodeAs(t, AVIF, picture(40, 20))
	u, err := Inspect("photo.avif", plain, false)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(u.Data, plain) {
		t.Error("a plain AVIF was changed")
	}
	box := func(kind string, body []byte) []byte {
		return append(binary.BigEndian.AppendUint32(nil, uint32(8+len(body))), append([]byte(kind), body...)...)
	}
	withExif := append(box("ftyp", []byte("avif")), box("meta", []byte("\x00\x00\x00\x00infeExif"))...)
	if !avifHasMetadata(withExif) {
		t.Error("an Exif item in the meta box was not found")
	}
	if avifHasMetadata(append(box("ftyp", []byte("avif")), box("mdat", []byte("Exif"))...)) {
		t.Error("Exif in the image data was taken for metadata")
	}
	img := image.NewNRGBA(image.Rect(0, 0, 8, 8))
	out, err := stripMetadata(AVIF, withExif, img)
	if err != nil || bytes.Equal(out, withExif) {
		t.Errorf("an AVIF with metadata was not encoded anew (err %v)", err)
	}
}
