package media

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"runtime/debug"
	"slices"
	"time"

	"github.com/gen2brain/avif"
	"github.com/gen2brain/webp"
	"golang.org/x/image/draw"
	"golang.org/x/image/math/f64"
)

// Variant is one processed file of an asset.
type Variant struct {
	File
	Data []byte
}

// Processed is what processing makes of a source picture.
type Processed struct {
	Variants []Variant
	// Placeholder is a tiny WebP as a data: URL, shown blurred until the
	// picture loads.
	Placeholder string
	// Color is the average colour, #rrggbb, shown before the placeholder.
	Color string
	// Timings says how long each step took ("avif 1600": 1.2 s), for make bench.
	Timings []Timing
}

// Timing is how long one step of processing took.
type Timing struct {
	Step string
	Took time.Duration
}

// Encoder settings: AVIF at quality 60 matches WebP at 75 to the eye at a
// third less weight. AVIF at aom's fastest speed (10): slower speeds took
// longer here for the same memory, which is aom's, inside WebAssembly, and
// grows with the picture (about 550 MB for 2400 × 1800; make bench).
var (
	avifOptions = avif.Options{Quality: 60, QualityAlpha: 80, Speed: 10}
	webpOptions = webp.Options{Quality: 75, Method: 4}
	jpegOptions = jpeg.Options{Quality: 82}
)

// processMemoryLimit is the Go heap's soft limit while a picture is
// processed: above it the collector runs at once.
const processMemoryLimit = 192 << 20

// widthsFor are the widths made of a picture w pixels wide: the fixed
// widths below w, and w itself when it falls between them, so a large
// screen gets every pixel there is, but never more.
func widthsFor(w int, hero bool) []int {
	all := slices.Clone(Widths)
	if hero {
		all = append(all, HeroWidth)
	}
	var out []int
	for _, x := range all {
		if x < w {
			out = append(out, x)
		}
	}
	if w <= all[len(all)-1] && !slices.Contains(out, w) {
		out = append(out, w)
	}
	return out
}

// fallbackFormat is the format for browsers with neither AVIF nor WebP:
// PNG for PNG uploads (screenshots, logos with sharp edges) and pictures
// with transparency, JPEG for the rest.
func fallbackFormat(source Format, img image.Image) Format {
	if source == PNG {
		return PNG
	}
	if o, ok := img.(interface{ Opaque() bool }); ok && !o.Opaque() {
		return PNG
	}
	return JPEG
}

// Process makes every variant of a raster source: decoded within the
// limits, turned as its EXIF says, resized down from the largest width to
// the smallest (each from the one before, which is quicker than from the
// source each time and looks the same), each width encoded as AVIF, WebP
// and the fallback format; nothing of the source's metadata is carried
// over, since every file is encoded from pixels.
func Process(id string, source Format, data []byte, hero bool) (*Processed, error) {
	return process(id, source, data, hero, nil)
}

// process is Process with observe called after each step (the benchmark
// reads the memory each step took).
func process(id string, source Format, data []byte, hero bool, observe func(step string)) (*Processed, error) {
	// Each step leaves large garbage (the resizer's float rows, the
	// codecs' WebAssembly memories, grown by copying): collected and given
	// back before the next, the process holds one step's memory at a time
	// rather than the sum. The soft limit makes the collector run inside a
	// step too, as a codec's memory grows (make bench prints each step's peak).
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(processMemoryLimit))
	var p Processed
	step := func(name string, start time.Time) {
		p.Timings = append(p.Timings, Timing{name, time.Since(start)})
		debug.FreeOSMemory()
		if observe != nil {
			observe(name)
		}
	}
	start := time.Now()
	img, err := decode(source, data, MaxPixels) // checked at upload, by its kind
	if err != nil {
		return nil, err
	}
	if source == JPEG {
		img = orient(img, orientation(data))
	}
	step("decode", start)
	fallback := fallbackFormat(source, img)
	widths := widthsFor(img.Bounds().Dx(), hero)
	cur := img
	for i := len(widths) - 1; i >= 0; i-- {
		w := widths[i]
		start = time.Now()
		cur = resize(cur, w)
		step(fmt.Sprintf("resize %d", w), start)
		for _, f := range []Format{AVIF, WebP, fallback} {
			if f == AVIF && w > AVIFMaxWidth {
				continue
			}
			start = time.Now()
			b, err := encode(f, cur)
			if err != nil {
				return nil, fmt.Errorf("media: encode %s %d: %w", f, w, err)
			}
			step(fmt.Sprintf("%s %d", f, w), start)
			p.Variants = append(p.Variants, Variant{File{ID: id, Width: w, Format: f}, b})
		}
	}
	start = time.Now()
	tiny := resize(cur, 16)
	p.Color = averageColor(tiny)
	var buf bytes.Buffer
	if err := webp.Encode(&buf, tiny, webp.Options{Quality: 30}); err != nil {
		return nil, fmt.Errorf("media: encode placeholder: %w", err)
	}
	p.Placeholder = "data:image/webp;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())
	step("placeholder", start)
	return &p, nil
}

// resize scales img to width w, keeping its aspect ratio; img itself when
// it is that wide already.
func resize(img image.Image, w int) image.Image { return resizeWithin(img, w, scaleBufferLimit) }

// scaleBufferLimit is the most the separable scaler may hold at once: it
// keeps 32 bytes per destination column and source row (230 MB for a
// 12-megapixel photo to 2400 pixels). Above it the pixels are computed
// each from its neighbours (Transform: no buffer, a little slower).
const scaleBufferLimit = 48 << 20

func resizeWithin(img image.Image, w int, limit int64) image.Image {
	b := img.Bounds()
	if b.Dx() == w {
		return img
	}
	h := max(1, (b.Dy()*w+b.Dx()/2)/b.Dx())
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	if int64(w)*int64(b.Dy())*32 <= limit {
		draw.CatmullRom.Scale(dst, dst.Bounds(), img, b, draw.Src, nil)
		return dst
	}
	sx, sy := float64(w)/float64(b.Dx()), float64(h)/float64(b.Dy())
	s2d := f64.Aff3{sx, 0, -sx * float64(b.Min.X), 0, sy, -sy * float64(b.Min.Y)}
	draw.CatmullRom.Transform(dst, s2d, img, b, draw.Src, nil)
	return dst
}

func encode(f Format, img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	var err error
	switch f {
	case AVIF:
		err = avif.Encode(&buf, img, avifOptions)
	case WebP:
		err = webp.Encode(&buf, img, webpOptions)
	case JPEG:
		err = jpeg.Encode(&buf, img, &jpegOptions)
	case PNG:
		err = (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, img)
	default:
		err = fmt.Errorf("cannot encode %s", f)
	}
	return buf.Bytes(), err
}

// averageColor is the mean colour of a (tiny) picture, as #rrggbb: the
// colour of the box while nothing else has loaded.
func averageColor(img image.Image) string {
	b := img.Bounds()
	var r, g, bl, n uint64
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			r, g, bl, n = r+uint64(cr>>8), g+uint64(cg>>8), bl+uint64(cb>>8), n+1
		}
	}
	if n == 0 {
		return "#000000"
	}
	return fmt.Sprintf("#%02x%02x%02x", r/n, g/n, bl/n)
}
