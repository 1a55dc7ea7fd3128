package uci

import (
	"strconv"

	"github.com/tactuschess/tactus/rules"
)

// Verdict is what an evaluation tells a person, sorted into the bands the
// app words ("White is better by about a pawn", "Black mates in three"),
// from White's point of view whoever is to move. The package says no
// sentence itself: the application chooses the words and the language.
type Verdict struct {
	Kind VerdictKind
	// Side is the side better, winning or mating, or the side checkmated;
	// White for Level.
	Side rules.Color
	// Moves is the number of moves to mate, for Mating.
	Moves int
}

// VerdictKind is the band of a Verdict.
type VerdictKind uint8

// The bands of a Verdict, from level to checkmate.
const (
	Level            VerdictKind = iota // the position is about equal
	SlightlyBetter                      // Side is a little better
	BetterByPawn                        // Side is better by about a pawn
	BetterByTwoPawns                    // Side is better by about two pawns
	Winning                             // Side is winning
	Mating                              // Side mates in Moves moves
	Mated                               // Side (to move) is checkmated
)

// The bands' upper bounds, in centipawns from White's point of view.
const (
	levelBelow    = 30
	slightlyBelow = 80
	pawnBelow     = 160
	twoPawnsBelow = 270
)

// Verdict sorts s into its band. s is from the point of view of
// sideToMove, as the engine gives it.
func (s Score) Verdict(sideToMove rules.Color) Verdict {
	if s.Mate && s.Value == 0 {
		return Verdict{Kind: Mated, Side: sideToMove}
	}
	s = s.ForWhite(sideToMove)
	side, v := rules.White, s.Value
	if v < 0 {
		side, v = rules.Black, -v
	}
	switch {
	case s.Mate:
		return Verdict{Kind: Mating, Side: side, Moves: v}
	case v < levelBelow:
		return Verdict{Kind: Level}
	case v < slightlyBelow:
		return Verdict{Kind: SlightlyBetter, Side: side}
	case v < pawnBelow:
		return Verdict{Kind: BetterByPawn, Side: side}
	case v < twoPawnsBelow:
		return Verdict{Kind: BetterByTwoPawns, Side: side}
	}
	return Verdict{Kind: Winning, Side: side}
}

var verdictNames = [...]string{"Level", "SlightlyBetter", "BetterByPawn", "BetterByTwoPawns", "Winning", "Mating", "Mated"}

// String returns the band's name in Go ("BetterByPawn"), for logs and
// tests; people hear the app's words.
func (k VerdictKind) String() string {
	if int(k) < len(verdictNames) {
		return verdictNames[k]
	}
	return "VerdictKind(" + strconv.Itoa(int(k)) + ")"
}
