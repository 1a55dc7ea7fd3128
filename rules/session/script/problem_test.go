package script

import (
	"errors"
	"strings"
	"testing"
)

// TestErrorProblem: each bad line is an *Error with its Problem and the
// data an application words it from, wrapping ErrSyntax.
func TestErrorProblem(t *testing.T) {
	tests := []struct {
		text string
		want Error
	}{
		{"0 white", Error{Problem: TooFewWords, Text: "0 white"}},
		{"abc white move e4", Error{Problem: BadSeconds, Text: "abc"}},
		{"-1 white move e4", Error{Problem: BadSeconds, Text: "-1"}},
		{"1.0000000001 white move e4", Error{Problem: TooManyDecimals, Text: "1.0000000001"}},
		{"0 referee press", Error{Problem: BadActor, Text: "referee"}},
		{"0 white dance", Error{Problem: UnknownAction, Text: "dance"}},
		{"0 white move", Error{Problem: ArgumentCount, Verb: "move", Min: 1, Max: -1, Got: 0}},
		{"0 white press e4", Error{Problem: ArgumentCount, Verb: "press", Min: 0, Max: 0, Got: 1}},
		{"0 arbiter time white 1:00:00 extra", Error{Problem: ArgumentCount, Verb: "time", Min: 2, Max: 2, Got: 3}},
		{"0 arbiter restore two", Error{Problem: BadPly, Verb: "restore", Text: "two", Min: 0}},
		{"0 arbiter illegal 0", Error{Problem: BadPly, Verb: "illegal", Text: "0", Min: 1}},
		{"0 arbiter time green 1:00:00", Error{Problem: BadSide, Verb: "time", Text: "green"}},
		{"0 arbiter time white 1:60", Error{Problem: BadClock, Text: "1:60"}},
		{"0 arbiter adjust white 2:00", Error{Problem: BadSignedClock, Text: "2:00"}},
		{"0 arbiter moves white x", Error{Problem: BadCount, Verb: "moves", Text: "x"}},
		{"0 arbiter decide white draw 1:00", Error{Problem: NoTimeTaken, Verb: "decide", Text: "draw"}},
		{"0 arbiter decide white maybe", Error{Problem: BadDecision, Verb: "decide", Text: "maybe"}},
		{"0 arbiter decide white postpone 99", Error{Problem: BadClock, Text: "99"}},
	}
	for _, tt := range tests {
		_, _, err := ParseLine(tt.text, 3)
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, ErrSyntax) {
			t.Errorf("%q: %v is not an *Error wrapping ErrSyntax", tt.text, err)
			continue
		}
		got := *e
		got.Msg = ""
		tt.want.Line = 3
		if got != tt.want {
			t.Errorf("%q:\n got %+v\nwant %+v", tt.text, got, tt.want)
		}
	}
	// a script's own problems: the time going back, a line too long
	_, err := Read(strings.NewReader("5 white move e4\n2 black move e5\n"))
	if e := new(Error); !errors.As(err, &e) || e.Problem != TimeGoesBack || e.Line != 2 || e.Text != "2" || e.Previous != "5" {
		t.Errorf("time going back: %+v", err)
	}
	_, err = Read(strings.NewReader("0 white move " + strings.Repeat("x", MaxLine) + "\n"))
	if e := new(Error); !errors.As(err, &e) || e.Problem != TooLong || e.Line != 1 {
		t.Errorf("line too long: %+v", err)
	}
}
