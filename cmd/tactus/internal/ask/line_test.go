package ask_test

import (
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/ask"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/rules"
)

// TestReadLine: a line read off the tactile board is eight squares in FEN
// letters, digits, dots or dashes, or the word empty; anything else is
// refused with why.
func TestReadLine(t *testing.T) {
	a := ask.Asker{UI: catalog.English()}
	P, p, k := rules.MakePiece(rules.White, rules.Pawn), rules.MakePiece(rules.Black, rules.Pawn), rules.MakePiece(rules.Black, rules.King)
	for _, tc := range []struct {
		in   string
		want [8]rules.Piece
		why  string
	}{
		{in: "8"},
		{in: "empty"},
		{in: "EMPTY"},
		{in: "4P3", want: [8]rules.Piece{4: P}},
		{in: ".P....pk", want: [8]rules.Piece{1: P, 6: p, 7: k}},
		{in: "-_6", want: [8]rules.Piece{}},
		{in: "", why: "has 0 squares"},
		{in: "PPP", why: "has 3 squares"},
		{in: "9", why: "is not a piece letter"},
		{in: "44P", why: "more than eight"},
		{in: "8P", why: "more than eight"},
		{in: "5P", why: "has 6 squares"},
		{in: "4X3", why: `"X" is not a piece letter`},
		{in: "0pppppppp", why: "is not a piece letter"},
		{in: "leer", why: "is not a piece letter"},
	} {
		got, why := a.ReadLine(tc.in)
		if tc.why != "" {
			if !strings.Contains(why, tc.why) {
				t.Errorf("ReadLine(%q): why %q, want %q", tc.in, why, tc.why)
			}
			continue
		}
		if why != "" || got != tc.want {
			t.Errorf("ReadLine(%q) = %v, %q; want %v", tc.in, got, why, tc.want)
		}
	}
	for _, u := range catalog.All() {
		if _, why := (ask.Asker{UI: u}).ReadLine(u.Game.EmptyWord); why != "" {
			t.Errorf("%s: the word for empty: %q", u.Tag, why)
		}
	}
}

// TestVerifyAndChanged: verify says each square where the line felt
// differs from the record, and only those; changed says each square that
// differs from the position last heard.
func TestVerifyAndChanged(t *testing.T) {
	var a ask.Asker
	start := rules.StartPosition()
	pos := start
	for _, m := range []string{"e2e4", "e7e5"} {
		mv, err := pos.ParseUCI(m)
		if err != nil {
			t.Fatal(err)
		}
		if err := pos.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		args    string
		lines   int
		refused bool
	}{
		{"rank 2 PPPP1PPP", 1, false},
		{"rank 2 PPPPPPPP", 1, false}, // e2 differs
		{"rank 4 8", 1, false},
		{"file e K2Pp2k", 1, false},
		{"file e K3p2k", 1, false}, // e4 differs
		{"rank 7 8", 7, false},
		{"rank 9 8", 1, true},
		{"file z 8", 1, true},
		{"diagonal 2 8", 1, true},
		{"rank 2", 1, true},
		{"rank 2 PPP", 1, true},
	} {
		got := a.Verify(&pos, strings.Fields(tc.args))
		if len(got) != tc.lines || got[0].Refused != tc.refused {
			t.Errorf("verify %s: %+v", tc.args, got)
		}
	}
	if got := a.Verify(&pos, strings.Fields("rank 2 PPPPPPPP")); !strings.Contains(got[0].Text, "the record has empty, you have White") {
		t.Errorf("verify e2: %q", got[0].Text)
	}
	if got := a.Changed(&start, &pos); len(got) != 4 {
		t.Errorf("changed after 1. e4 e5: %+v", got)
	}
	if got := a.Changed(&pos, &pos); len(got) != 1 || got[0].Text != catalog.English().Game.NothingChanged {
		t.Errorf("nothing changed: %+v", got)
	}
}

// FuzzReadLine: any text is read or refused with why, never a panic, and a
// line read, written again in FEN letters, reads the same.
func FuzzReadLine(f *testing.F) {
	for _, s := range []string{"8", "4P3", "PPPP1PPP", "K2Pp2k", "", "9", "44P", ".-_5", "empty", "ü"} {
		f.Add(s)
	}
	a := ask.Asker{UI: catalog.English()}
	f.Fuzz(func(t *testing.T, s string) {
		got, why := a.ReadLine(s)
		if why != "" {
			return
		}
		var b strings.Builder
		for _, pc := range got {
			if pc == rules.NoPiece {
				b.WriteByte('.')
				continue
			}
			letter := string("PNBRQK"[pc.Type()-1])
			if pc.Color() == rules.Black {
				letter = strings.ToLower(letter)
			}
			b.WriteString(letter)
		}
		if again, why := a.ReadLine(b.String()); why != "" || again != got {
			t.Errorf("ReadLine(%q) = %v; written again %q reads %v, %q", s, got, b.String(), again, why)
		}
	})
}
