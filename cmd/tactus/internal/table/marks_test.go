package table

import (
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
)

func TestClockMarks(t *testing.T) {
	g, now := testGame(t, func(s *settings.Settings) { s.Control, s.ClockMarks = "2m+5s", true })
	g.Marks()
	g.Do("e4") // Black's clock runs
	d, ok := g.MarkIn()
	if !ok {
		t.Fatal("no mark ahead")
	}
	if got := texts(g.Marks()); got != "" {
		t.Errorf("before the mark: %q", got)
	}
	*now += d
	first := g.Marks()
	if len(first) != 1 || !first[0].Clock || !strings.HasPrefix(first[0].Text, "Black") {
		t.Fatalf("at the mark: %q", texts(first))
	}
	t.Logf("mark line: %s", first[0].Text)
	if got := texts(g.Marks()); got != "" {
		t.Errorf("the mark said twice: %q", got)
	}
	// Black moves: the increment lifts the time back above the mark, which
	// is not said again when the clock passes it once more.
	g.Do("e5")
	g.Do("Nf3")
	d, ok = g.MarkIn()
	r, _ := g.s.Clock(g.now())
	if !ok || r.Remaining[r.Turn]-d > time.Minute {
		t.Errorf("next mark in %v (%v), time left %v: want the 1 minute mark", d, ok, r.Remaining[r.Turn])
	}
	*now += d
	if got := texts(g.Marks()); !strings.HasPrefix(got, "Black") {
		t.Errorf("at the 1 minute mark: %q", got)
	}
}

func TestClockMarksOff(t *testing.T) {
	g, now := testGame(t, func(s *settings.Settings) { s.Control = "2m+5s" })
	g.Marks()
	g.Do("e4")
	if _, ok := g.MarkIn(); ok {
		t.Error("a mark timer with the marks off")
	}
	*now += 90 * time.Second
	if got := texts(g.Marks()); got != "" {
		t.Errorf("marks off said %q", got)
	}
}

func TestClockPeriodChange(t *testing.T) {
	g, _ := testGame(t, func(s *settings.Settings) { s.Control = "2/120:60" })
	g.Marks()
	var said []string
	for _, l := range []string{"Nf3", "Nf6", "Ng1", "Ng8", "Nc3"} {
		g.Do(l)
		for _, o := range g.Marks() {
			said = append(said, o.Text)
		}
	}
	if len(said) != 2 || !strings.HasPrefix(said[0], "New period: White") || !strings.HasPrefix(said[1], "New period: Black") {
		t.Errorf("period changes said: %q", said)
	}
}
