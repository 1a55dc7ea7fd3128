// Package narrate turns what happened in a game session into words: one
// short sentence per event for the lines a screen reader reads, and, where a
// voice of vocabulary clips can say it, the phrase to speak (the move in the
// chosen vocabulary, the ending). Both `tactus session` and the app use it,
// so a game reads the same everywhere.
//
//	n := narrate.Narrator{Say: announce.Announcer{}}
//	for _, e := range evs {
//		fmt.Println(narrate.Capital(n.Sentence(e))) // "White announces: Eva zwei Eva vier."
//	}
package narrate

import (
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// Narrator says events with one announcer (vocabulary and style of moves).
type Narrator struct {
	Say announce.Announcer
}

// Move says m, legal in before, in the narrator's vocabulary.
func (n Narrator) Move(before rules.Position, m rules.Move) string {
	return n.Say.Move(&before, m).String()
}

// Sentence describes one event in a short sentence without a capital or a
// full stop ("white announces: Eva zwei Eva vier"); Capital finishes it.
func (n Narrator) Sentence(e session.Event) string {
	side, other := e.Side.String(), e.Side.Other().String()
	switch e.Kind {
	case session.Started:
		return fmt.Sprintf("game begins, %s to move", side)
	case session.Announced:
		return fmt.Sprintf("%s announces: %s", side, n.Move(e.Before, e.Move))
	case session.Corrected:
		return fmt.Sprintf("%s corrects the announcement: %s", side, n.Move(e.Before, e.Move))
	case session.Made:
		return fmt.Sprintf("%s completes the move, %s's clock runs", side, other)
	case session.InStep:
		return fmt.Sprintf("%s's board has %s, the boards agree", side, n.Move(e.Before, e.Move))
	case session.Diverged:
		return fmt.Sprintf("the boards differ at ply %d: %s's board has %s, %s announced %s; squares %s",
			e.Ply, side, n.Move(e.Before, e.Other), other, n.Move(e.Before, e.Move), Squares(e.Diff))
	case session.Restored:
		return fmt.Sprintf("both boards are back at ply %d, %s to move", e.Ply, side)
	case session.IllegalMade:
		return fmt.Sprintf("%s's move at ply %d was illegal, the position before it is back", side, e.Ply)
	case session.Penalized:
		return fmt.Sprintf("%s gets %s", other, SpokenDuration(e.Time))
	}
	return n.other(e)
}

// other describes the events off the ply cycle.
func (n Narrator) other(e session.Event) string {
	side := e.Side.String()
	switch e.Kind {
	case session.DrawOffered:
		return fmt.Sprintf("%s offers a draw", side)
	case session.DrawDeclined:
		return fmt.Sprintf("%s declines the draw offer", side)
	case session.ClaimRejected:
		return fmt.Sprintf("%s's draw claim is incorrect", side)
	case session.TimeSet:
		return fmt.Sprintf("the arbiter sets %s's time to %s", side, HMS(e.Time))
	case session.AdjournRequested:
		return fmt.Sprintf("the game is adjourned, %s must seal a move", side)
	case session.Sealed:
		return fmt.Sprintf("%s seals a move, the clocks stop", side)
	case session.Resumed:
		if e.Move == rules.NoMove {
			return fmt.Sprintf("the envelope is opened: %s's sealed move %q cannot be played", side, e.Text)
		}
		return fmt.Sprintf("the envelope is opened: %s's sealed move is %s", side, n.Move(e.Before, e.Move))
	case session.Paused:
		return "the arbiter stops the clock"
	case session.Continued:
		return "the arbiter restarts the clock"
	case session.Touched:
		return fmt.Sprintf("%s touched the piece on %s, reported for the arbiter", side, e.Square)
	case session.FlagFell:
		return fmt.Sprintf("%s's flag falls at %s", side, GameTime(e.Time))
	case session.Ended:
		return "game over: " + Result(e.Result, e.Reason)
	}
	return e.Kind.String()
}

// Squares lists the squares of a board difference ("e4 e5"), or "none".
func Squares(d []session.SquareDiff) string {
	names := make([]string, len(d))
	for i, x := range d {
		names[i] = x.Square.String()
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, " ")
}

// Result says a result for a person: "white wins, resignation".
func Result(r rules.Result, why session.Reason) string {
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

// SpokenDuration says a penalty time: "2 minutes", "30 seconds".
func SpokenDuration(d time.Duration) string {
	if d%time.Minute == 0 {
		n := int(d / time.Minute)
		if n == 1 {
			return "1 minute"
		}
		return fmt.Sprintf("%d minutes", n)
	}
	return fmt.Sprintf("%g seconds", d.Seconds())
}

// HMS writes a clock time H:MM:SS, rounded down to the second.
func HMS(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	s := int64(d / time.Second)
	return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
}

// GameTime writes a game time in seconds with milliseconds ("4.250").
func GameTime(d time.Duration) string {
	ms := d.Milliseconds()
	return fmt.Sprintf("%d.%03d", ms/1000, ms%1000)
}

// Moves says a number of moves: "1 move", "12 moves".
func Moves(n int) string {
	if n == 1 {
		return "1 move"
	}
	return fmt.Sprintf("%d moves", n)
}

// Refusal turns an error chain into one sentence: package prefixes go, the
// first letter is a capital and it ends with a full stop.
func Refusal(err error) string {
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
	return Capital(msg)
}

// Capital starts s with a capital letter and ends it with a full stop
// (unless it ends with one already, or with ? or !).
func Capital(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	s = string(unicode.ToUpper(r)) + s[n:]
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "?") && !strings.HasSuffix(s, "!") {
		s += "."
	}
	return s
}
