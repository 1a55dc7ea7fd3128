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
)

// RefusalError is a refusal with the data its words need: Err is the
// rule broken (ErrGameOver, ErrNotAllowed …), Why which case of it.
type RefusalError struct {
	Err    error
	Why    Why
	Op     Kind        // WhyEnded: the action refused
	Side   rules.Color // WhyDeclineFirst, WhyClaimAwaits
	Ply    int         // WhyNoPly
	Made   int         // WhyNoPly
	Ending Reason      // WhyEnded
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
	return e.Err.Error()
}

// Unwrap returns the rule broken.
func (e *RefusalError) Unwrap() error { return e.Err }
