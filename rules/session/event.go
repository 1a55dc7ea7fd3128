package session

import (
	"fmt"
	"time"

	"github.com/tactuschess/tactus/rules"
)

// EventKind is what happened.
type EventKind uint8

// The events a transition can produce.
const (
	// Started: the game began; White's (or the side to move's) clock runs.
	Started EventKind = iota
	// Announced: Side announced Move at Ply (say it to both players).
	Announced
	// Corrected: Side replaced the announced move by Move (D.2.8).
	Corrected
	// Made: the move at Ply is completed; the opponent's clock runs (D.2.4).
	Made
	// InStep: the opponent's board recorded the same move: the boards agree.
	InStep
	// Diverged: the opponent's board recorded Other instead of Move at Ply (D.2.9).
	Diverged
	// Restored: both boards were taken back to the position after Ply plies.
	Restored
	// IllegalMade: the move at Ply was a completed illegal move (7.5); the
	// position before it is back.
	IllegalMade
	// Penalized: Side's opponent got Time (7.5.5, 9.5.3).
	Penalized
	// DrawOffered: Side offered a draw (9.1.2).
	DrawOffered
	// DrawDeclined: Side declined the standing offer (or it lapsed).
	DrawDeclined
	// ClaimRejected: Side's draw claim was incorrect (9.5.3).
	ClaimRejected
	// TimeSet: the arbiter set Side's time to Time.
	TimeSet
	// AdjournRequested: the player to move (Side) must seal a move.
	AdjournRequested
	// Sealed: Side sealed a move; the clock stopped. Envelope has the record;
	// Move (valid in Before) is the move the sealed text was understood as,
	// NoMove when it was not understood: read it back to the sealer only.
	Sealed
	// Resumed: the envelope was opened and the sealed Move played.
	Resumed
	// Paused: the arbiter stopped the clock.
	Paused
	// Continued: the arbiter restarted the clock.
	Continued
	// Touched: the assistant reported a touched piece on Square.
	Touched
	// FlagFell: Side's flag fell at Time on the game clock.
	FlagFell
	// Ended: the game is over with Result for Reason.
	Ended
	// ResultCorrected: the arbiter replaced the result Was (WasReason) by
	// Result (8.7, 11.10); Result is Unfinished when an ending made by an
	// illegal move was voided and play goes on (7.5.1).
	ResultCorrected
	// TimeAdjusted: the arbiter added Time (negative: took it) to Side's clock.
	TimeAdjusted
	// MovesSet: the arbiter set Side's move counter to Count (6.10.2).
	MovesSet
	// ControlSet: the arbiter installed the time control Text (6.10.2).
	ControlSet
	// QuickplayGranted: Guidelines III.4 for Side's request: both sides now
	// have an increment of Time.
	QuickplayGranted
	// Decided: the arbiter decided Side's claim under Guidelines III.5; Text
	// is the decision.
	Decided
	eventKindCount
)

var eventNames = [eventKindCount]string{
	"started", "announced", "corrected", "made", "in-step", "diverged", "restored",
	"illegal-move", "penalty", "draw-offered", "draw-declined", "claim-rejected",
	"time-set", "adjourn", "sealed", "resumed", "paused", "continued", "touched",
	"flag", "ended", "result-corrected", "time-adjusted", "moves-set", "control-set",
	"quickplay", "decided",
}

// String names the event kind.
func (k EventKind) String() string {
	if k < eventKindCount {
		return eventNames[k]
	}
	return fmt.Sprintf("EventKind(%d)", k)
}

// Event is one thing the players and the arbiter should learn. Fields unused
// by a kind are zero.
type Event struct {
	Kind  EventKind
	Seq   int           // the action that produced it
	At    time.Duration // game time of that action
	Actor Actor
	Side  rules.Color // the side concerned
	Ply   int         // the ply concerned (1 = the first move of the game)
	// Move is valid in Before, the position it is played from.
	Move   rules.Move
	Before rules.Position
	// Other is what the opponent's board has at Ply (Diverged), valid in Before.
	Other rules.Move
	// Diff lists the squares on which the two boards differ (Diverged).
	Diff   []SquareDiff
	Time   time.Duration // Penalized, TimeSet, FlagFell: the time concerned
	Result rules.Result  // Ended, ResultCorrected
	Reason Reason        // Ended, ResultCorrected
	// Was and WasReason are the result replaced (ResultCorrected).
	Was       rules.Result
	WasReason Reason
	Count     int // MovesSet
	// Envelope is the adjournment record (Sealed).
	Envelope *Envelope
	// Text: Sealed: the move as written; Ended by the arbiter and
	// ResultCorrected: the reason; ControlSet: the control; Decided: the
	// decision.
	Text   string
	Square rules.Square
}

// Reason says why a game ended: the rules' one ending reason.
type Reason = rules.Reason

// The reasons a game ends, as rules names them (see rules.Reason).
const (
	NoReason           = rules.ReasonNone
	Checkmate          = rules.ReasonCheckmate
	Stalemate          = rules.ReasonStalemate
	DeadPosition       = rules.ReasonDeadPosition
	FivefoldRepetition = rules.ReasonFivefoldRepetition
	SeventyFiveMoves   = rules.ReasonSeventyFiveMoves
	ThreefoldClaim     = rules.ReasonThreefoldClaim
	FiftyMovesClaim    = rules.ReasonFiftyMovesClaim
	Resignation        = rules.ReasonResignation
	Agreement          = rules.ReasonAgreement
	TimeForfeit        = rules.ReasonTimeForfeit
	// TimeNoMate: a flag fell but the opponent could not checkmate (6.9): a draw.
	TimeNoMate = rules.ReasonTimeNoMate
	// IllegalMoves: a second completed illegal move (7.5.5).
	IllegalMoves = rules.ReasonIllegalMoves
	// IllegalMovesNoMate: a second illegal move, but the opponent cannot mate: a draw.
	IllegalMovesNoMate = rules.ReasonIllegalMovesNoMate
	// SealedMoveInvalid: the sealed move was ambiguous or illegal (Guidelines I.8).
	SealedMoveInvalid = rules.ReasonSealedMoveInvalid
	// Adjudication: the arbiter declared the result.
	Adjudication = rules.ReasonAdjudication
)

// SquareDiff is one square on which two boards differ.
type SquareDiff struct {
	Square      rules.Square
	Have, Other rules.Piece // what the first and the second board have there
}
