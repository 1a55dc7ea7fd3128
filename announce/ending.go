package announce

import "github.com/tactuschess/tactus/rules"

// Reason is why a game ended: the rules' one ending reason (by the rules
// alone, by the clock, by a player, for a rule broken, or by the arbiter).
type Reason = rules.Reason

// The reasons a game ends, as rules names them (see rules.Reason).
const (
	// NoReason says nothing more than that the game is over.
	NoReason = rules.ReasonNone
	// Checkmate, Stalemate, FivefoldRepetition, SeventyFiveMoves and
	// DeadPosition are the engine's rules.Termination values.
	Checkmate          = rules.ReasonCheckmate
	Stalemate          = rules.ReasonStalemate
	FivefoldRepetition = rules.ReasonFivefoldRepetition
	SeventyFiveMoves   = rules.ReasonSeventyFiveMoves
	DeadPosition       = rules.ReasonDeadPosition
	// TimeForfeit: Side's flag fell; Result is the opponent's win. TimeNoMate:
	// it fell but the opponent cannot checkmate, a draw (6.9).
	TimeForfeit = rules.ReasonTimeForfeit
	TimeNoMate  = rules.ReasonTimeNoMate
	// Resignation: Side resigned.
	Resignation = rules.ReasonResignation
	// Agreement: the players agreed a draw.
	Agreement = rules.ReasonAgreement
	// ThreefoldClaim and FiftyMovesClaim: Side claimed a draw (9.2, 9.3).
	ThreefoldClaim  = rules.ReasonThreefoldClaim
	FiftyMovesClaim = rules.ReasonFiftyMovesClaim
	// IllegalMoves: a second completed illegal move (7.5.5);
	// IllegalMovesNoMate: the same when the opponent cannot checkmate, a
	// draw.
	IllegalMoves       = rules.ReasonIllegalMoves
	IllegalMovesNoMate = rules.ReasonIllegalMovesNoMate
	// SealedMoveInvalid: the sealed move was ambiguous or illegal.
	SealedMoveInvalid = rules.ReasonSealedMoveInvalid
	// Adjudication: the arbiter declared the result.
	Adjudication = rules.ReasonAdjudication
	// NumReasons is the number of reasons, for tables indexed by Reason.
	NumReasons = rules.NumReasons
)

// Ending is the end of a game: why, who (the side that acted: flagged,
// resigned, claimed; for checkmate, the mated side) and the result.
type Ending struct {
	Reason Reason
	Side   rules.Color
	Result rules.Result
}

// EndingOf returns the ending the engine's status describes, and false when
// the game is not over by the rules. side is the side to move (the mated
// or stalemated side).
func EndingOf(st rules.Status, side rules.Color) (Ending, bool) {
	r := st.Termination.Reason()
	if r == NoReason {
		return Ending{}, false
	}
	return Ending{Reason: r, Side: side, Result: st.Result}, true
}

// resultIndex returns the index of r in Language.Results, or -1.
func resultIndex(r rules.Result) int {
	switch r {
	case rules.WhiteWins:
		return 0
	case rules.BlackWins:
		return 1
	case rules.Draw:
		return 2
	}
	return -1
}

// Ending returns the phrase for the end of a game: "checkmate, White
// wins", "Black's flag fell, draw", "White resigns, Black wins".
func (l *Language) Ending(e Ending) Phrase {
	var result Phrase
	if i := resultIndex(e.Result); i >= 0 {
		result = l.message(l.Results[i])
	}
	t := ""
	if e.Reason < NumReasons {
		t = l.Endings[e.Reason]
	}
	return l.fill(nil, t, l.side(e.Side), result, l.message(l.Possessive[e.Side&1]))
}
