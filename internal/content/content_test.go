package content

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"agencysite/internal/validation"
	"agencysite/web"
)

func TestDefaultIsValid(t *testing.T) {
	if err := Validate(Default()); err != nil {
		t.Fatalf("Validate(Default()) = %v, want nil", err)
	}
}

// TestSchemaWalksEveryNode: every node of schema.json has a known type and
// what that type needs, so Validate never meets a node it cannot check.
func TestSchemaWalksEveryNode(t *testing.T) {
	var walk func(n *Node, path string)
	walk = func(n *Node, path string) {
		switch n.Type {
		case "object":
			if len(n.Fields) == 0 {
				t.Errorf("%s: object without fields", path)
			}
			for name, f := range n.Fields {
				walk(f, join(path, name))
			}
		case "list":
			if n.Of == nil {
				t.Fatalf("%s: list without of", path)
			}
			walk(n.Of, path+".N")
		case "enum":
			if len(n.Values) == 0 {
				t.Errorf("%s: enum without values", path)
			}
		case "text", "html", "image", "plural":
			if n.Max == nil {
				t.Errorf("%s: %s without max", path, n.Type)
			}
		case "string", "url", "path", "color", "month", "email", "phone", "int", "number", "bool":
		default:
			t.Errorf("%s: unknown type %q", path, n.Type)
		}
	}
	walk(schema(), "")
}

func TestProjectIDs(t *testing.T) {
	ids, err := ProjectIDs(Default())
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{1, 2, 3, 4, 5, 6, 7, 8, 9}; !slices.Equal(ids, want) {
		t.Errorf("ProjectIDs(Default()) = %v, want %v", ids, want)
	}
}

// oneProblem is an edit of the default document that Validate must refuse
// with exactly one problem: code under the JSON path.
type oneProblem struct {
	name string
	edit func(doc map[string]any)
	path string
	code string
}

// checkOneProblem runs each case's edit, after prepare (when set), and
// requires its one problem.
func checkOneProblem(t *testing.T, tests []oneProblem, prepare func(doc map[string]any)) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var problems validation.Problems
			err := Validate(edit(t, func(doc map[string]any) {
				if prepare != nil {
					prepare(doc)
				}
				tt.edit(doc)
			}))
			if !errors.As(err, &problems) {
				t.Fatalf("Validate = %v, want problems", err)
			}
			if problems[tt.path] != tt.code || len(problems) != 1 {
				t.Errorf("problems %v, want only %s: %s", problems, tt.path, tt.code)
			}
		})
	}
}

// edit returns the default document changed by fn, as JSON.
func edit(t *testing.T, fn func(doc map[string]any)) []byte {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal(Default(), &doc); err != nil {
		t.Fatal(err)
	}
	fn(doc)
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func at(doc map[string]any, path ...any) map[string]any {
	var v any = doc
	for _, p := range path {
		switch p := p.(type) {
		case string:
			v = v.(map[string]any)[p]
		case int:
			v = v.([]any)[p]
		}
	}
	return v.(map[string]any)
}

func TestValidateReportsEveryProblemByPath(t *testing.T) {
	doc := edit(t, func(doc map[string]any) {
		delete(at(doc, "projects", 0, "title"), "ar")                                         // missing language
		at(doc, "projects", 1)["summary"].(map[string]any)["fr"] = strings.Repeat("x", 201)   // too long
		at(doc, "faq", 2, "answer")["en"] = `<img src=x onerror="alert(1)">`                  // unsafe HTML
		at(doc, "projects", 0, "study", "stores")["appStore"] = "http://apps.apple.com/app/1" // not https
		at(doc, "projects", 2)["sector"] = "mining"                                           // unknown id
		at(doc, "projects", 4)["id"] = json.Number("4")                                       // duplicate project id
		at(doc, "testimonials", 0, "avatar")["skin"] = "red"                                  // malformed colour
		at(doc, "projects", 3, "study")["colour"] = "blue"                                    // unknown field
		delete(at(doc, "projects", 5, "study"), "durationWeeks")                              // missing field
	})
	err := Validate(doc)
	var problems validation.Problems
	if !errors.As(err, &problems) {
		t.Fatalf("Validate = %v, want validation.Problems", err)
	}
	want := validation.Problems{
		"projects.0.title.ar":              CodeRequired,
		"projects.1.summary.fr":            CodeTooLong,
		"faq.2.answer.en":                  CodeUnsafeHTML,
		"projects.0.study.stores.appStore": CodeNotHTTPS,
		"projects.2.sector":                CodeUnknownID,
		"projects.4.id":                    CodeDuplicateID,
		"testimonials.0.avatar.skin":       CodeInvalid,
		"projects.3.study.colour":          CodeUnknown,
		"projects.5.study.durationWeeks":   CodeRequired,
	}
	for path, code := range want {
		if problems[path] != code {
			t.Errorf("problem %s = %q, want %q", path, problems[path], code)
		}
	}
	if len(problems) != len(want) {
		t.Errorf("got %d problems (%v), want %d", len(problems), problems, len(want))
	}
}

func TestValidateRefuses(t *testing.T) {
	tests := []struct {
		name string
		doc  string
		err  error
	}{
		{"not JSON", `{"projects": [`, ErrNotJSON},
		{"an array", `[]`, ErrNotJSON},
		{"two values", `{} {}`, ErrNotJSON},
		{"invalid UTF-8", "{\"terms\": \"\xff\"}", ErrNotJSON}, // issue 35, D11: kept raw on import
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := Validate([]byte(tt.doc)); !errors.Is(err, tt.err) {
				t.Errorf("Validate(%q) = %v, want %v", tt.doc, err, tt.err)
			}
		})
	}
}

// TestTextsRefuseInvisibleCharacters (issue 35, D7): a content text or
// string with control characters, noncharacters or bidirectional overrides
// and isolates is refused, as a lead's or a user's name is; line breaks,
// tabs and the joiners of emoji are text.
func TestTextsRefuseInvisibleCharacters(t *testing.T) {
	for _, tt := range []struct {
		name, text string
		ok         bool
	}{
		{"a bell", "Sara\u0007", false},
		{"DEL", "Sara\u007f", false},
		{"U+FFFE", "Sara\ufffe", false},
		{"a right-to-left override", "Sara \u202egnp.exe", false},
		{"an isolate", "\u2067Sara\u2069", false},
		{"a line break and an emoji with its joiner", "Sara\nAl-Harbi 👩\u200d💻", true},
		{"Arabic with a right-to-left mark", "سارة\u200f الحربي", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			text := edit(t, func(d map[string]any) { entry(d, "testimonials", 0)["name"].(map[string]any)["en"] = tt.text })
			scalar := edit(t, func(d map[string]any) { entry(d, "testimonials", 0)["flag"] = "s" + tt.text })
			p, s := problemsOf(t, Validate(text)), problemsOf(t, Validate(scalar))
			if got := p["testimonials.0.name.en"] == ""; got != tt.ok {
				t.Errorf("as a text: problems %v, want accepted %t", p, tt.ok)
			}
			if !tt.ok && s["testimonials.0.flag"] != CodeInvalidText {
				t.Errorf("as a string: problems %v, want testimonials.0.flag %s", s, CodeInvalidText)
			}
		})
	}
}

// TestIntegersAreWrittenAsIntegers (issue 35, D4): project ids 3.0, 3e0,
// 30e-1 and 1e3 were accepted beside 3, as keys of other projects.
func TestIntegersAreWrittenAsIntegers(t *testing.T) {
	for _, id := range []string{"3.0", "3e0", "30e-1", "1e3", "-0.0"} {
		doc := bytes.Replace(Default(), []byte(`"id": 3,`), []byte(`"id": `+id+`,`), 1)
		if bytes.Equal(doc, Default()) {
			t.Fatal(`the default document has no "id": 3,`)
		}
		if p := problemsOf(t, Validate(doc)); p["projects.2.id"] != CodeType {
			t.Errorf("project id %s: problems %v, want projects.2.id %s", id, p, CodeType)
		}
	}
}

// TestItemKeysAreSlugs (issue 35, D3): a testimonial's key that is not a
// slug was accepted, and its item could then not be addressed (a/b, ..),
// or it named a route (order, new).
func TestItemKeysAreSlugs(t *testing.T) {
	for _, tt := range []struct {
		key string
		ok  bool
	}{
		{"sara-2", true}, {"a/b", false}, {"..", false}, {"</script><script>x//", false}, {"sara\u202e", false},
		{"Sara", false}, {"sara ahmed", false}, {"-sara", false}, {"order", false}, {"new", false},
		{strings.Repeat("a", 41), false}, {strings.Repeat("a", 40), true},
	} {
		doc := edit(t, func(d map[string]any) {
			entry(d, "testimonials", 0)["id"] = tt.key
			entry(d, "clientLogos", 0)["id"] = tt.key
		})
		p := problemsOf(t, Validate(doc))
		for _, at := range []string{"testimonials.0.id", "clientLogos.0.id"} {
			if got := p[at] != CodeInvalidKey; got != tt.ok {
				t.Errorf("key %q: problems %v, want accepted %t at %s", tt.key, p, tt.ok, at)
			}
		}
	}
}

func TestValidateEmptyDocumentListsEveryFamily(t *testing.T) {
	err := Validate([]byte(`{}`))
	var problems validation.Problems
	if !errors.As(err, &problems) {
		t.Fatalf("Validate({}) = %v, want problems", err)
	}
	for name := range schema().Fields {
		if problems[name] != CodeRequired {
			t.Errorf("problem %s = %q, want required", name, problems[name])
		}
	}
}

func TestValidateNeedsEveryLanguageOfSiteJSON(t *testing.T) {
	langs := web.Site().Languages
	doc := edit(t, func(doc map[string]any) {
		at(doc, "faq", 0, "question")["de"] = "Was bieten Sie an?"
		for _, lang := range langs {
			delete(at(doc, "faq", 1, "question"), lang)
		}
	})
	problems, _ := Validate(doc).(validation.Problems)
	if problems["faq.0.question.de"] != CodeUnknown {
		t.Errorf("an extra language: %v", problems)
	}
	for _, lang := range langs {
		if problems["faq.1.question."+lang] != CodeRequired {
			t.Errorf("faq.1.question.%s = %q, want required", lang, problems["faq.1.question."+lang])
		}
	}
}

// TestSafeHTMLAgreesWithThePageSanitiser: testdata/html-cases.json is read
// here and by web/app/lib/sanitize-html.test.ts, so the two
// allowlists judge every listed input alike.
func TestSafeHTMLAgreesWithThePageSanitiser(t *testing.T) {
	type htmlCase struct {
		HTML string `json:"html"`
		Safe bool   `json:"safe"`
	}
	for _, c := range testdataCases[htmlCase](t, "html-cases.json") {
		if got := safeHTML(c.HTML); got != c.Safe {
			t.Errorf("safeHTML(%q) = %v, want %v", c.HTML, got, c.Safe)
		}
	}
}

// testdataCases reads the JSON list of cases in testdata/name, a file the
// front end's tests read too.
func testdataCases[C any](t *testing.T, name string) []C {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var cases []C
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return cases
}
