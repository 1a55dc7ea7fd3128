package pgn_test

// Independent second review of package pgn (issue 3). Written from the
// issue and the PGN standard, not from the implementation.

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/rules/pgn"
)

// rvResult is one Next call's outcome.
type rvResult struct {
	g   *pgn.Game
	err error
}

// rvRead reads a whole text, keeping games and errors in order. It fails
// the test on a non-*pgn.Error error or when the reader does not end.
func rvRead(t *testing.T, text string) []rvResult {
	t.Helper()
	r := pgn.NewReader(strings.NewReader(text))
	var out []rvResult
	for i := 0; ; i++ {
		if i > len(text)+10 {
			t.Fatalf("reader does not end")
		}
		g, err := r.Next()
		if err == io.EOF {
			return out
		}
		var perr *pgn.Error
		if err != nil && !errors.As(err, &perr) {
			t.Fatalf("Next: %v is not a *pgn.Error", err)
		}
		out = append(out, rvResult{g, err})
	}
}

// rvLine is the main line in SAN.
func rvLine(g *pgn.Game) string {
	pos := g.StartPosition()
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

// rvOne reads a text that must hold exactly one good game.
func rvOne(t *testing.T, text string) *pgn.Game {
	t.Helper()
	res := rvRead(t, text)
	if len(res) != 1 || res[0].err != nil {
		t.Fatalf("read %q: %d results, first error %v", text, len(res), firstErr(res))
	}
	return res[0].g
}

func firstErr(res []rvResult) error {
	for _, r := range res {
		if r.err != nil {
			return r.err
		}
	}
	return nil
}

// rvWrite writes one game.
func rvWrite(t *testing.T, g *pgn.Game) string {
	t.Helper()
	var b bytes.Buffer
	if err := pgn.NewWriter(&b).Write(g); err != nil {
		t.Fatalf("Write: %v", err)
	}
	return b.String()
}

// rvSame compares what matters of two games: start, result, comments and
// the move tree with every annotation.
func rvSame(a, b *pgn.Game) error {
	if sa, sb := a.StartPosition(), b.StartPosition(); sa != sb {
		return fmt.Errorf("start %s, want %s", sb.FEN(), sa.FEN())
	}
	if a.Result != b.Result {
		return fmt.Errorf("result %q, want %q", b.Result, a.Result)
	}
	if !reflect.DeepEqual(a.Comments, b.Comments) {
		return fmt.Errorf("comments %q, want %q", b.Comments, a.Comments)
	}
	if !reflect.DeepEqual(a.Moves, b.Moves) {
		return fmt.Errorf("moves differ: %q vs %q", rvLine(b), rvLine(a))
	}
	// The k-th tag of a name comes back as the k-th of that name.
	seen := map[string]int{}
	for _, t := range a.Tags {
		k := seen[t.Name]
		seen[t.Name]++
		if v, ok := nthTag(b, t.Name, k); !ok || (v != t.Value && t.Name != "Result") {
			return fmt.Errorf("tag %s (number %d of that name) = %q, want %q", t.Name, k+1, v, t.Value)
		}
	}
	return nil
}

// nthTag returns the value of the k-th (from 0) tag of g with that name.
func nthTag(g *pgn.Game, name string, k int) (string, bool) {
	for _, t := range g.Tags {
		if t.Name == name {
			if k == 0 {
				return t.Value, true
			}
			k--
		}
	}
	return "", false
}

// rvRoundTrip writes g, reads it back and compares; it checks the 80
// column limit of the text too.
func rvRoundTrip(t *testing.T, name string, g *pgn.Game) string {
	t.Helper()
	text := rvWrite(t, g)
	res := rvRead(t, text)
	if len(res) != 1 || res[0].err != nil {
		t.Errorf("%s: reading back gives %d games, error %v:\n%s", name, len(res), firstErr(res), text)
		return text
	}
	if err := rvSame(g, res[0].g); err != nil {
		t.Errorf("%s: round trip: %v\n%s", name, err, text)
	}
	rvCheckColumns(t, name, text)
	return text
}

// rvCheckColumns: movetext lines are at most 80 characters unless one
// token alone is longer.
func rvCheckColumns(t *testing.T, name, text string) {
	t.Helper()
	for i, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "[") {
			continue
		}
		if n := utf8.RuneCountInString(line); n > 80 && strings.Contains(strings.TrimSpace(line), " ") {
			t.Errorf("%s: line %d has %d columns: %q", name, i+1, n, line)
		}
	}
}

// TestCommentsWithSpecialCharacters: comments hold ) ( ; } { and
// results without ending anything.
func TestCommentsWithSpecialCharacters(t *testing.T) {
	text := "1. e4 {a ) b ( c ; d 1-0 0-1 * [x]} e5 (1... c5 {inside ) var} 2. Nf3) " +
		"2. Nf3 ; rest } { ) ( 1/2-1/2\n2... Nc6 {{nested open} 3. Bb5 *\n"
	g := rvOne(t, text)
	if got := rvLine(g); got != "e4 e5 Nf3 Nc6 Bb5" {
		t.Fatalf("main line %q", got)
	}
	if g.Result != "*" {
		t.Errorf("result %q, want *", g.Result)
	}
	want := [][]string{{"a ) b ( c ; d 1-0 0-1 * [x]"}, nil, {"rest } { ) ( 1/2-1/2"}, {"{nested open"}, nil}
	for i, p := range g.Moves {
		if !reflect.DeepEqual(p.Comments, want[i]) {
			t.Errorf("ply %d comments %q, want %q", i+1, p.Comments, want[i])
		}
	}
	if v := g.Moves[1].Variations; len(v) != 1 || len(v[0].Moves) != 2 || v[0].Moves[0].Comments[0] != "inside ) var" {
		t.Errorf("variation %+v", v)
	}
	rvRoundTrip(t, "special comments", g)
}

// TestTrailingCommentAfterResult: a comment after the termination
// marker must not become a game of its own.
func TestTrailingCommentAfterResult(t *testing.T) {
	res := rvRead(t, "1. e4 e5 1-0 {White won on time}\n\n[Event \"b\"]\n\n1. d4 *\n")
	if len(res) != 2 {
		var desc []string
		for _, r := range res {
			if r.err != nil {
				desc = append(desc, r.err.Error())
			} else {
				desc = append(desc, fmt.Sprintf("game of %d plies, comments %q", len(r.g.Moves), r.g.Comments))
			}
		}
		t.Errorf("read %d games, want 2: %q", len(res), desc)
	}
	// At the end of the file it must not make a phantom game either.
	res = rvRead(t, "1. e4 e5 1-0 {White won on time}\n")
	if len(res) != 1 {
		t.Errorf("a comment after the last result: read %d games, want 1", len(res))
	}
}

// TestBOMCRLFEscapes: a BOM, CRLF ends and % escape lines anywhere,
// with line numbers still right in errors.
func TestBOMCRLFEscapes(t *testing.T) {
	text := "\uFEFF% first line is an escape\r\n[Event \"é\"]\r\n\r\n1. e4 e5\r\n%escape in the moves\r\n2. Nf3 *\r\n" +
		"\r\n[Event \"bad\"]\r\n\r\n1. e4 {é} e5 2. Ke3 *\r\n\r\n1. d4 *\r\n"
	res := rvRead(t, text)
	if len(res) != 3 {
		t.Fatalf("%d results, want 3", len(res))
	}
	if res[0].err != nil || rvLine(res[0].g) != "e4 e5 Nf3" {
		t.Errorf("game 1: %v", res[0].err)
	} else if v, _ := res[0].g.Tag("Event"); v != "é" {
		t.Errorf("Event %q", v)
	}
	var perr *pgn.Error
	if !errors.As(res[1].err, &perr) || !errors.Is(res[1].err, pgn.ErrIllegalMove) {
		t.Fatalf("game 2: %v, want an illegal move", res[1].err)
	}
	// "1. e4 {é} e5 2. Ke3": Ke3 starts at character 17 of line 10.
	if perr.Line != 10 || perr.Column != 17 || perr.Game != 2 {
		t.Errorf("error at line %d column %d game %d, want line 10 column 17 game 2", perr.Line, perr.Column, perr.Game)
	}
	if res[2].err != nil || rvLine(res[2].g) != "d4" {
		t.Errorf("game 3: %v", res[2].err)
	}
}

// TestTagEscapes: \" and \\ in tag values are read and written.
func TestTagEscapes(t *testing.T) {
	g := rvOne(t, `[White "O\"Brien \\ \"Jr\""]`+"\n[Annotator \"back\\\\slash\\\\\"]\n\n1. e4 *\n")
	if v, _ := g.Tag("White"); v != `O"Brien \ "Jr"` {
		t.Errorf("White = %q", v)
	}
	if v, _ := g.Tag("Annotator"); v != `back\slash\` {
		t.Errorf("Annotator = %q", v)
	}
	text := rvRoundTrip(t, "tag escapes", g)
	if !strings.Contains(text, `[White "O\"Brien \\ \"Jr\""]`) || !strings.Contains(text, `[Annotator "back\\slash\\"]`) {
		t.Errorf("escaped tags not written as expected:\n%s", text)
	}
}

// TestSevenTagRoster: the roster comes first, in order, whatever
// the order of the game's tags.
func TestSevenTagRoster(t *testing.T) {
	g := &pgn.Game{Result: "1-0", Tags: []pgn.Tag{
		{"ECO", "C20"}, {"Black", "B"}, {"Result", "0-1"}, {"White", "W"}, {"Date", "2026.11.22"},
		{"Round", "3"}, {"Site", "Here"}, {"Event", "Ev"}, {"Annotator", "A"},
	}}
	text := rvWrite(t, g)
	var tags []string
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "[") {
			tags = append(tags, line)
		}
	}
	want := []string{`[Event "Ev"]`, `[Site "Here"]`, `[Date "2026.11.22"]`, `[Round "3"]`, `[White "W"]`,
		`[Black "B"]`, `[Result "1-0"]`, `[ECO "C20"]`, `[Annotator "A"]`}
	if !reflect.DeepEqual(tags, want) {
		t.Errorf("tags written\n%q\nwant\n%q", tags, want)
	}
	if !strings.HasSuffix(strings.TrimSpace(text), "1-0") {
		t.Errorf("movetext does not end with the result:\n%s", text)
	}
	// Missing roster tags get their defaults.
	text = rvWrite(t, &pgn.Game{})
	for _, w := range []string{`[Event "?"]`, `[Site "?"]`, `[Date "????.??.??"]`, `[Round "?"]`,
		`[White "?"]`, `[Black "?"]`, `[Result "*"]`} {
		if !strings.Contains(text, w+"\n") {
			t.Errorf("empty game lacks %s:\n%s", w, text)
		}
	}
}

// TestTagValueNewline: a tag value the writer accepts must read
// back (or the writer must refuse it).
func TestTagValueNewline(t *testing.T) {
	g := &pgn.Game{Result: "*", Tags: []pgn.Tag{{"Event", "line one\nline two"}, {"Annotator", "tab\there"}}}
	var b bytes.Buffer
	if err := pgn.NewWriter(&b).Write(g); err != nil {
		return // refusing is fine
	}
	res := rvRead(t, b.String())
	if len(res) != 1 || res[0].err != nil {
		t.Errorf("writer wrote a tag value it cannot read back (%d games, %v):\n%s", len(res), firstErr(res), b.String())
	}
}

// TestMissingTagsAndEmptyGames: movetext without tags, games without
// moves, a lone result.
func TestMissingTagsAndEmptyGames(t *testing.T) {
	res := rvRead(t, "1. e4 1-0\n\n*\n\n[Event \"x\"]\n\n0-1\n\n[Event \"tags only\"]\n")
	if len(res) != 4 {
		t.Fatalf("%d games, want 4", len(res))
	}
	want := []struct{ line, result string }{{"e4", "1-0"}, {"", "*"}, {"", "0-1"}, {"", "*"}}
	for i, r := range res {
		if r.err != nil || rvLine(r.g) != want[i].line || string(r.g.Result) != want[i].result {
			t.Errorf("game %d: %v %q %q", i+1, r.err, rvLine(r.g), r.g.Result)
		}
	}
	// The Result tag stands in when the movetext has no marker.
	g := rvOne(t, "[Result \"1/2-1/2\"]\n\n1. e4 e5\n")
	if g.Result != "1/2-1/2" {
		t.Errorf("result %q", g.Result)
	}
	// The movetext's marker wins over the tag.
	g = rvOne(t, "[Result \"1-0\"]\n\n1. e4 e5 0-1\n")
	if g.Result != "0-1" {
		t.Errorf("result %q", g.Result)
	}
}

// TestBadFEN: a bad FEN tag is an ErrBadFEN at the tag's line, the
// game's moves are skipped and the next game is read.
func TestBadFEN(t *testing.T) {
	for _, fen := range []string{"", "8/8/8/8/8/8/8/8 w - - 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
		"4k3/8/8/8/8/8/8/4K2R w Q - 0 1", "\x00\xff", strings.Repeat("8/", 1000)} {
		text := "[Event \"a\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n1. e4 e5 2. Nf3 1-0\n\n[Event \"b\"]\n\n1. d4 *\n"
		res := rvRead(t, text)
		if len(res) != 2 {
			t.Errorf("FEN %.20q: %d results, want 2", fen, len(res))
			continue
		}
		var perr *pgn.Error
		if !errors.As(res[0].err, &perr) || !errors.Is(res[0].err, pgn.ErrBadFEN) || perr.Line != 3 {
			t.Errorf("FEN %.20q: error %v, want ErrBadFEN at line 3", fen, res[0].err)
		}
		if !errors.Is(res[0].err, rules.ErrBadFEN) {
			t.Errorf("FEN %.20q: error %v does not wrap the rules error", fen, res[0].err)
		}
		if res[1].err != nil || rvLine(res[1].g) != "d4" {
			t.Errorf("FEN %.20q: next game %v", fen, res[1].err)
		}
	}
}

// TestChess960: a Chess960 game with both castlings, read from
// Shredder-FEN and X-FEN, and written from a programmatic game.
func TestChess960(t *testing.T) {
	// King b1, rooks a1 and e1: both castlings are legal at once.
	for _, castling := range []string{"EAea", "KQkq"} {
		fen := "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w " + castling + " - 0 1"
		text := "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n" +
			"1. O-O O-O-O 2. Kh1 Kb8 *\n"
		res := rvRead(t, text)
		if len(res) != 1 || res[0].err != nil {
			t.Errorf("%s: %v", castling, firstErr(res))
			continue
		}
		g := res[0].g
		if start := g.StartPosition(); !start.IsChess960() {
			t.Errorf("%s: start is not Chess960", castling)
		}
		if got := rvLine(g); got != "O-O O-O-O Kh1 Kb8" {
			t.Errorf("%s: main line %q", castling, got)
		}
		if !g.Moves[0].Move.IsCastling() || !g.Moves[1].Move.IsCastling() {
			t.Errorf("%s: 1. O-O O-O-O is not castling", castling)
		}
		rvRoundTrip(t, "chess960 "+castling, g)
	}
	// Queen-side castling where the king does not move (king c1, rook a1).
	start, err := rules.ParseFEN("r1k1r3/pppppppp/8/8/8/8/PPPPPPPP/R1K1R3 w EAea - 0 1")
	if err != nil {
		t.Fatal(err)
	} else {
		g := &pgn.Game{Start: start, Result: "*"}
		pos := start
		for _, s := range []string{"O-O-O", "O-O-O"} {
			m, err := notation.ParseSAN(&pos, s)
			if err != nil {
				t.Fatalf("%s in %s: %v", s, pos.FEN(), err)
			}
			g.Moves = append(g.Moves, pgn.Ply{Move: m})
			if err := pos.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		text := rvRoundTrip(t, "chess960 programmatic", g)
		if !strings.Contains(text, "[Variant \"Chess960\"]") || !strings.Contains(text, "1. O-O-O O-O-O") {
			t.Errorf("chess960 written as:\n%s", text)
		}
	}
}
