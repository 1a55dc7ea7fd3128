package pgn

import (
	"errors"
	"strings"
	"testing"
)

// TestSyntaxError: each kind of text that is not well-formed PGN is an
// *Error of kind ErrSyntax whose Err is a *SyntaxError naming the kind and
// its data.
func TestSyntaxError(t *testing.T) {
	deep := "1. e4 " + strings.Repeat("(1. d4 ", maxDepth+1) + strings.Repeat(")", maxDepth+1) + " *\n"
	tests := []struct {
		text string
		want SyntaxError
	}{
		{"1. e4 (1. d4\n", SyntaxError{Syntax: UnclosedVariation}},
		{"1. e4 [Event \"x\"] e5 *\n", SyntaxError{Syntax: BracketInMoves}},
		{"1. e4 $300 e5 *\n", SyntaxError{Syntax: BadNAG}},
		{"1. e4 ) e5 *\n", SyntaxError{Syntax: UnopenedVariation}},
		{"$1 1. e4 *\n", SyntaxError{Syntax: AnnotationFirst}},
		{"(1. d4) 1. e4 *\n", SyntaxError{Syntax: VariationFirst}},
		{deep, SyntaxError{Syntax: TooDeep, Limit: maxDepth}},
		{"1. e4 (1. d4 1-0) e5 *\n", SyntaxError{Syntax: ResultInVariation}},
		{"1. e4 e5 ^ *\n", SyntaxError{Syntax: UnexpectedCharacter, Text: "'^'"}},
		{"1. e4 {never closed\n", SyntaxError{Syntax: UnclosedComment}},
	}
	for _, tt := range tests {
		r := NewReader(strings.NewReader(tt.text))
		var err error
		for err == nil {
			_, err = r.Next()
		}
		var perr *Error
		var se *SyntaxError
		if !errors.As(err, &perr) || !errors.Is(err, ErrSyntax) || !errors.As(err, &se) {
			t.Errorf("%q: %v is not an *Error of ErrSyntax with a *SyntaxError", tt.text, err)
			continue
		}
		if *se != tt.want {
			t.Errorf("%q: %+v, want %+v (%v)", tt.text, *se, tt.want, err)
		}
		if se.Error() == "" || se.Error() == "not well-formed" {
			t.Errorf("%q: no English text for %d", tt.text, se.Syntax)
		}
	}
	for s := UnclosedVariation; s < NumSyntax; s++ {
		if (&SyntaxError{Syntax: s}).Error() == "not well-formed" {
			t.Errorf("syntax %d has no English text", s)
		}
	}
}
