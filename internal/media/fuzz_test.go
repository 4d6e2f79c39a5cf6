package media

import (
	"errors"
	"regexp"
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
		u, err := Inspect(name, data, false)
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

// FuzzParseFile: the hand-written parser takes exactly the names the
// pattern of a variant's name describes.
func FuzzParseFile(f *testing.F) {
	pattern := regexp.MustCompile(`^([0-9a-f]{32})-([1-9][0-9]{0,4})\.(avif|webp|jpg|png|svg)$`)
	f.Add("0123456789abcdef0123456789abcdef-800.avif")
	f.Add("0123456789abcdef0123456789abcdef-0800.avif")
	f.Fuzz(func(t *testing.T, name string) {
		got, ok := ParseFile(name)
		if want := pattern.MatchString(name); ok != want {
			t.Fatalf("ParseFile(%q) ok = %v, want %v", name, ok, want)
		}
		if ok && got.Name() != name {
			t.Fatalf("ParseFile(%q) = %+v, which names %q", name, got, got.Name())
		}
	})
}
