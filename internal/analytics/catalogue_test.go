package analytics

import (
	"strings"
	"testing"

	"agencysite/internal/validation"
)

func mustCatalogue(t testing.TB) *Catalogue {
	t.Helper()
	c, err := LoadCatalogue()
	if err != nil {
		t.Fatalf("load catalogue: %v", err)
	}
	return c
}

// TestCatalogueHasSpecEvents pins every event name of SPEC.md §3.
func TestCatalogueHasSpecEvents(t *testing.T) {
	c := mustCatalogue(t)
	want := []string{
		// navbar clicks
		"navbar_logo_click", "navbar_contact_us_click", "navbar_free_consultation_click",
		"navbar_call_us_click", "navbar_social_media_click", "navbar_services_click",
		"navbar_projects_click", "navbar_about_click", "navbar_faq_click",
		"navbar_privacy_policy_click", "navbar_terms_click", "navbar_contact_click", "navbar_home_click",
		// other product events
		"start_now_click", "similar_projects_click", "next_click", "previous_click",
		"service_card_click", "free_consultation_click", "project_card_click",
		"more_projects_click", "faq_question_click",
		// generic names
		"page_view", "button_click", "form_submission", "scroll_depth", "search_query",
		"outbound_click", "download", "form_abandonment", "javascript_error", "video_play",
		"campaign_click", "sign_up", "login", "product_view", "add_to_cart", "purchase",
		"subscription_start", "survey_completion", "error_resolution",
		// the dashboard's section reach and funnel (issue 12)
		"section_view", "form_start",
		// the booked meeting, recorded by the server (issue 39)
		"booking_booked",
	}
	for _, name := range want {
		if !c.Has(name) {
			t.Errorf("catalogue lacks %s", name)
		}
	}
	if got := len(c.Names()); got != len(want) {
		t.Errorf("got %d events, want %d", got, len(want))
	}
	for _, name := range c.Names() {
		if strings.HasSuffix(name, "_click") && name != "outbound_click" && name != "campaign_click" {
			if p := c.Events[name].Props["button_name"]; p == nil || !p.Required {
				t.Errorf("%s: button clicks must require button_name", name)
			}
		}
	}
}

func TestParseCatalogueRejects(t *testing.T) {
	tests := []struct {
		name, json, want string
	}{
		{"not json", `{`, "unexpected EOF"},
		{"no events", `{"events":{}}`, "no events"},
		{"unknown context field", `{"context":{"title":{"type":"boolean"}},"events":{"a":{"props":{}}}}`, "not a field of Event"},
		{"misspelt limit", `{"events":{"a":{"props":{"x":{"type":"string","max_length":3}}}}}`, "unknown field"},
		{"camelCase event", `{"events":{"pageView":{"props":{}}}}`, "not snake_case"},
		{"camelCase prop", `{"events":{"a":{"props":{"buttonName":{"type":"boolean"}}}}}`, "not snake_case"},
		{"unknown type", `{"events":{"a":{"props":{"x":{"type":"float"}}}}}`, "unknown type"},
		{"unbounded string", `{"events":{"a":{"props":{"x":{"type":"string"}}}}}`, "maxLength or enum"},
		{"bad pattern", `{"events":{"a":{"props":{"x":{"type":"string","maxLength":3,"pattern":"("}}}}}`, "missing closing )"},
		{"enum of wrong type", `{"events":{"a":{"props":{"x":{"type":"integer","enum":["25"]}}}}}`, "wrong_type"},
		{"min above max", `{"events":{"a":{"props":{"x":{"type":"integer","min":5,"max":1}}}}}`, "above max"},
		{"contact on unknown event", `{"events":{"a":{"props":{}}},"contact":[{"event":"b"}]}`, "unknown event"},
		{"contact on unknown prop", `{"events":{"a":{"props":{}}},"contact":[{"event":"a","where":{"x":["y"]}}]}`, "unknown property"},
		{"contact value not allowed", `{"events":{"a":{"props":{"x":{"type":"string","enum":["y"]}}}},"contact":[{"event":"a","where":{"x":["z"]}}]}`, "not_allowed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseCatalogue([]byte(tt.json))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

func TestEventValid(t *testing.T) {
	c := mustCatalogue(t)
	ctx := func(name string, props map[string]any) Event {
		return Event{Name: name, Path: "/en/home", Props: props}
	}
	long := strings.Repeat("x", 65)
	tests := []struct {
		name  string
		event Event
		want  map[string]string
	}{
		{"page view", ctx("page_view", nil), map[string]string{}},
		{"scroll depth 50", ctx("scroll_depth", map[string]any{"percent": 50.0}), map[string]string{}},
		{"button click", ctx("next_click", map[string]any{"button_name": "hero_next", "index": 2.0, "carousel": "hero"}), map[string]string{}},
		{"outbound mailto", ctx("outbound_click", map[string]any{"channel": "email"}), map[string]string{}},
		{"with referrer", Event{Name: "page_view", Path: "/a/ar/faq", Referrer: "https://www.google.com/"}, map[string]string{}},
		{"integer and boolean as data-attribute text", ctx("faq_question_click", map[string]any{"button_name": "faq", "index": "3", "open": "false"}), map[string]string{}},
		{"percent as text of a step", ctx("scroll_depth", map[string]any{"percent": "50"}), map[string]string{}},
		{"integer text out of range", ctx("faq_question_click", map[string]any{"button_name": "faq", "index": "100"}), map[string]string{"props.index": ProblemRange}},
		{"integer text not a number", ctx("faq_question_click", map[string]any{"button_name": "faq", "index": "3.5"}), map[string]string{"props.index": ProblemType}},
		{"boolean text not a boolean", ctx("faq_question_click", map[string]any{"button_name": "faq", "index": 1.0, "open": "yes"}), map[string]string{"props.open": ProblemType}},
		{"no name", ctx("", nil), map[string]string{"name": ProblemRequired}},
		{"unknown name", ctx("pageview", nil), map[string]string{"name": ProblemUnknown}},
		{"unknown prop", ctx("page_view", map[string]any{"title": "x"}), map[string]string{"props.title": ProblemUnknown}},
		{"missing required prop", ctx("scroll_depth", nil), map[string]string{"props.percent": ProblemRequired}},
		{"percent not a step", ctx("scroll_depth", map[string]any{"percent": 30.0}), map[string]string{"props.percent": ProblemNotAllowed}},
		{"percent as other text", ctx("scroll_depth", map[string]any{"percent": "fifty"}), map[string]string{"props.percent": ProblemType}},
		{"percent fractional", ctx("scroll_depth", map[string]any{"percent": 50.5}), map[string]string{"props.percent": ProblemType}},
		{"null required prop", ctx("scroll_depth", map[string]any{"percent": nil}), map[string]string{"props.percent": ProblemRequired}},
		{"button name too long", ctx("more_projects_click", map[string]any{"button_name": long}), map[string]string{"props.button_name": ProblemTooLong}},
		{"button name with spaces", ctx("more_projects_click", map[string]any{"button_name": "More projects"}), map[string]string{"props.button_name": ProblemFormat}},
		{"index out of range", ctx("faq_question_click", map[string]any{"button_name": "faq", "index": 100.0}), map[string]string{"props.index": ProblemRange}},
		{"boolean as number", ctx("faq_question_click", map[string]any{"button_name": "faq", "index": 1.0, "open": 1.0}), map[string]string{"props.open": ProblemType}},
		{"object value", ctx("more_projects_click", map[string]any{"button_name": map[string]any{}}), map[string]string{"props.button_name": ProblemType}},
		{"bad context", Event{Name: "page_view", Path: "en/home?x=1"},
			map[string]string{"path": ProblemFormat}},
		{"missing context", Event{Name: "page_view"},
			map[string]string{"path": ProblemRequired}},
		{"all problems at once", Event{Name: "scroll_depth", Path: "/", Props: map[string]any{"percent": 1.0, "x": 1.0}},
			map[string]string{"props.percent": ProblemNotAllowed, "props.x": ProblemUnknown}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.event.Valid(c)
			if got.Error() != validation.Problems(tt.want).Error() {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestValidBatchKeysByIndex(t *testing.T) {
	c := mustCatalogue(t)
	events := []Event{
		{Name: "page_view", Path: "/en/home"},
		{Name: "nope", Path: "/en/home"},
	}
	got := ValidBatch(c, events).Error()
	if want := "events.1.name: unknown"; got != want {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestWhatsAppRefPattern(t *testing.T) {
	tests := []struct {
		name, ref, want string
		ok              bool
	}{
		{"upper case", "K7Q3", "K7Q3", true},
		{"lower case read aloud", "k7q3", "K7Q3", true},
		{"spaces around", " HX7P ", "HX7P", true},
		{"zero", "K0Q3", "K0Q3", false},
		{"letter O", "KOQ3", "KOQ3", false},
		{"one", "K1Q3", "K1Q3", false},
		{"letter I", "KIQ3", "KIQ3", false},
		{"too short", "K7Q", "K7Q", false},
		{"too long", "K7Q3A", "K7Q3A", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := NormalizeRef(tt.ref)
			if got != tt.want || ok != tt.ok {
				t.Errorf("got %q %v, want %q %v", got, ok, tt.want, tt.ok)
			}
		})
	}
	// The server's pattern and the catalogue's must be one.
	if p := mustCatalogue(t).Events["outbound_click"].Props["ref"].Pattern; p != refPattern.String() {
		t.Errorf("got catalogue pattern %q, want %q", p, refPattern.String())
	}
}
