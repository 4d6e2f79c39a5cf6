package validation

import "testing"

func TestCleanText(t *testing.T) {
	tests := []struct {
		name      string
		s         string
		multiline bool
		want      bool
	}{
		{"Latin name", "Ada Lovelace", OneLine, true},
		{"Arabic name", "نور الهدى", OneLine, true},
		{"Turkish and French", "Çağrı Öztürk, Élodie", OneLine, true},
		{"emoji", "Ada 🚀", OneLine, true},
		{"NUL", "a\x00b", OneLine, false},
		{"escape", "a\x1b[2Jb", OneLine, false},
		{"DEL", "a\x7fb", OneLine, false},
		{"C1 control", "a\u0085b", OneLine, false},
		{"line break in one line", "a\nb", OneLine, false},
		{"line break in a message", "a\r\nb\tc", MultiLine, true},
		{"NUL in a message", "a\x00b", MultiLine, false},
		{"line separator", "a\u2028b", MultiLine, false},
		{"invalid UTF-8", "a\xffb", MultiLine, false},
		{"right-to-left override", "abc\u202Egpj.exe", OneLine, false},
		{"left-to-right embedding", "\u202Aabc", OneLine, false},
		{"isolate", "a\u2066b\u2069", OneLine, false},
		{"noncharacter U+FFFE", "a\uFFFEb", MultiLine, false},
		{"noncharacter U+FDD0", "a\uFDD0b", OneLine, false},
		{"noncharacter in another plane", "a\U0001FFFFb", MultiLine, false},
		{"the character before U+FFFE", "a\uFFFDb", MultiLine, true},
		{"override in a message", "see \u202Eattachment", MultiLine, false},
		{"zero-width space", "ad\u200Bmin", OneLine, false},
		{"zero-width joiner", "a\u200Db", OneLine, false},
		{"word joiner", "a\u2060b", OneLine, false},
		{"byte-order mark", "\uFEFFada", OneLine, false},
		{"emoji family in a message", "👨\u200D👩\u200D👧", MultiLine, true},
		{"encoded word base64", "=?UTF-8?B?QWRhDQpCY2M6IHhAZXZpbC5leGFtcGxl?=", OneLine, false},
		{"encoded word quoted-printable", "Ada =?utf-8?q?=0D=0ABcc=3A_x?=", OneLine, false},
		{"encoded word with an empty charset", "=??B?QQ==?=", OneLine, false},
		{"equals and question marks are fine", "What? =) Yes", OneLine, true},
		{"encoded word in a message is text", "=?UTF-8?B?QQ==?=", MultiLine, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := CleanText(tt.s, tt.multiline); got != tt.want {
				t.Errorf("CleanText(%q, %v): got %v, want %v", tt.s, tt.multiline, got, tt.want)
			}
		})
	}
}
