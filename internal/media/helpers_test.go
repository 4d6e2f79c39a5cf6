package media

import (
	"bytes"
	"context"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"testing"
)

// picture is a w × h test picture: red on the left half, blue on the right,
// so a turn or a flip shows.
func picture(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := color.RGBA{220, 30, 30, 255}
			if x >= w/2 {
				c = color.RGBA{30, 30, 220, 255}
			}
			img.SetRGBA(x, y, c)
		}
	}
	return img
}

// addPicture adds to store a w × h picture in format f, named name.
func addPicture(t *testing.T, store *Store, name string, f Format, w, h int) Asset {
	t.Helper()
	a, _, err := store.Add(context.Background(), inspect(t, name, encodeAs(t, f, picture(w, h))), nil, false)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// encodeAs is img in format f, encoded as the library writes its variants.
func encodeAs(t testing.TB, f Format, img image.Image) []byte {
	t.Helper()
	b, err := encode(f, img)
	if err != nil {
		t.Fatalf("encode %s: %v", f, err)
	}
	return b
}

// withEXIF puts an EXIF block after a JPEG's start marker: orientation o,
// and a GPS-looking string that must never be served.
func withEXIF(jpg []byte, o uint16) []byte {
	var tiff bytes.Buffer
	tiff.WriteString("MM\x00\x2a")
	binary.Write(&tiff, binary.BigEndian, uint32(8))
	binary.Write(&tiff, binary.BigEndian, uint16(1))           // one entry
	binary.Write(&tiff, binary.BigEndian, []uint16{0x0112, 3}) // orientation, SHORT
	binary.Write(&tiff, binary.BigEndian, uint32(1))           // count
	binary.Write(&tiff, binary.BigEndian, []uint16{o, 0})      // value
	binary.Write(&tiff, binary.BigEndian, uint32(0))           // no next IFD
	tiff.WriteString("SECRET-GPS-48.8584N-2.2945E")
	seg := append([]byte("Exif\x00\x00"), tiff.Bytes()...)
	var out bytes.Buffer
	out.Write(jpg[:2])
	out.Write([]byte{0xFF, 0xE1})
	binary.Write(&out, binary.BigEndian, uint16(len(seg)+2))
	out.Write(seg)
	out.Write(jpg[2:])
	return out.Bytes()
}

// pngChunk is one PNG chunk with its checksum.
func pngChunk(kind string, data []byte) []byte {
	var b bytes.Buffer
	binary.Write(&b, binary.BigEndian, uint32(len(data)))
	b.WriteString(kind)
	b.Write(data)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(append([]byte(kind), data...)))
	return b.Bytes()
}

// withPNGText adds a tEXt chunk after a PNG's header chunk.
func withPNGText(p []byte, text string) []byte {
	const ihdrEnd = 8 + 8 + 13 + 4
	out := append([]byte{}, p[:ihdrEnd]...)
	out = append(out, pngChunk("tEXt", []byte("Comment\x00"+text))...)
	return append(out, p[ihdrEnd:]...)
}

// pngBomb is a PNG whose header declares w × h pixels and whose data is a
// few bytes: decoding it in full would ask for w × h × 4 bytes.
func pngBomb(w, h uint32) []byte {
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6 // 8-bit RGBA
	out := []byte("\x89PNG\r\n\x1a\n")
	out = append(out, pngChunk("IHDR", ihdr)...)
	out = append(out, pngChunk("IDAT", []byte{0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01})...)
	return append(out, pngChunk("IEND", nil)...)
}
