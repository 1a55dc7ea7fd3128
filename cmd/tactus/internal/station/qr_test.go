package station

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestQR(t *testing.T) {
	lines, err := QR("http://192.168.1.20:43127/")
	if err != nil {
		t.Fatal(err)
	}
	// Version 2 (25 modules) and the quiet zone: 33 modules, 17 lines.
	if len(lines) != 17 {
		t.Fatalf("%d lines", len(lines))
	}
	for i, l := range lines {
		if utf8.RuneCountInString(l) != 33 {
			t.Errorf("line %d: %d cells", i, utf8.RuneCountInString(l))
		}
	}
	if lines[0] != strings.Repeat("█", 33) {
		t.Errorf("the quiet zone: %q", lines[0])
	}
	// The finder pattern's top edge: dark modules 4 to 10 on row 4, the
	// upper half of line 2.
	if got := []rune(lines[2])[4:11]; strings.ContainsAny(string(got), "█▀") {
		t.Errorf("finder pattern: %q", string(got))
	}
	if _, err := QR(strings.Repeat("x", 5000)); err == nil {
		t.Error("a text too long for a QR code was drawn")
	}
}
