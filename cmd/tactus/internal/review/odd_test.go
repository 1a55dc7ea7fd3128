package review_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
)

// oddScript is the plain-mode session over testdata/odd.pgn that
// testdata/odd.golden records: null moves numbered on, a set-up position
// no game can reach, flaws the reader read past.
const oddScript = `game 1
next
next
next
next
next
next
next
next
go 2 white
where
go 3 black
back
game 2
next
game 3
quit
`

// TestGoldenOddGames: games as users' files have them, read past what is
// odd in them, reviewed in plain mode.
func TestGoldenOddGames(t *testing.T) {
	r := review.New(review.Options{Index: openOdd(t)})
	var out bytes.Buffer
	if err := review.Run(context.Background(), r, 0, strings.NewReader(oddScript), &out, nil); err != nil {
		t.Fatal(err)
	}
	matchGolden(t, "odd.golden", out.Bytes())
}

// TestWarningsSaidOnce: opening a game says each flaw the reader read
// past once, in the UI language, and stepping on says none again.
func TestWarningsSaidOnce(t *testing.T) {
	ix := openOdd(t)
	for _, u := range catalog.All() {
		r := review.New(review.Options{Index: ix, UI: u})
		count := func(ls []review.Line, want string) int {
			n := 0
			for _, l := range ls {
				if l.Text == want {
					n++
				}
			}
			return n
		}
		if got := r.Open(2); count(got, u.Review.NotFromGame) != 1 {
			t.Errorf("%s: game 2 opens with %q, want %q once", u.Name(), texts(got), u.Review.NotFromGame)
		}
		if got := r.Do(context.Background(), "next"); count(got, u.Review.NotFromGame) != 0 {
			t.Errorf("%s: next says %q again", u.Name(), texts(got))
		}
		flaw := u.Review.FileFlaw[:strings.Index(u.Review.FileFlaw, "{0}")]
		got := r.Open(3)
		if n := strings.Count(texts(got), flaw); n != 2 {
			t.Errorf("%s: game 3 opens with %q, want %q twice", u.Name(), texts(got), flaw)
		}
		if got := r.Open(1); strings.Contains(texts(got), flaw) || count(got, u.Review.NotFromGame) != 0 {
			t.Errorf("%s: game 1 has no flaw, but opens with %q", u.Name(), texts(got))
		}
	}
}

// openOdd indexes testdata/odd.pgn.
func openOdd(t *testing.T) *review.Index {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "odd.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	st, err := f.Stat()
	if err != nil {
		t.Fatal(err)
	}
	ix, err := review.Build(f, st.Size())
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

// TestLongTagsAndComments: a 70,000-character player name is cut to
// MaxShown characters in the list, and the game, opened, says it was cut;
// a 50 MB comment is cut by the reader and said so too, and the game is
// reviewed as any other.
func TestLongTagsAndComments(t *testing.T) {
	name := strings.Repeat("A", 70000)
	text := "[White \"" + name + "\"]\n[Black \"Jones\"]\n\n1. e4 {" + strings.Repeat("c", 50<<20) + "} e5 *\n\n1. d4 *\n"
	ix, err := review.Build(strings.NewReader(text), int64(len(text)))
	if err != nil {
		t.Fatal(err)
	}
	if e, ok := ix.Entry(1); !ok || e.White != name[:review.MaxShown]+"…" || e.Black != "Jones" {
		t.Fatalf("entry White of %d bytes, Black %q", len(e.White), e.Black)
	}
	r := review.New(review.Options{Index: ix})
	got := texts(r.Open(1))
	for _, want := range []string{"The tag White is 70000 bytes long; it is cut to its first 4096",
		"a comment of 52428800 bytes is cut to its first 65536"} {
		if !strings.Contains(strings.ToLower(got), strings.ToLower(want)) {
			t.Errorf("game 1 opens with %.600q, which does not say %q", got, want)
		}
	}
	if strings.Count(got, "A") > 5000 {
		t.Errorf("opening game 1 shows %d letters of the name", strings.Count(got, "A"))
	}
	if got := texts(r.Do(context.Background(), "next")); !strings.Contains(got, "e4") && !strings.Contains(got, "Eva") {
		t.Errorf("next says %.300q", got)
	}
}
