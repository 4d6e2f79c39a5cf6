package media

import (
	"bytes"
	"image"
	"image/jpeg"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

// BenchmarkPipeline12MP takes a 12-megapixel camera JPEG through the whole
// processing of a hero picture (decode, 8 widths × AVIF (≤ 1600), WebP, JPEG,
// placeholder) and logs each step's time; make bench runs it once
// (scripts/bench-media.sh). peak-RSS-MB is the process's high-water mark,
// which includes the WebAssembly codecs compiled on first use.
func BenchmarkPipeline12MP(b *testing.B) {
	data := cameraJPEG(b, 4000, 3000)
	b.SetBytes(int64(len(data)))
	maxPeak := peakRSSMB()
	for b.Loop() {
		// Each step's own peak: the high-water mark is read, then reset
		// (Linux: /proc/self/clear_refs), after every step.
		peaks := map[string]float64{}
		resetPeak()
		out, err := process(hashOf(data), JPEG, data, true, func(step string) {
			peaks[step] = peakRSSMB()
			maxPeak = max(maxPeak, peaks[step])
			resetPeak()
		})
		if err != nil {
			b.Fatal(err)
		}
		for _, t := range out.Timings {
			b.Logf("%-14s %6.2f s  peak %4.0f MB", t.Step, t.Took.Seconds(), peaks[t.Step])
		}
	}
	b.ReportMetric(maxPeak, "peak-RSS-MB")
}

// cameraJPEG is a w × h JPEG that compresses like a photo: smooth
// gradients under fine detail, at a camera's quality.
func cameraJPEG(b testing.TB, w, h int) []byte {
	img := image.NewYCbCr(image.Rect(0, 0, w, h), image.YCbCrSubsampleRatio420)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			v := 128 + 60*math.Sin(float64(x)/300) + 40*math.Cos(float64(y)/170) + float64((x*7+y*13)%17)
			img.Y[img.YOffset(x, y)] = uint8(max(0, min(255, v)))
		}
	}
	for i := range img.Cb {
		img.Cb[i] = uint8(110 + i%37)
		img.Cr[i] = uint8(140 - i%29)
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 92}); err != nil {
		b.Fatal(err)
	}
	return buf.Bytes()
}

// resetPeak starts the process's peak resident memory again from what it
// holds now (Linux 4.0+).
func resetPeak() { os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) }

// peakRSSMB reads the process's peak resident memory (Linux).
func peakRSSMB() float64 {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for line := range strings.Lines(string(status)) {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmHWM:" {
			kb, _ := strconv.ParseFloat(f[1], 64)
			return kb / 1024
		}
	}
	return 0
}
