package review_test

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// open indexes testdata/games.pgn.
func open(t testing.TB) *review.Index {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "games.pgn"))
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

// script is the plain-mode session the golden file records.
const script = `list
list white:dangerouschess07
list result:draw
list opening:benko
game 1
next
next

back
go 26 white
var
next
out
board
e4?
attackers d5
pieces white queen
pawns
whose
where
last
go 30 black
end
next
analyse
start
game 4
go 1 black
var 1
next
next
next
next
next
var
next
out
back
out
main
info
game 6
next
go ply 99
game 99
frobnicate
quit
next
`

// matchGolden compares a plain review's output with testdata/name, which
// -update rewrites.
func matchGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	golden := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Errorf("plain review differs from %s (go test -run Golden -update rewrites it):\n%s", golden, got)
	}
}

func TestGoldenPlainReview(t *testing.T) {
	r := review.New(review.Options{Index: open(t)})
	var out bytes.Buffer
	if err := review.Run(context.Background(), r, 0, strings.NewReader(script), &out, nil); err != nil {
		t.Fatal(err)
	}
	matchGolden(t, "review.golden", out.Bytes())
	if bytes.ContainsRune(out.Bytes(), 0x1b) {
		t.Error("plain mode wrote an escape code")
	}
}
