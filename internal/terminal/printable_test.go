package terminal

import "testing"

func TestPrintable(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"plain text unchanged", "/en/home", "/en/home"},
		{"Arabic unchanged", "نور الهدى", "نور الهدى"},
		{"escape sequence", "/en/\x1b[2Jx", `/en/\u001b[2Jx`},
		{"window title and bell", "\x1b]0;pwned\x07", `\u001b]0;pwned\u0007`},
		{"C1 control", "a\u009bb", `a\u009bb`},
		{"bidi override", "abc\u202Edef", `abc\u202edef`},
		{"zero-width space", "a\u200Bb", `a\u200bb`},
		{"line and tab", "a\nb\tc", `a\u000ab\u0009c`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Printable(tt.in); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
