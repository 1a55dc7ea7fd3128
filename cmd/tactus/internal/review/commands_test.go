package review_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
	"github.com/tactuschess/tactus/rules"
)

func TestBadCommands(t *testing.T) {
	ix := open(t)
	for _, tc := range []struct {
		line, want string
	}{
		{"frobnicate", "is not a review command"},
		{"next", "No game is open"},
		{"game", "Say game and a number from 1 to 8"},
		{"game x", "Say game and a number"},
		{"game 0", "There is no game 0"},
		{"game 9", "There is no game 9"},
		{"list colour:red", "is not a field"},
		{"list result:maybe", "is not a result"},
		{"more", "No more games"},
	} {
		r := review.New(review.Options{Index: ix})
		got := r.Do(context.Background(), tc.line)
		if len(got) != 1 || got[0].Kind != review.Refusal || !strings.Contains(got[0].Text, tc.want) {
			t.Errorf("%q = %+v, want one refusal with %q", tc.line, got, tc.want)
		}
	}
	for _, tc := range []struct {
		line, want string
	}{
		{"next 3", "next takes nothing"},
		{"back back", "back takes nothing"},
		{"go", "Say go and a move number"},
		{"go x", "Say go and a move number"},
		{"go 3 purple", "Say go and a move number"},
		{"go ply", "Say go and a move number"},
		{"go ply 500", "This line has no such move"},
		{"go 80", "This line has no such move"},
		{"var", "has no variation"},
		{"out", "You are in the main line"},
		{"main", "You are in the main line"},
		{"rank 9", "Say which rank"},
		{"square z9", "Say which square"},
		{"attackers", "Say which square"},
		{"pieces dragon", "is not a piece"},
		{"analyse", "No engine is set up"},
	} {
		r := review.New(review.Options{Index: ix})
		r.Open(4)
		got := r.Do(context.Background(), tc.line)
		if len(got) != 1 || got[0].Kind != review.Refusal || !strings.Contains(got[0].Text, tc.want) {
			t.Errorf("%q = %+v, want one refusal with %q", tc.line, got, tc.want)
		}
	}
}

func TestHelpFromTheTable(t *testing.T) {
	r := review.New(review.Options{Index: open(t)})
	got := r.Do(context.Background(), "help")
	if len(got) != len(review.Commands()) {
		t.Fatalf("help has %d lines for %d commands", len(got), len(review.Commands()))
	}
	for i, c := range review.Commands() {
		if !strings.HasPrefix(got[i].Text, c.Name) {
			t.Errorf("help line %d %q does not start with %q", i, got[i].Text, c.Name)
		}
	}
}

// fakeAnalyst answers every position the same.
type fakeAnalyst struct{}

func (fakeAnalyst) Analyse(_ context.Context, pos rules.Position) (review.Analysis, error) {
	var l rules.MoveList
	pos.LegalMoves(&l)
	return review.Analysis{Words: "white is better by about a pawn", Line: []rules.Move{l.At(0)}}, nil
}

func TestAnalystHook(t *testing.T) {
	r := review.New(review.Options{Index: open(t), Analyst: fakeAnalyst{}})
	r.Open(4)
	got := r.DoAndWait(context.Background(), "analyse")
	if len(got) != 3 || got[0].Text != "The engine is looking at the position; say stop to stop it." {
		t.Fatalf("analyse = %+v", got)
	}
	got = got[1:]
	if len(got) != 2 || got[0].Text != "White is better by about a pawn." || !strings.HasPrefix(got[1].Text, "Best line: ") || len(got[1].Phrase) == 0 {
		t.Errorf("analyse = %+v", got)
	}
}

func TestNAGWords(t *testing.T) {
	for n, want := range map[int]string{1: "a good move", 4: "a blunder", 6: "a dubious move", 13: "the position is unclear",
		16: "White is better", 17: "Black is better", 19: "Black is winning", 139: "Black is in severe time trouble"} {
		if got, ok := review.NAGWords(nil, n); !ok || got != want {
			t.Errorf("NAG %d = %q, %v; want %q", n, got, ok, want)
		}
	}
	for _, n := range []int{0, 140, -1, 255} {
		if _, ok := review.NAGWords(nil, n); ok {
			t.Errorf("NAG %d has words", n)
		}
	}
}

// TestEveryNAGInEveryLanguage: NAGs $1 to $139 have words in every UI
// language, each its own, with the side named where the NAG has one.
func TestEveryNAGInEveryLanguage(t *testing.T) {
	for _, u := range catalog.All() {
		seen := map[string]int{}
		for n := 1; n <= 139; n++ {
			w, ok := review.NAGWords(u, n)
			if !ok || strings.TrimSpace(w) == "" || strings.Contains(w, "%") {
				t.Errorf("%s: NAG %d has no words: %q", u.Name(), n, w)
			}
			if n >= 14 && !strings.Contains(w, u.Review.Sides[n&1]) {
				t.Errorf("%s: NAG %d %q does not name %s", u.Name(), n, w, u.Review.Sides[n&1])
			}
			if m, dup := seen[w]; dup {
				t.Errorf("%s: NAGs %d and %d are both %q", u.Name(), m, n, w)
			}
			seen[w] = n
		}
	}
	de, _ := catalog.Lookup("de")
	if w, _ := review.NAGWords(de, 17); w != "Schwarz steht besser" {
		t.Errorf("de NAG 17 = %q", w)
	}
}

func FuzzParseQuery(f *testing.F) {
	for _, s := range []string{"", "white:carlsen", `event:"world ch" result:1-0`, "date:2024.12 eco:B2", `"`, "a:b:c", "result:½-½"} {
		f.Add(s)
	}
	for _, s := range []string{"weiß:carlsen ergebnis:remis", "výsledok:remíza čierny:x", "resultado:tablas"} {
		f.Add(s)
	}
	ix := open(f)
	uis := catalog.All()
	f.Fuzz(func(t *testing.T, s string) {
		q, err := review.ParseQuery(s)
		if err == nil {
			ix.Search(q) // never panics
		}
		for _, u := range uis {
			q, err := review.ParseQueryIn(u, s)
			if err == nil {
				ix.Search(q)
			} else if !errors.Is(err, review.ErrQuery) {
				t.Errorf("%s %q: %v does not wrap ErrQuery", u.Name(), s, err)
			}
		}
	})
}

func FuzzCommand(f *testing.F) {
	for _, c := range review.Commands() {
		f.Add(c.Name)
	}
	for _, s := range []string{"weiter 3", "gehe halbzug 2", "variante 1", "choď 1 čierny", "ir 2 negras", "analisar", "ajuda"} {
		f.Add(s)
	}
	for _, s := range []string{"%!", "", "go 12 black", "go ply 3", "var 1", "e4?", "list white:x", "game 2", "square Eva vier", "/next", "pieces white n"} {
		f.Add(s)
	}
	ix := open(f)
	uis := catalog.All()
	f.Fuzz(func(t *testing.T, line string) {
		for _, u := range uis {
			r := review.New(review.Options{Index: ix, UI: u})
			r.Open(4)
			r.Do(context.Background(), "go 1 black")
			for _, l := range r.Do(context.Background(), line) {
				// "%!" is a format error, unless the line typed had it and
				// the answer quotes it back
				badFormat := strings.Contains(l.Text, "%!") && !strings.Contains(line, "%!")
				if l.Text == "" || badFormat || strings.ContainsFunc(l.Text, func(c rune) bool { return c == '\n' || c == '\r' }) {
					t.Errorf("%s: %q gave the line %q", u.Name(), line, l.Text)
				}
			}
		}
	})
}

func TestMovesAfterTheEnd(t *testing.T) {
	in := "[White \"A\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4q3/4K3 w - - 0 1\"]\n\n1. Kxe2 Kd7 2. Kd3 1/2-1/2\n"
	ix, err := review.Build(strings.NewReader(in), int64(len(in)))
	if err != nil {
		t.Fatal(err)
	}
	r := review.New(review.Options{Index: ix})
	r.Open(1)
	ctx := context.Background()
	if got := r.Do(ctx, "next"); strings.Contains(texts(got), "after the game was over") {
		t.Errorf("the capture is marked: %s", texts(got))
	}
	if got := r.Do(ctx, "next"); !strings.Contains(texts(got), "Played after the game was over") {
		t.Errorf("1... Kd7 is not marked: %s", texts(got))
	}
	if got := r.Do(ctx, "next"); !strings.Contains(texts(got), "End of the game: draw.") {
		t.Errorf("the end is not said: %s", texts(got))
	}
}

func texts(ls []review.Line) string {
	var b strings.Builder
	for _, l := range ls {
		b.WriteString(l.Text + "\n")
	}
	return b.String()
}
