package pgn

import (
	"errors"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// sans returns the main line of g in SAN.
func sans(g *Game) string {
	pos := g.Start
	var out []string
	for _, p := range g.Moves {
		out = append(out, notation.SAN(&pos, p.Move))
		if pos.Play(p.Move) != nil {
			out = append(out, "(illegal)")
			break
		}
	}
	return strings.Join(out, " ")
}

func TestReadFeatures(t *testing.T) {
	text := "\uFEFF[Event \"Test \\\"quoted\\\" \\\\ event\"]\r\n" +
		"[Site \"Here\"]\r\n" +
		"\r\n" +
		"% an escape line, ignored\r\n" +
		"{Game comment} 1. e4! {[%clk 1:23:45] [%emt 0:00:12.5] good move} e5 $2 ; rest of line\r\n" +
		"2.Nf3 Nc6?! (2... d6 {Philidor} 3. d4 (3. Bc4) exd4) 3. Bb5 (=) a6 4. Ba4 Nf6\r\n" +
		"5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 1/2-1/2\r\n"
	games := readAll(t, strings.NewReader(text))
	if len(games) != 1 {
		t.Fatalf("%d games", len(games))
	}
	g := games[0]
	if v, _ := g.Tag("Event"); v != `Test "quoted" \ event` {
		t.Errorf("Event = %q", v)
	}
	if g.Result != "1/2-1/2" {
		t.Errorf("Result = %q", g.Result)
	}
	if want := "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O"; sans(g) != want {
		t.Errorf("main line %q, want %q", sans(g), want)
	}
	if len(g.Comments) != 1 || g.Comments[0] != "Game comment" {
		t.Errorf("game comments %q", g.Comments)
	}
	e4 := g.Moves[0]
	if !e4.HasClock || e4.Clock != time.Hour+23*time.Minute+45*time.Second {
		t.Errorf("clock %v %v", e4.Clock, e4.HasClock)
	}
	if !e4.HasElapsed || e4.Elapsed != 12500*time.Millisecond {
		t.Errorf("elapsed %v %v", e4.Elapsed, e4.HasElapsed)
	}
	if len(e4.NAGs) != 1 || e4.NAGs[0] != 1 || len(e4.Comments) != 1 || e4.Comments[0] != "good move" {
		t.Errorf("e4: NAGs %v comments %q", e4.NAGs, e4.Comments)
	}
	e5 := g.Moves[1]
	if len(e5.NAGs) != 1 || e5.NAGs[0] != 2 || len(e5.Comments) != 1 || e5.Comments[0] != "rest of line" {
		t.Errorf("e5: NAGs %v comments %q", e5.NAGs, e5.Comments)
	}
	nc6 := g.Moves[3]
	if len(nc6.NAGs) != 1 || nc6.NAGs[0] != 6 || len(nc6.Variations) != 1 {
		t.Fatalf("Nc6: NAGs %v variations %d", nc6.NAGs, len(nc6.Variations))
	}
	v := nc6.Variations[0]
	if len(v.Moves) != 3 || len(v.Moves[1].Variations) != 1 || v.Moves[0].Comments[0] != "Philidor" {
		t.Errorf("variation: %+v", v)
	}
	if !g.Moves[4].DrawOffer {
		t.Error("3. Bb5 (=) lost its draw offer")
	}
	roundTrip(t, "features", games)
	out := g.String()
	for _, want := range []string{"[Event \"Test \\\"quoted\\\" \\\\ event\"]\n[Site \"Here\"]\n[Date \"????.??.??\"]",
		"{(=)}", "[%clk 1:23:45] [%emt 0:00:12.5]}", "$1", "(2... d6 {Philidor} 3. d4 (3. Bc4) 3... exd4)"} {
		if !strings.Contains(out, want) {
			t.Errorf("written game lacks %q:\n%s", want, out)
		}
	}
}

func TestReadForms(t *testing.T) {
	tests := []struct {
		name, text string
		games      []string // main lines
		results    []string
	}{
		{"no tags", "1. e4 e5 1-0\n\n1. d4 *\n", []string{"e4 e5", "d4"}, []string{"1-0", "*"}},
		{"no result then tags", "[Result \"0-1\"]\n1. f3 e5\n[Event \"b\"]\n1. e4 *", []string{"f3 e5", "e4"}, []string{"0-1", "*"}},
		{"empty game", "[Event \"x\"]\n\n*\n", []string{""}, []string{"*"}},
		{"move numbers glued", "1.e4 1...e5 2.Nf3 *", []string{"e4 e5 Nf3"}, []string{"*"}},
		{"en passant", "[FEN \"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2\"]\n[SetUp \"1\"]\n2. exd6 e.p. Kf7 *",
			[]string{"exd6 Kf7"}, []string{"*"}},
		{"chess960", "[Variant \"Chess960\"]\n[FEN \"4k3/8/8/8/8/8/8/1R3KR1 w GB - 0 1\"]\n1. O-O Kd7 2. Rb7+ *",
			[]string{"O-O Kd7 Rb7+"}, []string{"*"}},
		{"figurines and lenient", "1. e4 e5 2. ♘f3 0-0?? 1-0", nil, nil},
		{"escape line", "%comment line\n1. e4 *\n%another\n", []string{"e4"}, []string{"*"}},
		{"only whitespace", "\n\n   \n", []string{}, []string{}},
		{"comment among tags", "[Event \"a\"]\n{note}\n[Site \"b\"]\n\n1. e4 *", []string{"e4"}, []string{"*"}},
		{"multi-line comment", "1. e4 {a\n[not a tag]\n%not escape} e5 *", []string{"e4 e5"}, []string{"*"}},
	}
	for _, tt := range tests {
		r := NewReader(strings.NewReader(tt.text))
		var got, res []string
		var err error
		for {
			var g *Game
			g, err = r.Next()
			if err != nil {
				break
			}
			got = append(got, sans(g))
			res = append(res, string(g.Result))
		}
		if tt.games == nil {
			if err == io.EOF {
				t.Errorf("%s: read without error", tt.name)
			}
			continue
		}
		if err != io.EOF {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if strings.Join(got, "|") != strings.Join(tt.games, "|") || strings.Join(res, "|") != strings.Join(tt.results, "|") {
			t.Errorf("%s: games %q results %q, want %q %q", tt.name, got, res, tt.games, tt.results)
		}
	}
}

// TestBadGames checks each bad game's error position and that the reader
// goes on with the next game.
func TestBadGames(t *testing.T) {
	const next = "\n\n[Event \"next\"]\n\n1. d4 d5 *\n"
	tests := []struct {
		name, text string
		kind       error
		line, col  int
	}{
		{"illegal move", "[Event \"x\"]\n\n1. e4 e5 2. Ke3 Nc6 *", ErrIllegalMove, 3, 13},
		{"not a move", "1. e4 Zz9 *", ErrIllegalMove, 1, 7},
		{"result in variation", "1. e4 (1. d4 *) e5 *", ErrSyntax, 1, 14},
		{"close without open", "1. e4 ) e5 *", ErrSyntax, 1, 7},
		{"variation first", "( 1. e4 ) *", ErrSyntax, 1, 1},
		{"nag first", "$1 1. e4 *", ErrSyntax, 1, 1},
		{"bad nag", "1. e4 $300 *", ErrSyntax, 1, 7},
		{"empty nag", "1. e4 $ *", ErrSyntax, 1, 7},
		{"bad annotation", "1. e4!!! *", ErrSyntax, 1, 4},
		{"bad character", "1. e4 @ e5 *", ErrSyntax, 1, 7},
		{"bad character utf8", "1. é4 *", ErrIllegalMove, 1, 4},
		{"tag without a name", "[ \"x\"]\n\n1. e4 *", ErrSyntax, 1, 3},
		{"tag name not a symbol", "[%Event \"x\"]\n\n1. e4 *", ErrSyntax, 1, 2},
		{"unknown glued annotation", "1. e4?!? *", ErrSyntax, 1, 4},
		{"glued annotation on a null move in check", "1. e4 e5 2. Qh5 Nc6 3. Qxf7+ --! *", ErrIllegalMove, 1, 30},
		{"bad fen", "[FEN \"8/8/8 w - - 0 1\"]\n\n1. e4 *", ErrBadFEN, 1, 1},
		{"bracket in moves", "1. e4 [x] e5 *", ErrSyntax, 1, 7},
		{"unclosed variation", "1. e4 (1. d4", ErrSyntax, 3, 1},
		{"deep", "1. e4 " + strings.Repeat("(1. d4 ", 70), ErrSyntax, 1, 6 + 7*64 + 1},
		{"null move in check", "1. e4 e5 2. Qh5 Nc6 3. Qxf7+ Z0 *", ErrIllegalMove, 1, 30},
		{"result in a variation after a null move", "1. e4 e5 (1... -- 2. d4 1-0) *", ErrSyntax, 1, 25},
	}
	for _, tt := range tests {
		r := NewReader(strings.NewReader(tt.text + next))
		_, err := r.Next()
		var perr *Error
		if !errors.As(err, &perr) || !errors.Is(err, tt.kind) {
			t.Errorf("%s: error %v, want a %v *Error", tt.name, err, tt.kind)
			continue
		}
		if perr.Line != tt.line || perr.Column != tt.col || perr.Game != 1 {
			t.Errorf("%s: error at game %d line %d column %d, want game 1 line %d column %d (%v)",
				tt.name, perr.Game, perr.Line, perr.Column, tt.line, tt.col, err)
		}
		if !strings.HasPrefix(err.Error(), "pgn: line ") {
			t.Errorf("%s: message %q", tt.name, err)
		}
		g, err := r.Next()
		if err != nil || sans(g) != "d4 d5" {
			t.Errorf("%s: next game %v, %v", tt.name, g, err)
			continue
		}
		if _, err := r.Next(); err != io.EOF {
			t.Errorf("%s: after the last game: %v", tt.name, err)
		}
	}
}

func TestUnclosedComment(t *testing.T) {
	r := NewReader(strings.NewReader("1. e4\n{ never closed\n\n[Event \"x\"]\n1. d4 *\n"))
	_, err := r.Next()
	var perr *Error
	if !errors.As(err, &perr) || perr.Line != 2 || perr.Column != 1 {
		t.Fatalf("error %v", err)
	}
	if _, err := r.Next(); err != io.EOF {
		t.Errorf("then %v, want EOF", err)
	}
}

// errReader fails after its data.
type errReader struct{ data string }

var errDisk = errors.New("disk on fire")

func (e *errReader) Read(p []byte) (int, error) {
	if e.data == "" {
		return 0, errDisk
	}
	n := copy(p, e.data)
	e.data = e.data[n:]
	return n, nil
}

func TestReadError(t *testing.T) {
	r := NewReader(&errReader{data: "1. e4 e5 *\n\n1. d4"})
	if _, err := r.Next(); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Next(); !errors.Is(err, errDisk) {
		t.Fatalf("error %v, want %v", err, errDisk)
	}
}

func TestWriteProgrammatic(t *testing.T) {
	pos, err := rules.ParseFEN("4k3/8/8/8/8/8/8/1R3KR1 w GB - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	g := &Game{Start: pos, Result: "*"}
	p := pos
	for _, s := range []string{"O-O", "Kd7", "Rb7+"} {
		m, err := notation.ParseSAN(&p, s)
		if err != nil {
			t.Fatal(err)
		}
		g.Moves = append(g.Moves, Ply{Move: m, Clock: 90 * time.Second, HasClock: true})
		if err := p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	g.Moves[1].DrawOffer = true
	g.Moves[2].Comments = []string{"a } brace"}
	out := g.String()
	for _, want := range []string{"[SetUp \"1\"]", "[FEN \"4k3/8/8/8/8/8/8/1R3KR1 w GB - 0 1\"]", "[Variant \"Chess960\"]",
		"1. O-O {[%clk 0:01:30]} 1... Kd7 {(=) [%clk 0:01:30]}", ";a } brace\n*"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	roundTrip(t, "programmatic", []*Game{g})
	g.Moves[0].Comments = []string{"two\nlines  and  spaces", " "}
	if out := g.String(); !strings.Contains(out, "{two lines and spaces}") || strings.Contains(out, "{}") {
		t.Errorf("comment not normalised:\n%s", out)
	}
	g.Moves[0].NAGs = []int{256}
	if _, err := AppendGame(nil, g); !errors.Is(err, ErrSyntax) {
		t.Errorf("NAG 256 written: %v", err)
	}
	g.Moves[0].NAGs = nil
	g.Moves[0].Move = rules.NoMove
	if _, err := AppendGame(nil, g); !errors.Is(err, ErrIllegalMove) {
		t.Errorf("illegal move written: %v", err)
	}
}

func TestDurations(t *testing.T) {
	good := map[string]time.Duration{"1:23:45": 5025 * time.Second, "0:00:05.3": 5300 * time.Millisecond,
		"3:00": 180 * time.Second, "7": 7 * time.Second, "0:00:00": 0}
	for in, want := range good {
		d, err := parseDuration(in)
		if err != nil || d != want {
			t.Errorf("parseDuration(%q) = %v, %v", in, d, err)
		}
		back, err := parseDuration(formatDuration(d))
		if err != nil || back != d {
			t.Errorf("formatDuration(%v) = %q reads back as %v", d, formatDuration(d), back)
		}
	}
	for _, in := range []string{"", "1:2:3:4", "a:00", "1:00.", "-1:00", "1:00.1234567890", "99999999:00"} {
		if _, err := parseDuration(in); err == nil {
			t.Errorf("parseDuration(%q) succeeded", in)
		}
	}
	if got := formatDuration(5025 * time.Second); got != "1:23:45" {
		t.Errorf("formatDuration = %q", got)
	}
}

func TestZeroGame(t *testing.T) {
	var g Game
	start := rules.StartPosition()
	e4, _ := start.ParseUCI("e2e4")
	g.Moves = []Ply{{Move: e4}}
	out := g.String()
	if !strings.Contains(out, "1. e4 *") || !strings.Contains(out, "[Result \"*\"]") || strings.Contains(out, "FEN") {
		t.Errorf("zero-start game written as\n%s", out)
	}
	if fin := g.Final(); fin.FEN() != "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" {
		t.Errorf("Final = %s", fin.FEN())
	}
}

// TestLongLines reads lines far longer than the reader's buffer; a tag
// value longer than MaxTagValue and a comment longer than MaxComment are
// cut, with a warning each.
func TestLongLines(t *testing.T) {
	long := strings.Repeat("word ", 40000) // 200 KB
	text := "[Event \"" + strings.Repeat("e", 100000) + "\"]\r\n\r\n1. e4 {" + long + "} " +
		strings.Repeat("e5 Nf3 Nf6 Ng1 Ng8 ", 1) + "*\r\n\r\n1. d4 *"
	games := readAll(t, strings.NewReader(text))
	if len(games) != 2 {
		t.Fatalf("%d games", len(games))
	}
	g := games[0]
	if v, _ := g.Tag("Event"); v != strings.Repeat("e", MaxTagValue)+"…" {
		t.Errorf("Event has %d bytes", len(v))
	}
	if len(g.Moves) != 6 || len(g.Moves[0].Comments) != 1 || g.Moves[0].Comments[0] != long[:MaxComment]+"…" {
		t.Errorf("moves %d, comment not cut", len(g.Moves))
	}
	want := []Warning{{Line: 1, Column: 1, Kind: ErrCut, Text: "The tag Event is 100000 bytes long; it is cut to its first 4096."},
		{Line: 3, Column: 7, Kind: ErrCut, Text: "A comment of 200000 bytes is cut to its first 65536."}}
	if !slices.Equal(g.Warnings, want) {
		t.Errorf("warnings %+v, want %+v", g.Warnings, want)
	}
	roundTrip(t, "long lines", games)
}

func TestVariationShapes(t *testing.T) {
	text := "1. e4 ( {before} 1. d4 ; a } in a comment\n d5 ) ( ) (1. c4 {x}) e5 *"
	games := readAll(t, strings.NewReader(text))
	p := games[0].Moves[0]
	if len(p.Variations) != 3 || p.Variations[0].Comments[0] != "before" ||
		p.Variations[0].Moves[0].Comments[0] != "a } in a comment" || len(p.Variations[1].Moves) != 0 {
		t.Fatalf("variations %+v", p.Variations)
	}
	roundTrip(t, "variation shapes", games)
	out := games[0].String()
	if !strings.Contains(out, "1. e4 ({before} 1. d4 ;a } in a comment\n1... d5) () (1. c4 {x}) 1... e5 *") {
		t.Errorf("written as\n%s", out)
	}
}

func TestTagsAndMainLine(t *testing.T) {
	g := readAll(t, strings.NewReader("[White \"a\"]\n1. e4 e5 *"))[0]
	g.SetTag("White", "b")
	g.SetTag("Annotator", "c")
	if v, _ := g.Tag("White"); v != "b" {
		t.Errorf("White = %q", v)
	}
	if v, ok := g.Tag("Annotator"); !ok || v != "c" {
		t.Errorf("Annotator = %q, %v", v, ok)
	}
	ml := g.MainLine()
	start := rules.StartPosition()
	if len(ml) != 2 || start.UCI(ml[0]) != "e2e4" {
		t.Errorf("MainLine = %v", ml)
	}
	var perr *Error
	_, err := NewReader(strings.NewReader("1. e4 Ke2 *")).Next()
	if !errors.As(err, &perr) || !errors.Is(err, notation.ErrNoSuchMove) {
		t.Errorf("error %v does not wrap the notation error", err)
	}
}

func TestFromGame(t *testing.T) {
	rg := rules.NewGame(rules.StartPosition())
	for _, uci := range []string{"f2f3", "e7e5", "g2g4", "d8h4"} {
		if err := rg.PlayUCI(uci); err != nil {
			t.Fatal(err)
		}
	}
	g := FromGame(rg)
	if g.Result != "0-1" || len(g.Moves) != 4 {
		t.Fatalf("result %q, %d moves", g.Result, len(g.Moves))
	}
	if out := g.String(); !strings.Contains(out, "1. f3 e5 2. g4 Qh4# 0-1") {
		t.Errorf("written as\n%s", out)
	}
	if g := FromGame(rules.NewGame(rules.StartPosition())); g.Result != "*" || len(g.Moves) != 0 {
		t.Errorf("empty game: %q, %d moves", g.Result, len(g.Moves))
	}
}

// TestCutLongValues: tag values and comments at the bounds are kept whole,
// one byte more is cut at a character boundary with a warning; a cut
// never splits a character.
func TestCutLongValues(t *testing.T) {
	e := func(n int) string { return strings.Repeat("e", n) }
	tests := []struct {
		name, text, tag, comment string
		cut                      bool
	}{
		{name: "tag at the bound", text: `[White "` + e(MaxTagValue) + "\"]\n\n1. e4 *", tag: e(MaxTagValue)},
		{name: "tag past the bound", text: `[White "` + e(MaxTagValue+1) + "\"]\n\n1. e4 *", tag: e(MaxTagValue) + "…", cut: true},
		{name: "tag cut before a character", text: `[White "` + e(MaxTagValue-1) + "é\"]\n\n1. e4 *", tag: e(MaxTagValue-1) + "…", cut: true},
		{name: "broken tag past the bound", text: `[White "` + e(MaxTagValue+9) + "\n\n1. e4 *", tag: e(MaxTagValue) + "…", cut: true},
		{name: "comment at the bound", text: "1. e4 {" + e(MaxComment) + "} *", comment: e(MaxComment)},
		{name: "comment past the bound", text: "1. e4 {" + e(MaxComment+1) + "} *", comment: e(MaxComment) + "…", cut: true},
		{name: "comment over lines", text: "1. e4 {" + e(MaxComment/2) + "\n" + e(MaxComment/2) + "} *", comment: e(MaxComment/2) + " " + e(MaxComment/2-1) + "…", cut: true},
		{name: "line comment", text: "1. e4 ;" + e(3*MaxComment) + "\n*", comment: e(MaxComment) + "…", cut: true},
		{name: "comment cut before a character", text: "1. e4 {" + e(MaxComment-1) + "ü} *", comment: e(MaxComment-1) + "…", cut: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			games := readAll(t, strings.NewReader(tt.text))
			if len(games) != 1 {
				t.Fatalf("%d games", len(games))
			}
			g := games[0]
			if v, _ := g.Tag("White"); v != tt.tag {
				t.Errorf("White tag of %d bytes, want %d", len(v), len(tt.tag))
			}
			var c string
			if len(g.Moves) > 0 && len(g.Moves[0].Comments) > 0 {
				c = g.Moves[0].Comments[0]
			}
			if c != tt.comment {
				t.Errorf("comment of %d bytes, want %d", len(c), len(tt.comment))
			}
			cuts := 0
			for _, w := range g.Warnings {
				if w.Kind == ErrCut {
					cuts++
				}
			}
			if (cuts == 1) != tt.cut || cuts > 1 {
				t.Errorf("warnings %+v, want a cut: %v", g.Warnings, tt.cut)
			}
		})
	}
}
