package server

import (
	"testing"

	"agencysite/internal/database/dbtest"
	"agencysite/internal/reports"
)

// A member reads their report preference (off, Mondays at 8 in the site's
// zone until saved), saves it, and is told every bad value at once.
func TestReportPreferenceAPI(t *testing.T) {
	db := dbtest.Open(t)
	f := newAdminInstance(t, db, func(d *Deps) {
		d.Reports = reports.NewStore(db, reports.Options{Team: d.Auth, Site: d.Settings, Leads: d.Leads, Now: d.Now, BaseURL: fixtureBase})
	})
	_, owner := f.owner(t)
	runScenarios(t, f.h, []scenario{
		{name: "signed out", path: "/api/admin/me/report", wantStatus: 401},
		{name: "default", path: "/api/admin/me/report", header: as(owner), wantStatus: 200,
			wantJSON: `{"enabled":false,"weekday":1,"hour":8,"timeZone":"UTC"}`},
		{name: "refused", method: "PUT", path: "/api/admin/me/report", header: as(owner),
			body:       `{"enabled":true,"weekday":7,"hour":24,"timeZone":"Mars/Olympus"}`,
			wantStatus: 422, wantJSON: `{"problems":{"weekday":"invalid","hour":"invalid","timeZone":"unknown"}}`},
		{name: "saved", method: "PUT", path: "/api/admin/me/report", header: as(owner),
			body:       `{"enabled":true,"weekday":5,"hour":17,"timeZone":"Europe/Istanbul"}`,
			wantStatus: 200, wantJSON: `{"enabled":true,"weekday":5,"hour":17,"timeZone":"Europe/Istanbul"}`},
		{name: "read back", path: "/api/admin/me/report", header: as(owner), wantStatus: 200,
			wantJSON: `{"enabled":true,"weekday":5,"hour":17,"timeZone":"Europe/Istanbul"}`},
	})
}
