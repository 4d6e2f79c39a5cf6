package server

import (
	"maps"
	"testing"
	"time"
)

func TestAdminAvailability(t *testing.T) {
	bf := newBookingFixture(t)
	status, got := bf.call(t, "GET", "/api/admin/booking", bf.asOwner, "")
	if status != 200 {
		t.Fatalf("got %d %v", status, got)
	}
	settings := got["settings"].(map[string]any)
	host := got["hosts"].([]any)[0].(map[string]any)
	members := got["members"].([]any)
	if settings["cutoffMinutes"] != 120.0 || settings["agencyZone"] != "Europe/Istanbul" || host["videoLink"] != "https://meet.example.com/amira" ||
		host["phone"] != "+902125550101" || len(members) != 1 || members[0].(map[string]any)["name"] != "Amira" {
		t.Errorf("got %v", got)
	}

	status, got = bf.call(t, "PUT", "/api/admin/booking/settings", bf.asOwner, `{"meetingMinutes":45,"bufferBeforeMinutes":0,
		"bufferAfterMinutes":15,"noticeMinutes":120,"windowDays":60,"dailyCap":4,"cutoffMinutes":180,"agencyZone":"Africa/Cairo"}`)
	if status != 200 || got["cutoffMinutes"] != 180.0 || got["agencyZone"] != "Africa/Cairo" || got["meetingMinutes"] != 45.0 {
		t.Errorf("settings: got %d %v", status, got)
	}
	status, got = bf.call(t, "PUT", "/api/admin/booking/settings", bf.asOwner, `{"meetingMinutes":7,"windowDays":0,"cutoffMinutes":-1,"agencyZone":""}`)
	want := map[string]any{"meetingMinutes": "not_whole_blocks", "windowDays": "too_small", "cutoffMinutes": "too_small", "agencyZone": "unknown_zone"}
	if status != 422 || !maps.Equal(got["problems"].(map[string]any), want) {
		t.Errorf("bad settings: got %d %v, want %v", status, got, want)
	}

	hostBody := `{"name":"Amira","zone":"Asia/Riyadh","takesMeetings":true,"weekly":[[],[{"from":"10:00","to":"12:00"}],[],[],[],[],[]],
		"dates":{"2026-12-24":[]},"videoLink":"https://meet.example.com/a","phone":"+966501234567"}`
	status, got = bf.call(t, "PUT", "/api/admin/booking/hosts/"+bf.owner.ID, bf.asOwner, hostBody)
	if status != 200 || got["id"] != bf.owner.ID || got["zone"] != "Asia/Riyadh" || got["phone"] != "+966501234567" {
		t.Errorf("host: got %d %v", status, got)
	}
	status, got = bf.call(t, "PUT", "/api/admin/booking/hosts/"+bf.owner.ID, bf.asOwner, `{"name":"Amira","zone":"Asia/Riyadh",
		"weekly":[[],[],[],[],[],[],[]],"dates":{},"videoLink":"javascript:alert(1)","phone":"0501234567"}`)
	want = map[string]any{"videoLink": "invalid", "phone": "invalid"}
	if status != 422 || !maps.Equal(got["problems"].(map[string]any), want) {
		t.Errorf("bad host: got %d %v, want %v", status, got, want)
	}
	status, got = bf.call(t, "PUT", "/api/admin/booking/hosts/nobody", bf.asOwner, hostBody)
	if status != 422 || got["problems"].(map[string]any)["id"] != "unknown" {
		t.Errorf("unknown member: got %d %v", status, got)
	}
	if status, _ := bf.call(t, "GET", "/api/admin/booking", nil, ""); status != 401 {
		t.Errorf("signed out: got %d, want 401", status)
	}
}

func TestAdminAgenda(t *testing.T) {
	bf := newBookingFixture(t)
	first := bf.book(t, tuesdayTen)["id"].(string)
	second := bf.book(t, tuesdayNine)["id"].(string)
	status, got := bf.call(t, "GET", "/api/admin/agenda?from=2026-11-03T00:00:00Z&to=2026-11-04T00:00:00Z", bf.asOwner, "")
	if status != 200 {
		t.Fatalf("got %d %v", status, got)
	}
	list := got["meetings"].([]any)
	if len(list) != 2 || list[0].(map[string]any)["id"] != second || list[1].(map[string]any)["id"] != first {
		t.Fatalf("got %v, want both in start order", list)
	}
	item := list[0].(map[string]any)
	if item["hostId"] != bf.owner.ID || item["visitorName"] != "Ada Lovelace" || item["company"] != "Engines Ltd" || item["leadId"] == "" {
		t.Errorf("got item %v", item)
	}
	_, got = bf.call(t, "GET", "/api/admin/leads/"+item["leadId"].(string), bf.asOwner, "")
	if b, _ := got["lead"].(map[string]any)["booking"].(map[string]any); b == nil || b["id"] != second || b["hostId"] != bf.owner.ID {
		t.Errorf("got lead %v, want it with its booking %s", got["lead"], second)
	}
	_, got = bf.call(t, "GET", "/api/admin/leads", bf.asOwner, "")
	for _, row := range got["leads"].([]any) {
		if b, _ := row.(map[string]any)["booking"].(map[string]any); b == nil || b["leadId"] != row.(map[string]any)["id"] {
			t.Errorf("got inbox row %v, want it with its booking", row)
		}
	}
	bf.advance(time.Minute)
	bf.lead(t, nil)
	_, got = bf.call(t, "GET", "/api/admin/leads", bf.asOwner, "")
	if rows := got["leads"].([]any); len(rows) != 3 || rows[0].(map[string]any)["booking"] != nil {
		t.Errorf("got %v, want the form's lead first, without a booking", rows)
	}
	status, got = bf.call(t, "GET", "/api/admin/agenda?from=2026-11-03T00:00:00Z&to=2027-11-04T00:00:00Z", bf.asOwner, "")
	if status != 422 || got["problems"].(map[string]any)["to"] != "too_far" {
		t.Errorf("a year: got %d %v", status, got)
	}
	status, got = bf.call(t, "GET", "/api/admin/agenda?from=yesterday", bf.asOwner, "")
	if want := map[string]any{"from": "invalid_time", "to": "required"}; status != 422 || !maps.Equal(got["problems"].(map[string]any), want) {
		t.Errorf("bad: got %d %v, want %v", status, got, want)
	}

	status, got = bf.call(t, "POST", "/api/admin/bookings/"+second+"/reschedule", bf.asOwner, `{"start":"2026-11-03T11:00:00Z"}`)
	if status != 200 || got["start"] != "2026-11-03T11:00:00Z" || got["status"] != "rescheduled" {
		t.Errorf("reschedule: got %d %v", status, got)
	}
	status, got = bf.call(t, "POST", "/api/admin/bookings/"+second+"/reschedule", bf.asOwner, `{"start":"`+tuesdayTen+`"}`)
	if status != 409 || got["error"] != "slot_taken" {
		t.Errorf("onto another: got %d %v", status, got)
	}
	status, got = bf.call(t, "POST", "/api/admin/bookings/"+first+"/status", bf.asOwner, `{"status":"held"}`)
	if status != 200 || got["status"] != "held" {
		t.Errorf("held: got %d %v", status, got)
	}
	status, got = bf.call(t, "POST", "/api/admin/bookings/"+first+"/status", bf.asOwner, `{"status":"booked"}`)
	if status != 422 || got["problems"].(map[string]any)["status"] != "unknown" {
		t.Errorf("bad status: got %d %v", status, got)
	}
	status, got = bf.call(t, "POST", "/api/admin/bookings/"+second+"/cancel", bf.asOwner, "")
	if status != 200 || got["status"] != "cancelled" {
		t.Errorf("cancel: got %d %v", status, got)
	}
	if status, got := bf.call(t, "POST", "/api/admin/bookings/"+second+"/status", bf.asOwner, `{"status":"no_show"}`); status != 409 || got["error"] != "cancelled" {
		t.Errorf("mark cancelled: got %d %v", status, got)
	}
	if status, _ := bf.call(t, "POST", "/api/admin/bookings/nope/cancel", bf.asOwner, ""); status != 404 {
		t.Errorf("unknown: got %d, want 404", status)
	}
}
