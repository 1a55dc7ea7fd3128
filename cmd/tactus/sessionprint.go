package main

import (
	"fmt"
	"io"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/script"
)

// eventPrinter writes session events as lines a screen reader reads well:
// the game time, then one short sentence (package narrate, which the app
// shares); moves in Appendix D words.
type eventPrinter struct {
	w    io.Writer
	narr narrate.Narrator
}

func newEventPrinter(w io.Writer) *eventPrinter {
	return &eventPrinter{w: w, narr: narrate.Narrator{Say: announce.Announcer{Vocab: announce.AppendixD(), Style: announce.Long}}}
}

// print writes one line per event.
func (p *eventPrinter) print(evs []session.Event) {
	for _, e := range evs {
		fmt.Fprintf(p.w, "%s %s\n", gameTime(e.At), p.narr.Sentence(e))
	}
}

// gameTime writes a game time in seconds with milliseconds.
func gameTime(d time.Duration) string { return narrate.GameTime(d) }

// hms writes a clock time H:MM:SS, rounded down to the second.
func hms(d time.Duration) string { return narrate.HMS(d) }

// clock writes the D.2.10.4 reading: both times and completed moves.
func (p *eventPrinter) clock(s *session.Session, at time.Duration) {
	r, ok := s.Clock(at)
	if !ok {
		fmt.Fprintf(p.w, "%s clock: no clock, white has made %s, black %s\n", gameTime(at),
			moves(countMoves(s, rules.White)), moves(countMoves(s, rules.Black)))
		return
	}
	line := fmt.Sprintf("%s clock: white %s, %s, black %s, %s", gameTime(at),
		hms(r.Remaining[rules.White]), moves(r.Moves[rules.White]),
		hms(r.Remaining[rules.Black]), moves(r.Moves[rules.Black]))
	if n := r.ToControl[r.Turn]; n > 0 {
		line += fmt.Sprintf("; %s has %s to the time control", r.Turn, moves(n))
	}
	fmt.Fprintln(p.w, line)
}

// countMoves counts side's made moves.
func countMoves(s *session.Session, side rules.Color) int {
	n := 0
	for _, pl := range s.Plies() {
		if pl.Side == side {
			n++
		}
	}
	return n
}

// moves says a number of moves.
func moves(n int) string { return narrate.Moves(n) }

// refused says why a script line was refused, in one sentence.
func (p *eventPrinter) refused(ln script.Line, err error) {
	fmt.Fprintf(p.w, "%s refused: line %d, %s %s: %s\n", gameTime(ln.At), ln.Number, ln.Actor, ln.Verb, sentenceOf(err))
}

// sentenceOf turns an error chain into one sentence.
func sentenceOf(err error) string { return narrate.Refusal(err) }

// final writes the four closing lines: both boards, the clock, the result.
func (p *eventPrinter) final(s *session.Session, at time.Duration) error {
	wp, bp := s.Position(rules.White), s.Position(rules.Black)
	fmt.Fprintf(p.w, "white board: %s\n", wp.FEN())
	fmt.Fprintf(p.w, "black board: %s\n", bp.FEN())
	if r, ok := s.Clock(at); ok {
		fmt.Fprintf(p.w, "clock: white %s black %s\n", hms(r.Remaining[rules.White]), hms(r.Remaining[rules.Black]))
	} else {
		fmt.Fprintln(p.w, "clock: none")
	}
	res, why := s.Result()
	if res == rules.Unfinished {
		fmt.Fprintln(p.w, "result: ongoing")
	} else {
		fmt.Fprintf(p.w, "result: %s %s\n", res, why)
	}
	return nil
}
