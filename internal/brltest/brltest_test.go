package brltest

import (
	"bytes"
	"testing"
)

func TestParseBrailleLine(t *testing.T) {
	cases := []struct {
		line string
		want []byte
		ok   bool
	}{
		{`Braille "1|12| |145678"`, []byte{0x01, 0x03, 0x00, 0xf9}, true},
		{`Braille " "`, []byte{0}, true},
		{`Visual "BRLTTY 6.5"`, nil, false},
		{`Braille "1|2`, nil, false},
	}
	for _, tc := range cases {
		got, ok := ParseBrailleLine(tc.line)
		if ok != tc.ok || !bytes.Equal(got, tc.want) {
			t.Errorf("ParseBrailleLine(%q) = %v, %v; want %v, %v", tc.line, got, ok, tc.want, tc.ok)
		}
	}
}
