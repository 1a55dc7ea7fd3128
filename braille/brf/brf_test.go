package brf

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func game(t testing.TB, sans ...string) Game {
	t.Helper()
	g := Game{Start: rules.StartPosition()}
	p := g.Start
	for _, s := range sans {
		m, err := notation.ParseSAN(&p, s)
		if err != nil {
			t.Fatal(err)
		}
		g.Moves = append(g.Moves, m)
		if err := p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// checkBRF fails unless out is BRF as embossers take it: bytes 0x20–0x5F,
// CR LF line ends, form feeds; lines of at most width cells, pages of at
// most length lines.
func checkBRF(t testing.TB, out []byte, width, length int) {
	t.Helper()
	for i, c := range out {
		if (c < 0x20 || c > 0x5f) && c != '\r' && c != '\n' && c != '\f' {
			t.Fatalf("byte %d is %#x, not North American ASCII Braille", i, c)
		}
	}
	for p, page := range strings.Split(string(out), "\f") {
		lines := strings.Split(page, "\r\n")
		if lines[len(lines)-1] == "" {
			lines = lines[:len(lines)-1]
		}
		if len(lines) > length {
			t.Errorf("page %d has %d lines, more than %d", p+1, len(lines), length)
		}
		for _, l := range lines {
			if len(l) > width || strings.ContainsAny(l, "\r\n") {
				t.Errorf("page %d: line %q is longer than %d cells or has a lone CR or LF", p+1, l, width)
			}
		}
	}
}

func TestGolden(t *testing.T) {
	g := game(t, "e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#")
	g.Title = []string{"Carlsen, Magnus - Nepomniachtchi, Ian", "FIDE World Championship 2021", "Dubai UAE", "2021.12.03, round 6"}
	g.Result = "1-0"
	var b bytes.Buffer
	w, err := WriteGames(context.Background(), &b, braille.UK2015(), []Game{g}, Options{})
	if err != nil || w.Pages != 1 || w.Fallback != nil || w.Note() != "" {
		t.Fatalf("%+v, %v", w, err)
	}
	checkBRF(t, b.Bytes(), 40, 25)
	golden := filepath.Join("testdata", "scholars-mate.brf")
	if *update {
		if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b.Bytes(), want) {
		t.Errorf("got\n%s\nwant\n%s", b.Bytes(), want)
	}
}

func TestPaginateAndStyles(t *testing.T) {
	var lines []braille.Cells
	for i := 0; i < 5; i++ {
		lines = append(lines, braille.Text("line"))
	}
	cases := []struct {
		name string
		opts Options
		want string
	}{
		{"form feed", Options{LineLength: 12, PageLength: 2, NoPageNumbers: true},
			"LINE\r\nLINE\r\n\fLINE\r\nLINE\r\n\fLINE\r\n\f"},
		{"pad lines, LF", Options{LineLength: 12, PageLength: 2, LineEnd: "\n", PageBreak: PadLines, NoPageNumbers: true},
			"LINE\nLINE\nLINE\nLINE\nLINE\n\n"},
		{"no break", Options{LineLength: 12, PageLength: 2, LineEnd: "\n", PageBreak: NoBreak, NoPageNumbers: true},
			"LINE\nLINE\nLINE\nLINE\nLINE\n"},
		{"numbers", Options{LineLength: 12, PageLength: 3, LineEnd: "\n"},
			"LINE\nLINE\nLINE      #A\n\fLINE\nLINE\n          #B\n\f"},
		{"numbers, padded", Options{LineLength: 12, PageLength: 4, LineEnd: "\n", PageBreak: PadLines},
			"LINE\nLINE\nLINE\nLINE      #A\nLINE\n\n\n          #B\n"},
	}
	for _, tc := range cases {
		pages, err := Paginate(lines, tc.opts)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := Write(&b, pages, tc.opts); err != nil {
			t.Fatal(err)
		}
		if b.String() != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, b.String(), tc.want)
		}
	}
}

func TestPageNumberNeedsRoom(t *testing.T) {
	// a full-width line cannot share the page number's line: it opens the
	// next page, and the number stands alone.
	lines := []braille.Cells{braille.Text("a"), braille.Text("abcdefghijkl")}
	pages, err := Paginate(lines, Options{LineLength: 12, PageLength: 2})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := Write(&b, pages, Options{LineLength: 12, PageLength: 2, LineEnd: "\n"}); err != nil {
		t.Fatal(err)
	}
	if want := "A\n          #A\n\fABCDEFGHIJKL\n          #B\n\f"; b.String() != want {
		t.Errorf("%q, want %q", b.String(), want)
	}
}

func TestWrap(t *testing.T) {
	cases := []struct {
		in    string // BRF
		width int
		want  []string
	}{
		{"abc def", 12, []string{"abc def"}},
		{"abcdef ghijkl mnop", 12, []string{"abcdef", "  ghijkl", "  mnop"}},
		{"abcdefghijk lmn", 12, []string{"abcdefghijk", "  lmn"}},
		{"abcdefghijkl mn", 12, []string{"abcdefghijkl", "  mn"}},
		{"abc   def", 6, []string{"abc", "  def"}},
		// a word longer than a line: cut with a hyphen
		{"abcdefghijklmnopqrstuvwxyz", 12, []string{"abcdefghijk-", "  lmnopqrst-", "  uvwxyz"}},
		// never after an indicator: ,m stays together
		{"abcdefghij,mnop", 12, []string{"abcdefghij-", "  ,mnop"}},
		// a number cut goes on with its numeric indicator
		{"ab#abcdefghijabc", 12, []string{"ab#abcdefgh-", "  #ijabc"}},
		{"#abc4defghijabc", 12, []string{"#abc4defghi-", "  #jabc"}},
	}
	for _, tc := range cases {
		in, err := braille.DecodeBRF(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, l := range wrap(in, tc.width) {
			s, _ := braille.EncodeBRF(l)
			got = append(got, s)
			if len(l) > tc.width {
				t.Errorf("%q: line of %d cells", tc.in, len(l))
			}
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("wrap(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestBadOptionsAndGames(t *testing.T) {
	bad := []Options{{LineLength: 5}, {LineLength: 1000}, {PageLength: -1}, {PageLength: 1}, {PageBreak: 7}, {LineEnd: "x"}}
	for _, o := range bad {
		if _, err := Paginate(nil, o); !errors.Is(err, ErrBadOptions) {
			t.Errorf("%+v: %v", o, err)
		}
		if err := Write(&bytes.Buffer{}, nil, o); !errors.Is(err, ErrBadOptions) {
			t.Errorf("write %+v: %v", o, err)
		}
		if _, err := WriteGames(context.Background(), &bytes.Buffer{}, braille.UK2015(), nil, o); !errors.Is(err, ErrBadOptions) {
			t.Errorf("write games %+v: %v", o, err)
		}
	}
	if _, err := Paginate(nil, Options{PageLength: 1, NoPageNumbers: true}); err != nil {
		t.Errorf("one line a page without numbers: %v", err)
	}
	g := game(t, "e4")
	g.Moves = append(g.Moves, g.Moves[0])
	good := game(t, "d4", "d5")
	var out bytes.Buffer
	w, err := WriteGames(context.Background(), &out, braille.UK2015(), []Game{good, g, good}, Options{Headings: Grade1{}})
	if err != nil || len(w.Skipped) != 1 || w.Skipped[0].Game != 2 || w.Skipped[0].Move != 1 || w.Skipped[0].Side != rules.Black ||
		!errors.Is(w.Skipped[0].Err, rules.ErrIllegalMove) || w.Pages != 2 {
		t.Errorf("illegal move: %+v, %v", w, err)
	}
	if err := Write(&bytes.Buffer{}, [][]braille.Cells{{{braille.Dot7}}}, Options{}); err == nil {
		t.Error("dot 7 written to BRF")
	}
}

func TestGamesStartNewPages(t *testing.T) {
	a, b := game(t, "e4"), game(t, "d4")
	var out bytes.Buffer
	opts := Options{PageLength: 3, LineEnd: "\n"}
	w, err := WriteGames(context.Background(), &out, braille.UK2015(), []Game{a, b}, opts)
	if err != nil || w.Pages != 2 {
		t.Fatal(w, err)
	}
	want := "1 E4\n\n" + strings.Repeat(" ", 38) + "#A\n\f1 D4\n\n" + strings.Repeat(" ", 38) + "#B\n\f"
	if out.String() != want {
		t.Errorf("%q, want %q", out.String(), want)
	}
}

// failing is a Translator that fails.
type failing struct{ err error }

func (f failing) Translate(context.Context, []string) ([]braille.Cells, error) { return nil, f.err }

// short is a Translator that loses lines.
type short struct{}

func (short) Translate(context.Context, []string) ([]braille.Cells, error) { return nil, nil }

func TestHeadingsFallBack(t *testing.T) {
	g := game(t, "e4")
	g.Title, g.Result = []string{"Ana - Bo"}, "*"
	var want bytes.Buffer
	if _, err := WriteGames(context.Background(), &want, braille.UK2015(), []Game{g}, Options{}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		tr   Translator
		note string
	}{
		{failing{ErrNoLiblouis}, "liblouis is not installed, so the headings are in tactus's own UEB grade 1."},
		{failing{ErrLiblouis}, "liblouis could not translate the headings, so they are in tactus's own UEB grade 1."},
		{short{}, "liblouis could not translate the headings, so they are in tactus's own UEB grade 1."},
		{Louis{Program: "tactus-no-such-program"}, "liblouis is not installed, so the headings are in tactus's own UEB grade 1."},
	} {
		var b bytes.Buffer
		w, err := WriteGames(context.Background(), &b, braille.UK2015(), []Game{g}, Options{Headings: tc.tr})
		if err != nil || w.Fallback == nil || w.Note() != tc.note {
			t.Errorf("%T: %+v, %q, %v", tc.tr, w, w.Note(), err)
		}
		if b.String() != want.String() {
			t.Errorf("%T: %q, want the built-in's %q", tc.tr, b.String(), want.String())
		}
	}
}

func BenchmarkWriteGame(b *testing.B) {
	g := sixtyMoves(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := WriteGames(context.Background(), &bytes.Buffer{}, braille.UK2015(), []Game{g}, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// sixtyMoves is a game of 60 moves (120 plies) with a full heading.
func sixtyMoves(t testing.TB) Game {
	g := Game{Start: rules.StartPosition(), Result: "1/2-1/2",
		Title: []string{"Nepomniachtchi, Ian - Carlsen, Magnus", "FIDE World Championship 2021", "Dubai UAE", "2021.12.03, round 6"}}
	p := g.Start
	for i := 0; i < 120; i++ {
		var l rules.MoveList
		p.LegalMoves(&l)
		if l.Len() == 0 {
			t.Fatalf("no move at ply %d", i)
		}
		m := l.At(i * 7 % l.Len())
		g.Moves = append(g.Moves, m)
		if err := p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func BenchmarkWriteGameLiblouis(b *testing.B) {
	if _, err := (Louis{}).Translate(context.Background(), []string{"a"}); err != nil {
		rulestest.Require(b, "liblouis (Debian package liblouis-bin): "+err.Error())
	}
	g := sixtyMoves(b)
	b.ReportAllocs()
	for b.Loop() {
		w, err := WriteGames(context.Background(), &bytes.Buffer{}, braille.UK2015(), []Game{g}, Options{Headings: Louis{}})
		if err != nil || w.Fallback != nil {
			b.Fatal(err, w.Fallback)
		}
	}
}

func TestNullMove(t *testing.T) {
	g := game(t, "e4")
	g.Moves = append(g.Moves, rules.NoMove, rules.NoMove)
	g.Moves = append(g.Moves, game(t, "e4", "e5").Moves[1])
	var out bytes.Buffer
	w, err := WriteGames(context.Background(), &out, braille.UK2015(), []Game{g}, Options{Headings: Grade1{}, PageBreak: NoBreak, NoPageNumbers: true})
	if err != nil || len(w.Skipped) != 0 {
		t.Fatalf("%+v, %v", w, err)
	}
	if want := "1 E4 --\r\n2 -- E5\r\n"; out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
	check := game(t, "e4", "f5", "Qh5+")
	check.Moves = append(check.Moves, rules.NoMove) // Black in check cannot pass
	w, err = WriteGames(context.Background(), &out, braille.UK2015(), []Game{check}, Options{})
	if err != nil || len(w.Skipped) != 1 || w.Skipped[0].Move != 2 || !errors.Is(w.Skipped[0].Err, rules.ErrIllegalMove) {
		t.Errorf("null move in check: %+v, %v", w, err)
	}
}

// countingTranslator counts its runs (liblouis's, in production) and
// translates with Grade1.
type countingTranslator struct{ runs *int }

func (c countingTranslator) Translate(ctx context.Context, lines []string) ([]braille.Cells, error) {
	*c.runs++
	return Grade1{}.Translate(ctx, lines)
}

// TestWriterAcrossBatches: a Writer given more games than a batch holds
// writes what WriteGames would in one go: the page numbers run on, a game
// left out is numbered among all the games added, and the headings are
// translated once a batch.
func TestWriterAcrossBatches(t *testing.T) {
	good := game(t, "d4", "d5")
	good.Title = []string{"Smith - Jones"}
	bad := game(t, "e4")
	bad.Moves = append(bad.Moves, bad.Moves[0])
	n := 2*batchSize + 3
	var games []Game
	for i := 1; i <= n; i++ {
		if i == batchSize+1 {
			games = append(games, bad)
		} else {
			games = append(games, good)
		}
	}
	runs := 0
	var out bytes.Buffer
	w, err := NewWriter(context.Background(), &out, braille.UK2015(), Options{Headings: countingTranslator{&runs}})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range games {
		if err := w.Add(g); err != nil {
			t.Fatal(err)
		}
	}
	written, err := w.Close()
	if err != nil {
		t.Fatal(err)
	}
	if written.Pages != n-1 || len(written.Skipped) != 1 || written.Skipped[0].Game != batchSize+1 || runs != 3 {
		t.Fatalf("pages %d, skipped %+v, translations %d; want %d pages, game %d left out, 3 runs",
			written.Pages, written.Skipped, runs, n-1, batchSize+1)
	}
	pages := strings.Split(strings.TrimSuffix(out.String(), "\f"), "\f")
	if len(pages) != n-1 {
		t.Fatalf("%d pages written", len(pages))
	}
	for _, i := range []int{1, batchSize, batchSize + 1, n - 1} { // page numbers across the batches
		num, err := braille.EncodeBRF(pageNumber(i))
		if err != nil {
			t.Fatal(err)
		}
		if lines := strings.Split(strings.TrimSuffix(pages[i-1], "\r\n"), "\r\n"); !strings.HasSuffix(lines[len(lines)-1], upperBRF(num)) {
			t.Errorf("page %d ends %q, want its number %q", i, lines[len(lines)-1], upperBRF(num))
		}
	}
	var whole bytes.Buffer
	if _, err := WriteGames(context.Background(), &whole, braille.UK2015(), games, Options{Headings: Grade1{}}); err != nil || whole.String() != out.String() {
		t.Errorf("WriteGames wrote otherwise (%v)", err)
	}
}
