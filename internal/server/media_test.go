package server

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"

	"agencysite/internal/database/dbtest"
	"agencysite/internal/media"
)

// mediaFixture is the product with the back office and the picture
// library; doc is the content the library asks about use.
type mediaFixture struct {
	*adminFixture
	store  *media.Store
	cookie string
	doc    string
}

func newMediaFixture(t *testing.T) *mediaFixture {
	t.Helper()
	db := dbtest.Open(t)
	mf := &mediaFixture{doc: `{}`}
	mf.store = media.NewStore(db, media.UsageFunc(func(context.Context) (map[string]bool, error) {
		used := map[string]bool{}
		return used, media.ReferencedIn([]byte(mf.doc), used)
	}))
	mf.adminFixture = newAdminInstance(t, db, func(d *Deps) {
		d.Media, d.MediaFiles = mf.store, media.NewFiles(mf.store, 8<<20)
	})
	_, mf.cookie = mf.owner(t)
	return mf
}

// upload sends a file to the admin API as a browser's fetch would.
func (f *mediaFixture) upload(t *testing.T, name, contentType string, body []byte) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest("POST", "/api/admin/media?name="+name, bytes.NewReader(body))
	r.Header.Set("Cookie", f.cookie)
	r.Header.Set("Content-Type", contentType)
	r.Header.Set("Sec-Fetch-Site", "same-origin")
	w := httptest.NewRecorder()
	f.h.ServeHTTP(w, r)
	return w
}

// processedPicture is a store of one 500 × 300 PNG, processed: its
// served files are ready.
func processedPicture(t testing.TB) (*media.Store, media.Asset) {
	t.Helper()
	ctx := context.Background()
	store := media.NewStore(dbtest.Open(t), nil)
	a, _, err := store.Upload(ctx, "a.png", testPNG(t, 500, 300), nil, false, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := media.NewProcessor(store, slog.New(slog.NewTextHandler(io.Discard, nil))).Next(ctx); err != nil {
		t.Fatal(err)
	}
	return store, a
}

func testPNG(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = byte(i * 7)
	}
	img.Set(0, 0, color.NRGBA{1, 2, 3, 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestMediaUploadAndAdminAPI(t *testing.T) {
	f := newMediaFixture(t)
	// 40 rows: the widths made depend on the width alone, and every row is
	// encoded at each of the 15 sizes (AVIF was most of this test's time).
	file := testPNG(t, 600, 40)
	w := f.upload(t, "screen.png", "image/png", file)
	if w.Code != 201 {
		t.Fatalf("upload: %d %s", w.Code, w.Body)
	}
	var a media.Asset
	json.Unmarshal(w.Body.Bytes(), &a)
	if a.Name != "screen.png" || a.Width != 600 || a.Status != media.Pending {
		t.Fatalf("got %+v", a)
	}
	if w := f.upload(t, "again.png", "application/octet-stream", file); w.Code != 200 {
		t.Errorf("same file again: %d %s, want 200", w.Code, w.Body)
	}
	big := append(bytes.Clone(file), make([]byte, media.MaxBytes)...)
	cookie := as(f.cookie)
	runScenarios(t, f.h, []scenario{
		{name: "lying file", method: "POST", path: "/api/admin/media?name=photo.jpg", header: withType(cookie, "image/jpeg"),
			body: string(file), wantStatus: 422, wantJSON: `{"code":"type_mismatch","error":"~is image/png"}`},
		{name: "zero bytes", method: "POST", path: "/api/admin/media?name=a.png", header: withType(cookie, "image/png"),
			wantStatus: 422, wantJSON: `{"code":"empty","error":"The file is empty."}`},
		{name: "path in name", method: "POST", path: "/api/admin/media?name=..%2F..%2Fa.png", header: withType(cookie, "image/png"),
			body: string(file), wantStatus: 422, wantJSON: `{"code":"bad_name","error":"~path"}`},
		{name: "SVG with script", method: "POST", path: "/api/admin/media?name=logo.svg", header: withType(cookie, "image/svg+xml"),
			body:       `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>alert(1)</script></svg>`,
			wantStatus: 422, wantJSON: `{"code":"svg_script","error":"~script"}`},
		{name: "oversize", method: "POST", path: "/api/admin/media?name=a.png", header: withType(cookie, "image/png"),
			body: string(big), wantStatus: 413, wantJSON: `{"code":"too_large","error":"~15 MB"}`},
		{name: "a form's type", method: "POST", path: "/api/admin/media?name=a.png", header: withType(cookie, "multipart/form-data; boundary=x"),
			body: string(file), wantStatus: 415},
		{name: "signed out", method: "POST", path: "/api/admin/media?name=a.png", header: withType(as(""), "image/png"),
			body: string(file), wantStatus: 401},
		{name: "list", path: "/api/admin/media", header: cookie, wantStatus: 200,
			check: func(t *testing.T, w *httptest.ResponseRecorder) {
				var got struct{ Assets []media.Asset }
				json.Unmarshal(w.Body.Bytes(), &got)
				if len(got.Assets) != 1 || got.Assets[0].ID != a.ID {
					t.Errorf("got %s, want only %s: nothing refused is stored", w.Body, a.ID)
				}
			}},
		{name: "focal out of range", method: "PUT", path: "/api/admin/media/" + a.ID + "/focal", header: cookie,
			body: `{"x": 2, "y": 0.5}`, wantStatus: 422, wantJSON: `{"problems":{"x":"out_of_range"}}`},
		// Issue 35, D13: {} and null were the top left corner.
		{name: "focal without coordinates", method: "PUT", path: "/api/admin/media/" + a.ID + "/focal", header: cookie,
			body: `{}`, wantStatus: 422, wantJSON: `{"problems":{"x":"required","y":"required"}}`},
		{name: "focal null", method: "PUT", path: "/api/admin/media/" + a.ID + "/focal", header: cookie,
			body: `null`, wantStatus: 422, wantJSON: `{"problems":{"x":"required","y":"required"}}`},
		{name: "focal half", method: "PUT", path: "/api/admin/media/" + a.ID + "/focal", header: cookie,
			body: `{"x": 0.5}`, wantStatus: 422, wantJSON: `{"problems":{"y":"required"}}`},
		{name: "focal", method: "PUT", path: "/api/admin/media/" + a.ID + "/focal", header: cookie,
			body: `{"x": 0.2, "y": 0.3}`, wantStatus: 200, check: func(t *testing.T, w *httptest.ResponseRecorder) {
				if !strings.Contains(w.Body.String(), `"focal":[0.2,0.3]`) {
					t.Errorf("got %s", w.Body)
				}
			}},
		{name: "retry a pending asset", method: "POST", path: "/api/admin/media/" + a.ID + "/retry", header: cookie,
			wantStatus: 409, wantJSON: `{"code":"not_failed","error":"~failed"}`},
		{name: "unknown asset", path: "/api/admin/media/00000000000000000000000000000000", header: cookie,
			wantStatus: 404, wantJSON: `{"code":"not_found","error":"Not found."}`},
	})

	// Processed, it is served; used by the content, it stays.
	if did, err := media.NewProcessor(f.store, slog.New(slog.NewTextHandler(io.Discard, nil))).Next(context.Background()); !did || err != nil {
		t.Fatalf("process: %v %v", did, err)
	}
	f.doc = `{"home": {"hero": {"media": "` + a.ID + `", "alt": {"en": "x"}}}}`
	runScenarios(t, f.h, []scenario{
		{name: "get", path: "/api/admin/media/" + a.ID, header: cookie, wantStatus: 200,
			check: func(t *testing.T, w *httptest.ResponseRecorder) {
				var got media.Asset
				json.Unmarshal(w.Body.Bytes(), &got)
				// 160, 240, 320 and 480, and the picture's own 600: each in AVIF, WebP and PNG.
				if got.Status != media.Ready || !got.Used || len(got.Files) != 15 {
					t.Errorf("got %s", w.Body)
				}
			}},
		{name: "delete in use", method: "DELETE", path: "/api/admin/media/" + a.ID, header: cookie,
			wantStatus: 409, wantJSON: `{"code":"in_use","error":"~used"}`},
		{name: "served while in use", path: "/media/" + a.ID + "-480.avif", wantStatus: 200},
	})
	f.doc = `{}`
	runScenarios(t, f.h, []scenario{
		{name: "delete", method: "DELETE", path: "/api/admin/media/" + a.ID, header: cookie, wantStatus: 204},
		{name: "gone", path: "/media/" + a.ID + "-480.avif", wantStatus: 404},
		{name: "the deletion is in the audit log", path: "/api/admin/audit?limit=1", header: cookie, wantStatus: 200,
			check: bodyHas(`"action":"media.deleted","target":"media:`+a.ID+`","detail":"screen.png"`, `"actor":{"id":`)},
	})
	if n := f.auditCount(t, "media.deleted"); n != 1 {
		t.Errorf("got %d audit rows for the deletion, want 1", n)
	}
}

func withType(h map[string]string, contentType string) map[string]string {
	out := map[string]string{}
	for k, v := range h {
		out[k] = v
	}
	out["Content-Type"] = contentType
	return out
}

func TestMediaServing(t *testing.T) {
	f := newMediaFixture(t)
	ctx := context.Background()
	a, _, err := f.store.Upload(ctx, "a.png", testPNG(t, 500, 30), nil, false, "") // a thin strip: the widths are what is served
	if err != nil {
		t.Fatal(err)
	}
	if _, err := media.NewProcessor(f.store, slog.New(slog.NewTextHandler(io.Discard, nil))).Next(ctx); err != nil {
		t.Fatal(err)
	}
	logo, _, err := f.store.Upload(ctx, "logo.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20"/></svg>`), nil, false, "")
	if err != nil {
		t.Fatal(err)
	}
	webp, err := f.store.Open(ctx, media.File{ID: a.ID, Width: 480, Format: media.WebP})
	if err != nil {
		t.Fatal(err)
	}
	path := "/media/" + a.ID + "-480.webp"
	etag := `"` + a.ID + `-480.webp"`
	immutable := "public, max-age=31536000, immutable"
	runScenarios(t, f.h, []scenario{
		{name: "webp", path: path, wantStatus: 200, wantHeader: map[string]string{
			"Content-Type": "image/webp", "Cache-Control": immutable, "ETag": etag, "Accept-Ranges": "bytes",
			"X-Content-Type-Options": "nosniff", "Vary": "-", "Content-Length": itoa(int64(len(webp))),
			"Permissions-Policy": "-", "Cross-Origin-Opener-Policy": "-", "X-Frame-Options": "-"},
			check: func(t *testing.T, w *httptest.ResponseRecorder) {
				if !bytes.Equal(w.Body.Bytes(), webp) {
					t.Error("body differs from the stored file")
				}
			}},
		{name: "avif", path: "/media/" + a.ID + "-500.avif", wantStatus: 200, wantHeader: map[string]string{"Content-Type": "image/avif"}},
		{name: "fallback png", path: "/media/" + a.ID + "-480.png", wantStatus: 200, wantHeader: map[string]string{"Content-Type": "image/png"}},
		{name: "head", method: "HEAD", path: path, wantStatus: 200, wantHeader: map[string]string{"Content-Length": itoa(int64(len(webp)))}},
		{name: "range", path: path, header: map[string]string{"Range": "bytes=10-19"}, wantStatus: 206,
			wantHeader: map[string]string{"Content-Range": "bytes 10-19/" + itoa(int64(len(webp))), "Content-Length": "10"},
			check: func(t *testing.T, w *httptest.ResponseRecorder) {
				if !bytes.Equal(w.Body.Bytes(), webp[10:20]) {
					t.Error("range body differs")
				}
			}},
		{name: "suffix range", path: path, header: map[string]string{"Range": "bytes=-5"}, wantStatus: 206,
			wantHeader: map[string]string{"Content-Length": "5"}},
		{name: "range past the end", path: path, header: map[string]string{"Range": "bytes=99999999-"}, wantStatus: 416},
		{name: "if-none-match", path: path, header: map[string]string{"If-None-Match": etag}, wantStatus: 304},
		{name: "svg sandboxed", path: "/media/" + logo.ID + "-40.svg", wantStatus: 200, wantHeader: map[string]string{
			"Content-Type": "image/svg+xml", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
			"X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY"}},
		{name: "width not made", path: "/media/" + a.ID + "-1200.webp", wantStatus: 404},
		{name: "format not made", path: "/media/" + a.ID + "-480.jpg", wantStatus: 404},
		{name: "source never served", path: "/media/" + a.ID + "-0.png", wantStatus: 404},
		{name: "unknown id", path: "/media/00000000000000000000000000000000-480.webp", wantStatus: 404},
		{name: "upper case", path: "/media/" + strings.ToUpper(a.ID) + "-480.webp", wantStatus: 404},
		{name: "other extension", path: "/media/" + a.ID + "-480.gif", wantStatus: 404},
		{name: "encoded traversal", path: "/media/..%2f..%2fetc%2fpasswd", wantStatus: 404},
		{name: "nested", path: "/media/x/" + a.ID + "-480.webp", wantStatus: 404},
		{name: "write", method: "POST", path: path, wantStatus: 405},
	})
}

// unread is a request body that notes whether it was read.
type unread struct{ read bool }

func (u *unread) Read(p []byte) (int, error) {
	u.read = true
	return 0, io.EOF
}

// TestUploadOverTheLimitIsRefusedUnread (issue 35, D13): an upload whose
// Content-Length is over 15 MB is refused before a byte of it is read; it
// was read up to the limit whatever its length said.
func TestUploadOverTheLimitIsRefusedUnread(t *testing.T) {
	f := newMediaFixture(t)
	body := &unread{}
	r := httptest.NewRequest("POST", "/api/admin/media?name=big.png", body)
	r.ContentLength = int64(media.MaxBytes) + 1
	r.Header.Set("Cookie", f.cookie)
	r.Header.Set("Content-Type", "image/png")
	r.Header.Set("Sec-Fetch-Site", "same-origin")
	w := httptest.NewRecorder()
	f.h.ServeHTTP(w, r)
	if w.Code != 413 || !strings.Contains(w.Body.String(), `"too_large"`) || body.read {
		t.Fatalf("got %d %s (body read: %t), want 413 too_large without reading", w.Code, w.Body, body.read)
	}
}
