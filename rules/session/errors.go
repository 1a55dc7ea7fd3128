package session

import (
	"errors"
	"fmt"

	"github.com/tactuschess/tactus/rules"
)

// Errors of the session. The returned errors wrap one of them and say what
// was refused; a refused action changes nothing.
var (
	// ErrSyntax: an action, a journal line or a script line that cannot be read.
	ErrSyntax = errors.New("session: cannot read")
	// ErrNotYourTurn: a move or a press by the side not to move.
	ErrNotYourTurn = errors.New("session: not your turn")
	// ErrNothingAnnounced: a press or correction before any move was announced.
	ErrNothingAnnounced = errors.New("session: no move announced")
	// ErrAlreadyAnnounced: a second announcement before the press (use a correction).
	ErrAlreadyAnnounced = errors.New("session: a move is already announced")
	// ErrNothingToRepeat: a repetition with no move made to repeat.
	ErrNothingToRepeat = errors.New("session: no move to repeat")
	// ErrIllegal: a move that is not legal on the board it is entered on.
	ErrIllegal = errors.New("session: illegal move")
	// ErrDiverged: play waits for the boards to be reconciled (D.2.9).
	ErrDiverged = errors.New("session: the boards differ")
	// ErrGameOver: the game has ended.
	ErrGameOver = errors.New("session: the game is over")
	// ErrNotAllowed: the actor may not take this action (role or phase).
	ErrNotAllowed = errors.New("session: not allowed")
	// ErrNoOffer: accept or decline with no draw offer standing.
	ErrNoOffer = errors.New("session: no draw offer")
	// ErrAdjourned: the game is adjourned or a move is being sealed.
	ErrAdjourned = errors.New("session: the game is adjourned")
	// ErrIntendedMove: after an incorrect claim the intended move must be played (9.5.3).
	ErrIntendedMove = errors.New("session: the intended move must be played")
	// ErrRecord: the recorder (journal) could not store the action; nothing changed.
	ErrRecord = errors.New("session: cannot record")
	// ErrNotAgreed: a restore to a ply the two boards do not agree on (D.2.9):
	// only a position both scoresheets hold can be set up on both boards.
	ErrNotAgreed = errors.New("session: the boards do not agree at that ply")
	// ErrNoMoveYet: a draw accepted before both players have made a move
	// (5.2.3: a draw is agreed only after both players have made at least
	// one move; an offer made earlier stays valid, 9.1.2.1).
	ErrNoMoveYet = errors.New("session: a draw is agreed only after both players have made a move")
	// ErrClock: the clock refused the action.
	ErrClock = errors.New("session: clock")
	// ErrRetried: an action with the same Ref by the same actor is already
	// in the journal (a station's retry): it is not taken again. The error
	// is a *Retried that says which action it was.
	ErrRetried = errors.New("session: already taken")
	// ErrTooLate: in rapid or blitz without an arbiter per game, an illegal
	// move stands once the opponent has made the next move (A.5.2, B.3), and
	// the clock setting stays once both have made ten moves (A.5.1.1).
	ErrTooLate = errors.New("session: too late")
	// ErrArbiterDecides: a flag fell while a claim under Guidelines III.5
	// was postponed; the arbiter declares the result (III.5.2).
	ErrArbiterDecides = errors.New("session: the arbiter decides")
)

// ReplayError is Replay's error for an action the rules refuse: which one,
// and why (Err).
type ReplayError struct {
	Seq   int // the action's number (its journal line is Seq+1)
	Actor Actor
	Kind  Kind
	Err   error
}

// Error says which action was refused and why.
func (e *ReplayError) Error() string {
	return fmt.Sprintf("session: replaying action %d (%s %s): %v", e.Seq, e.Actor, e.Kind, e.Err)
}

// Unwrap returns why.
func (e *ReplayError) Unwrap() error { return e.Err }

// Retried is the error of a retry: the action with its Ref is number Seq.
type Retried struct {
	Seq int
	Ref string
}

// Error says which action the retry was.
func (r *Retried) Error() string {
	return fmt.Sprintf("%v: action %d has the id %s", ErrRetried, r.Seq, r.Ref)
}

// Unwrap returns ErrRetried.
func (r *Retried) Unwrap() error { return ErrRetried }

// Why says which case of a rule a RefusalError is.
type Why uint8

// The cases a RefusalError names.
const (
	// WhyEnded: the game is over, ended for Ending (ErrGameOver).
	WhyEnded Why = iota + 1
	// WhyNoPly: there is no half-move Ply; Made have been made
	// (ErrNotAllowed).
	WhyNoPly
	// WhyDeclineFirst: Side's request under Guidelines III.4 is a draw
	// offer, which the opponent must first decline (ErrNotAllowed).
	WhyDeclineFirst
	// WhyClaimAwaits: Side's claim under Guidelines III.5 awaits the
	// decision (ErrNotAllowed).
	WhyClaimAwaits
	// WhyToMove: Side is to move (ErrNotYourTurn).
	WhyToMove
	// WhyNotPressed: Side has announced a move and not pressed the clock
	// (ErrNotYourTurn).
	WhyNotPressed
	// WhyClockRuns: Side's clock runs; only Side presses it (ErrNotYourTurn).
	WhyClockRuns
	// WhyPressFirst: Side must first press the clock (ErrNotAllowed).
	WhyPressFirst
	// WhyNothingToCorrect: no move is announced; a correction comes before
	// the press (D.2.8, ErrNothingAnnounced).
	WhyNothingToCorrect
	// WhyOnlyOwnCorrects: only Side may correct Side's announcement
	// (ErrNotAllowed).
	WhyOnlyOwnCorrects
	// WhyCorrectOrPress: Side has announced a move already; correct it or
	// press the clock (ErrAlreadyAnnounced).
	WhyCorrectOrPress
	// WhyNoAdjournment: no adjournment was called (ErrNotAllowed).
	WhyNoAdjournment
	// WhySeals: Side seals the move (ErrNotAllowed).
	WhySeals
	// WhyNotAdjourned: the game is not adjourned (ErrNotAllowed).
	WhyNotAdjourned
	// WhyMustSeal: a move must be sealed (ErrAdjourned).
	WhyMustSeal
	// WhyOfferStands: Side's draw offer stands already (ErrNotAllowed).
	WhyOfferStands
	// WhyOffered: Side has offered a draw; accept or decline it
	// (ErrNotAllowed).
	WhyOffered
	// WhyNoOffer: no draw offer from the opponent of Side (ErrNoOffer).
	WhyNoOffer
	// WhyNoMoveYet: a draw is agreed only after both players have moved
	// (5.2.3, ErrNoMoveYet).
	WhyNoMoveYet
	// WhyArbiterOnly: only the arbiter may take an action of kind Op
	// (ErrNotAllowed).
	WhyArbiterOnly
	// WhyPlayerOnly: only a player may take an action of kind Op
	// (ErrNotAllowed).
	WhyPlayerOnly
	// WhyNoAssistant: Side has no assistant (ErrNotAllowed).
	WhyNoAssistant
	// WhyTouchByAssistant: touched pieces are reported by an assistant
	// (D.2.10.5, ErrNotAllowed).
	WhyTouchByAssistant
	// WhyTouchReporter: a touched piece is reported by a player or the
	// visually impaired player's assistant (D.2.10.5, ErrNotAllowed).
	WhyTouchReporter
	// WhyAdjourner: the arbiter or the player having the move adjourns
	// (I.1, ErrNotAllowed).
	WhyAdjourner
	// WhyDiverged: the boards differ at half-move Ply; the arbiter must
	// reconcile them (D.2.9, ErrDiverged).
	WhyDiverged
	// WhyClaimedWith: Side claimed a draw with the move Move (UCI), which
	// must be played (9.5.3, ErrIntendedMove).
	WhyClaimedWith
	// WhyClaimFixed: Side claimed with Move (UCI), which cannot be changed
	// (9.2.1, 9.5.3, ErrIntendedMove).
	WhyClaimFixed
	// WhyClaimToMove: a draw is claimed by the player to move
	// (ErrNotYourTurn).
	WhyClaimToMove
	// WhyArbiterNoMove: the arbiter does not move (ErrNotAllowed).
	WhyArbiterNoMove
	// WhyNothingToRepeat: Side has no move to repeat (ErrNothingToRepeat).
	WhyNothingToRepeat
	// WhyNothingToCopy: no move to copy (ErrNothingToRepeat).
	WhyNothingToCopy
	// WhyNoBoard: the arbiter keeps no board (ErrNotAllowed).
	WhyNoBoard
	// WhyIllegalOnBoard: the move is illegal on Side's board (ErrIllegal).
	WhyIllegalOnBoard
	// WhyNotAgreed: the boards do not agree at half-move Ply; they agree up
	// to half-move Made (D.2.9, ErrNotAgreed).
	WhyNotAgreed
	// WhyNoMoveMade: no move has been made (ErrNotAllowed).
	WhyNoMoveMade
	// WhyIllegalStands: the opponent has made the next move; the illegal
	// move at half-move Ply stands (A.5.2, ErrTooLate).
	WhyIllegalStands
	// WhyNotEnded: the game has not ended; the arbiter declares a result
	// (ErrNotAllowed).
	WhyNotEnded
	// WhyNoClock: the game has no clock (ErrNotAllowed).
	WhyNoClock
	// WhyNoFlag: no flag has fallen (ErrNotAllowed).
	WhyNoFlag
	// WhyTenMoves: both players have made ten moves (A.5.1.1, ErrTooLate).
	WhyTenMoves
	// WhyPostponedAlready: the decision is postponed already
	// (ErrNotAllowed).
	WhyPostponedAlready
	// WhyFlagPostponed: a flag fell with a claim under Guidelines III.5
	// postponed (ErrArbiterDecides).
	WhyFlagPostponed
	// WhyResumeFirst: the game is adjourned; resume it to open the
	// envelope (ErrAdjourned).
	WhyResumeFirst
	// WhyBegun: the game has already begun (ErrNotAllowed).
	WhyBegun
	// WhyNotBegun: the game has not begun (ErrNotAllowed).
	WhyNotBegun
)

// RefusalError is a refusal with the data its words need: Err is the
// rule broken (ErrGameOver, ErrNotAllowed …), Why which case of it.
type RefusalError struct {
	Err  error
	Why  Why
	Op   Kind        // WhyEnded, WhyArbiterOnly, WhyPlayerOnly: the action refused
	Side rules.Color // the side the Why names
	Ply  int         // WhyNoPly, WhyDiverged, WhyNotAgreed, WhyIllegalStands
	Made int         // WhyNoPly; WhyNotAgreed: the last half-move agreed
	Move string      // WhyClaimedWith, WhyClaimFixed: the move claimed with (UCI)
	// Before is the position Move is played in (WhyClaimedWith,
	// WhyClaimFixed), so that it can be said in words; nil when unknown.
	Before *rules.Position
	Ending Reason // WhyEnded
}

// logText is the log text of the Whys whose text is one format of
// the side's name (%[1]s), Ply (%[2]d), Made (%[3]d), Op (%[4]s), Move
// (%[5]s) and the rule broken (%[6]v).
func logText(w Why) (string, bool) {
	switch w {
	case WhyToMove:
		return "session: %[1]s to move: %[6]v", true
	case WhyNotPressed:
		return "session: %[1]s has announced a move and not pressed: %[6]v", true
	case WhyClockRuns:
		return "session: %[1]s's clock runs: %[6]v", true
	case WhyPressFirst:
		return "session: %[1]s must first press the clock: %[6]v", true
	case WhyNothingToCorrect:
		return "session: nothing to correct; a correction must come before the press (D.2.8): %[6]v", true
	case WhyOnlyOwnCorrects:
		return "session: only %[1]s may correct %[1]s's announcement: %[6]v", true
	case WhyCorrectOrPress:
		return "session: %[6]v; correct it or press the clock", true
	case WhyNoAdjournment:
		return "session: no adjournment was called: %[6]v", true
	case WhySeals:
		return "session: %[1]s seals the move: %[6]v", true
	case WhyNotAdjourned:
		return "session: the game is not adjourned: %[6]v", true
	case WhyMustSeal:
		return "session: a move must be sealed: %[6]v", true
	case WhyOfferStands:
		return "session: %[1]s's draw offer stands already: %[6]v", true
	case WhyOffered:
		return "session: %[1]s has offered a draw; accept or decline it: %[6]v", true
	case WhyNoOffer:
		return "session: %[6]v from %[1]s's opponent", true
	case WhyNoMoveYet:
		return "session: %[6]v (5.2.3)", true
	case WhyArbiterOnly:
		return "session: only the arbiter may %[4]s: %[6]v", true
	case WhyPlayerOnly:
		return "session: only a player may %[4]s: %[6]v", true
	case WhyNoAssistant:
		return "session: %[1]s has no assistant: %[6]v", true
	case WhyTouchByAssistant:
		return "session: touched pieces are reported by an assistant (D.2.10.5): %[6]v", true
	case WhyTouchReporter:
		return "session: a touched piece is reported by a player or the visually impaired player's assistant (D.2.10.5): %[6]v", true
	case WhyAdjourner:
		return "session: the arbiter or the player having the move adjourns the game (I.1): %[6]v", true
	case WhyDiverged:
		return "session: ply %[2]d: %[6]v; the arbiter must reconcile them (D.2.9)", true
	case WhyClaimedWith:
		return "session: %[1]s claimed with %[5]s: %[6]v (9.5.3)", true
	case WhyClaimFixed:
		return "session: %[1]s claimed with %[5]s, which cannot be changed: %[6]v (9.2.1, 9.5.3)", true
	case WhyClaimToMove:
		return "session: a draw is claimed by the player to move: %[6]v", true
	case WhyArbiterNoMove:
		return "session: the arbiter does not move: %[6]v", true
	case WhyNothingToRepeat:
		return "session: %[6]v for %[1]s", true
	case WhyNothingToCopy:
		return "session: %[6]v to copy", true
	case WhyNoBoard:
		return "session: the arbiter keeps no board: %[6]v", true
	case WhyIllegalOnBoard:
		return "session: %[6]v on %[1]s's board", true
	case WhyNotAgreed:
		return "session: ply %[2]d: %[6]v; they agree up to ply %[3]d (D.2.9)", true
	case WhyNoMoveMade:
		return "session: no move has been made: %[6]v", true
	case WhyIllegalStands:
		return "session: the opponent has made the next move; the illegal move at ply %[2]d stands (A.5.2): %[6]v", true
	case WhyNotEnded:
		return "session: the game has not ended; the arbiter declares a result: %[6]v", true
	case WhyNoClock:
		return "session: the game has no clock: %[6]v", true
	case WhyNoFlag:
		return "session: no flag has fallen: %[6]v", true
	case WhyTenMoves:
		return "session: both players have made ten moves (A.5.1.1): %[6]v", true
	case WhyPostponedAlready:
		return "session: the decision is postponed already: %[6]v", true
	case WhyFlagPostponed:
		return "session: a flag fell with a claim under Guidelines III.5 postponed: %[6]v", true
	case WhyResumeFirst:
		return "session: the game is adjourned; resume it to open the envelope: %[6]v", true
	case WhyBegun:
		return "session: the game has already begun: %[6]v", true
	case WhyNotBegun:
		return "session: the game has not begun: %[6]v", true
	}
	return "", false
}

// Error says the refusal for a log.
func (e *RefusalError) Error() string {
	switch e.Why {
	case WhyEnded:
		return fmt.Sprintf("session: %s: %v (%s)", e.Op, e.Err, e.Ending)
	case WhyNoPly:
		return fmt.Sprintf("session: no ply %d (%d made): %v", e.Ply, e.Made, e.Err)
	case WhyDeclineFirst:
		return fmt.Sprintf("session: III.4: %s's request is a draw offer, which %s must first decline: %v",
			sideName(e.Side), sideName(e.Side.Other()), e.Err)
	case WhyClaimAwaits:
		return fmt.Sprintf("session: %s's claim awaits the decision: %v", sideName(e.Side), e.Err)
	}
	if f, ok := logText(e.Why); ok {
		return fmt.Sprintf(f, sideName(e.Side), e.Ply, e.Made, e.Op, e.Move, e.Err)
	}
	return e.Err.Error()
}

// Unwrap returns the rule broken.
func (e *RefusalError) Unwrap() error { return e.Err }
