package content

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"agencysite/internal/database/dbtest"
	"agencysite/internal/media"
	"agencysite/internal/validation"
)

const photo = "0123456789abcdef0123456789abcdef"

func alt(en, ar, fr, tr string) map[string]any {
	return map[string]any{"en": en, "ar": ar, "fr": fr, "tr": tr}
}

// TestImageField: a screen is drawn art (a path) or an uploaded picture
// with alt text in every language, or marked decorative; anything else is
// a problem at its path.
func TestImageField(t *testing.T) {
	screen := func(doc map[string]any) map[string]any {
		return at(doc, "projects", 0, "study", "screens", 0)
	}
	tests := []struct {
		name string
		src  any
		want validation.Problems
	}{
		{"a path", "/images/projects/1-app.svg", nil},
		// Issue 37, item 3: a path the site has no picture at is refused.
		{"a path to nothing", "/images/projects/1/screen.svg", validation.Problems{"src": CodeNoSuchPicture}},
		{"an uploaded picture", map[string]any{"media": photo, "alt": alt("The app", "التطبيق", "L’appli", "Uygulama")}, nil},
		{"decorative", map[string]any{"media": photo, "decorative": true}, nil},
		{"alt missing", map[string]any{"media": photo}, validation.Problems{"src.alt": CodeRequired}},
		{"a language missing", map[string]any{"media": photo, "alt": map[string]any{"en": "The app", "ar": "التطبيق", "fr": "L’appli"}},
			validation.Problems{"src.alt.tr": CodeRequired}},
		{"decorative with alt", map[string]any{"media": photo, "decorative": true, "alt": alt("a", "b", "c", "d")},
			validation.Problems{"src.alt": CodeDecorativeAlt}},
		{"not an asset id", map[string]any{"media": "../etc/passwd", "decorative": true}, validation.Problems{"src.media": CodeInvalid}},
		{"no asset", map[string]any{"decorative": true}, validation.Problems{"src.media": CodeRequired}},
		{"unknown member", map[string]any{"media": photo, "decorative": true, "width": 3}, validation.Problems{"src.width": CodeUnknown}},
		{"not a path", "javascript:alert(1)", validation.Problems{"src": CodeInvalid}},
		// Issue 35, D8: these were accepted and published as <img src>.
		{"another host", "//evil.example/x.svg", validation.Problems{"src": CodeInvalid}},
		{"another host, three slashes", "///evil.example/x.svg", validation.Problems{"src": CodeInvalid}},
		{"an empty segment", "/images//x.svg", validation.Problems{"src": CodeInvalid}},
		{"climbing out", "/images/../admin/x.svg", validation.Problems{"src": CodeInvalid}},
		{"a dot segment", "/images/./x.svg", validation.Problems{"src": CodeInvalid}},
		{"outside the pictures", "/api/admin/users", validation.Problems{"src": CodeInvalid}},
		{"a folder", "/images", validation.Problems{"src": CodeInvalid}},
		{"a number", 3, validation.Problems{"src": CodeType}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Validate(edit(t, func(doc map[string]any) { screen(doc)["src"] = tt.src }))
			var got validation.Problems
			if err != nil && !errors.As(err, &got) {
				t.Fatalf("Validate = %v", err)
			}
			want := validation.Problems{}
			for k, v := range tt.want {
				want["projects.0.study.screens.0."+k] = v
			}
			if len(got) != len(want) || (len(want) > 0 && !reflect.DeepEqual(got, want)) {
				t.Errorf("got %v, want %v", got, want)
			}
		})
	}
}

// TestImageFieldsOfTheHomePage: a hero slide's background and a reviewer's
// photo are optional pictures, a client's logo a required one; each takes an
// uploaded picture with its alt text and says what is wrong at its path.
func TestImageFieldsOfTheHomePage(t *testing.T) {
	uploaded := map[string]any{"media": photo, "alt": alt("Logo", "شعار", "Logo", "Logo")}
	tests := []struct {
		name string
		set  func(doc map[string]any)
		want validation.Problems
	}{
		{"hero background", func(d map[string]any) {
			at(d, "heroSlides", 0)["background"] = map[string]any{"media": photo, "decorative": true}
		}, nil},
		{"reviewer's photo", func(d map[string]any) { at(d, "testimonials", 1)["photo"] = uploaded }, nil},
		{"uploaded logo", func(d map[string]any) { at(d, "clientLogos", 2)["logo"] = uploaded }, nil},
		{"background without alt", func(d map[string]any) { at(d, "heroSlides", 0)["background"] = map[string]any{"media": photo} },
			validation.Problems{"heroSlides.0.background.alt": CodeRequired}},
		{"photo not an asset", func(d map[string]any) {
			at(d, "testimonials", 1)["photo"] = map[string]any{"media": "x", "decorative": true}
		},
			validation.Problems{"testimonials.1.photo.media": CodeInvalid}},
		{"logo missing", func(d map[string]any) { delete(at(d, "clientLogos", 2), "logo") },
			validation.Problems{"clientLogos.2.logo": CodeRequired}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Validate(edit(t, tt.set))
			var got validation.Problems
			if err != nil && !errors.As(err, &got) {
				t.Fatalf("Validate = %v", err)
			}
			if len(got) != len(tt.want) || (len(tt.want) > 0 && !reflect.DeepEqual(got, tt.want)) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

type resolver map[string]media.Meta

func (r resolver) Resolve(_ context.Context, ids []string) (map[string]media.Meta, error) {
	out := map[string]media.Meta{}
	for _, id := range ids {
		if m, ok := r[id]; ok {
			out[id] = m
		}
	}
	return out, nil
}

func TestWithMedia(t *testing.T) {
	ctx := context.Background()
	same, err := WithMedia(ctx, Default(), resolver{})
	if err != nil || string(same) != string(Default()) {
		t.Fatalf("a document without pictures changed (err %v)", err)
	}
	const pending = "fedcba9876543210fedcba9876543210"
	doc := edit(t, func(doc map[string]any) {
		at(doc, "projects", 0, "study", "screens", 0)["src"] = map[string]any{"media": photo, "decorative": true}
		at(doc, "projects", 0, "study", "screens", 1)["src"] = map[string]any{"media": pending, "decorative": true}
	})
	meta := media.Meta{Width: 1200, Height: 800, Widths: []int{480, 800, 1200}, AVIFWidths: []int{480, 800, 1200}, Formats: []media.Format{media.AVIF, media.WebP, media.JPEG},
		Placeholder: "data:image/webp;base64,AA", Color: "#102030", Focal: [2]float64{0.5, 0.5}}
	out, err := WithMedia(ctx, doc, resolver{photo: meta})
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Media    map[string]media.Meta `json:"media"`
		Projects []json.RawMessage     `json:"projects"`
	}
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.Media, map[string]media.Meta{photo: meta}) {
		t.Errorf("media = %+v, want only the ready picture", got.Media)
	}
	if len(got.Projects) != 9 {
		t.Errorf("the document lost its projects: %d", len(got.Projects))
	}
}

func TestUsage(t *testing.T) {
	ctx := context.Background()
	s := NewStore(dbtest.Open(t))
	const old = "fedcba9876543210fedcba9876543210"
	doc := edit(t, func(doc map[string]any) {
		at(doc, "projects", 0, "study", "screens", 0)["src"] = map[string]any{"media": photo, "decorative": true}
	})
	if err := s.Replace(ctx, doc, "ana"); err != nil {
		t.Fatal(err)
	}
	published := []byte(`{"projects": [{"study": {"screens": [{"src": {"media": "` + old + `", "decorative": true}}]}}]}`)
	u := Usage{Store: s, Published: func(context.Context) ([][]byte, error) { return [][]byte{published}, nil }}
	used, err := u.UsedAssets(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want := map[string]bool{photo: true, old: true}; !reflect.DeepEqual(used, want) {
		t.Errorf("used = %v, want %v (the working document's and a kept generation's)", used, want)
	}
	var _ media.Usage = u
}
