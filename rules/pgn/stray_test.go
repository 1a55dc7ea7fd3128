package pgn_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules/pgn"
)

// summary says what the reader made of a text: per game its Event tag,
// its main line and the kinds of its warnings; "bad" for a bad game.
func summary(t *testing.T, text string) string {
	t.Helper()
	var out []string
	for _, res := range rvRead(t, text) {
		if res.err != nil {
			out = append(out, "bad")
			continue
		}
		event, _ := res.g.Tag("Event")
		s := event + ":" + rvLine(res.g)
		for _, w := range res.g.Warnings {
			s += " !" + kindName(w.Kind)
		}
		out = append(out, s)
	}
	return strings.Join(out, " | ")
}

// kindName names a warning kind for the tables.
func kindName(k error) string {
	for name, e := range map[string]error{"stray": pgn.ErrStrayText, "nomoves": pgn.ErrNoMoves,
		"brokentag": pgn.ErrBrokenTag, "resulttag": pgn.ErrResultTag, "control": pgn.ErrTagControl,
		"unreachable": pgn.ErrUnreachable} {
		if errors.Is(k, e) {
			return name
		}
	}
	return fmt.Sprint(k)
}

// TestFilesJoinedAndStrayText: what users' files hold around and between
// games — files joined with cat (each with its BOM), a tag section
// without moves, a forum's [pgn] … [/pgn], prose before, between and after
// the games — makes no phantom and no merged game: each game comes out
// whole, and what is no game is a warning of kind ErrStrayText (or
// ErrNoMoves for a tag section without moves), never a move or a tag.
func TestFilesJoinedAndStrayText(t *testing.T) {
	const (
		a = "[Event \"a\"]\n[White \"W\"]\n\n1. e4 e5 1-0\n"
		b = "[Event \"b\"]\n[White \"X\"]\n\n1. d4 d5 0-1\n"
	)
	crlf := func(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") }
	tests := []struct{ name, text, want string }{
		{"cat of two files with BOMs", "\uFEFF" + a + "\n" + "\uFEFF" + b, "a:e4 e5 | b:d4 d5"},
		{"cat without a blank line", "\uFEFF" + a + "\uFEFF" + b, "a:e4 e5 | b:d4 d5"},
		{"cat, CRLF", crlf("\uFEFF"+a+"\n") + crlf("\uFEFF"+b), "a:e4 e5 | b:d4 d5"},
		{"cat, no line end at the end of the first", "\uFEFF" + strings.TrimSuffix(a, "\n") + "\uFEFF" + b, "a:e4 e5 | b:d4 d5"},
		{"BOM before a game without tags", a + "\n\uFEFF1. c4 c5 *\n", "a:e4 e5 | :c4 c5"},
		{"tag section without moves", "[Event \"t\"]\n[White \"T\"]\n\n" + b, "t: !nomoves | b:d4 d5"},
		{"two tag sections without moves", "[Event \"t\"]\n\n[Event \"u\"]\n\n" + b, "t: !nomoves | u: !nomoves | b:d4 d5"},
		{"tag section without moves, repeated tag", "[White \"T\"]\n\n[White \"X\"]\n\n1. d4 *\n", ": !nomoves | :d4"},
		{"[/pgn] after the moves", a + "[/pgn]\n\n" + b, "a:e4 e5 !stray | b:d4 d5"},
		{"[/pgn] after moves without a result", "[Event \"a\"]\n\n1. e4 e5\n[/pgn]\n\n" + b, "a:e4 e5 !stray | b:d4 d5"},
		{"[/pgn] at the end", a + "[/pgn]\n", "a:e4 e5 !stray"},
		{"[/pgn] after the result on its line", "[Event \"a\"]\n\n1. e4 e5 1-0 [/pgn]\n" + b, "a:e4 e5 !stray | b:d4 d5"},
		{"forum post", "[pgn]\n" + a + "[/pgn]\n[pgn]" + b + "[/pgn]\n", "a:e4 e5 !stray !stray | b:d4 d5 !stray"},
		{"BBCode around the tags", "[b]Round 1[/b]\n" + a, "a:e4 e5 !stray"},
		{"text before the first game", "Here are my games from the club:\n\n" + a + "\n" + b, "a:e4 e5 !stray | b:d4 d5"},
		{"text between games", a + "\nAnd now the second game, which I lost.\nSadly.\n\n" + b, "a:e4 e5 !stray | b:d4 d5"},
		{"text after the last game", a + "\nThanks for reading!\n", "a:e4 e5 !stray"},
		{"HTML around a game", "<pre>\n" + a + "</pre>\n", "a:e4 e5 !stray !stray"},
		{"only text", "Hello, world.\n", ""},
		// what is a game stays one
		{"games without tags", "1. e4 e5 1-0\n\n1. d4 d5 0-1\n", ":e4 e5 | :d4 d5"},
		{"a game without tags or numbers", a + "\nd4 d5 *\n", "a:e4 e5 | :d4 d5"},
		{"a comment before the tags", "{from the club}\n" + a, "a:e4 e5"},
		{"a broken tag is a tag", "[White Smith]\n\n1. e4 *\n", ":e4 !brokentag"},
		{"tags of one section", "[Event \"a\"]\n[White \"W\"]\n[Black \"B\"]\n\n1. e4 *\n", "a:e4"},
	}
	for _, tt := range tests {
		if got := summary(t, tt.text); got != tt.want {
			t.Errorf("%s:\n got %q\nwant %q", tt.name, got, tt.want)
		}
		for i, res := range rvRead(t, tt.text) {
			if res.err == nil {
				rvRoundTrip(t, fmt.Sprintf("%s, game %d", tt.name, i+1), res.g)
			}
		}
	}
}

// TestStrayTextWarning: the warning names the line and quotes the text
// read past, shortened.
func TestStrayTextWarning(t *testing.T) {
	res := rvRead(t, "\n\nThese are the games of the "+strings.Repeat("very ", 20)+"long tournament.\nMore.\n[Event \"a\"]\n\n1. e4 *\n")
	if len(res) != 1 || res[0].err != nil || len(res[0].g.Warnings) != 1 {
		t.Fatalf("%d games, %v", len(res), firstErr(res))
	}
	w := res[0].g.Warnings[0]
	if w.Line != 3 || w.Column != 1 || !errors.Is(w.Kind, pgn.ErrStrayText) ||
		w.Text != `Text outside a game was read past: "These are the games of the very very very very very very ver…" and 1 more.` {
		t.Errorf("warning %+v", w)
	}
}
