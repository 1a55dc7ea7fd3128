package fullscreen

import (
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// walkLines are typed at the prompt, one step each: a move announced and
// pressed, the reply, a slip corrected before the press (D.2.8), a
// question, and a resignation read back and not confirmed.
var walkLines = []string{"e4", "press", "e5", "correct d5", "press", "whose", "resign", "no"}

// walkModel starts a counted game, announced moves pressed by hand, in
// the full-screen view, with the Braille display's touch (its frame
// after every batch of outputs), whose reads are counted apart in
// braille.
func walkModel(tb testing.TB, n, braille *table.Counts) Model {
	tb.Helper()
	s := settings.Defaults()
	s.White, s.Black, s.Control, s.AutoPress = "Ana", "Bo", "90m+30s", false
	var at time.Duration
	g, first, err := table.New(table.Options{Settings: s, Dir: tb.TempDir(), Count: n,
		Since: func() time.Duration { at += time.Millisecond; return at },
		Wall:  func() time.Time { return time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC) }})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { g.Quit() })
	return New(g, first, Options{Touch: func(g *table.Game, _ []table.Output) {
		before := *n
		g.Tactile()
		braille.Reads += n.Reads - before.Reads
		braille.Replays += n.Replays - before.Replays
	}})
}

// walkLine types line, runs its step, and draws the screen.
func walkLine(m Model, line string) (Model, string) {
	m = typed(m, line)
	return m, m.View().Content
}

// TestReadsPerLine: the walk of a line through the game and the full
// screen asks the session a handful of questions (the Braille display's
// frame two more at most), replays no whole board, and the screen is
// drawn without reading the settings.
func TestReadsPerLine(t *testing.T) {
	var n, braille table.Counts
	m := walkModel(t, &n, &braille)
	m.View()
	for _, line := range walkLines {
		before, brailleBefore := n, braille
		var screen string
		m, screen = walkLine(m, line)
		frame := n
		m.View()
		shown := braille.Reads - brailleBefore.Reads
		reads, replays := n.Reads-before.Reads-shown, n.Replays-before.Replays
		t.Logf("%-12q acts %d, reads %d (and %d for the Braille display), replays %d, settings per frame %d",
			line, n.Acts-before.Acts, reads, shown, replays, n.Settings-frame.Settings)
		if screen == "" {
			t.Fatalf("%s: nothing drawn", line)
		}
		if reads > 5 {
			t.Errorf("%s: %d reads of the session, want at most 5", line, reads)
		}
		if shown > 2 {
			t.Errorf("%s: %d reads of the session for the Braille display, want at most 2", line, shown)
		}
		if replays > 0 {
			t.Errorf("%s: %d whole boards replayed, want none", line, replays)
		}
		if s := n.Settings - frame.Settings; s > 0 {
			t.Errorf("%s: the screen read the settings %d times to draw itself, want none", line, s)
		}
	}
}

// benchLines are the walk's lines with knights, so that they can be
// played again and again: the position repeats every twelve lines.
var benchLines = []string{"Nf3", "press", "Nc6", "correct Nf6", "press", "whose", "resign", "no", "Ng1", "press", "Ng8", "press"}

// BenchmarkOneMoveWalk measures the walk of a line through the game, the
// full screen and the Braille display's frame (moves announced, pressed,
// corrected, a question, a read-back cancelled): per line, with its
// session reads and whole-board replays, and the settings read per frame
// drawn.
func BenchmarkOneMoveWalk(b *testing.B) {
	var n, braille table.Counts
	m := walkModel(b, &n, &braille)
	var sum table.Counts
	lines := 0
	b.ReportAllocs()
	for b.Loop() {
		if lines > 0 && lines%(2*len(benchLines)) == 0 { // before a repetition ends the game
			b.StopTimer()
			m.g.Quit()
			m = walkModel(b, &n, &braille)
			b.StartTimer()
		}
		before := n
		m, _ = walkLine(m, benchLines[lines%len(benchLines)])
		lines++
		sum.Reads += n.Reads - before.Reads
		sum.Replays += n.Replays - before.Replays
		sum.Settings += n.Settings - before.Settings
	}
	b.ReportMetric(float64(sum.Reads)/float64(lines), "session-reads/line")
	b.ReportMetric(float64(sum.Replays)/float64(lines), "replays/line")
	b.ReportMetric(float64(sum.Settings)/float64(lines), "settings-reads/frame")
}

// longGame returns the lines of a game of n plies, each a move in the
// notation lang and its press, the moves chosen so that the game goes on.
func longGame(tb testing.TB, lang notation.Language, n int) []string {
	tb.Helper()
	pos := rules.StartPosition()
	var lines []string
	for ply := range n {
		var l rules.MoveList
		pos.LegalMoves(&l)
		next := ""
		for i := range l.Len() {
			m := l.At((ply*7 + 3 + i) % l.Len())
			after := pos
			if after.Play(m) != nil || after.Status().Over() {
				continue
			}
			next = lang.SAN(&pos, m)
			pos = after
			break
		}
		if next == "" {
			tb.Fatalf("no move at ply %d", ply+1)
		}
		lines = append(lines, next, "press")
	}
	return lines
}

// BenchmarkOneMoveWalkLongGame measures the walk of BenchmarkOneMoveWalk
// later in a game, a move and its press a line, from move 41 to 60: what
// grew with the game's length (the scoresheet written again, the boards
// replayed) shows here.
func BenchmarkOneMoveWalkLongGame(b *testing.B) {
	const first, last = 80, 120 // plies
	var n, braille table.Counts
	var m Model
	var lines []string
	at := 0
	start := func() {
		m = walkModel(b, &n, &braille)
		lines = longGame(b, m.g.Notation(), last)
		for _, l := range lines[:2*first] {
			m, _ = walkLine(m, l)
		}
		at = 2 * first
	}
	start()
	var sum table.Counts
	count := 0
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if at == len(lines) {
			b.StopTimer()
			m.g.Quit()
			start()
			b.StartTimer()
		}
		before := n
		m, _ = walkLine(m, lines[at])
		at++
		count++
		sum.Reads += n.Reads - before.Reads
		sum.Replays += n.Replays - before.Replays
		sum.Settings += n.Settings - before.Settings
	}
	b.ReportMetric(float64(sum.Reads)/float64(count), "session-reads/line")
	b.ReportMetric(float64(sum.Replays)/float64(count), "replays/line")
	b.ReportMetric(float64(sum.Settings)/float64(count), "settings-reads/frame")
}
