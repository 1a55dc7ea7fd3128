package brf

import (
	"bytes"
	"context"
	"testing"

	"github.com/tactuschess/tactus/braille"
)

// FuzzHeading checks that any heading text makes valid BRF: bytes
// 0x20–0x5F with CR LF and form feeds, lines and pages within the layout,
// and no panic.
func FuzzHeading(f *testing.F) {
	for _, tc := range grade1Cases {
		f.Add(tc.print, 12)
	}
	f.Add("abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz", 12)
	f.Add("#1234567890123456789012345678901234567890", 20)
	g := game(f, "e4", "e5")
	f.Fuzz(func(t *testing.T, text string, width int) {
		width = 12 + (width%189+189)%189
		for _, c := range (Grade1{}).Line(text) {
			if !c.SixDot() {
				t.Fatalf("%q: cell %s has dot 7 or 8", text, c)
			}
		}
		g.Title, g.Result = []string{text, text + " " + text}, text
		var b bytes.Buffer
		opts := Options{LineLength: width, PageLength: 3}
		if _, err := WriteGames(context.Background(), &b, braille.UK2015(), []Game{g}, opts); err != nil {
			t.Fatal(err)
		}
		checkBRF(t, b.Bytes(), width, 3)
	})
}
