package ask_test

import (
	"fmt"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/ask"
	"github.com/tactuschess/tactus/rules"
)

func ExampleAsker_Ask() {
	var a ask.Asker
	pos := rules.StartPosition()
	for _, ans := range a.Ask(&pos, "whose", nil, rules.White) {
		fmt.Println(ans.Text)
	}
	for _, ans := range a.Ask(&pos, "rank", []string{"9"}, rules.White) {
		fmt.Println(ans.Refused)
	}
	// Output:
	// White to move.
	// true
}

func TestAskAnswers(t *testing.T) {
	var a ask.Asker
	pos, err := rules.ParseFEN("4k3/8/8/8/8/8/4P3/4K2R b K - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		word    string
		args    []string
		lines   int
		refused bool
	}{
		{"board", nil, 8, false},
		{"board", []string{"black"}, 8, false},
		{"pieces", nil, 4, false},
		{"pieces", []string{"white", "rook"}, 1, false},
		{"pieces", []string{"dragon"}, 1, true},
		{"rank", []string{"1"}, 1, false},
		{"rank", nil, 1, true},
		{"file", []string{"e"}, 1, false},
		{"file", []string{"z"}, 1, true},
		{"square", []string{"e2?"}, 1, false},
		{"square", []string{"Eva", "zwei"}, 1, false},
		{"square", []string{"i9"}, 1, true},
		{"attackers", []string{"f2"}, 1, false},
		{"attackers", nil, 1, true},
		{"pawns", nil, 1, false},
		{"whose", nil, 1, false},
		{"nonsense", nil, 0, false},
	} {
		got := a.Ask(&pos, tc.word, tc.args, rules.White)
		if len(got) != tc.lines {
			t.Errorf("%s %v: %d lines %v, want %d", tc.word, tc.args, len(got), got, tc.lines)
			continue
		}
		if tc.lines > 0 && got[0].Refused != tc.refused {
			t.Errorf("%s %v: refused %v, want %v (%q)", tc.word, tc.args, got[0].Refused, tc.refused, got[0].Text)
		}
	}
}
