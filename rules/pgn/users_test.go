package pgn_test

// PGN as users' files have it (issue 13): broken tag lines, other result
// spellings, null moves, ChessBase glyphs, moves after the end.

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/pgn"
)

// TestBrokenTagLines: a broken tag is read as best it can be, with one
// warning, and the games after it keep their numbers.
func TestBrokenTagLines(t *testing.T) {
	tests := []struct {
		name, tags string
		want       []pgn.Tag
	}{
		{"unescaped quotes", `[White "Smith "Smithy" J"]`, []pgn.Tag{{"White", `Smith "Smithy" J`}}},
		{"unescaped quote then a tag", "[White \"Smith \"Smithy\" J\"]\n[Black \"B\"]",
			[]pgn.Tag{{"White", `Smith "Smithy" J`}, {"Black", "B"}}},
		{"no quotes", `[Event x y]`, []pgn.Tag{{"Event", "x y"}}},
		{"quote not closed", `[Event "x]`, []pgn.Tag{{"Event", "x"}}},
		{"quote not closed, no bracket", `[Event "x y`, []pgn.Tag{{"Event", "x y"}}},
		{"no bracket", "[Event \"x\"\n[Site \"y\"]", []pgn.Tag{{"Event", "x"}, {"Site", "y"}}},
		{"no bracket, next tag on the line", `[Event "x" [Site "y"]`, []pgn.Tag{{"Event", "x"}, {"Site", "y"}}},
		{"escaped quote kept", `[White "a \"b\" "c"]`, []pgn.Tag{{"White", `a "b" "c`}}},
		{"control characters", "[Event \"a\x01b\tc\x7f\"]", []pgn.Tag{{"Event", "a b c "}}},
		{"not a result", `[Result "1-0 (forfeit)"]`, []pgn.Tag{{"Result", "1-0 (forfeit)"}}},
		{"value across two lines", "[Event \"broken\nacross\"]\n[Site \"s\"]", []pgn.Tag{{"Event", "broken across"}, {"Site", "s"}}},
		{"value across two lines, CR LF, spaces", "[Event \"broken \r\n  across \" ]\r\n[Site \"s\"]", []pgn.Tag{{"Event", "broken across"}, {"Site", "s"}}},
		{"value across lines, a tag after it", "[Event \"a\nb\"] [Site \"s\"]", []pgn.Tag{{"Event", "a b"}, {"Site", "s"}}},
		{"escaped quote across lines", "[Event \"a\nb\\\"c\"]", []pgn.Tag{{"Event", `a b"c`}}},
		{"open value, next line a tag", "[Event \"a b\n[Site \"s\"]", []pgn.Tag{{"Event", "a b"}, {"Site", "s"}}},
		{"open value, next line a comment", "[Event \"a b\n{c\"]}", []pgn.Tag{{"Event", "a b"}}},
	}
	for _, tt := range tests {
		text := "[Event \"one\"]\n\n1. e4 *\n\n" + tt.tags + "\n\n1. d4 d5 *\n\n[Event \"three\"]\n\n1. c4 Ke7 *\n"
		r := pgn.NewReader(strings.NewReader(text))
		if g, err := r.Next(); err != nil || len(g.Warnings) != 0 {
			t.Fatalf("%s: game 1: %v, warnings %v", tt.name, err, g.Warnings)
		}
		g, err := r.Next()
		if err != nil {
			t.Errorf("%s: game 2: %v", tt.name, err)
			continue
		}
		if !reflect.DeepEqual(g.Tags, tt.want) || rvLine(g) != "d4 d5" {
			t.Errorf("%s: tags %q, moves %q; want %q", tt.name, g.Tags, rvLine(g), tt.want)
		}
		if len(g.Warnings) != 1 || g.Warnings[0].Line != 5 || g.Warnings[0].Column != 1 {
			t.Errorf("%s: warnings %v, want one at line 5, column 1", tt.name, g.Warnings)
		}
		var perr *pgn.Error
		if _, err := r.Next(); !errors.As(err, &perr) || perr.Game != 3 {
			t.Errorf("%s: game 3: %v, want its error numbered game 3", tt.name, err)
		}
		if _, err := r.Next(); err == nil {
			t.Errorf("%s: a phantom fourth game", tt.name)
		}
		rvRoundTrip(t, tt.name, g)
	}
}

// TestResultSpellings: the draw's other spellings end the movetext as a
// draw, and the writer writes the standard's marker.
func TestResultSpellings(t *testing.T) {
	for _, tok := range []string{"1/2-1/2", "½-½", "1/2", "½"} {
		g := rvOne(t, "1. e4 e5 "+tok+"\n")
		if g.Result != rules.Draw {
			t.Errorf("%s: result %q", tok, g.Result)
		}
		if !strings.Contains(rvRoundTrip(t, tok, g), "1. e4 e5 1/2-1/2\n") {
			t.Errorf("%s: not written as 1/2-1/2", tok)
		}
		if g := rvOne(t, "[Result \""+tok+"\"]\n\n1. e4\n"); g.Result != rules.Draw || len(g.Warnings) != 0 {
			t.Errorf("Result tag %s: result %q, warnings %v", tok, g.Result, g.Warnings)
		}
	}
	for _, bad := range []string{"?", "", "1-0 (forfeit)", "2-0", "draw"} {
		g := rvOne(t, "[Result \""+bad+"\"]\n\n1. e4\n")
		if g.Result != rules.Unfinished || len(g.Warnings) != 1 || !strings.Contains(g.Warnings[0].Text, "not a game result") {
			t.Errorf("Result tag %q: result %q, warnings %v", bad, g.Result, g.Warnings)
		}
	}
	g := rvOne(t, "[Result \"1-0\"]\n\n1. e4 e5 0-1\n")
	if g.Result != rules.BlackWins || len(g.Warnings) != 1 || g.Warnings[0].String() != "line 1, column 1: The Result tag says 1-0 but the moves end 0-1." {
		t.Errorf("tag and movetext disagree: result %q, warnings %v", g.Result, g.Warnings)
	}
	if r, ok := pgn.ParseResult("1-0"); !ok || r != rules.WhiteWins {
		t.Errorf("ParseResult(1-0) = %q, %v", r, ok)
	}
}

// TestNullMoves: -- and Z0 read as null moves, in the main line and in
// variations, and are written --.
func TestNullMoves(t *testing.T) {
	g := rvOne(t, "1. e4 -- 2. d4 Z0 (2... e5 3. -- d5) 3. c4 *\n")
	if got := len(g.Moves); got != 5 {
		t.Fatalf("%d plies, want 5", got)
	}
	for i, null := range []bool{false, true, false, true, false} {
		if p := g.Moves[i]; p.Null != null || (null && p.Move != rules.NoMove) {
			t.Errorf("ply %d: Null %v, Move %v", i+1, p.Null, p.Move)
		}
	}
	if v := g.Moves[3].Variations[0].Moves; len(v) != 3 || !v[1].Null {
		t.Errorf("variation %+v", v)
	}
	final := g.Final()
	if final.FEN() != "rnbqkbnr/pppppppp/8/8/2PPP3/8/PP3PPP/RNBQKBNR b KQkq - 0 3" {
		t.Errorf("final %s", final.FEN())
	}
	text := rvRoundTrip(t, "null moves", g)
	if !strings.Contains(text, "1. e4 -- 2. d4 -- (2... e5 3. -- d5) 3. c4 *") {
		t.Errorf("written as\n%s", text)
	}
	// A null ply that holds a move, or a null move in check, is not written.
	g.Moves[1].Move = g.Moves[0].Move
	if _, err := pgn.AppendGame(nil, g); !errors.Is(err, pgn.ErrIllegalMove) {
		t.Errorf("a null ply with a move written: %v", err)
	}
	check := rvOne(t, "1. e4 f5 2. Qh5+ *")
	check.Moves = append(check.Moves, pgn.Ply{Null: true})
	if _, err := pgn.AppendGame(nil, check); !errors.Is(err, pgn.ErrIllegalMove) {
		t.Errorf("a null move in check written: %v", err)
	}
}

// TestGlyphs: the glyphs of ChessBase and books, alone or glued to the
// move, read as their standard NAGs.
func TestGlyphs(t *testing.T) {
	tests := []struct {
		moves string
		nags  []int
	}{
		{"e4 ±", []int{16}}, {"e4 ∓", []int{17}}, {"e4 +-", []int{18}}, {"e4 -+", []int{19}},
		{"e4 =", []int{10}}, {"e4 ⩲", []int{14}}, {"e4 ⩱", []int{15}}, {"e4 ∞", []int{13}},
		{"e4 +=", []int{14}}, {"e4 =+", []int{15}}, {"e4 +/-", []int{16}}, {"e4 -/+", []int{17}},
		{"e4 +/=", []int{14}}, {"e4 =/+", []int{15}}, {"e4 +−", []int{18}}, {"e4 −+", []int{19}},
		{"e4!!", []int{3}}, {"e4 !!", []int{3}}, {"e4‼", []int{3}}, {"e4⁉", []int{5}}, {"e4⁈", []int{6}},
		{"e4⁇", []int{4}}, {"e4□", []int{7}}, {"e4!±", []int{1, 16}}, {"e4± $32 !?", []int{16, 32, 5}},
		{"e4?!∞", []int{6, 13}},
	}
	for _, tt := range tests {
		g := rvOne(t, "1. "+tt.moves+" e5 *")
		if got := g.Moves[0].NAGs; !reflect.DeepEqual(got, tt.nags) || rvLine(g) != "e4 e5" {
			t.Errorf("%q: NAGs %v, moves %q; want %v", tt.moves, got, rvLine(g), tt.nags)
		}
		rvRoundTrip(t, tt.moves, g)
	}
	for glyph, nag := range map[string]int{"±": 16, "+-": 18, "!?": 5, "=": 10} {
		if n, ok := pgn.GlyphNAG(glyph); !ok || n != nag {
			t.Errorf("GlyphNAG(%q) = %d, %v", glyph, n, ok)
		}
	}
	if _, ok := pgn.GlyphNAG("e4"); ok {
		t.Error("GlyphNAG(e4) found a glyph")
	}
}

// TestMovesAfterTheEnd: a recorded game that goes on after a dead
// position is read whole, and Ending says where the rules ended it.
func TestMovesAfterTheEnd(t *testing.T) {
	tests := []struct {
		name, text string
		plies      int
		why        rules.Termination
	}{
		{"dead position, then moves", "[FEN \"4k3/8/8/8/8/8/3r4/4KB2 w - - 0 1\"]\n\n1. Kxd2 Kd7 2. Bb5+ Kd6 1/2-1/2", 1, rules.DeadPosition},
		{"dead from the start", "[FEN \"4k3/8/8/8/8/8/8/4KB2 w - - 0 1\"]\n\n1. Ke2 Ke7 *", 0, rules.DeadPosition},
		{"checkmate", "1. f3 e5 2. g4 Qh4# 0-1", 4, rules.Checkmate},
		{"stalemate", "[FEN \"7k/8/6Q1/8/8/8/8/K7 w - - 0 1\"]\n\n1. Qf7 1/2-1/2", 1, rules.Stalemate},
		{"fivefold", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4 *", 16, rules.FivefoldRepetition},
		{"going on", "1. e4 e5 *", 2, rules.NotTerminated},
		{"null move resets repetition", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. -- -- 6. Nf3 Nf6 7. Ng1 Ng8 *", 14, rules.NotTerminated},
	}
	for _, tt := range tests {
		g := rvOne(t, tt.text)
		if plies, why := g.Ending(); plies != tt.plies || why != tt.why {
			t.Errorf("%s: Ending() = %d, %v; want %d, %v", tt.name, plies, why, tt.plies, tt.why)
		}
	}
	var g pgn.Game
	g.Moves = []pgn.Ply{{Move: rules.NoMove}}
	if plies, why := g.Ending(); plies != 1 || why != rules.NotTerminated {
		t.Errorf("an illegal move: Ending() = %d, %v", plies, why)
	}
}

// TestWriterRefusesBadTagNames: a tag name the reader would not read back
// is an error.
func TestWriterRefusesBadTagNames(t *testing.T) {
	for _, name := range []string{"", "two words", "a]", `q"`, "a\nb"} {
		g := &pgn.Game{Tags: []pgn.Tag{{name, "x"}}}
		var b bytes.Buffer
		if err := pgn.NewWriter(&b).Write(g); !errors.Is(err, pgn.ErrSyntax) || b.Len() != 0 {
			t.Errorf("tag name %q: %v, %d bytes written", name, err, b.Len())
		}
	}
}

// TestControlCharactersInTags: the writer writes a control character as a
// space, and the reader reads it so, with a warning: what is written
// reads back as written.
func TestControlCharactersInTags(t *testing.T) {
	g := &pgn.Game{Result: rules.Unfinished, Tags: []pgn.Tag{{"Event", "a\x03b\nc"}}}
	text := rvWrite(t, g)
	if !strings.Contains(text, "[Event \"a b c\"]\n") {
		t.Fatalf("written as\n%s", text)
	}
	back := rvOne(t, text)
	if v, _ := back.Tag("Event"); v != "a b c" || len(back.Warnings) != 0 {
		t.Errorf("read back %q, warnings %v", v, back.Warnings)
	}
	read := rvOne(t, "[Event \"a\x03b\"]\n*")
	if v, _ := read.Tag("Event"); v != "a b" || len(read.Warnings) != 1 {
		t.Errorf("read %q, warnings %v", v, read.Warnings)
	}
}

// TestFromPositionWithNinePawns: a lichess "From Position" game whose FEN
// no game can reach (nine white pawns) is read, with one warning that says
// so, and its moves are played from it.
func TestFromPositionWithNinePawns(t *testing.T) {
	const text = `[Event "Casual game"]
[Site "https://lichess.org/abcdefgh"]
[White "a"]
[Black "b"]
[Result "*"]
[Variant "From Position"]
[FEN "rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]
[SetUp "1"]

1. e4 e5 2. Nf3 *
`
	g, err := pgn.NewReader(strings.NewReader(text)).Next()
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Moves) != 3 {
		t.Fatalf("%d moves", len(g.Moves))
	}
	if len(g.Warnings) != 1 || !strings.Contains(g.Warnings[0].Text, "cannot arise in a game: white has 9 pawns") {
		t.Fatalf("warnings %v", g.Warnings)
	}
	// written and read again: the same start, the same one warning
	var b bytes.Buffer
	if err := pgn.NewWriter(&b).Write(g); err != nil {
		t.Fatal(err)
	}
	back, err := pgn.NewReader(&b).Next()
	if err != nil {
		t.Fatal(err)
	}
	if back.Start.FEN() != g.Start.FEN() || len(back.Warnings) != 1 {
		t.Fatalf("read back %s with %v", back.Start.FEN(), back.Warnings)
	}
}

// TestResultDashes: a result written with an en dash (U+2013), as word
// processors and books print it, or an em dash or minus sign, is the
// result, in the movetext and in the Result tag; the game after it is a
// game of its own, and the writer writes the standard's marker.
func TestResultDashes(t *testing.T) {
	for _, tt := range []struct {
		tok  string
		want rules.Result
	}{
		{"1\u20130", rules.WhiteWins}, {"0\u20131", rules.BlackWins},
		{"1/2\u20131/2", rules.Draw}, {"½\u2013½", rules.Draw},
		{"1\u20140", rules.WhiteWins}, {"0\u22121", rules.BlackWins}, {"½\u2014½", rules.Draw},
	} {
		if r, ok := pgn.ParseResult(tt.tok); !ok || r != tt.want {
			t.Errorf("ParseResult(%q) = %q, %v", tt.tok, r, ok)
		}
		res := rvRead(t, "[Event \"a\"]\n\n1. e4 e5 "+tt.tok+"\n\n[Event \"b\"]\n\n1. d4 *\n")
		if len(res) != 2 || firstErr(res) != nil || res[0].g.Result != tt.want || len(res[0].g.Moves) != 2 ||
			len(res[1].g.Moves) != 1 {
			t.Errorf("%q: %d games, error %v", tt.tok, len(res), firstErr(res))
			continue
		}
		if !strings.Contains(rvRoundTrip(t, tt.tok, res[0].g), "1. e4 e5 "+string(tt.want)+"\n") {
			t.Errorf("%q: not written as %s", tt.tok, tt.want)
		}
		if g := rvOne(t, "[Result \""+tt.tok+"\"]\n\n1. e4\n"); g.Result != tt.want || len(g.Warnings) != 0 {
			t.Errorf("Result tag %q: result %q, warnings %v", tt.tok, g.Result, g.Warnings)
		}
	}
	for _, bad := range []string{"1\u20131", "1\u2013\u20130", "\u20130", "1\u2010" + "0", "1/2\u2013", "½\u20131/2x"} {
		if r, ok := pgn.ParseResult(bad); ok {
			t.Errorf("ParseResult(%q) = %q, want not a result", bad, r)
		}
	}
}
