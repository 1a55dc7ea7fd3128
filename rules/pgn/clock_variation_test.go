package pgn_test

// Second review of package pgn, continued: clocks, draw offers,
// variations, bad games, long lines, the writer and round-trip fuzzing.

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/rules/pgn"
)

// TestClocks: [%clk] and [%emt] in the forms programs write.
func TestClocks(t *testing.T) {
	tests := []struct {
		comment string
		clk     time.Duration
		hasClk  bool
		emt     time.Duration
		hasEmt  bool
		rest    string
	}{
		{"[%clk 0:03:00]", 3 * time.Minute, true, 0, false, ""},
		{"[%clk 1:23:45]", time.Hour + 23*time.Minute + 45*time.Second, true, 0, false, ""},
		{" [%clk 0:00:09.3] ", 9300 * time.Millisecond, true, 0, false, ""},
		{"[%emt 0:00:12] [%clk 0:59:48]", 59*time.Minute + 48*time.Second, true, 12 * time.Second, true, ""},
		{"before [%clk 10:00:00] after", 10 * time.Hour, true, 0, false, "before after"},
		{"[%clk 0:01:00][%emt 0:00:01]", time.Minute, true, time.Second, true, ""},
		{"[%cal Ra1a8] [%clk 0:00:01]", time.Second, true, 0, false, "[%cal Ra1a8]"},
		{"[%clk not a time]", 0, false, 0, false, "[%clk not a time]"},
	}
	for _, tt := range tests {
		g := rvOne(t, "1. e4 {"+tt.comment+"} *")
		p := g.Moves[0]
		if p.HasClock != tt.hasClk || p.Clock != tt.clk || p.HasElapsed != tt.hasEmt || p.Elapsed != tt.emt {
			t.Errorf("%q: clock %v/%v elapsed %v/%v", tt.comment, p.Clock, p.HasClock, p.Elapsed, p.HasElapsed)
		}
		var rest string
		if len(p.Comments) > 0 {
			rest = strings.Join(p.Comments, "|")
		}
		if rest != tt.rest {
			t.Errorf("%q: comments %q, want %q", tt.comment, rest, tt.rest)
		}
		rvRoundTrip(t, tt.comment, g)
	}
}

// TestClockRoundTrip: every clock value the writer accepts reads
// back the same, including fractions, long games and a clock that ran
// out (zero) or past zero.
func TestClockRoundTrip(t *testing.T) {
	for _, d := range []time.Duration{0, time.Millisecond, 999 * time.Millisecond, 90 * time.Minute,
		100*time.Hour + time.Second, 1500 * time.Millisecond, -1500 * time.Millisecond, -time.Hour} {
		pos := rules.StartPosition()
		m, _ := notation.ParseSAN(&pos, "e4")
		g := &pgn.Game{Result: "*", Moves: []pgn.Ply{{Move: m, Clock: d, HasClock: true, Elapsed: d, HasElapsed: true}}}
		var b bytes.Buffer
		if err := pgn.NewWriter(&b).Write(g); err != nil {
			continue // refusing a negative clock is fine
		}
		res := rvRead(t, b.String())
		if len(res) != 1 || res[0].err != nil {
			t.Errorf("clock %v: read back: %v", d, firstErr(res))
			continue
		}
		p := res[0].g.Moves[0]
		if !p.HasClock || p.Clock != d || !p.HasElapsed || p.Elapsed != d {
			t.Errorf("clock %v: written %q, read back clock %v/%v elapsed %v/%v, comments %q",
				d, strings.TrimSpace(b.String()[strings.Index(b.String(), "1. e4"):]), p.Clock, p.HasClock, p.Elapsed, p.HasElapsed, p.Comments)
		}
	}
}

// TestDrawOffer: (=) after a move, in the movetext or a comment,
// and a comment that says (=) among other words.
func TestDrawOffer(t *testing.T) {
	g := rvOne(t, "1. e4 (=) e5 {(=)} 2. Nf3 {offers a draw (=) here} *")
	if !g.Moves[0].DrawOffer || !g.Moves[1].DrawOffer {
		t.Errorf("draw offers lost: %v %v", g.Moves[0].DrawOffer, g.Moves[1].DrawOffer)
	}
	if g.Moves[2].DrawOffer || len(g.Moves[2].Comments) != 1 {
		t.Errorf("Nf3: offer %v comments %q", g.Moves[2].DrawOffer, g.Moves[2].Comments)
	}
	rvRoundTrip(t, "draw offers", g)
}

// TestNestedVariations: deep but allowed nesting reads and writes.
func TestNestedVariations(t *testing.T) {
	text := "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6 (2... e6 3. g3 (3. f4 d5 (3... a6)))) 2... d6) 2. Nf3 $1 $14 (2. Bc4 $2) *"
	g := rvOne(t, text)
	depth := 0
	for v := g.Moves[1].Variations; len(v) > 0; depth++ {
		var next []pgn.Variation
		for _, p := range v[0].Moves {
			if len(p.Variations) > 0 {
				next = p.Variations
				break
			}
		}
		v = next
	}
	if depth != 5 {
		t.Errorf("nesting depth %d, want 5", depth)
	}
	if !reflect.DeepEqual(g.Moves[2].NAGs, []int{1, 14}) {
		t.Errorf("NAGs %v", g.Moves[2].NAGs)
	}
	rvRoundTrip(t, "nested", g)
}

// TestBadGameInTheMiddle: one bad game among good ones is reported
// with its line and column and the others are read.
func TestBadGameInTheMiddle(t *testing.T) {
	good := "[Event \"good\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n"
	tests := []struct {
		name      string
		bad       string
		kind      error
		line, col int // line within the bad game (1 = its first line)
	}{
		{"illegal", "[Event \"bad\"]\n\n1. e4 e5 2. Qh5 Ke7 3. Qxf7+ Kd6 4. Qf3 Kc5 5. O-O *\n\n", pgn.ErrIllegalMove, 3, 48},
		{"illegal in variation", "[Event \"bad\"]\n\n1. e4 e5 (1... Nf3) 2. Nf3 *\n\n", pgn.ErrIllegalMove, 3, 16},
		{"unknown piece", "[Event \"bad\"]\n\n1. e4 Sf6 *\n\n", pgn.ErrIllegalMove, 3, 7},
		{"bad tag", "[\"bad\"]\n\n1. e4 *\n\n", pgn.ErrSyntax, 1, 2},
		{"nul byte", "[Event \"bad\"]\n\n1. e4 \x00 e5 *\n\n", pgn.ErrSyntax, 3, 7},
		{"no result", "[Event \"bad\"]\n\n1. e4 e5 2. Kxe8\n\n", pgn.ErrIllegalMove, 3, 13},
		{"wide chars", "[Event \"bad\"]\n\n{ééé} 1. e4 ♞f6 2. Ke3 *\n\n", pgn.ErrIllegalMove, 3, 20},
	}
	for _, tt := range tests {
		text := good + tt.bad + good
		res := rvRead(t, text)
		if len(res) != 3 {
			t.Errorf("%s: %d results, want 3 (%v)", tt.name, len(res), firstErr(res))
			continue
		}
		for _, i := range []int{0, 2} {
			if res[i].err != nil || rvLine(res[i].g) != "e4 e5 Nf3 Nc6" {
				t.Errorf("%s: good game %d: %v", tt.name, i+1, res[i].err)
			}
		}
		var perr *pgn.Error
		if !errors.As(res[1].err, &perr) || !errors.Is(res[1].err, tt.kind) {
			t.Errorf("%s: %v, want %v", tt.name, res[1].err, tt.kind)
			continue
		}
		if perr.Game != 2 || perr.Line != 4+tt.line || perr.Column != tt.col {
			t.Errorf("%s: game %d line %d column %d, want game 2 line %d column %d (%v)", tt.name,
				perr.Game, perr.Line, perr.Column, 4+tt.line, tt.col, perr)
		}
	}
}

// TestVariationLongLines: lines far longer than any buffer, in comments,
// tags and movetext; the tag value and the comment are cut.
func TestVariationLongLines(t *testing.T) {
	long := strings.Repeat("x", 300_000)
	var moves strings.Builder
	pos := rules.StartPosition()
	rng := rand.New(rand.NewSource(3))
	for i := 0; i < 300; i++ {
		var l rules.MoveList
		pos.LegalMoves(&l)
		if l.Len() == 0 {
			break
		}
		m := l.At(rng.Intn(l.Len()))
		if pos.SideToMove() == rules.White {
			fmt.Fprintf(&moves, "%d. ", pos.FullmoveNumber())
		}
		moves.WriteString(notation.SAN(&pos, m) + " {" + strings.Repeat("c", 500) + "} ")
		if err := pos.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	text := "[Event \"" + long + "\"]\n\n{" + long + "} " + moves.String() + "*\n\n1. d4 *\n"
	res := rvRead(t, text)
	if len(res) != 2 || res[0].err != nil || res[1].err != nil {
		t.Fatalf("%d results, error %v", len(res), firstErr(res))
	}
	if v, _ := res[0].g.Tag("Event"); v != long[:pgn.MaxTagValue]+"…" {
		t.Errorf("long tag value not cut to MaxTagValue (%d bytes)", len(v))
	}
	if len(res[0].g.Comments) != 1 || res[0].g.Comments[0] != long[:pgn.MaxComment]+"…" {
		t.Errorf("long comment not cut to MaxComment")
	}
	if res[0].g.Final() != pos {
		t.Errorf("final position differs")
	}
	rvRoundTrip(t, "long", res[0].g)
}

// TestBinaryGarbage: random bytes and mangled games never panic or
// hang, and every error is a *pgn.Error with a line and column.
func TestBinaryGarbage(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	base, err := os.ReadFile(filepath.Join("testdata", "variations.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 300; i++ {
		var b []byte
		if i%2 == 0 {
			b = make([]byte, rng.Intn(4000))
			rng.Read(b)
		} else {
			b = append([]byte(nil), base...)
			for j := 0; j < 1+rng.Intn(10); j++ {
				b[rng.Intn(len(b))] = byte(rng.Intn(256))
			}
		}
		r := pgn.NewReader(bytes.NewReader(b))
		for n := 0; ; n++ {
			if n > len(b)+2 {
				t.Fatalf("input %d: reader does not end", i)
			}
			_, err := r.Next()
			if err == io.EOF {
				break
			}
			var perr *pgn.Error
			if err != nil && (!errors.As(err, &perr) || perr.Line < 1 || perr.Column < 1) {
				t.Fatalf("input %d: error %v", i, err)
			}
		}
	}
}

// TestWriterColumns: the writer keeps every movetext line within 80
// columns with long comments, NAGs, clocks and variations, and what it
// writes reads back the same, for every game of testdata.
func TestWriterColumns(t *testing.T) {
	dir := "testdata"
	files, _ := filepath.Glob(filepath.Join(dir, "*.pgn"))
	if len(files) == 0 {
		t.Fatalf("no PGN files in %s", dir)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		r := pgn.NewReader(bytes.NewReader(data))
		for n := 1; n <= 60; n++ {
			g, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Errorf("%s game %d: %v", filepath.Base(f), n, err)
				continue
			}
			// Decorate every ply.
			for i := range g.Moves {
				p := &g.Moves[i]
				p.NAGs = append(p.NAGs, i%256)
				p.Comments = append(p.Comments, strings.Repeat("word ", i%20)+"é…♞")
				p.Clock, p.HasClock = time.Duration(i)*1234567*time.Microsecond, true
				p.DrawOffer = i%7 == 0
			}
			rvRoundTrip(t, fmt.Sprintf("%s game %d", filepath.Base(f), n), g)
		}
	}
}

// TestWriterRefusesIllegal: an illegal move is an error and nothing
// is written.
func TestWriterRefusesIllegal(t *testing.T) {
	pos := rules.StartPosition()
	e4, _ := notation.ParseSAN(&pos, "e4")
	g := &pgn.Game{Moves: []pgn.Ply{{Move: e4}, {Move: e4}}}
	var b bytes.Buffer
	err := pgn.NewWriter(&b).Write(g)
	if !errors.Is(err, pgn.ErrIllegalMove) || b.Len() != 0 {
		t.Errorf("error %v, %d bytes written", err, b.Len())
	}
}

// FuzzReviewReadWrite: whatever reads, writes, and reads back the same.
func FuzzReviewReadWrite(f *testing.F) {
	for _, s := range []string{
		"1. e4 {a} e5 (1... c5 $1) 2. Nf3 (=) *",
		"[FEN \"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2\"]\n1. exd6 e.p. *",
		"[Variant \"Chess960\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n1. g3 g6 2. O-O *",
		"1. e4 {[%clk 0:01:00.5] [%emt 0:00:01]} ; x }\n1-0",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r := pgn.NewReader(strings.NewReader(s))
		for n := 0; n < 50; n++ {
			g, err := r.Next()
			if err == io.EOF {
				return
			}
			if err != nil {
				continue
			}
			var b bytes.Buffer
			if err := pgn.NewWriter(&b).Write(g); err != nil {
				t.Fatalf("cannot write a game it read: %v", err)
			}
			back, err := pgn.NewReader(&b).Next()
			if err != nil {
				t.Fatalf("cannot read what it wrote: %v\n%s", err, b.String())
			}
			if err := rvSame(g, back); err != nil {
				t.Fatalf("round trip: %v\n%s", err, b.String())
			}
		}
	})
}

// TestWriterAwkwardComments: comments with '}', line breaks, runs
// of spaces, leading '%' or ';', before the game, before a variation and
// after moves, round trip.
func TestWriterAwkwardComments(t *testing.T) {
	pos := rules.StartPosition()
	e4, _ := notation.ParseSAN(&pos, "e4")
	d4, _ := notation.ParseSAN(&pos, "d4")
	after := pos
	if err := after.Play(e4); err != nil {
		t.Fatal(err)
	}
	e5, _ := notation.ParseSAN(&after, "e5")
	g := &pgn.Game{
		Result:   "1/2-1/2",
		Comments: []string{"game } comment", "%not an escape", "; not a line comment"},
		Moves: []pgn.Ply{
			{Move: e4, Comments: []string{"a}b", "{braces}", strings.Repeat("long ", 40) + "end"},
				Variations: []pgn.Variation{{Comments: []string{"var } start"}, Moves: []pgn.Ply{{Move: d4, Comments: []string{"x}"}}}},
					{Moves: []pgn.Ply{{Move: d4, NAGs: []int{0, 255}}}}}},
			{Move: e5, Comments: []string{"%", ")", "("}},
		},
	}
	rvRoundTrip(t, "awkward comments", g)
}
