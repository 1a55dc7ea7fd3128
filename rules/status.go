package rules

import "strings"

// Termination says why a game has ended by the rules alone, without a
// claim, a flag or an agreement.
type Termination uint8

// The ways a game ends automatically under the Laws of Chess.
const (
	// NotTerminated: the game goes on.
	NotTerminated Termination = iota
	// Checkmate ends the game (5.1.1); the mating side wins.
	Checkmate
	// Stalemate ends the game in a draw (5.2.1).
	Stalemate
	// FivefoldRepetition: the same position for at least the fifth time
	// (9.6.1) is a draw.
	FivefoldRepetition
	// SeventyFiveMoves: 75 moves by each side without a pawn move or a
	// capture (9.6.2) is a draw, unless the last move mates.
	SeventyFiveMoves
	// DeadPosition: no series of legal moves can lead to checkmate (5.2.2).
	DeadPosition
)

var terminationNames = [...]string{"", "checkmate", "stalemate", "fivefold-repetition", "seventy-five-moves", "dead-position"}

// String returns the termination as tactus status prints it
// ("fivefold-repetition"), "" for NotTerminated, or "Termination(n)" for a
// value out of range.
func (t Termination) String() string {
	if int(t) < len(terminationNames) {
		return terminationNames[t]
	}
	return outOfRange("Termination", int(t))
}

// Result is a game result as PGN writes it.
type Result string

// The four PGN results.
const (
	WhiteWins  Result = "1-0"
	BlackWins  Result = "0-1"
	Draw       Result = "1/2-1/2"
	Unfinished Result = "*"
)

// Status is everything the rules say about a position in its game.
type Status struct {
	// Termination is why the game ended, or NotTerminated.
	Termination Termination
	// Result is the result that follows from Termination.
	Result Result
	// Check reports whether the side to move is in check.
	Check bool
	// Repetitions counts how often the current position has occurred in
	// the game, this time included (9.2.3 identity).
	Repetitions int
	// ClaimableThreefold: the position has occurred at least three times,
	// so the player to move may claim a draw (9.2.2).
	ClaimableThreefold bool
	// ClaimableFifty: the last 50 moves of each side had no pawn move and
	// no capture, so the player to move may claim a draw (9.3).
	ClaimableFifty bool
}

// Over reports whether the game has ended.
func (s Status) Over() bool { return s.Termination != NotTerminated }

// String renders the status as one line, as `tactus status` prints it:
// "checkmate 1-0", "stalemate 1/2-1/2", "draw 1/2-1/2 <reason>" for the
// other automatic draws, or "ongoing" followed by any of " check",
// " claimable-threefold", " claimable-fifty".
func (s Status) String() string {
	switch s.Termination {
	case Checkmate, Stalemate:
		return s.Termination.String() + " " + string(s.Result)
	case NotTerminated:
		var b strings.Builder
		b.WriteString("ongoing")
		if s.Check {
			b.WriteString(" check")
		}
		if s.ClaimableThreefold {
			b.WriteString(" claimable-threefold")
		}
		if s.ClaimableFifty {
			b.WriteString(" claimable-fifty")
		}
		return b.String()
	default:
		return "draw " + string(s.Result) + " " + s.Termination.String()
	}
}

// positionStatus works out the status of p given how often it has occurred.
// Order of precedence: checkmate, stalemate (both end the game at once:
// 5.1.1, 5.2.1), then the automatic draws of 9.6 and the dead position.
func positionStatus(p *Position, repetitions int) Status {
	s := Status{Check: p.InCheck(), Repetitions: repetitions, Result: Unfinished}
	switch {
	case !p.HasLegalMove() && s.Check:
		s.Termination, s.Result = Checkmate, WhiteWins
		if p.side == White {
			s.Result = BlackWins
		}
		return s
	case !p.HasLegalMove():
		s.Termination = Stalemate
	case repetitions >= 5:
		s.Termination = FivefoldRepetition
	case p.halfmove >= 150:
		s.Termination = SeventyFiveMoves
	case p.IsDead():
		s.Termination = DeadPosition
	}
	if s.Termination != NotTerminated {
		s.Result = Draw
		return s
	}
	s.ClaimableThreefold = repetitions >= 3
	s.ClaimableFifty = p.halfmove >= 100
	return s
}

// Status returns the status of the position on its own, as if it had
// occurred once: repetition needs a Game.
func (p *Position) Status() Status { return positionStatus(p, 1) }

// RepetitionKey identifies the position for the repetition rule (9.2.3):
// same player to move, same pieces on the same squares, same castling
// rights, and the en passant square only when an en passant capture is
// actually legal.
func (p *Position) RepetitionKey() uint64 {
	k := p.hash
	if p.ep != NoSquare && p.LegalEnPassant() == NoSquare {
		k ^= zobrist.epFile[p.ep.File()]
	}
	return k
}
