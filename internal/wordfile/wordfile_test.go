package wordfile

import (
	"testing"
)

type phrases struct {
	Hello string `json:"hello"`
}

func TestLanguagesFallBackToEnglish(t *testing.T) {
	l := MustParse[phrases]("test.json", []byte(`{"description": "for translators",
		"en": {"hello": "Hello"}, "fr": {"hello": "Bonjour"}}`))
	if len(l) != 2 {
		t.Errorf("got %d languages, want 2 (the description is not one)", len(l))
	}
	hello := map[string]string{"fr": "Bonjour", "en": "Hello"}
	for lang, wantLang := range map[string]string{"fr": "fr", "en": "en", "de": "en", "": "en"} {
		if got := l.Lang(lang); got != wantLang {
			t.Errorf("Lang(%q): got %q, want %q", lang, got, wantLang)
		}
		if got := l.In(lang).Hello; got != hello[wantLang] {
			t.Errorf("In(%q): got %q, want %q", lang, got, hello[wantLang])
		}
	}
}

func TestMustParsePanicsNamingTheFile(t *testing.T) {
	tests := []struct{ name, json, want string }{
		{"not JSON", `{`, "bad.json: unexpected end of JSON input"},
		{"a language of the wrong shape", `{"en": 3}`, "bad.json: en: json: cannot unmarshal number into Go value of type wordfile.phrases"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				if got := recover(); got != tt.want {
					t.Errorf("got panic %v, want %q", got, tt.want)
				}
			}()
			MustParse[phrases]("bad.json", []byte(tt.json))
		})
	}
}

func TestWordKeepsAnUnknownCode(t *testing.T) {
	m := map[string]string{"new": "New"}
	if got := Word(m, "new"); got != "New" {
		t.Errorf("got %q, want New", got)
	}
	if got := Word(m, "later"); got != "later" {
		t.Errorf("got %q, want the code itself", got)
	}
}
