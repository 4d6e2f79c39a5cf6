package media

import (
	"errors"
	"testing"
)

// FuzzInspect feeds the decoders' entry point anything: it must never
// panic, and whatever it accepts must be within the limits.
func FuzzInspect(f *testing.F) {
	f.Add("a.jpg", encodeAs(f, JPEG, picture(16, 8)))
	f.Add("a.jpg", withEXIF(encodeAs(f, JPEG, picture(16, 8)), 6))
	f.Add("a.png", encodeAs(f, PNG, picture(8, 16)))
	f.Add("a.webp", encodeAs(f, WebP, picture(8, 8)))
	f.Add("a.png", pngBomb(100_000, 100_000))
	for _, p := range svgPayloads {
		f.Add("a.svg", []byte(p.svg))
	}
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		u, err := Inspect(name, data)
		if err != nil {
			if !errors.Is(err, ErrRefused) && !errors.Is(err, ErrTooLarge) {
				t.Fatalf("error that is not a refusal: %v", err)
			}
			return
		}
		if u.Width <= 0 || u.Height <= 0 || u.Width*u.Height > MaxPixels || !ValidID(u.ID) {
			t.Fatalf("accepted %s %d×%d", u.Format, u.Width, u.Height)
		}
		if u.Format == SVG {
			if _, _, _, err := SanitizeSVG(u.Data); err != nil {
				t.Fatalf("sanitised SVG refused on a second pass: %v", err)
			}
		}
	})
}
