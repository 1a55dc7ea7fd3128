package plain

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// TestReadsPerLinePlain counts the game's reads of its session for each
// line typed in plain mode: the line, the talking clock after it and the
// flag's and the marks' timers set again (a handful, the clock's own
// readings for the timers included), the Braille display's frames apart;
// and no whole board replayed.
func TestReadsPerLinePlain(t *testing.T) {
	s := settings.Defaults()
	s.White, s.Black, s.Control, s.AutoPress, s.ClockMarks = "Ana", "Bo", "90m+30s", false, true
	var n, braille table.Counts
	var at time.Duration
	g, first, err := table.New(table.Options{Settings: s, Dir: t.TempDir(), Count: &n,
		Since: func() time.Duration { at += time.Millisecond; return at }, Wall: time.Time{}.UTC})
	if err != nil {
		t.Fatal(err)
	}
	lines := []string{"e4", "press", "e5", "correct d5", "press", "whose", "resign", "no"}
	var typed []string
	var marks []table.Counts // the counts as each line comes
	never := make(chan time.Time)
	var out bytes.Buffer
	err = Run(context.Background(), g, first, Options{Lines: input.NewLines(strings.NewReader(strings.Join(lines, "\n") + "\n")), Out: &out,
		After: func(time.Duration) <-chan time.Time { return never },
		Touch: func(g *table.Game, _ []table.Output) {
			before := n.Reads
			g.Tactile()
			braille.Reads += n.Reads - before
		},
		Do: func(g *table.Game, m input.Msg) []table.Output {
			line, _ := input.Text(m)
			c := n
			c.Reads -= braille.Reads
			typed, marks = append(typed, line), append(marks, c)
			return g.Do(line)
		}})
	if err != nil {
		t.Fatal(err)
	}
	if len(typed) != len(lines) {
		t.Fatalf("typed %q, want %q", typed, lines)
	}
	for i := 1; i < len(marks); i++ {
		reads, replays := marks[i].Reads-marks[i-1].Reads, marks[i].Replays-marks[i-1].Replays
		t.Logf("%-12q reads %d, replays %d", typed[i-1], reads, replays)
		if reads > 8 {
			t.Errorf("%s: %d reads of the session, want at most 8", typed[i-1], reads)
		}
		if replays > 0 {
			t.Errorf("%s: %d whole boards replayed, want none", typed[i-1], replays)
		}
	}
}
