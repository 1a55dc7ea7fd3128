package pgn

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// readAll reads every game of a PGN text, failing on any error.
func readAll(t testing.TB, r io.Reader) []*Game {
	t.Helper()
	pr := NewReader(r)
	var games []*Game
	for {
		g, err := pr.Next()
		if err == io.EOF {
			return games
		}
		if err != nil {
			t.Fatalf("game %d: %v", len(games)+1, err)
		}
		games = append(games, g)
	}
}

// sameGame reports how b, read back from what the writer wrote of a,
// differs from a. The writer puts the first of each seven-tag roster tag
// first (adding missing ones with its defaults and the Result tag from the
// result) and SetUp, FEN and Variant when the start position needs them;
// every other tag must come back in order.
func sameGame(a, b *Game) error {
	for _, rt := range rosterTags[:len(rosterTags)-1] {
		want, ok := a.Tag(rt.Name)
		if !ok {
			want = rt.Value
		}
		if got, _ := b.Tag(rt.Name); got != want {
			return fmt.Errorf("tag %s = %q, want %q", rt.Name, got, want)
		}
	}
	if got, _ := b.Tag("Result"); got != string(a.Result) {
		return fmt.Errorf("Result tag %q, want %q", got, a.Result)
	}
	ra, rb := otherTags(a, nil), otherTags(b, a)
	if len(ra) != len(rb) || (len(ra) > 0 && !reflect.DeepEqual(ra, rb)) {
		return fmt.Errorf("tags %q, want %q", rb, ra)
	}
	if a.Start != b.Start {
		return fmt.Errorf("start %s, want %s", b.Start.FEN(), a.Start.FEN())
	}
	if a.Result != b.Result {
		return fmt.Errorf("result %q, want %q", b.Result, a.Result)
	}
	if !reflect.DeepEqual(a.Comments, b.Comments) {
		return fmt.Errorf("comments %q, want %q", b.Comments, a.Comments)
	}
	if !reflect.DeepEqual(a.Moves, b.Moves) {
		return fmt.Errorf("moves differ")
	}
	return nil
}

// otherTags returns g's tags but the first of each roster tag; with orig,
// also without the SetUp, FEN and Variant tags the writer added.
func otherTags(g, orig *Game) []Tag {
	var seen [len(rosterTags)]bool
	var out []Tag
	for _, t := range g.Tags {
		if i := rosterIndex(t.Name); i >= 0 && !seen[i] {
			seen[i] = true
			continue
		}
		if orig != nil && (t.Name == "SetUp" || t.Name == "FEN" || t.Name == "Variant") {
			if _, ok := orig.Tag(t.Name); !ok {
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// roundTrip writes games, reads them back and compares; it also checks
// that writing again gives the same text and that lines fit 80 columns.
func roundTrip(t *testing.T, name string, games []*Game) {
	t.Helper()
	var out bytes.Buffer
	w := NewWriter(&out)
	for _, g := range games {
		if err := w.Write(g); err != nil {
			t.Fatalf("%s: write: %v", name, err)
		}
	}
	back := readAll(t, bytes.NewReader(out.Bytes()))
	if len(back) != len(games) {
		t.Fatalf("%s: %d games written, %d read back", name, len(games), len(back))
	}
	for i := range games {
		if err := sameGame(games[i], back[i]); err != nil {
			t.Errorf("%s game %d: %v\n%s", name, i+1, err, back[i])
		}
	}
	var again bytes.Buffer
	w2 := NewWriter(&again)
	for _, g := range back {
		if err := w2.Write(g); err != nil {
			t.Fatal(err)
		}
	}
	if again.String() != out.String() {
		t.Errorf("%s: writing the read-back games gives different text", name)
	}
	for i, line := range strings.Split(out.String(), "\n") {
		if n := len([]rune(line)); n > maxColumns && !strings.HasPrefix(line, "[") && strings.Contains(line, " ") {
			t.Errorf("%s: output line %d has %d columns: %q", name, i+1, n, line)
		}
	}
}

// testFiles returns the PGN files of testdata, failing when there are
// none.
func testFiles(t testing.TB) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "*.pgn"))
	if err != nil || len(files) < 4 {
		t.Fatalf("PGN files in testdata: %v, %v", files, err)
	}
	return files
}

// TestRoundTripTestdataGames reads every game of testdata, writes it, reads
// it back and compares.
func TestRoundTripTestdataGames(t *testing.T) {
	files := testFiles(t)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		games := readAll(t, bytes.NewReader(data))
		if len(games) == 0 {
			t.Errorf("%s: no games", f)
		}
		roundTrip(t, filepath.Base(f), games)
	}
}

func TestLichessFile(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "lichess-1000.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games := readAll(t, f)
	if len(games) != 1000 {
		t.Fatalf("%d games, want 1000", len(games))
	}
	g := games[0]
	if v, _ := g.Tag("White"); v != "dangerouschess07" {
		t.Errorf("White = %q", v)
	}
	if g.Result != rules.BlackWins {
		t.Errorf("Result = %q", g.Result)
	}
	p := g.Moves[0]
	if !p.HasClock || p.Clock.String() != "3m0s" {
		t.Errorf("first clock = %v, %v", p.Clock, p.HasClock)
	}
	if len(p.Comments) != 1 || p.Comments[0] != "[%eval 0.17]" {
		t.Errorf("first comments = %q", p.Comments)
	}
	// 23. Qe3?! with a variation (23. a4 Bxa1).
	q := g.Moves[44]
	if len(q.NAGs) != 1 || q.NAGs[0] != 6 || len(q.Variations) != 1 || len(q.Variations[0].Moves) != 2 {
		t.Errorf("ply 45: NAGs %v, variations %d", q.NAGs, len(q.Variations))
	}
}
