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

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// Narrator says events with one announcer (vocabulary and style of moves)
// in one user interface language.
type Narrator struct {
	Say announce.Announcer
	// UI is the language of the sentences; nil is English.
	UI *catalog.UI
	// Untimed says the game has no clock: a completed move says who is to
	// move instead of whose clock runs.
	Untimed bool
	// Tournament: a game under FIDE 11.3.1, where tactus tells what a
	// board and a scoresheet tell and nothing the player should work out:
	// a refused move is only not legal (no list of legal moves or of the
	// moves it could be), and no draw is said to be claimable.
	Tournament bool
	// Start is the position the game began in, to name a half-move by its
	// move number and side ("white's move 3", never "ply 5"); nil is the
	// standard start.
	Start *rules.Position
	// MoveFirst: an announcement or a correction starts with the move
	// ("Eva zwei Eva vier (white)"), for a screen reader's Braille display,
	// which shows the start of a line first.
	MoveFirst bool
	// inWords: the moves a refusal lists are said in the vocabulary, not
	// in SAN (InputProblemIn).
	inWords bool
}

// MoveAt returns the move number and the side of half-move p (1 the
// first) of a game that began in n.Start.
func (n Narrator) MoveAt(p int) (number int, side rules.Color) {
	number, i := 1, p-1
	if n.Start != nil {
		number = n.Start.FullmoveNumber()
		if n.Start.SideToMove() == rules.Black {
			i++
		}
	}
	side = rules.White
	if i%2 != 0 {
		side = rules.Black
	}
	return number + i/2, side
}

// ui returns the narrator's language.
func (n Narrator) ui() *catalog.UI {
	if n.UI == nil {
		return catalog.English()
	}
	return n.UI
}

// Move says m, legal in before, in the narrator's vocabulary.
func (n Narrator) Move(before rules.Position, m rules.Move) string {
	return n.Say.Move(&before, m).String()
}

// Sentence describes one event in a short sentence without a capital or a
// full stop ("white announces: Eva zwei Eva vier"); Capital finishes it.
func (n Narrator) Sentence(e session.Event) string {
	u := n.ui()
	t := u.Narrate
	side, other, of, otherOf := u.Side(int(e.Side)), u.Side(int(e.Side.Other())), u.Of(int(e.Side)), u.Of(int(e.Side.Other()))
	switch e.Kind {
	case session.Started:
		return catalog.Fill(t.GameBegins, side)
	case session.Announced:
		if n.MoveFirst {
			return catalog.Fill(t.AnnouncedMoveFirst, n.Move(e.Before, e.Move), side)
		}
		return catalog.Fill(t.Announces, side, n.Move(e.Before, e.Move))
	case session.Corrected:
		if n.MoveFirst {
			return catalog.Fill(t.CorrectedMoveFirst, n.Move(e.Before, e.Move), side)
		}
		return catalog.Fill(t.Corrects, side, n.Move(e.Before, e.Move))
	case session.Made:
		if n.Untimed {
			return catalog.Fill(t.CompletesUntimed, side, other)
		}
		return catalog.Fill(t.Completes, side, otherOf)
	case session.InStep:
		return catalog.Fill(t.InStep, of, n.Move(e.Before, e.Move))
	case session.Diverged:
		return catalog.Fill(t.Diverged, e.Before.FullmoveNumber(), of, n.Move(e.Before, e.Other), other, n.Move(e.Before, e.Move),
			n.Squares(e.Diff), u.Of(int(e.Before.SideToMove())))
	case session.Restored:
		num, next := n.MoveAt(e.Ply + 1)
		return catalog.Fill(t.Restored, num, u.Side(int(next)), u.Of(int(next)))
	case session.IllegalMade:
		return catalog.Fill(t.IllegalMade, of, e.Before.FullmoveNumber())
	case session.Penalized:
		return catalog.Fill(t.Penalized, other, u.Lang.Time(e.Time).String())
	}
	return n.other(e)
}

// other describes the events off the ply cycle.
func (n Narrator) other(e session.Event) string {
	u := n.ui()
	t := u.Narrate
	side, of := u.Side(int(e.Side)), u.Of(int(e.Side))
	switch e.Kind {
	case session.DrawOffered:
		return catalog.Fill(t.DrawOffered, side)
	case session.DrawDeclined:
		return catalog.Fill(t.DrawDeclined, side)
	case session.ClaimRejected:
		return catalog.Fill(t.ClaimRejected, of)
	case session.TimeSet:
		return catalog.Fill(t.TimeSet, of, HMS(e.Time))
	case session.AdjournRequested:
		return catalog.Fill(t.AdjournRequested, side)
	case session.Sealed:
		return catalog.Fill(t.Sealed, side)
	case session.Resumed:
		if e.Move == rules.NoMove {
			return catalog.Fill(t.OpenedBad, of, e.Text)
		}
		return catalog.Fill(t.Opened, of, n.Move(e.Before, e.Move))
	case session.Paused:
		return t.Paused
	case session.Continued:
		return t.Continued
	case session.Touched:
		return catalog.Fill(t.Touched, side, e.Square)
	case session.FlagFell:
		return catalog.Fill(t.FlagFell, of, u.Lang.Time(e.Time).String())
	case session.Ended:
		return catalog.Fill(t.GameOver, n.Decided(e.Result, e.Reason, e.Text))
	}
	return n.arbiter(e)
}

// arbiter describes the arbiter's rulings off the ply cycle.
func (n Narrator) arbiter(e session.Event) string {
	u := n.ui()
	t := u.Narrate
	of := u.Of(int(e.Side))
	switch e.Kind {
	case session.ResultCorrected:
		return catalog.Fill(t.ResultCorrected, n.Decided(e.Result, e.Reason, e.Text), n.Result(e.Was, e.WasReason))
	case session.TimeAdjusted:
		if e.Time < 0 {
			return catalog.Fill(t.TimeTaken, of, u.Lang.Time(-e.Time).String())
		}
		return catalog.Fill(t.TimeAdded, of, u.Lang.Time(e.Time).String())
	case session.MovesSet:
		return catalog.Fill(t.MovesSet, of, e.Count)
	case session.ControlSet:
		return catalog.Fill(t.ControlSet, e.Text)
	case session.QuickplayGranted:
		return t.Quickplay
	case session.Decided:
		switch e.Text {
		case session.DecideDraw:
			return catalog.Fill(t.DecidedDraw, of)
		case session.DecidePostpone:
			return catalog.Fill(t.DecidedPostpone, of)
		case session.DecideReject:
			return catalog.Fill(t.DecidedReject, of)
		}
	}
	return e.Kind.String()
}

// Squares lists the squares of a board difference ("e4 e5"), or "none".
func Squares(d []session.SquareDiff) string { return Narrator{}.Squares(d) }

// Squares lists the squares of a board difference in the narrator's
// vocabulary ("Eva vier, Eva fuenf"), or none in the narrator's language.
func (n Narrator) Squares(d []session.SquareDiff) string {
	v := n.Say.Vocab
	if v == nil {
		v = announce.AppendixD()
	}
	names := make([]string, len(d))
	for i, x := range d {
		names[i] = v.AppendSquare(nil, x.Square).String()
	}
	if len(names) == 0 {
		return n.ui().Narrate.None
	}
	return strings.Join(names, ", ")
}

// Result says a result for a person: "white wins, resignation".
func Result(r rules.Result, why session.Reason) string { return Narrator{}.Result(r, why) }

// Result says a result for a person in the narrator's language.
func (n Narrator) Result(r rules.Result, why session.Reason) string {
	t := n.ui().Narrate
	var who string
	switch r {
	case rules.WhiteWins:
		who = t.Wins[0]
	case rules.BlackWins:
		who = t.Wins[1]
	case rules.Draw:
		who = t.Wins[2]
	default:
		return t.GoesOn
	}
	reason := why.String()
	if int(why) > 0 && int(why) < len(t.Reasons) {
		reason = t.Reasons[why]
	}
	return catalog.Fill(t.Result, who, reason)
}

// Decided is Result with the arbiter's reason as typed when the arbiter
// declared or corrected the result (text from Session.ResultText or the
// event): "draw, by the arbiter's decision: agreed before the time
// control"; without a reason, or for another ending, it is Result.
func (n Narrator) Decided(r rules.Result, why session.Reason, text string) string {
	text = strings.TrimSpace(text)
	if why != session.Adjudication || text == "" || r == rules.Unfinished {
		return n.Result(r, why)
	}
	t := n.ui().Narrate
	who := t.Wins[2]
	switch r {
	case rules.WhiteWins:
		who = t.Wins[0]
	case rules.BlackWins:
		who = t.Wins[1]
	}
	return catalog.Fill(t.ByArbiter, who, text)
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

// Refusal turns an error chain into one sentence in English, worded
// from its typed reason (see Narrator.Refusal).
func Refusal(err error) string { return Narrator{}.Refusal(err) }

// Refusal turns an error chain into one sentence in the narrator's
// language, worded from the error's typed reason, never from its text:
// the sentence of the session rule it broke (catalog's Refuse), else the
// library error as catalog.UI.Explain words it, else Refuse.Refused.
func (n Narrator) Refusal(err error) string {
	u := n.ui()
	if s, ok := n.claimedWith(err); ok {
		return s
	}
	if s := u.Refusal(err); s != u.Refuse.Refused {
		return s
	}
	if s, ok := u.Known(err); ok {
		return Capital(s)
	}
	return u.Refuse.Refused
}

// Capital starts s with a capital letter and ends it with a full stop
// (unless it ends with one already, or with ? or !).
func Capital(s string) string { return catalog.Capital(s) }

// claimedWith words a refusal to change the move a draw was claimed
// with (9.5.3) with that move in the narrator's move words, and reports
// whether err is one whose move can be said so.
func (n Narrator) claimedWith(err error) (string, bool) {
	var re *session.RefusalError
	if !errors.As(err, &re) || re.Before == nil {
		return "", false
	}
	u := n.ui()
	t := u.Refuse.ClaimedWith
	switch re.Why {
	case session.WhyClaimedWith:
	case session.WhyClaimFixed:
		t = u.Refuse.ClaimFixed
	default:
		return "", false
	}
	m, perr := re.Before.ParseUCI(re.Move)
	if perr != nil {
		return "", false
	}
	return Capital(catalog.Fill(t, u.Side(int(re.Side)), n.Move(*re.Before, m))), true
}
