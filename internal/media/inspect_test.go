package media

import (
	"bytes"
	"errors"
	"image"
	"image/jpeg"
	"image/png"
	"slices"
	"strings"
	"testing"

	"github.com/gen2brain/avif"
	xwebp "golang.org/x/image/webp"
)

// TestFormatsInAndOut takes each accepted raster format through
// inspection and processing, and checks every file made: its type, its
// size, and that nothing of the upload's metadata is left in it.
func TestFormatsInAndOut(t *testing.T) {
	src := picture(700, 420)
	tests := []struct {
		name     string
		format   Format
		data     []byte
		fallback Format
	}{
		{"photo.jpg", JPEG, withEXIF(encodeAs(t, JPEG, src), 1), JPEG},
		{"screen.png", PNG, withPNGText(encodeAs(t, PNG, src), "SECRET-GPS-48.8584N-2.2945E"), PNG},
		{"photo.webp", WebP, encodeAs(t, WebP, src), JPEG},
		{"photo.avif", AVIF, encodeAs(t, AVIF, src), JPEG},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := Inspect(tt.name, tt.data, false)
			if err != nil {
				t.Fatalf("Inspect: %v", err)
			}
			if u.Format != tt.format || u.Width != 700 || u.Height != 420 {
				t.Fatalf("got %s %d×%d, want %s 700×420", u.Format, u.Width, u.Height, tt.format)
			}
			out, err := Process(u.ID, u.Format, u.Data, false)
			if err != nil {
				t.Fatalf("Process: %v", err)
			}
			want := map[string]bool{}
			for _, w := range []string{"160", "240", "320", "480", "700"} {
				for _, f := range []Format{AVIF, WebP, tt.fallback} {
					want[w+"."+string(f)] = true
				}
			}
			for _, v := range out.Variants {
				key := strings.TrimPrefix(v.Name(), u.ID+"-")
				if !want[key] {
					t.Errorf("unexpected file %s", v.Name())
				}
				delete(want, key)
				checkVariant(t, v)
			}
			for k := range want {
				t.Errorf("missing file %s", k)
			}
			if len(out.Placeholder) > 600 || !strings.HasPrefix(out.Placeholder, "data:image/webp;base64,") {
				t.Errorf("placeholder: %d bytes %.40q", len(out.Placeholder), out.Placeholder)
			}
			if out.Color == "" || out.Color == "#000000" {
				t.Errorf("color: %q", out.Color)
			}
		})
	}
}

// checkVariant decodes a made file as its format and checks its size and
// that no metadata was carried over.
func checkVariant(t *testing.T, v Variant) {
	t.Helper()
	if f, ok := sniff(v.Data); !ok || f != v.Format {
		t.Errorf("%s: bytes are %q", v.Name(), f)
	}
	var c image.Config
	var err error
	switch v.Format {
	case JPEG:
		c, err = jpeg.DecodeConfig(bytes.NewReader(v.Data))
	case PNG:
		c, err = png.DecodeConfig(bytes.NewReader(v.Data))
	case WebP:
		c, err = xwebp.DecodeConfig(bytes.NewReader(v.Data))
	case AVIF:
		c, err = avif.DecodeConfig(bytes.NewReader(v.Data))
	}
	if err != nil {
		t.Fatalf("%s: %v", v.Name(), err)
	}
	if c.Width != v.Width || c.Height != v.Width*6/10 {
		t.Errorf("%s: %d×%d, want %d×%d", v.Name(), c.Width, c.Height, v.Width, v.Width*6/10)
	}
	for _, marker := range []string{"SECRET-GPS", "Exif", "tEXt", "XMP"} {
		if bytes.Contains(v.Data, []byte(marker)) {
			t.Errorf("%s still holds %q", v.Name(), marker)
		}
	}
}

// TestOrientationApplied: a camera's JPEG stored sideways with EXIF
// orientation 6 is shown, measured and made upright.
func TestOrientationApplied(t *testing.T) {
	data := withEXIF(encodeAs(t, JPEG, picture(64, 32)), 6)
	u, err := Inspect("camera.jpg", data, false)
	if err != nil {
		t.Fatal(err)
	}
	if u.Width != 32 || u.Height != 64 {
		t.Fatalf("got %d×%d, want 32×64", u.Width, u.Height)
	}
	out, err := Process(u.ID, u.Format, u.Data, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range out.Variants {
		if v.Format != JPEG {
			continue
		}
		img, err := jpeg.Decode(bytes.NewReader(v.Data))
		if err != nil {
			t.Fatal(err)
		}
		// Turned a quarter clockwise: the red left half is now on top.
		top, bottom := img.At(16, 8), img.At(16, 56)
		if r, _, b, _ := top.RGBA(); r < b {
			t.Errorf("top is %v, want red", top)
		}
		if r, _, b, _ := bottom.RGBA(); r > b {
			t.Errorf("bottom is %v, want blue", bottom)
		}
	}
	for o := 1; o <= 8; o++ {
		img := orient(picture(6, 4), o)
		w, h := 6, 4
		if o >= 5 {
			w, h = 4, 6
		}
		if b := img.Bounds(); b.Dx() != w || b.Dy() != h {
			t.Errorf("orientation %d: got %v, want %d×%d", o, b, w, h)
		}
	}
}

// TestBadInput: every file the library refuses is refused with a reason,
// before anything is stored.
func TestBadInput(t *testing.T) {
	jpg := encodeAs(t, JPEG, picture(200, 100))
	pngData := encodeAs(t, PNG, picture(200, 100))
	tests := []struct {
		name     string
		fileName string
		data     []byte
		code     string // "" for ErrTooLarge
		hero     bool   // a full-width picture: 40 megapixels, not 24
	}{
		{"empty", "a.jpg", nil, "empty", false},
		{"too large", "a.jpg", append(bytes.Clone(jpg), make([]byte, MaxBytes)...), "", false},
		{"PNG named jpg", "photo.jpg", pngData, "type_mismatch", false},
		{"HTML named png", "photo.png", []byte("<html><script>alert(1)</script></html>"), "unsupported_type", false},
		{"executable", "photo.jpg", []byte("MZ\x90\x00\x03\x00\x00\x00"), "unsupported_type", false},
		{"truncated JPEG", "a.jpg", jpg[:len(jpg)/2], "corrupt", false},
		{"truncated PNG", "a.png", pngData[:len(pngData)/2], "corrupt", false},
		{"JPEG header only", "a.jpg", jpg[:20], "corrupt", false},
		{"PNG bomb", "bomb.png", pngBomb(100_000, 100_000), "too_many_pixels", true},
		{"PNG over 40 MP, for a hero", "big.png", pngBomb(8000, 6000), "too_many_pixels", true},
		// Issue 35, D5: twenty of these (38 KB each) took 403 s to process.
		{"PNG of 39.7 MP, not a hero", "big.png", pngBomb(6300, 6300), "too_many_pixels", false},
		{"PNG strip", "strip.png", pngBomb(40_000, 1), "too_many_pixels", false},
		{"path in name", "../../etc/passwd.jpg", jpg, "bad_name", false},
		{"windows path in name", `C:\photos\a.jpg`, jpg, "bad_name", false},
		{"WebP header only", "a.webp", []byte("RIFF\x10\x00\x00\x00WEBPVP8 \x04\x00\x00\x00"), "corrupt", false},
		{"AVIF header only", "a.avif", []byte("\x00\x00\x00\x1cftypavif\x00\x00\x00\x00avifmif1miaf"), "corrupt", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Inspect(tt.fileName, tt.data, tt.hero)
			var refused *RefusedError
			switch {
			case tt.code == "":
				if !errors.Is(err, ErrTooLarge) {
					t.Fatalf("got %v, want ErrTooLarge", err)
				}
			case !errors.As(err, &refused):
				t.Fatalf("got %v, want refused %s", err, tt.code)
			case refused.Code != tt.code:
				t.Fatalf("got %s (%s), want %s", refused.Code, refused.Reason, tt.code)
			case refused.Reason == "":
				t.Fatalf("no reason given")
			}
		})
	}
}

func TestWidthsNeverUpscaled(t *testing.T) {
	tests := []struct {
		name  string
		width int
		hero  bool
		want  []int
	}{
		{"tiny", 100, false, []int{100}},
		{"small", 300, false, []int{160, 240, 300}},
		{"between", 1000, false, []int{160, 240, 320, 480, 800, 1000}},
		{"exact", 1600, false, []int{160, 240, 320, 480, 800, 1200, 1600}},
		{"large", 4000, false, []int{160, 240, 320, 480, 800, 1200, 1600}},
		{"large hero", 4000, true, []int{160, 240, 320, 480, 800, 1200, 1600, 2400}},
		{"hero between", 2000, true, []int{160, 240, 320, 480, 800, 1200, 1600, 2000}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := widthsFor(tt.width, tt.hero); !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// TestWidthsServePhones: each place the public pages show a picture small
// on a phone finds a made width at most 1.5 times what it draws, at the
// densities phones have. The CSS widths are the front end's (avatar
// size-14, phone screen w-40 less its frame's p-2, client logo w-40);
// dropping a small width fails here before Lighthouse's
// uses-responsive-images does (it failed at 144 px × 1.75 against 480).
func TestWidthsServePhones(t *testing.T) {
	made := widthsFor(4000, false)
	for _, shown := range []struct {
		what string
		css  float64
	}{{"avatar", 56}, {"phone screen", 144}, {"client logo", 160}} {
		for _, dpr := range []float64{1.75, 2, 2.625, 3} {
			need := shown.css * dpr
			i := slices.IndexFunc(made, func(w int) bool { return float64(w) >= need })
			// An avatar needs so few pixels (98 at 1.75) that 160, the
			// smallest width, is as near as is worth making.
			if i < 0 || (float64(made[i]) > 1.5*need && made[i] != made[0]) {
				t.Errorf("%s at %.0f CSS px × %g needs %.0f px: made %v has nothing within 1.5×", shown.what, shown.css, dpr, need, made)
			}
		}
	}
}

// TestHeroAVIFCapped: a hero picture is made in WebP and its fallback at
// every width, in AVIF only up to AVIFMaxWidth (libaom's memory).
func TestHeroAVIFCapped(t *testing.T) {
	data := encodeAs(t, JPEG, picture(AVIFMaxWidth+100, 8))
	out, err := Process(hashOf(data), JPEG, data, true)
	if err != nil {
		t.Fatal(err)
	}
	made := map[Format][]int{}
	for _, v := range out.Variants {
		made[v.Format] = append(made[v.Format], v.Width)
	}
	all := []int{AVIFMaxWidth + 100, 1600, 1200, 800, 480, 320, 240, 160}
	if !slices.Equal(made[WebP], all) || !slices.Equal(made[JPEG], all) || !slices.Equal(made[AVIF], all[1:]) {
		t.Errorf("made %v; want WebP and JPEG at %v, AVIF without the widest", made, all)
	}
}

func TestParseFile(t *testing.T) {
	id := strings.Repeat("ab", 16)
	tests := []struct {
		name string
		ok   bool
	}{
		{id + "-800.avif", true},
		{id + "-480.webp", true},
		{id + "-1600.jpg", true},
		{id + "-300.svg", true},
		{id + "-0.jpg", false},
		{id + "-800.source", false},
		{id + "-800.jpeg", false},
		{id + "-800.avif/../x", false},
		{"../" + id + "-800.avif", false},
		{strings.ToUpper(id) + "-800.avif", false},
		{id + "-0800.avif", false},
		{id + "-800000.avif", false},
		{id[:30] + "-800.avif", false},
		{id + "-99999.png", true},
		{id + "-.avif", false},
		{id + "-8a0.avif", false},
		{id + "-800.avif\n", false},
		{id + "-800.", false},
		{id + "800.avif", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, ok := ParseFile(tt.name)
			if ok != tt.ok {
				t.Fatalf("got %v, want %v", ok, tt.ok)
			}
			if ok && f.Name() != tt.name {
				t.Errorf("round trip: %s", f.Name())
			}
		})
	}
}

// TestResizeWithoutBuffer: a large picture resized pixel by pixel (no
// scaler buffer) looks as the separable scaler makes it.
func TestResizeWithoutBuffer(t *testing.T) {
	src := picture(301, 203)
	for i := range src.Pix {
		if i%4 != 3 {
			src.Pix[i] = byte((i * 31) % 251)
		}
	}
	scaled := resizeWithin(src, 120, 1<<40).(*image.RGBA)
	direct := resizeWithin(src, 120, 0).(*image.RGBA)
	if scaled.Bounds() != direct.Bounds() {
		t.Fatalf("bounds %v and %v", scaled.Bounds(), direct.Bounds())
	}
	worst := 0
	for i := range scaled.Pix {
		worst = max(worst, abs(int(scaled.Pix[i])-int(direct.Pix[i])))
	}
	if worst > 3 {
		t.Errorf("the two resizes differ by up to %d in a channel, want at most 3", worst)
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
