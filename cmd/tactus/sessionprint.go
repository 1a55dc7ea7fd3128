package main

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/script"
)

// eventPrinter writes session events as lines a screen reader reads well:
// the game time, then one short sentence; moves in Appendix D words.
type eventPrinter struct {
	w   io.Writer
	say announce.Announcer
}

func newEventPrinter(w io.Writer) *eventPrinter {
	return &eventPrinter{w: w, say: announce.Announcer{Vocab: announce.AppendixD(), Style: announce.Long}}
}

// print writes one line per event.
func (p *eventPrinter) print(evs []session.Event) {
	for _, e := range evs {
		fmt.Fprintf(p.w, "%s %s\n", gameTime(e.At), p.sentence(e))
	}
}

// gameTime writes a game time in seconds with milliseconds.
func gameTime(d time.Duration) string {
	ms := d.Milliseconds()
	return fmt.Sprintf("%d.%03d", ms/1000, ms%1000)
}

// move says m in Appendix D words.
func (p *eventPrinter) move(before rules.Position, m rules.Move) string {
	return p.say.Move(&before, m).String()
}

// sentence describes one event.
func (p *eventPrinter) sentence(e session.Event) string {
	side, other := e.Side.String(), e.Side.Other().String()
	switch e.Kind {
	case session.Started:
		return fmt.Sprintf("game begins, %s to move", side)
	case session.Announced:
		return fmt.Sprintf("%s announces: %s", side, p.move(e.Before, e.Move))
	case session.Corrected:
		return fmt.Sprintf("%s corrects the announcement: %s", side, p.move(e.Before, e.Move))
	case session.Made:
		return fmt.Sprintf("%s completes the move, %s's clock runs", side, other)
	case session.InStep:
		return fmt.Sprintf("%s's board has %s, the boards agree", side, p.move(e.Before, e.Move))
	case session.Diverged:
		return fmt.Sprintf("the boards differ at ply %d: %s's board has %s, %s announced %s; squares %s",
			e.Ply, side, p.move(e.Before, e.Other), other, p.move(e.Before, e.Move), squares(e.Diff))
	case session.Restored:
		return fmt.Sprintf("both boards are back at ply %d, %s to move", e.Ply, side)
	case session.IllegalMade:
		return fmt.Sprintf("%s's move at ply %d was illegal, the position before it is back", side, e.Ply)
	case session.Penalized:
		return fmt.Sprintf("%s gets %s", other, spokenDuration(e.Time))
	case session.DrawOffered:
		return fmt.Sprintf("%s offers a draw", side)
	case session.DrawDeclined:
		return fmt.Sprintf("%s declines the draw offer", side)
	case session.ClaimRejected:
		return fmt.Sprintf("%s's draw claim is incorrect", side)
	case session.TimeSet:
		return fmt.Sprintf("the arbiter sets %s's time to %s", side, hms(e.Time))
	case session.AdjournRequested:
		return fmt.Sprintf("the game is adjourned, %s must seal a move", side)
	case session.Sealed:
		return fmt.Sprintf("%s seals a move, the clocks stop", side)
	case session.Resumed:
		if e.Move == rules.NoMove {
			return fmt.Sprintf("the envelope is opened: %s's sealed move %q cannot be played", side, e.Text)
		}
		return fmt.Sprintf("the envelope is opened: %s's sealed move is %s", side, p.move(e.Before, e.Move))
	case session.Paused:
		return "the arbiter stops the clock"
	case session.Continued:
		return "the arbiter restarts the clock"
	case session.Touched:
		return fmt.Sprintf("%s touched the piece on %s, reported for the arbiter", side, e.Square)
	case session.FlagFell:
		return fmt.Sprintf("%s's flag falls at %s", side, gameTime(e.Time))
	case session.Ended:
		return "game over: " + resultWords(e.Result, e.Reason)
	}
	return e.Kind.String()
}

// squares lists the squares of a board difference.
func squares(d []session.SquareDiff) string {
	names := make([]string, len(d))
	for i, x := range d {
		names[i] = x.Square.String()
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, " ")
}

// resultWords says a result for a person: "white wins, resignation".
func resultWords(r rules.Result, why session.Reason) string {
	var who string
	switch r {
	case rules.WhiteWins:
		who = "white wins"
	case rules.BlackWins:
		who = "black wins"
	case rules.Draw:
		who = "draw"
	default:
		return "the game goes on"
	}
	return who + ", " + why.String()
}

// spokenDuration says a penalty time: "2 minutes".
func spokenDuration(d time.Duration) string {
	if d%time.Minute == 0 {
		n := int(d / time.Minute)
		if n == 1 {
			return "1 minute"
		}
		return fmt.Sprintf("%d minutes", n)
	}
	return fmt.Sprintf("%g seconds", d.Seconds())
}

// hms writes a clock time H:MM:SS, rounded down to the second.
func hms(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	s := int64(d / time.Second)
	return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
}

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
func moves(n int) string {
	if n == 1 {
		return "1 move"
	}
	return fmt.Sprintf("%d moves", n)
}

// refused says why a script line was refused, in one sentence.
func (p *eventPrinter) refused(ln script.Line, err error) {
	fmt.Fprintf(p.w, "%s refused: line %d, %s %s: %s\n", gameTime(ln.At), ln.Number, ln.Actor, ln.Verb, sentenceOf(err))
}

// sentenceOf turns an error chain into one sentence: package prefixes go,
// the first letter is a capital and it ends with a full stop.
func sentenceOf(err error) string {
	msg := err.Error()
	for _, prefix := range []string{"session: ", "notation: ", "rules: ", "announce: ", "clock: ", "script: "} {
		msg = strings.ReplaceAll(msg, prefix, "")
	}
	var we *announce.WordError
	if errors.As(err, &we) {
		msg = we.Error()
	}
	msg = strings.TrimSpace(msg)
	if msg == "" {
		return "Refused."
	}
	r, n := utf8.DecodeRuneInString(msg)
	msg = string(unicode.ToUpper(r)) + msg[n:]
	if !strings.HasSuffix(msg, ".") {
		msg += "."
	}
	return msg
}

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
