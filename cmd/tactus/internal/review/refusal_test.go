package review_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
	"github.com/tactuschess/tactus/rules/pgn"
)

// badGames are a good game, then one with an illegal move, one with a FEN
// that is not a position and one whose movetext is not PGN.
const badGames = `[White "a"]
[Black "b"]
[Result "*"]

1. e4 e5 *

[White "c"]
[Black "d"]
[Result "*"]

1. e4 e5 2. Ke3 *

[White "e"]
[Black "f"]
[SetUp "1"]
[FEN "8/8/8 w - - 0 1"]
[Result "*"]

1. e4 *

[White "g"]
[Black "h"]
[Result "*"]

1. e4 ((( *
`

// TestRefusalsInLanguage: in a UI other than English a game that cannot be
// read and a search that cannot be read are told in that language, from
// the errors' typed reasons: no library's English words, no package name.
func TestRefusalsInLanguage(t *testing.T) {
	ix, err := review.Build(strings.NewReader(badGames), int64(len(badGames)))
	if err != nil {
		t.Fatal(err)
	}
	// the English words of the libraries' errors, which must not be said
	var english []string
	for n := 1; n <= ix.Len(); n++ {
		e, _ := ix.Entry(n)
		if !e.Bad {
			continue
		}
		for err := e.Problem; err != nil; err = errors.Unwrap(err) {
			english = append(english, err.Error())
		}
		if _, err := ix.Game(n); err == nil {
			t.Fatalf("game %d is bad but opens", n)
		} else {
			english = append(english, err.Error())
		}
	}
	if ix.Bad() != 3 || len(english) == 0 {
		t.Fatalf("%d bad games, want 3", ix.Bad())
	}
	for _, u := range catalog.All() {
		if u.Tag == "en" {
			continue
		}
		t.Run(u.Tag, func(t *testing.T) {
			r := review.New(review.Options{Index: ix, UI: u})
			var b strings.Builder
			for _, l := range []string{"list", "game 2", "game 3", "game 4", "list colour:red", `list white:"a`, "list result:maybe", "list white:"} {
				for _, out := range r.Do(context.Background(), l) {
					b.WriteString(out.Text + "\n")
				}
			}
			out := b.String()
			for _, prefix := range []string{"review:", "pgn:", "rules:", "notation:"} {
				if strings.Contains(out, prefix) {
					t.Errorf("%q said:\n%s", prefix, out)
				}
			}
			for _, s := range english {
				if i := strings.LastIndex(s, ": "); i >= 0 {
					s = s[i+2:]
				}
				if strings.Contains(out, s) {
					t.Errorf("the library's English %q said:\n%s", s, out)
				}
			}
			e, _ := ix.Entry(2)
			var perr *pgn.Error
			if !errors.As(e.Problem, &perr) || !strings.Contains(out, u.Reasons.PGNMove) {
				t.Errorf("the illegal move is not said as %q:\n%s", u.Reasons.PGNMove, out)
			}
		})
	}
}
