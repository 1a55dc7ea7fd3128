package announce

import "github.com/tactuschess/tactus/rules"

// Reason is why a game ended: by the rules alone (the engine's
// Terminations), by the clock, or by a player.
type Reason uint8

// The reasons a game ends.
const (
	// Checkmate, Stalemate, FivefoldRepetition, SeventyFiveMoves and
	// DeadPosition are the engine's rules.Termination values.
	Checkmate Reason = iota
	Stalemate
	FivefoldRepetition
	SeventyFiveMoves
	DeadPosition
	// FlagFall: Side's flag fell; Result is the opponent's win, or a draw
	// when the opponent cannot checkmate (6.9).
	FlagFall
	// Resignation: Side resigned.
	Resignation
	// Agreement: the players agreed a draw.
	Agreement
	// ThreefoldClaim and FiftyMoveClaim: Side claimed a draw (9.2, 9.3).
	ThreefoldClaim
	FiftyMoveClaim
	// NumReasons is the number of reasons, for tables indexed by Reason.
	NumReasons
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
	reasons := [...]Reason{
		rules.Checkmate:          Checkmate,
		rules.Stalemate:          Stalemate,
		rules.FivefoldRepetition: FivefoldRepetition,
		rules.SeventyFiveMoves:   SeventyFiveMoves,
		rules.DeadPosition:       DeadPosition,
	}
	t := st.Termination
	if t == rules.NotTerminated || int(t) >= len(reasons) {
		return Ending{}, false
	}
	return Ending{Reason: reasons[t], Side: side, Result: st.Result}, true
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
