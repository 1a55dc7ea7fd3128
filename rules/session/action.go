package session

import (
	"fmt"
	"time"

	"github.com/tactuschess/tactus/rules"
)

// Kind is what an action does.
type Kind uint8

// The actions. The comment says who may take each and what it carries.
const (
	// Begin starts the game (the first action of every journal): Config.
	Begin Kind = iota
	// Move enters, announces and completes a move at once (Announce + Press): Move.
	Move
	// Announce enters and announces the mover's move (D.2.1, D.2.3): Move.
	Announce
	// Correct replaces the announced move before the press (D.2.8): Move.
	Correct
	// Press completes the announced move; the opponent's clock starts (D.2.4).
	Press
	// Repeat records on the actor's own board the move understood: Move.
	Repeat
	// Confirm repeats the last made move exactly.
	Confirm
	// Offer offers a draw (9.1.2).
	Offer
	// Accept accepts the opponent's standing draw offer (9.1.2).
	Accept
	// Decline declines the opponent's standing draw offer.
	Decline
	// Claim claims a draw under 9.2 or 9.3, on the position or with the intended Move.
	Claim
	// Resign resigns the game.
	Resign
	// Illegal (arbiter) declares the move at Ply (0: the last made move) a
	// completed illegal move (7.5).
	Illegal
	// Restore (arbiter) takes both boards back to the position after Ply plies (D.2.9).
	Restore
	// SetTime (arbiter) sets Side's remaining time to Time (6.10.2, D.2.9).
	SetTime
	// Adjourn asks the player to move to seal a move (Guidelines I.1).
	Adjourn
	// Seal writes the sealed move as Text, with the Move it was understood as
	// when it was understood, and stops the clock (I.1.1). A Move or Announce
	// by the player who must seal is a Seal of that move (I.1.1).
	Seal
	// Resume opens the envelope and plays the sealed move (I.5–I.8).
	Resume
	// Pause (arbiter) stops the clock (6.11).
	Pause
	// Continue (arbiter) restarts the paused clock.
	Continue
	// Touch (assistant) reports that the sighted player touched a piece on Square (D.2.10.5).
	Touch
	// Flag records the fall of the running side's flag (6.9); the session takes it itself.
	Flag
	// Declare (arbiter) ends the game with Result and Text as the reason (adjudication).
	Declare
	// Copy (arbiter: the station, on the players' settings) puts the last made
	// move on the opponent's board without a repetition by the opponent: one
	// station, no confirmation asked. It is recorded as what it is, never as a
	// confirmation the opponent did not give.
	Copy
	// CorrectResult (arbiter) replaces the result of an ended game by Result,
	// Text the reason (8.7, 11.10); the old result stays in the record.
	CorrectResult
	// Adjust (arbiter) adds Time (negative: takes it) to Side's clock: a
	// penalty or an award at the arbiter's discretion (12.9).
	Adjust
	// SetMoves (arbiter) sets Side's move counter to Count (6.10.2).
	SetMoves
	// SetControl (arbiter) installs the correct time control Text (6.10.2).
	SetControl
	// Quickplay (arbiter) grants Side's request of Guidelines III.4 after its
	// draw offer was declined: a five-second increment for both, two
	// minutes for the opponent.
	Quickplay
	// Decide (arbiter) decides Side's claim under Guidelines III.5: Text is
	// "draw", "postpone" (Time, none or two minutes, to the opponent) or
	// "reject".
	Decide
	kindCount
)

var kindNames = [kindCount]string{
	"begin", "move", "announce", "correct", "press", "repeat", "confirm",
	"offer", "accept", "decline", "claim", "resign", "illegal", "restore",
	"time", "adjourn", "seal", "resume", "pause", "continue", "touch", "flag", "declare", "copy",
	"correct-result", "adjust", "moves", "control", "quickplay", "decide",
}

// String returns the action's word as scripts and journals write it.
func (k Kind) String() string {
	if k < kindCount {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// ParseKind reads an action word.
func ParseKind(s string) (Kind, error) {
	for k, name := range kindNames {
		if name == s {
			return Kind(k), nil
		}
	}
	return 0, fmt.Errorf("session: unknown action %q: %w", s, ErrSyntax)
}

// Action is one thing a person (or the clock) did. Moves are written in UCI
// form and read on the board the action concerns, so an action means the same
// thing when a journal is replayed.
type Action struct {
	Seq   int           // 1-based position in the journal; set by the session
	At    time.Duration // time since the game began (monotonic); set by the session when live
	Wall  time.Time     // wall-clock time, for the arbiter; set by the session when live
	Actor Actor
	// Via says how the action came (the journal writes it after the actor).
	Via  Via
	Kind Kind

	// Move is a move in UCI: Move, Announce, Correct, Repeat, Claim
	// (optional), and Seal (optional: the move the sealed text was understood
	// as when it was sealed; the application reads it as it reads every move).
	Move   string
	Ply    int           // Restore, Illegal
	Side   rules.Color   // SetTime, Adjust, SetMoves, Quickplay, Decide
	Time   time.Duration // SetTime, Adjust, Decide
	Count  int           // SetMoves
	Square rules.Square  // Touch
	Result rules.Result  // Declare, CorrectResult
	// Text is the move as written (Seal), the reason (Declare,
	// CorrectResult), the control (SetControl) or the decision (Decide).
	Text   string
	Config *Config // Begin
	// Ref is the id a station's page sent the action with, written in the
	// action's journal line: a retry with the same Ref (after a lost
	// answer, or a crash) is answered from the journal, never taken again.
	// Letters, digits, '-' and '_', at most 64; "" for none.
	Ref string
}

// The decisions of Guidelines III.5 a Decide action carries in Text.
const (
	// DecideDraw: the arbiter agrees and declares the game drawn (III.5.1).
	DecideDraw = "draw"
	// DecidePostpone: the arbiter postpones the decision (III.5.2).
	DecidePostpone = "postpone"
	// DecideReject: the arbiter rejects the claim (III.5.3).
	DecideReject = "reject"
)
