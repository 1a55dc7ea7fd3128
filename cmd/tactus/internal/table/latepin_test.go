package table

import (
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
)

// TestLatePINRefused: a tournament game begun without an arbiter's PIN
// has its arbiter at the station; a PIN given at resumption is refused in
// one sentence and opens nothing, so that nobody at the keyboard acts in
// the journal as the arbiter. A casual game takes it for the sitting.
func TestLatePINRefused(t *testing.T) {
	for _, casual := range []bool{false, true} {
		g, _ := testGame(t, func(s *settings.Settings) { s.Casual = casual })
		do(g, "e4", "e5")
		g.Quit()
		set := settings.Defaults()
		set.ArbiterPIN = "9999"
		r, outs, err := Resume(g.Path(), Options{Settings: set, Since: func() time.Duration { return 0 },
			Wall: func() time.Time { return time.Date(2026, 11, 22, 11, 0, 0, 0, time.UTC) }})
		if err != nil {
			t.Fatal(err)
		}
		told := strings.Contains(texts(outs), r.UI().Trust.LatePIN+"\n")
		if told == casual {
			t.Errorf("casual %v: the refusal told %v:\n%s", casual, told, texts(outs))
		}
		opened := strings.HasPrefix(texts(r.Do("arbiter 9999")), "The arbiter's commands are open")
		if opened != casual {
			t.Errorf("casual %v: the late PIN opens the arbiter's commands: %v", casual, opened)
		}
		if !casual {
			before := journalText(t, r)
			if got := do(r, "pause"); journalText(t, r) != before || !strings.Contains(got, "Only the arbiter") {
				t.Errorf("pause after the refused PIN: %q", got)
			}
			if strings.Contains(journalText(t, r), "arbiter@keyboard") {
				t.Errorf("the journal has the arbiter at the keyboard:\n%s", journalText(t, r))
			}
		}
		r.Quit()
	}
}
