package pgn_test

import (
	"io"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules/pgn"
)

func TestTagLeftOpen(t *testing.T) {
	tests := []struct {
		line string
		want bool
	}{
		{`[Event "broken`, true},
		{`[Event "broken `, true},
		{`  [Event  "a\"b`, true},
		{`[Site "s"] [Event "a`, true},
		{`[Event "closed"]`, false},
		{`[Event "x]`, false},  // read as x, up to ']'
		{`[Event "x"`, false},  // not closed with ']', but no open value
		{`[Event "a\"`, true},  // the quote is escaped
		{`[Event x`, false},    // no quote
		{`[ "x`, false},        // no name
		{`1. e4 "x`, false},    // movetext
		{`{[Event "x}`, false}, // a comment
		{``, false},
		{`[Event "a"] junk [Site "b`, false},
	}
	for _, tt := range tests {
		if got := pgn.TagLeftOpen([]byte(tt.line)); got != tt.want {
			t.Errorf("TagLeftOpen(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}

func TestTagContinues(t *testing.T) {
	tests := []struct {
		line string
		want bool
	}{
		{`across"]`, true},
		{` across " ]`, true},
		{`"]`, true},
		{`2024"]`, true},      // digits without a dot
		{`across`, false},     // does not close the value
		{`across"`, false},    // no ']'
		{`[Site "x"]`, false}, // a tag
		{`1. e4 {"]}`, false}, // a move number
		{`12.Nf3 "]`, false},  // a move number without a space
		{`{"]}`, false},       // a comment
		{`; "]`, false},       // a comment
		{`% "]`, false},       // an escape
		{``, false},
		{`   `, false},
	}
	for _, tt := range tests {
		if got := pgn.TagContinues([]byte(tt.line)); got != tt.want {
			t.Errorf("TagContinues(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}

// TestTagAcrossLinesNoPhantom: the file of the issue, a tag value broken
// across two lines, holds three games, not four.
func TestTagAcrossLinesNoPhantom(t *testing.T) {
	text := "[Event \"broken\nacross\"]\n[Site \"x\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n" +
		"[Event \"two\"]\n\n1. d4 *\n\n[Event \"three\"]\n\n1. c4 *\n"
	r := pgn.NewReader(strings.NewReader(text))
	var events []string
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		v, _ := g.Tag("Event")
		events = append(events, v)
		if v == "broken across" && (len(g.Warnings) != 1 || g.Warnings[0].Line != 1 ||
			g.Warnings[0].Text != `The value of the tag Event is broken across two lines; it is read as "broken across".`) {
			t.Errorf("warnings %v", g.Warnings)
		}
	}
	if strings.Join(events, "|") != "broken across|two|three" {
		t.Errorf("games %q", events)
	}
}
