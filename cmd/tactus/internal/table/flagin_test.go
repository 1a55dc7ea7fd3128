package table

import (
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
)

// TestFlagInAfterAReading: a flag falls when the main time runs out (6.9),
// whoever looked at the clock in between. The Braille display reads the
// clock every second; a reading just after the instant, before the view's
// timer fired, used to stop the timer for good (FlagIn said no flag was
// coming), so the flag was not recorded until someone typed a line.
func TestFlagInAfterAReading(t *testing.T) {
	g, now := testGame(t, func(s *settings.Settings) { s.Control = "10m"; s.AutoPress = true })
	do(g, "e4") // black's clock runs
	*now += 2 * time.Second
	d, ok := g.FlagIn()
	if !ok || d != 10*time.Minute-2*time.Second {
		t.Fatalf("FlagIn = %v, %v; want 9m58s, true", d, ok)
	}
	*now += d + 500*time.Microsecond
	g.Tactile() // the display's reading, after the instant
	if d, ok := g.FlagIn(); !ok || d != 0 {
		t.Fatalf("after the instant FlagIn = %v, %v; want 0, true", d, ok)
	}
	if got := texts(g.Tick()); !strings.Contains(got, "Black's flag falls") {
		t.Fatalf("Tick said %q", got)
	}
	if d, ok := g.FlagIn(); ok {
		t.Errorf("after the flag is recorded FlagIn = %v, true", d)
	}
}

// TestFlagInPaused: a paused clock (6.11) has no flag to wait for.
func TestFlagInPaused(t *testing.T) {
	g, now := testGame(t, func(s *settings.Settings) { s.Control = "10m"; s.AutoPress = true; s.Casual = true })
	do(g, "e4")
	if out := do(g, "pause", "yes"); !strings.Contains(out, "stops the clock") {
		t.Fatalf("pause said %q", out)
	}
	*now += time.Hour
	if d, ok := g.FlagIn(); ok {
		t.Errorf("FlagIn of a paused clock = %v, true", d)
	}
}
