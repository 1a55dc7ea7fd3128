package brf

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

func game(t *testing.T, sans ...string) Game {
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

func TestScholarsMate(t *testing.T) {
	g := game(t, "e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#")
	g.Title = []string{"White - Black"}
	g.Result = "1-0"
	var b bytes.Buffer
	if err := WriteGames(&b, braille.UK2015(), []Game{g}, Options{}); err != nil {
		t.Fatal(err)
	}
	want := "white - black\r\n\r\n1 e4 e5\r\n2 lc4 sc6\r\n3 qh5 sf6\r\n4 q;f7>m\r\n1-0\r\n\f"
	if b.String() != want {
		t.Fatalf("got\n%q\nwant\n%q", b.String(), want)
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
		{"form feed", Options{LineLength: 12, PageLength: 2},
			"line\r\nline\r\n\fline\r\nline\r\n\fline\r\n\f"},
		{"pad lines, LF", Options{LineLength: 12, PageLength: 2, LineEnd: "\n", PageBreak: PadLines},
			"line\nline\nline\nline\nline\n\n"},
		{"no break", Options{LineLength: 12, PageLength: 2, LineEnd: "\n", PageBreak: NoBreak},
			"line\nline\nline\nline\nline\n"},
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

func TestWrap(t *testing.T) {
	cases := []struct {
		in    string
		width int
		want  []string
	}{
		{"abc def", 12, []string{"abc def"}},
		{"abcdef ghijkl mnop", 12, []string{"abcdef", "  ghijkl", "  mnop"}},
		{"abcdefghijklmnopqrstuvwxyz", 12, []string{"abcdefghijkl", "  mnopqrstuv", "  wxyz"}},
		{"abcdefghijk lmn", 12, []string{"abcdefghijk", "  lmn"}},
		{"abcdefghijkl mn", 12, []string{"abcdefghijkl", "  mn"}},
	}
	for _, tc := range cases {
		var got []string
		for _, l := range wrap(braille.Text(tc.in), tc.width) {
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
	for _, o := range []Options{{LineLength: 5}, {LineLength: 1000}, {PageLength: -1}, {PageBreak: 7}} {
		if _, err := Paginate(nil, o); !errors.Is(err, ErrBadOptions) {
			t.Errorf("%+v: %v", o, err)
		}
		if err := Write(&bytes.Buffer{}, nil, o); !errors.Is(err, ErrBadOptions) {
			t.Errorf("write %+v: %v", o, err)
		}
	}
	g := game(t, "e4")
	g.Moves = append(g.Moves, g.Moves[0])
	if err := WriteGames(&bytes.Buffer{}, braille.UK2015(), []Game{g}, Options{}); !errors.Is(err, rules.ErrIllegalMove) {
		t.Errorf("illegal move: %v", err)
	}
	if err := Write(&bytes.Buffer{}, [][]braille.Cells{{{braille.Dot7}}}, Options{}); err == nil {
		t.Error("dot 7 written to BRF")
	}
}

func TestGamesStartNewPages(t *testing.T) {
	a, b := game(t, "e4"), game(t, "d4")
	var out bytes.Buffer
	if err := WriteGames(&out, braille.UK2015(), []Game{a, b}, Options{}); err != nil {
		t.Fatal(err)
	}
	if out.String() != "1 e4\r\n\f1 d4\r\n\f" {
		t.Errorf("%q", out.String())
	}
}

func BenchmarkWriteGame(b *testing.B) {
	g := Game{Start: rules.StartPosition(), Result: "*"}
	p := g.Start
	for i := 0; i < 120; i++ {
		var l rules.MoveList
		p.LegalMoves(&l)
		if l.Len() == 0 {
			break
		}
		m := l.At(i % l.Len())
		g.Moves = append(g.Moves, m)
		if err := p.Play(m); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := WriteGames(&bytes.Buffer{}, braille.UK2015(), []Game{g}, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
