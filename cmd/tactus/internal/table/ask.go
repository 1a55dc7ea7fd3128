package table

import (
	"fmt"
	"strconv"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/ask"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// clockAnswer gives both times and the player's move count (D.2.10.4).
func clockAnswer(g *Game, _ []string) []Output {
	outs := g.Tick()
	lang := g.ui.Lang
	me := g.owner()
	r, ok := g.r.Clock(g.now())
	if !ok {
		n := 0
		for _, p := range g.played() {
			if p.Before.SideToMove() == me {
				n++
			}
		}
		return append(outs, answer(g.ui.Game.NoClock)[0], phrased(lang.MoveCount(n, -1)))
	}
	to := r.ToControl[me]
	if to == 0 {
		to = -1
	}
	p := lang.Clock(r.Remaining[rules.White], r.Remaining[rules.Black])
	p = append(p, announce.Word{Kind: announce.Pause, Text: ";"})
	reading := phrased(append(p, lang.MoveCount(r.Moves[me], to)...))
	reading.Clock = true
	outs = append(outs, reading)
	if !r.Running && !g.Over() {
		outs = append(outs, answer(g.clockStopped())...)
	}
	return outs
}

// last says the last move, or the last N moves, of the record; the
// display shows each as a numbered move in the chess code.
func last(g *Game, args []string) []Output {
	n := 1
	if len(args) > 0 {
		v, err := strconv.Atoi(args[0])
		if err != nil || v < 1 {
			return refuse(g.ui.Game.LastHow)
		}
		n = v
	}
	plies := g.played()
	if len(plies) == 0 {
		return answer(g.ui.Game.NoMoveYet)
	}
	var outs []Output
	for _, pl := range plies[max(0, len(plies)-n):] {
		o := phrased(g.narr.Say.Ply(&pl.Before, pl.Move))
		o.Cells = []Cells{{Moves: []Played{{pl.Before, pl.Move}}, Numbered: true}}
		outs = append(outs, o)
	}
	return outs
}

// score writes the scoresheet of the record, one move number a line, in the
// notation language, after how many move numbers it has; (=) marks a draw
// offer. A voice says each line's moves in the move vocabulary, and the
// display shows them in the Braille chess code.
func score(g *Game, _ []string) []Output {
	plies := g.r.Plies()
	if len(plies) == 0 {
		return answer(g.ui.Game.ScoreEmpty)
	}
	var outs []Output
	var line *Output
	for _, pl := range plies {
		num := pl.Before.FullmoveNumber()
		if pl.Side == rules.White || line == nil {
			if line != nil {
				outs = append(outs, *line)
			}
			dots := "."
			if pl.Side == rules.Black {
				dots = "..."
			}
			label := fmt.Sprintf("%d%s", num, dots)
			line = &Output{Kind: Answer, Text: label, Phrase: announce.Phrase{{Kind: announce.Text, Text: label, Lang: g.textLang()}},
				Cells: []Cells{{Numbered: true}}}
		} else {
			line.Phrase = append(line.Phrase, sep(","))
		}
		line.Text += " " + g.lang.SAN(&pl.Before, pl.Move)
		line.Phrase = append(line.Phrase, g.narr.Say.Move(&pl.Before, pl.Move)...)
		line.Cells[0].Moves = append(line.Cells[0].Moves, Played{pl.Before, pl.Move})
		if pl.Offer {
			line.Text += " (=)"
			line.Phrase = append(line.Phrase, sep(","), g.message(g.ui.Channels.OfferMark))
		}
	}
	outs = append(outs, *line)
	outs = append(answer(g.ui.N(g.ui.Channels.ScoreLead, len(outs))), outs...)
	if res, why := g.r.Result(); res != rules.Unfinished {
		outs = append(outs, answer(narrate.Capital(g.narr.Decided(res, why, g.r.ResultText())))...)
	}
	return outs
}

// whose says whose move it is and what the game waits for.
func whose(g *Game, _ []string) []Output {
	at := g.at()
	if at.Phase == session.Over {
		return answer(narrate.Capital(catalog.Fill(g.ui.Narrate.GameOver, g.narr.Decided(at.Result, at.Reason, g.r.ResultText()))))
	}
	var outs []Output
	if !g.special() {
		outs = append(outs, answer(narrate.Capital(catalog.Fill(g.ui.Game.ToMove, g.side(at.ToMove))))...)
	}
	outs = append(outs, g.waiting()...)
	if g.stopped() {
		outs = append(outs, answer(g.clockStopped())...)
	}
	return outs
}

// clockStopped says that the clock stands and what starts it: a press, or
// the arbiter who stopped it.
func (g *Game) clockStopped() string {
	if g.heldByArbiter() {
		return g.ui.Trust.ArbiterHolds
	}
	return g.ui.Game.ClockStopped
}

// special reports whether the game is in a phase that whose names instead
// of the side to move: a divergence, a sealed move, an adjournment or an
// announcement waiting for the press.
func (g *Game) special() bool {
	switch g.at().Phase {
	case session.DivergedPhase, session.Sealing, session.Adjourned, session.AnnouncedPhase:
		return true
	}
	return false
}

// waiting says what the game waits for besides a move: the phase's
// sentence, a move not yet confirmed, a draw offer; the Braille display
// shows a move announced and not pressed in the chess code.
func (g *Game) waiting() []Output {
	var lines []string
	var pending *Output
	switch g.at().Phase {
	case session.DivergedPhase:
		ply, _ := g.diverged()
		num, side := g.narr.MoveAt(ply)
		lines = append(lines, catalog.Fill(g.ui.Game.BoardsDiffer, num, g.ui.Of(int(side))))
	case session.Sealing:
		lines = append(lines, narrate.Capital(catalog.Fill(g.ui.Game.MustSeal, g.side(g.at().ToMove))))
	case session.Adjourned:
		lines = append(lines, g.ui.Game.Adjourned)
	case session.AnnouncedPhase:
		side, m, before, _ := g.announced()
		pending = &Output{Kind: Answer, Text: narrate.Capital(catalog.Fill(g.ui.Game.AnnouncedPending, g.side(side), g.narr.Move(before, m))),
			Phrase: g.aroundMove(narrate.Capital(catalog.Fill(g.ui.Game.AnnouncedPending, g.side(side), moveAt)), before, m),
			Cells:  []Cells{{Label: upperFirst(catalog.Fill(g.ui.Channels.Pending, g.side(side))), Moves: []Played{{before, m}}}}}
	default:
		if last, ok := g.lastMade(); g.at().AwaitingRepeat && g.set.Confirm && ok {
			lines = append(lines, narrate.Capital(catalog.Fill(g.ui.Game.NotConfirmed, g.side(last.Before.SideToMove().Other()), g.ui.Of(int(last.Before.SideToMove())))))
		}
	}
	if by, ok := g.offer(); ok {
		lines = append(lines, narrate.Capital(catalog.Fill(g.ui.Narrate.DrawOffered, g.side(by))))
	}
	var outs []Output
	if pending != nil {
		outs = append(outs, *pending)
	}
	return append(outs, answer(lines...)...)
}

// asker answers the position-only questions in the user interface
// language's words (see words), reading the moves' vocabulary too.
func (g *Game) asker() ask.Asker {
	say := g.narr.Say
	say.Vocab = g.words()
	return ask.Asker{Say: say, UI: g.ui, Lang: g.lang, Typed: g.vocab()}
}

// asked answers the question named by word about pos, the board read
// from the player's side unless the question names one.
func (g *Game) asked(pos *rules.Position, word string, args []string) []Output {
	var outs []Output
	for _, a := range g.asker().Ask(pos, word, args, g.owner()) {
		switch {
		case a.Refused:
			outs = append(outs, refuse(a.Text)...)
		case a.Phrase != nil:
			outs = append(outs, Output{Kind: Answer, Text: a.Text, Phrase: a.Phrase})
		default:
			outs = append(outs, answer(a.Text)...)
		}
	}
	return outs
}
