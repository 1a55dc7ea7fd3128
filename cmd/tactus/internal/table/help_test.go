package table

import (
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
)

// TestHelpLeavesOutRefused: a tournament game's help does not offer a
// command it refuses (attackers: no attack maps, 11.3.1); a casual game's
// help lists it, and both list the rest.
func TestHelpLeavesOutRefused(t *testing.T) {
	tour, _ := testGame(t, nil)
	casual, _ := testGame(t, func(s *settings.Settings) { s.Casual = true })
	th, ch := do(tour, "help"), do(casual, "help")
	if strings.Contains(th, "attackers") {
		t.Errorf("the tournament help offers attackers:\n%s", th)
	}
	if got := do(tour, "attackers e4"); !strings.Contains(got, "11.3.1") {
		t.Errorf("attackers in a tournament game: %q", got)
	}
	if !strings.Contains(ch, "attackers") {
		t.Errorf("the casual help has no attackers:\n%s", ch)
	}
	for _, word := range []string{"resign", "claim", "square", "whose"} {
		if !strings.Contains(th, word) || !strings.Contains(ch, word) {
			t.Errorf("%s missing from a help", word)
		}
	}
	if strings.Count(ch, "\n")-strings.Count(th, "\n") != 1 {
		t.Errorf("the help lines differ by more than attackers:\n%s\n---\n%s", th, ch)
	}
}
