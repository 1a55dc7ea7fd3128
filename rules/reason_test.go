package rules_test

import (
	"testing"

	"github.com/tactuschess/tactus/rules"
)

func TestReasonString(t *testing.T) {
	for _, c := range []struct {
		r         rules.Reason
		name, tag string
	}{
		{rules.ReasonNone, "", "unterminated"},
		{rules.ReasonCheckmate, "checkmate", "normal"},
		{rules.ReasonDeadPosition, "dead position", "normal"},
		{rules.ReasonFiftyMovesClaim, "fifty moves", "normal"},
		{rules.ReasonTimeForfeit, "time", "time forfeit"},
		{rules.ReasonTimeNoMate, "time, opponent cannot checkmate", "time forfeit"},
		{rules.ReasonIllegalMovesNoMate, "second illegal move, opponent cannot checkmate", "rules infraction"},
		{rules.ReasonSealedMoveInvalid, "sealed move invalid", "rules infraction"},
		{rules.ReasonAdjudication, "arbiter", "adjudication"},
		{rules.NumReasons, "Reason(16)", "normal"},
		{rules.Reason(200), "Reason(200)", "normal"},
	} {
		if got := c.r.String(); got != c.name {
			t.Errorf("Reason(%d).String() = %q, want %q", uint8(c.r), got, c.name)
		}
		if got := c.r.TerminationTag(); got != c.tag {
			t.Errorf("Reason(%d).TerminationTag() = %q, want %q", uint8(c.r), got, c.tag)
		}
	}
}

func TestTerminationReason(t *testing.T) {
	for term, want := range map[rules.Termination]rules.Reason{
		rules.NotTerminated:      rules.ReasonNone,
		rules.Checkmate:          rules.ReasonCheckmate,
		rules.Stalemate:          rules.ReasonStalemate,
		rules.FivefoldRepetition: rules.ReasonFivefoldRepetition,
		rules.SeventyFiveMoves:   rules.ReasonSeventyFiveMoves,
		rules.DeadPosition:       rules.ReasonDeadPosition,
		rules.Termination(42):    rules.ReasonNone,
	} {
		if got := term.Reason(); got != want {
			t.Errorf("%v.Reason() = %v, want %v", term, got, want)
		}
	}
}
