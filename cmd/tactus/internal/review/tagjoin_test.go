package review

import (
	"strings"
	"testing"
)

// TestIndexTagAcrossLines: a tag value broken across two lines is read by
// pgn.Reader as one value, and the index cuts the file the same way: no
// phantom game, and the games after it keep their numbers.
func TestIndexTagAcrossLines(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     []string // Event of each game
	}{
		{"first game", "[Event \"broken\nacross\"]\n[Site \"x\"]\n\n1. e4 e5 *\n\n[Event \"two\"]\n\n1. d4 *\n\n[Event \"three\"]\n\n1. c4 *\n",
			[]string{"broken across", "two", "three"}},
		{"second game, CR LF", "[Event \"one\"]\r\n\r\n1. e4 *\r\n\r\n[Event \"bro\\\"ken\r\nacross \" ]\r\n[Site \"x\"]\r\n\r\n1. d4 *\r\n\r\n[Event \"three\"]\r\n\r\n1. c4 *\r\n",
			[]string{"one", "bro\"ken across", "three"}},
		{"open value, then a tag", "[Event \"one\"]\n\n1. e4 *\n\n[Event \"open\n[Site \"x\"]\n\n1. d4 *\n",
			[]string{"one", "open"}},
	} {
		ix, err := Build(strings.NewReader(tc.in), int64(len(tc.in)))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var got []string
		for n := 1; n <= ix.Len(); n++ {
			e, _ := ix.Entry(n)
			if e.Bad {
				t.Errorf("%s: game %d cannot be read: %s", tc.name, n, e.Problem)
			}
			if _, err := ix.Game(n); err != nil {
				t.Errorf("%s: game %d: %v", tc.name, n, err)
			}
			got = append(got, e.Event)
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("%s: games %q, want %q", tc.name, got, tc.want)
		}
	}
}
