package rules

// Reason says why a game ended: by the rules alone (a Termination), by the
// clock, by a player (resignation, agreement, a claim), for a rule broken,
// or by the arbiter. It is the one ending reason of the engine, the
// announcements and the session.
type Reason uint8

// The reasons a game ends. Their order is fixed: tables are indexed by them.
const (
	// ReasonNone: the game has not ended (or nothing says why).
	ReasonNone Reason = iota
	// ReasonCheckmate, ReasonStalemate, ReasonDeadPosition,
	// ReasonFivefoldRepetition and ReasonSeventyFiveMoves are the
	// automatic endings (see Termination).
	ReasonCheckmate
	ReasonStalemate
	ReasonDeadPosition
	ReasonFivefoldRepetition
	ReasonSeventyFiveMoves
	// ReasonThreefoldClaim and ReasonFiftyMovesClaim: a player claimed a
	// draw correctly (9.2, 9.3).
	ReasonThreefoldClaim
	ReasonFiftyMovesClaim
	// ReasonResignation: a player resigned.
	ReasonResignation
	// ReasonAgreement: the players agreed a draw (9.1).
	ReasonAgreement
	// ReasonTimeForfeit: a flag fell and the opponent wins (6.9).
	ReasonTimeForfeit
	// ReasonTimeNoMate: a flag fell but the opponent could not checkmate
	// (6.9): a draw.
	ReasonTimeNoMate
	// ReasonIllegalMoves: a second completed illegal move (7.5.5).
	ReasonIllegalMoves
	// ReasonIllegalMovesNoMate: a second illegal move, but the opponent
	// cannot checkmate: a draw.
	ReasonIllegalMovesNoMate
	// ReasonSealedMoveInvalid: the sealed move was ambiguous or illegal
	// (Guidelines I.8).
	ReasonSealedMoveInvalid
	// ReasonAdjudication: the arbiter declared the result.
	ReasonAdjudication
	// NumReasons is the number of reasons, for tables indexed by Reason.
	NumReasons
)

var reasonNames = [NumReasons]string{
	"", "checkmate", "stalemate", "dead position", "fivefold repetition",
	"seventy-five moves", "threefold repetition", "fifty moves", "resignation",
	"agreement", "time", "time, opponent cannot checkmate", "second illegal move",
	"second illegal move, opponent cannot checkmate", "sealed move invalid", "arbiter",
}

// String returns the reason in words ("resignation", "time"), "" for
// ReasonNone, or "Reason(n)" for a value out of range. Journals and
// scripts write these words: they do not change.
func (r Reason) String() string {
	if r < NumReasons {
		return reasonNames[r]
	}
	return outOfRange("Reason", int(r))
}

// TerminationTag returns the PGN Termination tag value for the reason:
// "normal", "time forfeit", "rules infraction", "adjudication", or
// "unterminated" for ReasonNone.
func (r Reason) TerminationTag() string {
	switch r {
	case ReasonTimeForfeit, ReasonTimeNoMate:
		return "time forfeit"
	case ReasonIllegalMoves, ReasonIllegalMovesNoMate, ReasonSealedMoveInvalid:
		return "rules infraction"
	case ReasonAdjudication:
		return "adjudication"
	case ReasonNone:
		return "unterminated"
	}
	return "normal"
}

// Reason returns the ending reason of the termination: ReasonCheckmate for
// Checkmate, and so on; ReasonNone for NotTerminated or a value out of
// range.
func (t Termination) Reason() Reason {
	switch t {
	case Checkmate:
		return ReasonCheckmate
	case Stalemate:
		return ReasonStalemate
	case FivefoldRepetition:
		return ReasonFivefoldRepetition
	case SeventyFiveMoves:
		return ReasonSeventyFiveMoves
	case DeadPosition:
		return ReasonDeadPosition
	}
	return ReasonNone
}
