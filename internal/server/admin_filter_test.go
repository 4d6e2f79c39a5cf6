package server

import (
	"strings"
	"testing"
)

// TestFiltersAnswerEveryProblem: the back office's lists and dashboard
// answer bad query parameters the one way a form is answered, 422 with
// every parameter's problem code (filter.Params.Err through respondError),
// so the pages translate them alike (issue 36, item 3).
func TestFiltersAnswerEveryProblem(t *testing.T) {
	f := newAnalyticsFixture(t)
	*f.now = at(10, 12, 0)
	owner := as(f.session(t))
	scenarios := []scenario{
		{name: "the inbox", path: "/api/admin/leads?status=archived&from=2026-13-40&sort=name&q=" + strings.Repeat("a", 101),
			wantJSON: `{"problems":{"status":"invalid","from":"invalid","sort":"unknown","q":"too_long"}}`},
		{name: "the inbox's export", path: "/api/admin/leads/export.csv?status=x&language=de",
			wantJSON: `{"problems":{"status":"invalid","language":"invalid"}}`},
		{name: "the dashboard", path: "/api/admin/analytics?lang=de&lang=ar&from=2026-11-05&to=2026-11-01&colour=red&limit=0",
			wantJSON: `{"problems":{"lang":"repeated","from":"after_to","colour":"unknown","limit":"invalid"}}`},
		{name: "the dashboard's export", path: "/api/admin/analytics/export?breakdown=nope&limit=5&device=fridge",
			wantJSON: `{"problems":{"breakdown":"invalid","limit":"unknown","device":"invalid"}}`},
		{name: "the audit log", path: "/api/admin/audit?before=0&limit=500",
			wantJSON: `{"problems":{"before":"invalid","limit":"invalid"}}`},
	}
	for i := range scenarios {
		scenarios[i].header, scenarios[i].wantStatus = owner, 422
	}
	runScenarios(t, f.h, scenarios)
}
