package pgn

import (
	"bytes"
	"io"
	"testing"
)

// FuzzRead reads arbitrary text: it must never panic or loop, and every game
// it accepts must survive write → read unchanged.
func FuzzRead(f *testing.F) {
	for _, s := range []string{
		"[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 *",
		"1. e4 (1. d4 d5 (1... Nf6)) 1... e5 {c} $1 2. Nf3?! 1-0",
		"\uFEFF[FEN \"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2\"]\r\n\r\n2. exd6 e.p. Kf7 *",
		"[Variant \"Chess960\"]\n[FEN \"4k3/8/8/8/8/8/8/1R3KR1 w GB - 0 1\"]\n1. O-O {[%clk 0:01:00] [%emt 0:00:02]} (=) *",
		"1. e4 ; comment }\n% escape\ne5 0-1\n\n1. d4 *",
		"[White \"Smith \"Smithy\" J\"]\n[Event x]\n[Site \"a\x03b\"\n1. e4 -- 2. d4 Z0 (2... e5 3. --) ½-½",
		"[Result \"?\"]\n1. e4 ± e5 +- 2. Nf3!⩲ = Nc6 -/+ 3. Bb5 ∞ 1/2",
		"[pgn]\nHere:\n\uFEFF[Event \"a\"]\n\n[Event \"b\"]\n\n1. e4 1\u20130\uFEFF[Event \"c\"]\n1. d4 ½\u2013½ [/pgn]\n<pre>\nd4 *\nThe end.",
		"[Variant \"Atomic\"]\n\n1. e4 e5 *\n\n[Variant \"Standard\"]\n\n1. d4 *",
		"[Event \"broken\nacross\"]\n[Site \"a\\\"b\r\n c\" ]\n[Round \"open\n1. e4 *\n[White \"x\n{\"]}\n1. d4 *",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		r := NewReader(bytes.NewReader([]byte(text)))
		// Every game takes at least one byte of input.
		for i := 0; i <= len(text); i++ {
			g, err := r.Next()
			if err == io.EOF {
				return
			}
			if err != nil {
				continue
			}
			out, err := AppendGame(nil, g)
			if err != nil {
				t.Fatalf("writing a game read: %v", err)
			}
			back, err := NewReader(bytes.NewReader(out)).Next()
			if err != nil {
				t.Fatalf("reading back %q: %v", out, err)
			}
			if err := sameGame(g, back); err != nil {
				t.Fatalf("round trip of %q: %v\nwritten:\n%s", text, err, out)
			}
		}
		t.Fatal("more games than bytes of input: the reader does not advance")
	})
}
