package media

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/jpeg"

	"github.com/gen2brain/avif"
)

// stripMetadata returns the source to keep of a raster upload that decoded
// as img: its pixels as they were, without EXIF, XMP, IPTC, comments or
// text chunks (a phone's photo carries where and when it was taken, which
// the site has no business keeping). The container is rewritten without
// those blocks where it can be, so the pixels stay untouched; a JPEG whose
// EXIF turns it is encoded anew with the turn applied (the tag that said
// so is gone), and an AVIF that carries metadata items is encoded anew.
func stripMetadata(format Format, data []byte, img image.Image) ([]byte, error) {
	switch format {
	case JPEG:
		if o := orientation(data); o > 1 {
			return encodeSource(JPEG, orient(img, o))
		}
		return stripJPEG(data)
	case PNG:
		return stripPNG(data)
	case WebP:
		return stripWebP(data)
	case AVIF:
		if avifHasMetadata(data) {
			return encodeSource(AVIF, img)
		}
		return data, nil
	}
	return nil, fmt.Errorf("media: strip %s: not a raster format", format)
}

// encodeSource encodes a kept source anew: close to the original, since
// every served file is made from it.
func encodeSource(f Format, img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	var err error
	switch f {
	case JPEG:
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: 95})
	case AVIF:
		err = avif.Encode(&buf, img, avif.Options{Quality: 90, QualityAlpha: 100, Speed: 10})
	}
	if err != nil {
		return nil, fmt.Errorf("media: re-encode source: %w", err)
	}
	return buf.Bytes(), nil
}

// stripJPEG drops the application segments that hold metadata (EXIF and
// XMP in APP1, IPTC in APP13, makers' notes in the others) and comments;
// it keeps JFIF (APP0), the colour profile (APP2 ICC_PROFILE) and Adobe's
// colour transform (APP14), which change how the pixels look.
func stripJPEG(data []byte) ([]byte, error) {
	out := bytes.NewBuffer(make([]byte, 0, len(data)))
	out.Write(data[:2])
	for i := 2; ; {
		if i+4 > len(data) || data[i] != 0xFF {
			return nil, refuse("corrupt", "The file is damaged or incomplete.")
		}
		marker := data[i+1]
		if marker == 0xDA { // start of scan: the rest is image data
			out.Write(data[i:])
			return out.Bytes(), nil
		}
		n := int(binary.BigEndian.Uint16(data[i+2:]))
		if n < 2 || i+2+n > len(data) {
			return nil, refuse("corrupt", "The file is damaged or incomplete.")
		}
		seg := data[i+4 : i+2+n]
		if keepJPEGSegment(marker, seg) {
			out.Write(data[i : i+2+n])
		}
		i += 2 + n
	}
}

func keepJPEGSegment(marker byte, seg []byte) bool {
	switch {
	case marker == 0xFE: // comment
		return false
	case marker == 0xE0:
		return bytes.HasPrefix(seg, []byte("JFIF\x00"))
	case marker == 0xE2:
		return bytes.HasPrefix(seg, []byte("ICC_PROFILE\x00"))
	case marker == 0xEE:
		return bytes.HasPrefix(seg, []byte("Adobe"))
	case marker >= 0xE1 && marker <= 0xEF:
		return false
	}
	return true // tables, frame header, restart interval
}

// pngKept are the chunks a stripped PNG keeps: the critical ones and those
// that change how the pixels look; text, EXIF and time go.
var pngKept = map[string]bool{
	"IHDR": true, "PLTE": true, "IDAT": true, "IEND": true,
	"tRNS": true, "gAMA": true, "cHRM": true, "sRGB": true, "iCCP": true, "sBIT": true, "pHYs": true,
}

func stripPNG(data []byte) ([]byte, error) {
	const sig = 8
	out := bytes.NewBuffer(make([]byte, 0, len(data)))
	out.Write(data[:sig])
	for i := sig; i < len(data); {
		if i+8 > len(data) {
			return nil, refuse("corrupt", "The file is damaged or incomplete.")
		}
		n := int(binary.BigEndian.Uint32(data[i:]))
		end := i + 12 + n // length, type, data, CRC
		if n < 0 || end > len(data) || end < i {
			return nil, refuse("corrupt", "The file is damaged or incomplete.")
		}
		kind := string(data[i+4 : i+8])
		if pngKept[kind] {
			out.Write(data[i:end])
		}
		i = end
		if kind == "IEND" {
			break
		}
	}
	return out.Bytes(), nil
}

// stripWebP drops the EXIF and XMP chunks of an extended WebP and clears
// their flags in its VP8X header; a simple WebP has none.
func stripWebP(data []byte) ([]byte, error) {
	const header = 12 // RIFF, size, WEBP
	out := bytes.NewBuffer(make([]byte, 0, len(data)))
	out.Write(data[:header])
	for i := header; i < len(data); {
		if i+8 > len(data) {
			return nil, refuse("corrupt", "The file is damaged or incomplete.")
		}
		n := int(binary.LittleEndian.Uint32(data[i+4:]))
		end := i + 8 + n + n&1 // chunks are padded to an even size
		if end > len(data) || end < i {
			if i+8+n == len(data) { // an odd last chunk without its pad byte
				end = len(data)
			} else {
				return nil, refuse("corrupt", "The file is damaged or incomplete.")
			}
		}
		switch kind := string(data[i : i+4]); kind {
		case "EXIF", "XMP ":
		case "VP8X":
			chunk := bytes.Clone(data[i:end])
			if len(chunk) > 8 {
				chunk[8] &^= 0x08 | 0x04 // EXIF and XMP present
			}
			out.Write(chunk)
		default:
			out.Write(data[i:end])
		}
		i = end
	}
	b := out.Bytes()
	binary.LittleEndian.PutUint32(b[4:], uint32(len(b)-8))
	return b, nil
}

// avifHasMetadata tells whether an AVIF's meta box declares an Exif or
// XMP (mime) item. Only the meta box is looked at: the same four letters
// in the image data mean nothing.
func avifHasMetadata(data []byte) bool {
	for i := 0; i+8 <= len(data); {
		size := int(binary.BigEndian.Uint32(data[i:]))
		kind := string(data[i+4 : i+8])
		if size < 8 || i+size > len(data) {
			return true // unreadable: encode anew rather than keep what may be there
		}
		if kind == "meta" {
			meta := data[i : i+size]
			return bytes.Contains(meta, []byte("Exif")) || bytes.Contains(meta, []byte("mime"))
		}
		i += size
	}
	return false
}
