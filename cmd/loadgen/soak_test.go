package main

import (
	"net/smtp"
	"testing"
	"time"
)

func TestSinkCountsDeliveriesByMessageID(t *testing.T) {
	sink, err := startSink("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer sink.close()
	send := func(id string) {
		t.Helper()
		msg := "From: site@example.com\r\nTo: a@example.com\r\nSubject: s\r\n"
		if id != "" {
			msg += "Message-ID: <" + id + ">\r\n"
		}
		if err := smtp.SendMail(sink.addr, nil, "site@example.com", []string{"a@example.com"}, []byte(msg+"\r\nbody\r\n")); err != nil {
			t.Fatal(err)
		}
	}
	send("abc@site.example")
	send("abc@site.example")
	send("def@site.example")
	send("")
	got, broken := sink.deliveries()
	if got["abc@site.example"] != 2 || got["def@site.example"] != 1 || len(got) != 2 || broken != 1 {
		t.Errorf("got %v and %d without an id, want abc twice, def once, 1 without", got, broken)
	}
}

func TestInCrashWindow(t *testing.T) {
	k := time.Date(2026, 11, 23, 12, 0, 30, 0, time.UTC)
	kills := []kill{{instance: 0, at: k}}
	tests := []struct {
		name string
		b    acceptedBatch
		want bool
	}{
		{"just before the kill", acceptedBatch{instance: 0, at: k.Add(-time.Second)}, true},
		{"long before the kill", acceptedBatch{instance: 0, at: k.Add(-3 * time.Second)}, false},
		{"another instance", acceptedBatch{instance: 1, at: k.Add(-time.Second)}, false},
		{"after the kill", acceptedBatch{instance: 0, at: k.Add(time.Second)}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := inCrashWindow(tt.b, kills); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}
