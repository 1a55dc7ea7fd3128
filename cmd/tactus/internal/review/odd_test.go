package review_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
)

// oddScript is the plain-mode session over testdata/odd.pgn that
// testdata/odd.golden records: null moves numbered on.
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
quit
`

// TestGoldenOddGames: games as users' files have them, read past what is
// odd in them, reviewed in plain mode.
func TestGoldenOddGames(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "odd.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		t.Fatal(err)
	}
	ix, err := review.Build(f, st.Size())
	if err != nil {
		t.Fatal(err)
	}
	r := review.New(review.Options{Index: ix})
	var out bytes.Buffer
	if err := review.Run(context.Background(), r, 0, strings.NewReader(oddScript), &out, nil); err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "odd.golden")
	if *update {
		if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != string(want) {
		t.Errorf("plain review differs from %s (go test -run Golden -update rewrites it):\n%s", golden, got)
	}
}
