package narrate

import (
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// TestArbiterEvents: every ruling of the arbiter has a sentence in every
// language, with its arguments in place.
func TestArbiterEvents(t *testing.T) {
	events := []session.Event{
		{Kind: session.ResultCorrected, Result: rules.Draw, Reason: session.Adjudication, Was: rules.BlackWins, WasReason: session.Resignation},
		{Kind: session.ResultCorrected, Result: rules.Unfinished, Was: rules.BlackWins, WasReason: session.Checkmate},
		{Kind: session.TimeAdjusted, Side: rules.White, Time: 2 * time.Minute},
		{Kind: session.TimeAdjusted, Side: rules.Black, Time: -time.Minute},
		{Kind: session.MovesSet, Side: rules.White, Count: 39},
		{Kind: session.ControlSet, Text: "90m+30s"},
		{Kind: session.QuickplayGranted, Side: rules.White, Time: 5 * time.Second},
		{Kind: session.Decided, Side: rules.White, Text: session.DecideDraw},
		{Kind: session.Decided, Side: rules.White, Text: session.DecidePostpone},
		{Kind: session.Decided, Side: rules.Black, Text: session.DecideReject},
	}
	for _, tag := range catalog.Names() {
		u, err := catalog.Lookup(tag)
		if err != nil {
			t.Fatal(err)
		}
		n := Narrator{UI: u}
		seen := map[string]bool{}
		for _, e := range events {
			got := n.Sentence(e)
			if got == e.Kind.String() || strings.Contains(got, "%!") || seen[got] {
				t.Errorf("%s: %s: %q", tag, e.Kind, got)
			}
			seen[got] = true
		}
	}
	en := Narrator{}
	if got := en.Sentence(events[3]); got != "the arbiter takes 1 minute off black's time" {
		t.Errorf("got %q", got)
	}
	if got := en.Sentence(events[4]); got != "the arbiter sets white's move counter to 39" {
		t.Errorf("got %q", got)
	}
}
