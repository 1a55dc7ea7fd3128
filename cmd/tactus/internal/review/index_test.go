package review_test

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
	"github.com/tactuschess/tactus/rules/pgn"
)

// streamed reads s with one pgn.Reader, as `tactus pgn check` does: per
// game, whether it was read, its White tag and its plies.
func streamed(s string) []string {
	var out []string
	r := pgn.NewReader(strings.NewReader(s))
	for {
		g, err := r.Next()
		if err == io.EOF {
			return out
		}
		var perr *pgn.Error
		switch {
		case errors.As(err, &perr):
			out = append(out, "bad")
		case err != nil:
			return append(out, "error")
		default:
			w, _ := g.Tag("White")
			out = append(out, w+" "+strings.Repeat("x", len(g.Moves)))
		}
	}
}

// indexed is what the index says of the same games.
func indexed(t testing.TB, s string) []string {
	ix, err := review.Build(strings.NewReader(s), int64(len(s)))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for n := 1; n <= ix.Len(); n++ {
		e, _ := ix.Entry(n)
		if e.Bad {
			out = append(out, "bad")
			if _, err := ix.Game(n); !errors.Is(err, review.ErrBadGame) {
				t.Errorf("game %d is bad but Game says %v", n, err)
			}
			continue
		}
		g, err := ix.Game(n)
		if err != nil {
			t.Fatalf("game %d: %v", n, err)
		}
		if w, _ := g.Tag("White"); w != e.White || len(g.Moves) != e.Plies {
			t.Errorf("game %d read again is %q, %d plies; indexed %q, %d", n, w, len(g.Moves), e.White, e.Plies)
		}
		out = append(out, e.White+" "+strings.Repeat("x", e.Plies))
	}
	return out
}

// inputs are PGN texts as users' files have them.
var inputs = map[string]string{
	"two games":              "[White \"A\"]\n\n1. e4 e5 1-0\n\n[White \"B\"]\n\n1. d4 0-1\n",
	"bad game in the middle": "[White \"A\"]\n\n1. e4 1-0\n\n[White \"Bad\"]\n\n1. e5 e4 1-0\n\n[White \"C\"]\n\n1. Nf3 *\n",
	"broken tag line":        "[White \"Smith \"Smithy\" J\"]\n[Black \"X\"]\n\n1. e4 1-0\n\n[White \"D\"]\n\n1. c4 *\n",
	"bracket in a comment":   "[White \"A\"]\n\n1. e4 {a comment\n[not a tag] still the comment} e5 1-0\n\n[White \"B\"]\n\n1. d4 *\n",
	"no tags":                "1. e4 e5 1-0\n\n1. d4 d5 0-1\n",
	"no result":              "[White \"A\"]\n\n1. e4 e5\n[White \"B\"]\n\n1. d4 *",
	"crlf and bom":           "\ufeff[White \"A\"]\r\n\r\n1. e4 1-0\r\n\r\n[White \"B\"]\r\n\r\n1. d4 *\r\n",
	"bad FEN":                "[White \"A\"]\n[FEN \"xx\"]\n\n1. e4 *\n\n[White \"B\"]\n\n1. d4 *\n",
	"escape lines":           "% a comment line\n[White \"A\"]\n\n1. e4 *\n% between\n[White \"B\"]\n\n1. d4 *\n",
	"empty":                  "",
	"only text":              "hello\n",
	// issue 20: files joined with cat, tags without moves, text outside games
	"joined with BOMs":    "\ufeff[White \"A\"]\n\n1. e4 1-0\n\ufeff[White \"B\"]\n\n1. d4 *\n",
	"tags without moves":  "[White \"A\"]\n\n[White \"B\"]\n\n1. d4 *\n",
	"forum post":          "[pgn]\n[White \"A\"]\n\n1. e4 1-0\n[/pgn]\n[pgn][White \"B\"]\n\n1. d4 *\n[/pgn]\n",
	"text between games":  "Games:\n[White \"A\"]\n\n1. e4 1-0\nThe second one:\n[White \"B\"]\n\n1. d4 *\nThe end.\n",
	"result with en dash": "[White \"A\"]\n\n1. e4 1\u20130\n\n[White \"B\"]\n\n1. d4 *\n",
	"variant game":        "[White \"A\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. N@f3 *\n\n[White \"B\"]\n\n1. d4 *\n",
}

func TestIndexCountsAsTheReaderDoes(t *testing.T) {
	for name, in := range inputs {
		t.Run(name, func(t *testing.T) {
			want, got := streamed(in), indexed(t, in)
			if strings.Join(got, "|") != strings.Join(want, "|") {
				t.Errorf("index %q, reader %q", got, want)
			}
		})
	}
}

func TestIndexBadGames(t *testing.T) {
	in := inputs["bad game in the middle"]
	ix, err := review.Build(strings.NewReader(in), int64(len(in)))
	if err != nil {
		t.Fatal(err)
	}
	if ix.Len() != 3 || ix.Bad() != 1 {
		t.Fatalf("%d games, %d bad; want 3, 1", ix.Len(), ix.Bad())
	}
	e, _ := ix.Entry(2)
	if !e.Bad || e.Problem == nil {
		t.Errorf("game 2 = %+v, want bad with a problem", e)
	}
	if e, _ := ix.Entry(3); e.White != "C" || e.Number != 3 {
		t.Errorf("game 3 = %+v, want White C", e)
	}
	if _, err := ix.Game(4); !errors.Is(err, review.ErrNoGame) {
		t.Errorf("Game(4) = %v, want ErrNoGame", err)
	}
	if _, ok := ix.Entry(0); ok {
		t.Error("Entry(0) found a game")
	}
}

func TestIndexTestdataAsTheReader(t *testing.T) {
	ix := open(t)
	if ix.Len() != 8 || ix.Bad() != 0 {
		t.Fatalf("%d games, %d bad; want 8, 0", ix.Len(), ix.Bad())
	}
	e, _ := ix.Entry(1)
	if e.White != "dangerouschess07" || e.Result != "0-1" || e.ECO != "A57" || e.Plies != 104 {
		t.Errorf("game 1 = %+v", e)
	}
}

func TestSearch(t *testing.T) {
	ix := open(t)
	for _, tc := range []struct {
		q    string
		want []int
	}{
		{"", []int{1, 2, 3, 4, 5, 6, 7, 8}},
		{"white:dangerous", []int{1, 3}},
		{"black:DANGEROUS", []int{2}},
		{"player:someone", []int{4}},
		{"result:1-0", []int{2, 4}},
		{"result:white", []int{2, 4}},
		{"result:unfinished eco:D15", []int{6, 7, 8}},
		{"date:1997", []int{4}},
		{"opening:benko", []int{1, 3}},
		{"chebanenko", []int{7, 8}},
		{`event:"three knights"`, []int{6}},
		{"sicilian gabuzyan", []int{2}},
		{"nobody", nil},
	} {
		q, err := review.ParseQuery(tc.q)
		if err != nil {
			t.Errorf("%q: %v", tc.q, err)
			continue
		}
		if got := ix.Search(q); !equal(got, tc.want) {
			t.Errorf("%q found %v, want %v", tc.q, got, tc.want)
		}
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestBadQueries(t *testing.T) {
	for _, q := range []string{`white:`, `colour:red`, `result:maybe`, `event:"open`, `""`} {
		if _, err := review.ParseQuery(q); !errors.Is(err, review.ErrQuery) {
			t.Errorf("%q: %v, want ErrQuery", q, err)
		}
	}
}

// FuzzIndex checks that every game the index lists reads back as listed.
// On malformed tag sections (a tag pair broken across lines) the index may
// number games differently from one pgn.Reader over the whole file; the
// well-formed cases of inputs are held to the reader's numbering above.
func FuzzIndex(f *testing.F) {
	for _, in := range inputs {
		f.Add(in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		indexed(t, in)
	})
}
