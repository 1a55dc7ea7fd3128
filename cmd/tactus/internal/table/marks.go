package table

import (
	"strings"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/rules"
)

// clockMarks are the talking clock's thresholds (D.2.6.1, APP.md), largest
// first: the running side's time is said once as it passes each.
var clockMarks = [...]time.Duration{10 * time.Minute, 5 * time.Minute, 2 * time.Minute, time.Minute, 30 * time.Second, 10 * time.Second}

// marker remembers which marks each side has heard in its current period,
// so an increment that lifts the time above a mark does not make it said
// again, and what the last reading was, to notice a new period.
type marker struct {
	said   [2]uint8 // bit i: clockMarks[i] said
	toCtl  [2]int   // the side's moves to the control at the last look
	moves  [2]int   // the side's moves at the last look
	looked bool
}

// MarkIn returns how long from now the running side's time reaches its
// next mark not yet said, for the view's timer; ok is false when the marks
// are off, no clock runs, or none is left.
func (g *Game) MarkIn() (time.Duration, bool) {
	if !g.set.ClockMarks || g.Over() {
		return 0, false
	}
	r, ok := g.r.Clock(g.now())
	if !ok || !r.Running {
		return 0, false
	}
	left := r.Remaining[r.Turn]
	for i, m := range clockMarks {
		if g.marks.said[r.Turn]&(1<<i) == 0 && m < left {
			return left - m, true
		}
	}
	return 0, false
}

// Marks returns what the talking clock says by itself now: a new period
// (always), and, with the marks on, the running side's time when it has
// passed a mark not yet said. The views call it when MarkIn's timer fires
// and after every line.
func (g *Game) Marks() []Output {
	r, ok := g.r.Clock(g.now())
	if !ok || g.Over() {
		return nil
	}
	var outs []Output
	for _, side := range []rules.Color{rules.White, rules.Black} {
		// A period ends with its last move (a restore that takes moves back
		// begins none).
		if g.marks.looked && g.marks.toCtl[side] == 1 && r.ToControl[side] != 1 && r.Moves[side] > g.marks.moves[side] {
			g.marks.said[side] = 0 // a new period's time: the marks apply again
			outs = append(outs, g.clockLine(side, r.Remaining[side], g.ui.Game.NewPeriod))
		}
		g.marks.toCtl[side], g.marks.moves[side] = r.ToControl[side], r.Moves[side]
	}
	if !g.marks.looked {
		g.marks.looked = true
		// Marks already passed when the game is started or resumed are not said.
		for _, side := range []rules.Color{rules.White, rules.Black} {
			for i, m := range clockMarks {
				if r.Remaining[side] <= m {
					g.marks.said[side] |= 1 << i
				}
			}
		}
		return outs
	}
	if !g.set.ClockMarks || !r.Running {
		return outs
	}
	side, left, crossed := r.Turn, r.Remaining[r.Turn], false
	for i, m := range clockMarks {
		if left <= m && g.marks.said[side]&(1<<i) == 0 {
			g.marks.said[side] |= 1 << i
			crossed = true
		}
	}
	if crossed && left > 0 {
		outs = append(outs, g.clockLine(side, left, ""))
	}
	return outs
}

// clockLine is one clock reading of side, said at clock priority, after
// lead when there is one.
func (g *Game) clockLine(side rules.Color, left time.Duration, lead string) Output {
	p := g.ui.Lang.SideTime(side, left.Truncate(time.Second))
	if lead != "" {
		p = append(announce.Phrase{g.message(lead), sep(":")}, p...)
	}
	text := narrate.Capital(p.String())
	if !strings.HasSuffix(text, ".") {
		text += "."
	}
	return Output{Kind: Event, Text: text, Phrase: p, Clock: true}
}
